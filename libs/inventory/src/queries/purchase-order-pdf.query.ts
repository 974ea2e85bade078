import { type IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { GetWorkshopProfileQuery } from '@px/system';
import { renderPurchaseOrderPdf } from '../pdf/purchase-order.pdf';
import { GetPurchaseOrderQuery } from './purchase-order.query';
import { GetSupplierQuery } from './supplier.query';

export interface PurchaseOrderPdf {
  fileName: string;
  bytes: Buffer;
}

/**
 * GET /api/purchase-orders/{id}/pdf: the order as the supplier reads it, rendered from its current
 * state (a draft prints as a draft; it is a working document, not a legal one).
 */
export class GetPurchaseOrderPdfQuery extends Query<PurchaseOrderPdf> {
  constructor(
    readonly id: string,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}

@QueryHandler(GetPurchaseOrderPdfQuery)
export class GetPurchaseOrderPdfHandler implements IQueryHandler<
  GetPurchaseOrderPdfQuery,
  PurchaseOrderPdf
> {
  constructor(private readonly queries: QueryBus) {}

  async execute({ id, now }: GetPurchaseOrderPdfQuery): Promise<PurchaseOrderPdf> {
    const order = await this.queries.execute(new GetPurchaseOrderQuery(id));
    const [supplier, workshop] = await Promise.all([
      this.queries.execute(new GetSupplierQuery(order.supplier_id)),
      this.queries.execute(new GetWorkshopProfileQuery()),
    ]);
    const bytes = await renderPurchaseOrderPdf({ workshop, order, supplier, issuedAt: now });
    return { fileName: `${order.number}.pdf`, bytes };
  }
}
