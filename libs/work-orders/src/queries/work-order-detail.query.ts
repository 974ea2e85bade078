import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type WorkOrderDetail } from '@px/contracts';
import { type WorkOrderActor } from '../domain/work-order-actor';
import { WorkOrdersReader } from './work-orders-reader';

/** GET /api/work-orders/{id}: the order with its lines and history; null when `actor` cannot see it. */
export class GetWorkOrderQuery extends Query<WorkOrderDetail | null> {
  constructor(
    readonly id: string,
    readonly actor: WorkOrderActor,
  ) {
    super();
  }
}

@QueryHandler(GetWorkOrderQuery)
export class GetWorkOrderHandler implements IQueryHandler<
  GetWorkOrderQuery,
  WorkOrderDetail | null
> {
  constructor(private readonly reader: WorkOrdersReader) {}

  execute({ id, actor }: GetWorkOrderQuery): Promise<WorkOrderDetail | null> {
    return this.reader.get(id, actor);
  }
}
