import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type Paginated, type SupplierView } from '@px/contracts';
import { type PageRequest, SqlClient, SqlParams, pageOf, skipOf } from '@px/platform';
import { SUPPLIER_COLUMNS, type SupplierRow, toSupplierView } from './supplier-view';

export interface SupplierFilter extends PageRequest {
  /** Name, NIF/CIF or contact (a part of it). */
  q?: string | null;
  includeInactive?: boolean;
}

/** GET /api/suppliers: by name. */
export class ListSuppliersQuery extends Query<Paginated<SupplierView>> {
  constructor(readonly filter: SupplierFilter) {
    super();
  }
}

@QueryHandler(ListSuppliersQuery)
export class ListSuppliersHandler implements IQueryHandler<
  ListSuppliersQuery,
  Paginated<SupplierView>
> {
  constructor(private readonly sql: SqlClient) {}

  async execute({ filter }: ListSuppliersQuery): Promise<Paginated<SupplierView>> {
    const params = new SqlParams();
    const where: string[] = [];
    if (!filter.includeInactive) where.push('active');
    const q = filter.q?.trim();
    if (q) {
      const text = params.add(`%${q.replace(/[\\%_]/g, '\\$&')}%`);
      where.push(`(name ilike ${text} or tax_id ilike ${text} or contact_name ilike ${text})`);
    }
    const clause = where.length ? `where ${where.join(' and ')}` : '';
    const filterValues = [...params.values];
    const page = `limit ${params.add(filter.limit)} offset ${params.add(skipOf(filter))}`;
    const [rows, [{ total }]] = await Promise.all([
      this.sql.query<SupplierRow>(
        `select ${SUPPLIER_COLUMNS} from supplier ${clause} order by lower(name), id ${page}`,
        params.values,
      ),
      this.sql.query<{ total: number }>(
        `select count(*)::int as total from supplier ${clause}`,
        filterValues,
      ),
    ]);
    return pageOf(rows.map(toSupplierView), filter, total);
  }
}
