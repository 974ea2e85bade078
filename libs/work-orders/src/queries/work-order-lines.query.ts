import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type WorkOrderLine } from '@px/contracts';
import { type WorkOrderActor } from '../domain/work-order-actor';
import { WorkOrdersReader } from './work-orders-reader';

/** GET /api/work-orders/{id}/items: the order's lines; null when `actor` cannot see the order. */
export class GetWorkOrderLinesQuery extends Query<WorkOrderLine[] | null> {
  constructor(
    readonly workOrderId: string,
    readonly actor: WorkOrderActor,
  ) {
    super();
  }
}

@QueryHandler(GetWorkOrderLinesQuery)
export class GetWorkOrderLinesHandler implements IQueryHandler<
  GetWorkOrderLinesQuery,
  WorkOrderLine[] | null
> {
  constructor(private readonly reader: WorkOrdersReader) {}

  async execute({ workOrderId, actor }: GetWorkOrderLinesQuery): Promise<WorkOrderLine[] | null> {
    if (!(await this.reader.visible(workOrderId, actor))) return null;
    return this.reader.lines(workOrderId);
  }
}
