import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type LocalDate } from '../domain/local-day';
import { type WorkCalendar, WorkCalendarReader } from './work-calendar-reader';

/**
 * The work calendar of some employees from one day to another (both included): the workshop's
 * calendar settings, the holidays, and each employee's schedules. The planning rules (capacity,
 * absence working days, forgotten clock-outs) take it from here.
 */
export class GetWorkCalendarQuery extends Query<WorkCalendar> {
  constructor(
    readonly employeeIds: readonly string[],
    readonly from: LocalDate,
    readonly to: LocalDate,
  ) {
    super();
  }
}

@QueryHandler(GetWorkCalendarQuery)
export class GetWorkCalendarHandler implements IQueryHandler<GetWorkCalendarQuery, WorkCalendar> {
  constructor(private readonly reader: WorkCalendarReader) {}

  execute({ employeeIds, from, to }: GetWorkCalendarQuery): Promise<WorkCalendar> {
    return this.reader.calendar(employeeIds, from, to);
  }
}
