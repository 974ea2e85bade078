import { randomUUID } from 'node:crypto';
import { type EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type ClockTimes } from '@px/contracts';
import { CommandTransaction, NotFoundError, ValidationError, runSql } from '@px/platform';
import { clockAccessRefusal } from '../domain/clock-access';
import {
  type ClockCorrectionInput,
  checkCorrection,
  closedMonthRefusal,
  monthKeyOf,
} from '../domain/month-closing';
import { TimeEntryCorrected } from '../events/time-clock.events';
import { constraintConflict, refusalConflict } from './clock-punch';
import { CLOCK_ENTRY_NOT_FOUND, markReviewed } from './clock-review';

export { CLOCK_ENTRY_NOT_FOUND };

/** Who corrects: their account and, when they have one, their employee record. */
export interface CorrectionAuthor {
  userId: string;
  employeeId: string | null;
}

/**
 * Timesheet editing: new times for an entry and why. The correction is appended to the register
 * (before, after, reason, author, time) and applied to the entry through the correction path the
 * database's trigger checks (Migration20261126100000_time_clock): the correction row first, then
 * `px.clock_correction` set to its id for this transaction, then the entry's update. A month that
 * is closed (before or after the change) refuses it with a 409. Answers the correction's id.
 */
export class CorrectClockEntryCommand extends Command<string> {
  constructor(
    readonly entryId: string,
    readonly input: ClockCorrectionInput,
    readonly author: CorrectionAuthor,
  ) {
    super();
  }
}

interface EntryRow {
  employee_id: string;
  clock_in: Date;
  clock_out: Date | null;
}

const timesOf = (clockIn: Date, clockOut: Date | null): ClockTimes => ({
  clock_in: clockIn.toISOString(),
  clock_out: clockOut ? clockOut.toISOString() : null,
});

@CommandHandler(CorrectClockEntryCommand)
export class CorrectClockEntryHandler implements ICommandHandler<CorrectClockEntryCommand, string> {
  constructor(private readonly commands: CommandTransaction) {}

  async execute({ entryId, input, author }: CorrectClockEntryCommand): Promise<string> {
    const checked = checkCorrection(input, new Date());
    if (!checked.ok) throw new ValidationError(checked.errors);
    const { correction } = checked;
    return this.commands.run(async (em: EntityManager, events) => {
      const entry = await this.lockEntry(em, entryId);
      const instants = [entry.clock_in, entry.clock_out, correction.clockIn, correction.clockOut]
        .filter((at): at is Date => at !== null)
        .map((at) => new Date(at));
      const closed = await runSql<{ month: string }>(
        em,
        'select month from timesheet_month where reopened_at is null and month in ($1)',
        [[...new Set(instants.map(monthKeyOf))]],
      );
      const refusal = closedMonthRefusal(
        instants,
        closed.map((row) => row.month),
      );
      if (refusal) throw refusalConflict(refusal);

      const id = randomUUID();
      const before = timesOf(
        new Date(entry.clock_in),
        entry.clock_out && new Date(entry.clock_out),
      );
      const after = timesOf(correction.clockIn, correction.clockOut);
      const authorName = author.employeeId
        ? ((
            await runSql<{ name: string }>(
              em,
              `select trim(first_name || ' ' || last_name) as name from employee where id = $1`,
              [author.employeeId],
              'get',
            )
          )?.name ?? null)
        : null;
      await runSql(
        em,
        `insert into clock_correction (id, clock_entry_id, employee_id, before, after, reason,
                                       author_user_id, author_employee_id, author_name)
         values ($1, $2, $3, $4::jsonb, $5::jsonb, $6, $7, $8, $9)`,
        [
          id,
          entryId,
          entry.employee_id,
          JSON.stringify(before),
          JSON.stringify(after),
          correction.reason,
          author.userId,
          author.employeeId,
          authorName,
        ],
        'run',
      );
      // The correction path: the trigger lets this transaction change the entry to `after` only.
      await runSql(em, `select set_config('px.clock_correction', $1, true)`, [id]);
      try {
        await runSql(
          em,
          'update clock_entry set clock_in = $2, clock_out = $3, updated_at = now() where id = $1',
          [entryId, correction.clockIn, correction.clockOut],
          'run',
        );
      } catch (error) {
        constraintConflict(error, clockAccessRefusal('overlap'));
      }
      // A forgotten clock-out the system closed is reviewed by its correction.
      await markReviewed(em, entryId, 'corrected', author.userId);
      // An entry closed by the correction ends its running break (no later than it starts).
      await runSql(
        em,
        `update clock_break set end_at = greatest(start_at, $2)
          where clock_entry_id = $1 and end_at is null`,
        [entryId, correction.clockOut],
        'run',
      );
      events.record(
        new TimeEntryCorrected(
          entryId,
          {
            employee_id: entry.employee_id,
            entry_id: entryId,
            correction_id: id,
            before,
            after,
            reason: correction.reason,
          },
          author.userId,
        ),
      );
      return id;
    });
  }

  /**
   * The entry, locked after its employee's row (the order punches lock in), so a correction and
   * the worker's own punch run one after the other.
   */
  private async lockEntry(em: EntityManager, entryId: string): Promise<EntryRow> {
    const owner = await runSql<{ employee_id: string }>(
      em,
      'select employee_id from clock_entry where id = $1',
      [entryId],
      'get',
    );
    if (!owner) throw new NotFoundError(CLOCK_ENTRY_NOT_FOUND);
    await runSql(em, 'select 1 from employee where id = $1 for no key update', [owner.employee_id]);
    const entry = await runSql<EntryRow>(
      em,
      'select employee_id, clock_in, clock_out from clock_entry where id = $1 for update',
      [entryId],
      'get',
    );
    return entry!;
  }
}
