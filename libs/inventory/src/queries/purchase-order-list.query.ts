import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import {
  type Paginated,
  type PurchaseOrderListItem,
  type PurchaseOrderStatus,
} from '@px/contracts';
import { type PageRequest, SqlClient, SqlParams, pageOf, skipOf } from '@px/platform';
import {
  PURCHASE_ORDER_COLUMNS,
  PURCHASE_ORDER_FROM,
  type PurchaseOrderRow,
  toPurchaseOrderListItem,
} from './purchase-order-view';

export interface PurchaseOrderFilter extends PageRequest {
  status?: PurchaseOrderStatus[];
  supplierId?: string | null;
  /** Number or supplier name (a part of it). */
  q?: string | null;
  /** Orders with a line of this part. */
  partId?: string | null;
}

/** GET /api/purchase-orders: newest first. */
export class ListPurchaseOrdersQuery extends Query<Paginated<PurchaseOrderListItem>> {
  constructor(readonly filter: PurchaseOrderFilter) {
    super();
  }
}

@QueryHandler(ListPurchaseOrdersQuery)
export class ListPurchaseOrdersHandler implements IQueryHandler<
  ListPurchaseOrdersQuery,
  Paginated<PurchaseOrderListItem>
> {
  constructor(private readonly sql: SqlClient) {}

  async execute({ filter }: ListPurchaseOrdersQuery): Promise<Paginated<PurchaseOrderListItem>> {
    const params = new SqlParams();
    const where: string[] = [];
    if (filter.status?.length) {
      where.push(`po.status = any(${params.add(`{${filter.status.join(',')}}`)}::text[])`);
    }
    if (filter.supplierId) where.push(`po.supplier_id = ${params.add(filter.supplierId)}`);
    if (filter.partId) {
      where.push(
        `exists (select 1 from purchase_order_line l where l.purchase_order_id = po.id
                   and l.part_id = ${params.add(filter.partId)})`,
      );
    }
    const q = filter.q?.trim();
    if (q) {
      const text = params.add(`%${q.replace(/[\\%_]/g, '\\$&')}%`);
      where.push(`(po.number ilike ${text} or sup.name ilike ${text})`);
    }
    const clause = where.length ? `where ${where.join(' and ')}` : '';
    const filterValues = [...params.values];
    const page = `limit ${params.add(filter.limit)} offset ${params.add(skipOf(filter))}`;
    const [rows, [{ total }]] = await Promise.all([
      this.sql.query<PurchaseOrderRow>(
        `select ${PURCHASE_ORDER_COLUMNS} from ${PURCHASE_ORDER_FROM} ${clause}
          order by po.created_at desc, po.id desc ${page}`,
        params.values,
      ),
      this.sql.query<{ total: number }>(
        `select count(*)::int as total from ${PURCHASE_ORDER_FROM} ${clause}`,
        filterValues,
      ),
    ]);
    return pageOf(rows.map(toPurchaseOrderListItem), filter, total);
  }
}
