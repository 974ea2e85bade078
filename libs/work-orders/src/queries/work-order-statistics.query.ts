import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type WorkOrderStatistics } from '@px/contracts';
import { type WorkOrderActor } from '../domain/work-order-actor';
import { WorkOrderStatisticsReader } from './work-order-statistics-reader';

/** GET /api/work-orders/statistics: the workshop's figures, or a mechanic's own. */
export class GetWorkOrderStatisticsQuery extends Query<WorkOrderStatistics> {
  constructor(readonly actor: WorkOrderActor) {
    super();
  }
}

@QueryHandler(GetWorkOrderStatisticsQuery)
export class GetWorkOrderStatisticsHandler implements IQueryHandler<
  GetWorkOrderStatisticsQuery,
  WorkOrderStatistics
> {
  constructor(private readonly statistics: WorkOrderStatisticsReader) {}

  execute({ actor }: GetWorkOrderStatisticsQuery): Promise<WorkOrderStatistics> {
    return this.statistics.get(actor);
  }
}
