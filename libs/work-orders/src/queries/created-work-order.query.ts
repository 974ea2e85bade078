import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type WorkOrderDetail } from '@px/contracts';
import { type CreatedWorkOrder } from '../commands/create-work-order.command';
import { type WorkOrderActor, canSeeOrder } from '../domain/work-order-actor';
import { WorkOrdersReader } from './work-orders-reader';

/**
 * POST /api/work-orders' answer: the detail of the order just created, built from the rows the
 * command wrote (the same answer as GetWorkOrderQuery, without reading back what is in hand); read
 * when the command wrote nothing (a replayed Idempotency-Key). Null when `actor` cannot see it.
 */
export class GetCreatedWorkOrderQuery extends Query<WorkOrderDetail | null> {
  constructor(
    readonly created: CreatedWorkOrder,
    readonly actor: WorkOrderActor,
  ) {
    super();
  }
}

@QueryHandler(GetCreatedWorkOrderQuery)
export class GetCreatedWorkOrderHandler implements IQueryHandler<
  GetCreatedWorkOrderQuery,
  WorkOrderDetail | null
> {
  constructor(private readonly reader: WorkOrdersReader) {}

  execute({ created, actor }: GetCreatedWorkOrderQuery): Promise<WorkOrderDetail | null> {
    if (!created.written || !canSeeOrder(actor, created.written.order)) {
      return this.reader.get(created.id, actor);
    }
    return this.reader.detailOfWritten(created.written);
  }
}
