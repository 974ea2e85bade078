import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type TimeClockStatus } from '@px/contracts';
import { ConflictError } from '@px/platform';
import { clockAccessRefusal } from '../domain/clock-access';
import { isoWeekStart, workedBetween } from '../domain/clock-periods';
import { clockState } from '../domain/clock-timeline';
import { isoWeek, localDate, localDayEnd, localDayStart } from '../domain/local-day';
import { ClockEntriesReader, entryView } from './clock-entries-reader';
import { JobClocksReader } from './job-clocks-reader';

/**
 * Where a worker stands on the time clock (out, working, on a break, since when) and what they
 * worked today and this ISO week, in the workshop's days (Europe/Madrid), and the labor line their
 * job clock runs on.
 */
export class GetTimeClockStatusQuery extends Query<TimeClockStatus> {
  constructor(
    /** The signed-in account's employee record (none: a 409 `no_employee`). */
    readonly employeeId: string | null,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}

@QueryHandler(GetTimeClockStatusQuery)
export class GetTimeClockStatusHandler implements IQueryHandler<
  GetTimeClockStatusQuery,
  TimeClockStatus
> {
  constructor(
    private readonly reader: ClockEntriesReader,
    private readonly jobs: JobClocksReader,
  ) {}

  async execute({ employeeId, now }: GetTimeClockStatusQuery): Promise<TimeClockStatus> {
    if (!employeeId) {
      const refusal = clockAccessRefusal('no_employee');
      throw new ConflictError(refusal.message, { code: refusal.code });
    }
    const today = localDate(now);
    const monday = isoWeekStart(today);
    const todayStart = localDayStart(today);
    const todayEnd = localDayEnd(today);
    const [week, latest, job] = await Promise.all([
      // Up to the end of today: a punch a moment after `now` (another request) is still today's.
      this.reader.touching(employeeId, localDayStart(monday), todayEnd),
      this.reader.latest(employeeId),
      this.jobs.running(employeeId),
    ]);
    const known = latest && !week.some((entry) => entry.row.id === latest.row.id);
    const entries = known ? [...week, latest] : week;
    const state = clockState(
      entries.map((entry) => entry.attendance),
      entries.flatMap((entry) => entry.attendance.breaks),
    );
    const attendance = week.map((entry) => entry.attendance);
    return {
      employee_id: employeeId,
      status: state.status,
      since: state.since?.toISOString() ?? null,
      clocked_in_at: state.clockedInAt?.toISOString() ?? null,
      server_time: now.toISOString(),
      today: {
        date: today,
        worked_ms: workedBetween(attendance, now, today, today),
        entries: week
          .filter(
            ({ attendance: entry }) =>
              entry.clockIn < todayEnd && (entry.clockOut === null || entry.clockOut > todayStart),
          )
          .map((entry) => entryView(entry, now)),
      },
      week: {
        week: isoWeek(today),
        from: monday,
        worked_ms: workedBetween(attendance, now, monday, today),
      },
      job,
    };
  }
}
