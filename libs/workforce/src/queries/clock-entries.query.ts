import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type TimeClockEntries } from '@px/contracts';
import { ValidationError } from '@px/platform';
import { type ClockActor } from '../domain/clock-access';
import { clockDateRange, workedBetween } from '../domain/clock-periods';
import { localDayEnd, localDayStart } from '../domain/local-day';
import { ClockEntriesReader, entryView, readableEmployee } from './clock-entries-reader';

/**
 * The entries that touch the local days `from`–`to` (both included), with their breaks, totals
 * and whether they were corrected, and the time worked inside those days: the employee asked for,
 * or everyone's when none is (clockReadScope decides what `actor` may read).
 */
export class ListClockEntriesQuery extends Query<TimeClockEntries> {
  constructor(
    readonly actor: ClockActor,
    readonly requestedEmployeeId: string | null,
    /** 'YYYY-MM-DD' as asked (default: the first of `to`'s month). */
    readonly from: string | null,
    /** 'YYYY-MM-DD' as asked (default: today). */
    readonly to: string | null,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}

@QueryHandler(ListClockEntriesQuery)
export class ListClockEntriesHandler implements IQueryHandler<
  ListClockEntriesQuery,
  TimeClockEntries
> {
  constructor(private readonly reader: ClockEntriesReader) {}

  async execute({
    actor,
    requestedEmployeeId,
    from: askedFrom,
    to: askedTo,
    now,
  }: ListClockEntriesQuery): Promise<TimeClockEntries> {
    const employeeId = readableEmployee(actor, requestedEmployeeId);
    const range = clockDateRange({ from: askedFrom, to: askedTo }, now);
    if (!range.ok) throw new ValidationError(range.errors);
    const { from, to } = range;
    const entries = await this.reader.touching(employeeId, localDayStart(from), localDayEnd(to));
    return {
      employee_id: employeeId,
      from,
      to,
      worked_ms: workedBetween(
        entries.map((entry) => entry.attendance),
        now,
        from,
        to,
      ),
      entries: entries.map((entry) => entryView(entry, now)),
    };
  }
}
