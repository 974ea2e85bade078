import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { localDate } from '@px/contracts';
import { CSV_BOM, SqlClient, SqlParams, csvLines, neutraliseFormula } from '@px/platform';
import { type InvoiceFilter, invoiceFilterSql } from './invoice-filter';

/** Invoices per read: the file is streamed in chunks, never held whole. */
const BATCH = 1000;

/**
 * The accountant's columns: one row per invoice and VAT rate, so bases and quotas add up per rate
 * (the VAT return, modelo 303, and the issued-invoices book). The invoice's total, paid and owed
 * amounts repeat on each of its rows: they are the invoice's, not the rate's. What is owed is net
 * of its rectifying invoices.
 */
export const INVOICE_CSV_COLUMNS = [
  'Número',
  'Serie',
  'Tipo',
  'Fecha de expedición',
  'Fecha de operación',
  'Estado',
  'NIF del destinatario',
  'Destinatario',
  'Tipo de IVA (%)',
  'Base imponible',
  'Cuota de IVA',
  'Total de la factura',
  'Cobrado',
  'Pendiente',
  'Factura rectificada',
] as const;

interface CsvRow {
  number: string;
  series: string;
  type: string;
  issue_date: string;
  operation_date: string | null;
  status: 'issued' | 'cancelled';
  recipient_tax_id: string | null;
  recipient_name: string | null;
  vat_percent: string;
  base_cents: string;
  vat_cents: string;
  total_cents: string;
  paid_cents: string;
  credited_cents: string;
  rectified_number: string | null;
  year: number;
  sequence: number;
}

/** Cents as a Spanish spreadsheet reads a number: 123456 → "1234,56", -5 → "-0,05". */
export const csvAmount = (cents: number): string => {
  const sign = cents < 0 ? '-' : '';
  const magnitude = Math.abs(cents);
  return `${sign}${Math.floor(magnitude / 100)},${String(magnitude % 100).padStart(2, '0')}`;
};

/** 'YYYY-MM-DD' → 'DD/MM/YYYY', as Spanish spreadsheets take dates. */
const csvDate = (day: string | null): string =>
  day ? `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}` : '';

const STATUS = { issued: 'Emitida', cancelled: 'Anulada' } as const;

export function invoiceCsvCells(row: CsvRow): string[] {
  const total = Number(row.total_cents);
  const owed =
    row.status === 'issued'
      ? Math.max(0, total - Number(row.credited_cents) - Number(row.paid_cents))
      : 0;
  return [
    row.number,
    row.series,
    row.type,
    csvDate(row.issue_date),
    csvDate(row.operation_date ?? row.issue_date),
    STATUS[row.status],
    row.recipient_tax_id ?? '',
    neutraliseFormula(row.recipient_name ?? ''),
    row.vat_percent.replace('.', ','),
    csvAmount(Number(row.base_cents)),
    csvAmount(Number(row.vat_cents)),
    csvAmount(total),
    csvAmount(Number(row.paid_cents)),
    csvAmount(owed),
    row.rectified_number ?? '',
  ];
}

/**
 * GET /api/invoices/export.csv: the issued and cancelled invoices the list's filters select (drafts
 * have no number: they are not in the books), in number order per series, one row per VAT rate.
 */
export class GetInvoicesCsvQuery extends Query<AsyncIterable<string>> {
  constructor(
    readonly filter: InvoiceFilter,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}

@QueryHandler(GetInvoicesCsvQuery)
export class GetInvoicesCsvHandler implements IQueryHandler<
  GetInvoicesCsvQuery,
  AsyncIterable<string>
> {
  constructor(private readonly sql: SqlClient) {}

  async execute({ filter, now }: GetInvoicesCsvQuery): Promise<AsyncIterable<string>> {
    const sql = this.sql;
    const today = localDate(now);
    async function* chunks(): AsyncIterable<string> {
      yield CSV_BOM + csvLines([[...INVOICE_CSV_COLUMNS]]);
      let after: { series: string; year: number; sequence: number } | null = null;
      for (;;) {
        const params = new SqlParams();
        const filtered = invoiceFilterSql(filter, params, today);
        const conditions = [
          filtered ? filtered.replace(/^where /, '') : null,
          `i.status <> 'draft'`,
          after
            ? `(i.series, i.year, i.sequence) > (${params.add(after.series)}, ${params.add(after.year)}::int, ${params.add(after.sequence)}::int)`
            : null,
        ].filter(Boolean);
        const invoices = `select i.* from invoice i where ${conditions.join(' and ')}
                           order by i.series, i.year, i.sequence limit ${BATCH}`;
        const rows: CsvRow[] = await sql.query(
          `select i.number, i.series,
                  case i.series when 'F' then 'F1' when 'S' then 'F2'
                                else i.rectification_reason end as type,
                  i.issue_date::text as issue_date, i.operation_date::text as operation_date,
                  i.status, i.recipient_tax_id, i.recipient_name,
                  (rate ->> 'vat_percent') as vat_percent, (rate ->> 'base_cents') as base_cents,
                  (rate ->> 'vat_cents') as vat_cents, i.total_cents, i.paid_cents, i.credited_cents,
                  r.number as rectified_number, i.year, i.sequence
             from (${invoices}) i
             cross join lateral jsonb_array_elements(i.vat_breakdown) as rate
             left join invoice r on r.id = i.rectified_invoice_id
            order by i.series, i.year, i.sequence, (rate ->> 'vat_percent')::numeric desc`,
          params.values,
        );
        if (rows.length === 0) return;
        yield csvLines(rows.map(invoiceCsvCells));
        const last = rows[rows.length - 1];
        after = { series: last.series, year: last.year, sequence: last.sequence };
        const invoicesRead = new Set(rows.map((row) => row.number)).size;
        if (invoicesRead < BATCH) return;
      }
    }
    return chunks();
  }
}
