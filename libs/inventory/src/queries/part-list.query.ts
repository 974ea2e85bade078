import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type Paginated, type PartCategory, type PartListItem } from '@px/contracts';
import { type PageRequest, SqlClient, SqlParams, pageOf, skipOf } from '@px/platform';
import { PART_COLUMNS, PART_FROM, type PartRow, toPartListItem } from './part-view';

export interface PartFilter {
  /** Reference, name, brand or barcode (a part of it; accents and case ignored). */
  q?: string | null;
  category?: PartCategory | null;
  brand?: string | null;
  warehouse?: string | null;
  belowMinimum?: boolean;
  includeInactive?: boolean;
}

/** The WHERE of the parts table and its CSV export (same filters, same rows). */
export function partFilterSql(filter: PartFilter, params: SqlParams): string {
  const where: string[] = [];
  if (!filter.includeInactive) where.push('p.active');
  if (filter.category) where.push(`p.category = ${params.add(filter.category)}`);
  if (filter.brand) where.push(`lower(p.brand) = lower(${params.add(filter.brand)})`);
  if (filter.warehouse) where.push(`p.warehouse = ${params.add(filter.warehouse)}`);
  if (filter.belowMinimum) where.push('p.min_stock > 0 and s.on_hand - s.reserved <= p.min_stock');
  const q = filter.q?.trim().toLowerCase();
  if (q) {
    const exact = params.add(q.toUpperCase());
    // A scanned barcode or a typed reference is found by its index; the rest by trigrams.
    const text = params.add(`%${q.replace(/[\\%_]/g, '\\$&')}%`);
    where.push(
      `(p.barcode = ${exact} or upper(p.reference) = ${exact}
        or p.search_text like lower(px_unaccent(${text})))`,
    );
  }
  return where.length ? `where ${where.join(' and ')}` : '';
}

/** GET /api/parts: the parts table, by name, with the filters. */
export class ListPartsQuery extends Query<Paginated<PartListItem>> {
  constructor(readonly filter: PartFilter & PageRequest) {
    super();
  }
}

@QueryHandler(ListPartsQuery)
export class ListPartsHandler implements IQueryHandler<ListPartsQuery, Paginated<PartListItem>> {
  constructor(private readonly sql: SqlClient) {}

  async execute({ filter }: ListPartsQuery): Promise<Paginated<PartListItem>> {
    const params = new SqlParams();
    const clause = partFilterSql(filter, params);
    const filterValues = [...params.values];
    const page = `limit ${params.add(filter.limit)} offset ${params.add(skipOf(filter))}`;
    const [rows, [{ total }]] = await Promise.all([
      this.sql.query<PartRow>(
        `select ${PART_COLUMNS} from ${PART_FROM} ${clause}
          order by lower(p.name), p.id ${page}`,
        params.values,
      ),
      this.sql.query<{ total: number }>(
        `select count(*)::int as total from part p join part_stock s on s.part_id = p.id ${clause}`,
        filterValues,
      ),
    ]);
    return pageOf(rows.map(toPartListItem), filter, total);
  }
}
