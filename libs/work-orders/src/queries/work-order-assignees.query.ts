import { type IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { type WorkOrderAssignee } from '@px/contracts';
import { ListActiveEmployeesQuery } from '@px/workforce';

/** The trades that do the work on an order (reception, parts and office do not). */
const WORKSHOP_TRADES = ['mechanic', 'electrician', 'bodywork', 'painter', 'manager'] as const;

/** GET /api/work-orders/assignees: who an order can be assigned to (the assignee picker). */
export class ListWorkOrderAssigneesQuery extends Query<WorkOrderAssignee[]> {}

@QueryHandler(ListWorkOrderAssigneesQuery)
export class ListWorkOrderAssigneesHandler implements IQueryHandler<
  ListWorkOrderAssigneesQuery,
  WorkOrderAssignee[]
> {
  constructor(private readonly queries: QueryBus) {}

  execute(): Promise<WorkOrderAssignee[]> {
    return this.queries.execute(new ListActiveEmployeesQuery(WORKSHOP_TRADES));
  }
}
