import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type TimesheetEmployee } from '@px/contracts';
import { TimesheetReader } from './timesheet-reader';

/**
 * GET /api/time-clock/employees: every employee whose registro de jornada a manager may open
 * (active first, then former employees, whose records are kept), by name.
 */
export class ListTimesheetEmployeesQuery extends Query<TimesheetEmployee[]> {}

@QueryHandler(ListTimesheetEmployeesQuery)
export class ListTimesheetEmployeesHandler implements IQueryHandler<
  ListTimesheetEmployeesQuery,
  TimesheetEmployee[]
> {
  constructor(private readonly timesheets: TimesheetReader) {}

  execute(): Promise<TimesheetEmployee[]> {
    return this.timesheets.allEmployees();
  }
}
