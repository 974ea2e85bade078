import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import {
  type EmployeeWorkSchedule,
  type WorkSchedulePeriod,
  type WorkWeekPattern,
} from '@px/contracts';
import { NotFoundError } from '@px/platform';
import { EMPLOYEE_NOT_FOUND } from '../domain/employee-refusals';
import { localDate } from '../domain/local-day';
import { type ScheduleActor } from '../domain/schedule-access';
import { scheduleRevision, weekPatternMinutes } from '../domain/schedule-periods';
import { type StoredSchedule, WorkCalendarReader } from './work-calendar-reader';
import { readableSchedule } from './schedule-scope';

/**
 * An employee's schedule: every period (past, current, future), newest first, with its weekly
 * hours, and the revision a change sends back. `actor` null: no row-level check (the caller
 * already holds schedules.update, or is another module).
 */
export class GetWorkScheduleQuery extends Query<EmployeeWorkSchedule> {
  constructor(
    readonly employeeId: string,
    readonly actor: ScheduleActor | null = null,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}

/** A stored period as the API shows it. */
function periodView(period: StoredSchedule, today: string): WorkSchedulePeriod {
  return {
    id: period.id,
    valid_from: period.validFrom,
    valid_to: period.validTo,
    days: period.days as WorkWeekPattern,
    seasons: (period.seasons ?? []).map((season) => ({
      name: season.name ?? null,
      from: season.from,
      to: season.to,
      days: season.days as WorkWeekPattern,
      weekly_minutes: weekPatternMinutes(season.days),
    })),
    weekly_minutes: weekPatternMinutes(period.days),
    current: period.validFrom <= today && (period.validTo === null || today <= period.validTo),
    updated_at: period.updatedAt,
  };
}

@QueryHandler(GetWorkScheduleQuery)
export class GetWorkScheduleHandler implements IQueryHandler<
  GetWorkScheduleQuery,
  EmployeeWorkSchedule
> {
  constructor(private readonly reader: WorkCalendarReader) {}

  async execute({ employeeId, actor, now }: GetWorkScheduleQuery): Promise<EmployeeWorkSchedule> {
    readableSchedule(actor, employeeId);
    const timeline = await this.reader.employeeTimeline(employeeId);
    if (!timeline) throw new NotFoundError(EMPLOYEE_NOT_FOUND);
    const today = localDate(now);
    return {
      employee_id: timeline.employee.id,
      employee_name: timeline.employee.fullName,
      employee_code: timeline.employee.code,
      position: timeline.employee.position,
      today,
      periods: [...timeline.periods].reverse().map((period) => periodView(period, today)),
      revision: scheduleRevision(timeline.periods),
    };
  }
}
