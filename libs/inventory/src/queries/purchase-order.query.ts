import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type PurchaseOrderView } from '@px/contracts';
import { NotFoundError, SqlClient } from '@px/platform';
import { PURCHASE_ORDER_NOT_FOUND } from '../domain/purchase-order-rules';
import {
  PURCHASE_ORDER_COLUMNS,
  PURCHASE_ORDER_FROM,
  type PurchaseLineRow,
  type PurchaseOrderRow,
  toPurchaseLine,
  toPurchaseOrderListItem,
} from './purchase-order-view';

/** GET /api/purchase-orders/{id}: the order with its lines (received and pending). */
export class GetPurchaseOrderQuery extends Query<PurchaseOrderView> {
  constructor(readonly id: string) {
    super();
  }
}

@QueryHandler(GetPurchaseOrderQuery)
export class GetPurchaseOrderHandler implements IQueryHandler<
  GetPurchaseOrderQuery,
  PurchaseOrderView
> {
  constructor(private readonly sql: SqlClient) {}

  async execute({ id }: GetPurchaseOrderQuery): Promise<PurchaseOrderView> {
    const [[row], lines] = await Promise.all([
      this.sql.query<PurchaseOrderRow>(
        `select ${PURCHASE_ORDER_COLUMNS} from ${PURCHASE_ORDER_FROM} where po.id = $1`,
        [id],
      ),
      this.sql.query<PurchaseLineRow>(
        `select l.id, l.position, l.part_id, p.reference, p.brand, p.name, p.unit, l.quantity,
                l.received_quantity, l.unit_cost_cents
           from purchase_order_line l join part p on p.id = l.part_id
          where l.purchase_order_id = $1 order by l.position`,
        [id],
      ),
    ]);
    if (!row) throw new NotFoundError(PURCHASE_ORDER_NOT_FOUND);
    return {
      ...toPurchaseOrderListItem(row),
      supplier_tax_id: row.supplier_tax_id,
      supplier_email: row.supplier_email,
      notes: row.notes,
      cancelled_at: row.cancelled_at?.toISOString() ?? null,
      lines: lines.map(toPurchaseLine),
      version: row.version,
    };
  }
}
