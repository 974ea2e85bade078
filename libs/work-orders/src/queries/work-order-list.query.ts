import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type Paginated, type WorkOrderSummary } from '@px/contracts';
import { type WorkOrderActor } from '../domain/work-order-actor';
import { type WorkOrderListFilter } from './work-order-list.sql';
import { WorkOrdersReader } from './work-orders-reader';

/** GET /api/work-orders: one page of the orders `actor` may see, filtered and sorted. */
export class ListWorkOrdersQuery extends Query<Paginated<WorkOrderSummary>> {
  constructor(
    readonly filter: WorkOrderListFilter,
    readonly actor: WorkOrderActor,
  ) {
    super();
  }
}

@QueryHandler(ListWorkOrdersQuery)
export class ListWorkOrdersHandler implements IQueryHandler<
  ListWorkOrdersQuery,
  Paginated<WorkOrderSummary>
> {
  constructor(private readonly reader: WorkOrdersReader) {}

  execute({ filter, actor }: ListWorkOrdersQuery): Promise<Paginated<WorkOrderSummary>> {
    return this.reader.list(filter, actor);
  }
}
