import { type EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { CommandTransaction, type EventRecorder, SqlClient, runSql } from '@px/platform';
import { type OpenEntry, forgottenClockOuts } from '../domain/forgotten-clock-out';
import { addDays, localDate } from '../domain/local-day';
import { ClockEntryAutoClosed } from '../events/time-clock.events';
import { GetWorkCalendarQuery } from '../queries/work-calendar.query';
import { stopOpenJobClock } from './job-clock';

/** The system closes these entries: no user is the author. */
const SYSTEM = { userId: null, source: 'auto' as const };

/**
 * The nightly job's work (CLOSE_FORGOTTEN_CLOCK_OUTS_JOB): every attendance entry still open past
 * its worker's scheduled day plus the calendar's margin (forgottenClockOuts) is closed at the
 * scheduled end, or later if a break or a job clock of the entry started after it, flagged
 * `auto_closed`, its running break and job clock ended with it, and ClockEntryAutoClosed recorded
 * (the worker and the managers are notified by its subscriber). One transaction per entry, under
 * the employee's lock like a punch; an entry closed meanwhile (the worker clocked out) is left
 * alone, so running it twice closes nothing twice. Answers the ids of the entries it closed.
 */
export class CloseForgottenClockOutsCommand extends Command<string[]> {
  constructor(
    readonly now: Date = new Date(),
    /** Only these employees' entries (an operator's run for some workers); null: everyone's. */
    readonly employeeIds: readonly string[] | null = null,
  ) {
    super();
  }
}

interface OpenRow {
  id: string;
  employee_id: string;
  clock_in: Date;
}

interface ClosedRow {
  clock_in: Date;
  clock_out: Date;
  employee_name: string;
}

@CommandHandler(CloseForgottenClockOutsCommand)
export class CloseForgottenClockOutsHandler implements ICommandHandler<
  CloseForgottenClockOutsCommand,
  string[]
> {
  constructor(
    private readonly commands: CommandTransaction,
    private readonly sql: SqlClient,
    private readonly queries: QueryBus,
  ) {}

  async execute({ now, employeeIds }: CloseForgottenClockOutsCommand): Promise<string[]> {
    const open = (
      await this.sql.query<OpenRow>(
        `select id, employee_id, clock_in from clock_entry
          where clock_out is null and clock_in < $1
            and ($2::uuid[] is null or employee_id = any ($2::uuid[]))
          order by clock_in`,
        [now, employeeIds ? [...employeeIds] : null],
      )
    ).map<OpenEntry>((row) => ({
      id: row.id,
      employeeId: row.employee_id,
      clockIn: new Date(row.clock_in),
    }));
    if (!open.length) return [];
    const calendar = await this.queries.execute(
      new GetWorkCalendarQuery(
        [...new Set(open.map((entry) => entry.employeeId))],
        localDate(open[0].clockIn),
        addDays(localDate(now), 1),
      ),
    );
    const due = forgottenClockOuts(
      open,
      (employeeId) => calendar.schedules.get(employeeId) ?? [],
      calendar.settings.autoCloseMarginMinutes,
      now,
    );
    const closed: string[] = [];
    for (const entry of due) {
      const done = await this.commands.run((em: EntityManager, events) =>
        this.close(em, events, entry.entryId, entry.employeeId, entry.closeAt, now),
      );
      if (done) closed.push(entry.entryId);
    }
    return closed;
  }

  private async close(
    em: EntityManager,
    events: EventRecorder,
    entryId: string,
    employeeId: string,
    scheduledEnd: Date,
    now: Date,
  ): Promise<boolean> {
    // The employee's lock first, as punches take it: a clock-out racing the job waits or wins.
    await runSql(em, 'select 1 from employee where id = $1 for no key update', [employeeId]);
    const still = await runSql<{ latest: Date | null }>(
      em,
      `select greatest(
                (select max(greatest(b.start_at, coalesce(b.end_at, b.start_at)))
                   from clock_break b where b.clock_entry_id = e.id),
                (select max(j.started_at) from job_clock j where j.clock_entry_id = e.id)) as latest
         from clock_entry e where e.id = $1 and e.clock_out is null for update`,
      [entryId],
      'get',
    );
    if (!still) return false;
    // Never before what the worker did inside the entry (a break or a job started after the end).
    const closeAt = new Date(
      Math.max(scheduledEnd.getTime(), still.latest ? new Date(still.latest).getTime() : 0),
    );
    await stopOpenJobClock(em, events, employeeId, closeAt, 'auto', SYSTEM);
    await runSql(
      em,
      `update clock_break set end_at = greatest(start_at, $2), end_source = 'auto'
        where clock_entry_id = $1 and end_at is null`,
      [entryId, closeAt],
      'run',
    );
    const row = (await runSql<ClosedRow>(
      em,
      `update clock_entry e
          set clock_out = $2, clock_out_source = 'auto', auto_closed = true, auto_closed_at = $3,
              updated_at = now()
         from employee m
        where e.id = $1 and e.clock_out is null and m.id = e.employee_id
        returning e.clock_in, e.clock_out, trim(m.first_name || ' ' || m.last_name) as employee_name`,
      [entryId, closeAt, now],
      'get',
    ))!;
    events.record(
      new ClockEntryAutoClosed(
        entryId,
        {
          employee_id: employeeId,
          employee_name: row.employee_name,
          entry_id: entryId,
          clock_in: new Date(row.clock_in).toISOString(),
          clock_out: new Date(row.clock_out).toISOString(),
          date: localDate(new Date(row.clock_in)),
        },
        null,
        now,
      ),
    );
    return true;
  }
}
