import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type WorkOrderActor } from '../domain/work-order-actor';
import { RepairOrderDocuments } from '../pdf/repair-order-documents';

export interface RepairOrderPdf {
  pdf: Buffer;
  fileName: string;
}

/**
 * GET /api/work-orders/{id}/pdf: the repair order (RD 1457/1986) as a PDF and its file name; null
 * for an order `actor` cannot see.
 */
export class GetRepairOrderPdfQuery extends Query<RepairOrderPdf | null> {
  constructor(
    readonly workOrderId: string,
    readonly actor: WorkOrderActor,
  ) {
    super();
  }
}

@QueryHandler(GetRepairOrderPdfQuery)
export class GetRepairOrderPdfHandler implements IQueryHandler<
  GetRepairOrderPdfQuery,
  RepairOrderPdf | null
> {
  constructor(private readonly documents: RepairOrderDocuments) {}

  execute({ workOrderId, actor }: GetRepairOrderPdfQuery): Promise<RepairOrderPdf | null> {
    return this.documents.render(workOrderId, actor);
  }
}
