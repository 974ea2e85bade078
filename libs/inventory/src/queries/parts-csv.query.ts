import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { PART_CSV_COLUMNS, type PartCsvColumn } from '@px/contracts';
import { CSV_BOM, SqlClient, SqlParams, csvLines } from '@px/platform';
import { type PartFilter, partFilterSql } from './part-filter';

/** Rows per read: the file is streamed in chunks, never held whole. */
const BATCH = 2000;

type CsvRow = Record<PartCsvColumn, string | number | boolean | null>;

/** 2.5 → "2,5": Spanish spreadsheets read it as a number; the import reads both. */
const cell = (value: string | number | boolean | null): string => {
  if (value === null) return '';
  if (typeof value === 'boolean') return value ? 'sí' : 'no';
  if (typeof value === 'number') return String(value).replace('.', ',');
  return /^\d+\.\d+$/.test(value) ? value.replace(/\.?0+$/, '').replace('.', ',') : value;
};

/**
 * GET /api/parts/export.csv: the catalogue as the import reads it (PART_CSV_COLUMNS), with the
 * table's filters, by reference. Chunks of CSV text: the header first.
 */
export class GetPartsCsvQuery extends Query<AsyncIterable<string>> {
  constructor(readonly filter: PartFilter) {
    super();
  }
}

@QueryHandler(GetPartsCsvQuery)
export class GetPartsCsvHandler implements IQueryHandler<GetPartsCsvQuery, AsyncIterable<string>> {
  constructor(private readonly sql: SqlClient) {}

  async execute({ filter }: GetPartsCsvQuery): Promise<AsyncIterable<string>> {
    const sql = this.sql;
    async function* chunks(): AsyncIterable<string> {
      yield CSV_BOM + csvLines([[...PART_CSV_COLUMNS]]);
      let after: { reference: string; id: string } | null = null;
      for (;;) {
        const params = new SqlParams();
        let clause = partFilterSql(filter, params);
        if (after) {
          const keyset = `(p.reference, p.id) > (${params.add(after.reference)}, ${params.add(after.id)}::uuid)`;
          clause = clause ? `${clause} and ${keyset}` : `where ${keyset}`;
        }
        const rows: (CsvRow & { id: string })[] = await sql.query(
          `select p.id, p.reference, p.brand, p.name, p.category, p.barcode, p.unit,
                  p.cost_cents::int, p.sale_price_cents::int, p.vat_percent, p.warehouse,
                  p.shelf, p.min_stock, p.max_stock, sup.tax_id as preferred_supplier_tax_id,
                  p.active
             from part p join part_stock s on s.part_id = p.id
             left join supplier sup on sup.id = p.preferred_supplier_id
             ${clause}
            order by p.reference, p.id
            limit ${BATCH}`,
          params.values,
        );
        if (rows.length === 0) return;
        yield csvLines(rows.map((row) => PART_CSV_COLUMNS.map((column) => cell(row[column]))));
        const last = rows[rows.length - 1];
        after = { reference: String(last.reference), id: last.id };
        if (rows.length < BATCH) return;
      }
    }
    return chunks();
  }
}
