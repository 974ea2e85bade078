import { type IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { type TimeClockHistory } from '@px/contracts';
import { ValidationError } from '@px/platform';
import { type ClockActor, oneEmployeeScope } from '../domain/clock-access';
import { clockDateRange } from '../domain/clock-periods';
import { localDayEnd, localDayStart } from '../domain/local-day';
import { groupHistory, isPendingReview } from '../domain/timesheet-history';
import { ClockEntriesReader, entryView, readableEmployee } from './clock-entries-reader';
import { GetJobWorkRefsQuery } from './job-work-refs.query';
import { TimesheetReader } from './timesheet-reader';

/**
 * GET /api/time-clock/history: one worker's registro de jornada day by day for the local days
 * from–to (both included; default this month): the entries that start on each day with their
 * breaks, totals and corrections (before/after, reason, author, time: the worker sees who changed
 * their record), the job clock time per order, and the period's totals. One's own; another
 * worker's with `actor.readsAll` (a 403 otherwise, a 404 for an unknown employee).
 */
export class GetTimeClockHistoryQuery extends Query<TimeClockHistory> {
  constructor(
    readonly actor: ClockActor,
    readonly requestedEmployeeId: string | null,
    readonly from: string | null,
    readonly to: string | null,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}

@QueryHandler(GetTimeClockHistoryQuery)
export class GetTimeClockHistoryHandler implements IQueryHandler<
  GetTimeClockHistoryQuery,
  TimeClockHistory
> {
  constructor(
    private readonly entries: ClockEntriesReader,
    private readonly timesheets: TimesheetReader,
    private readonly queries: QueryBus,
  ) {}

  async execute({
    actor,
    requestedEmployeeId,
    from: askedFrom,
    to: askedTo,
    now,
  }: GetTimeClockHistoryQuery): Promise<TimeClockHistory> {
    const employeeId = readableEmployee(actor, requestedEmployeeId, oneEmployeeScope)!;
    const range = clockDateRange({ from: askedFrom, to: askedTo }, now);
    if (!range.ok) throw new ValidationError(range.errors);
    const { from, to } = range;
    const [employee, read] = await Promise.all([
      this.timesheets.employee(employeeId),
      this.entries.startingIn(employeeId, localDayStart(from), localDayEnd(to)),
    ]);
    const entryIds = read.map((entry) => entry.row.id);
    const [corrections, jobTimes] = await Promise.all([
      this.timesheets.corrections(entryIds),
      this.timesheets.jobTimes(entryIds, now),
    ]);
    const refs = jobTimes.length
      ? await this.queries.execute(
          new GetJobWorkRefsQuery(
            jobTimes.map((time) => time.work_order_id),
            jobTimes.map((time) => time.work_order_line_id),
          ),
        )
      : { orders: [], lines: [] };
    const history = groupHistory(
      {
        entries: read.map((entry) => entryView(entry, now)),
        corrections,
        jobTimes,
        refs: {
          orders: new Map(refs.orders.map((order) => [order.id, order])),
          lines: new Map(refs.lines.map((line) => [line.id, line.name])),
        },
      },
      isPendingReview,
    );
    return {
      employee_id: employee.id,
      employee_name: employee.full_name,
      from,
      to,
      ...history,
    };
  }
}
