import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type WorkOrderAssignee } from '@px/contracts';
import { ListActiveEmployeesQuery } from '@px/workforce';

/** The trades that do the work on an order (reception, parts and office do not). */
const WORKSHOP_TRADES = ['mechanic', 'electrician', 'bodywork', 'painter', 'manager'] as const;

/** Who an order can be assigned to (the assignee picker). */
@Injectable()
export class WorkOrderAssignees {
  constructor(private readonly queries: QueryBus) {}

  list(): Promise<WorkOrderAssignee[]> {
    return this.queries.execute(new ListActiveEmployeesQuery(WORKSHOP_TRADES));
  }
}
