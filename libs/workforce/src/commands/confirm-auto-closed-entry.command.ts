import { type EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandTransaction, NotFoundError, runSql } from '@px/platform';
import { closedMonthRefusal, monthKeyOf } from '../domain/month-closing';
import { autoCloseReviewRefusal } from '../domain/forgotten-clock-out';
import { AutoClosedEntryConfirmed } from '../events/time-clock.events';
import { refusalConflict } from './clock-punch';
import { CLOCK_ENTRY_NOT_FOUND, markReviewed } from './clock-review';

/**
 * A manager confirms a forgotten clock-out the system closed, as it was: the entry stops waiting
 * for review (the register keeps who confirmed it and when). An entry not closed by the system, or
 * already reviewed, is a 409; so is one in a closed month (reopen it first, as for a correction).
 * Correcting the entry instead (CorrectClockEntryCommand) reviews it as `corrected`.
 */
export class ConfirmAutoClosedEntryCommand extends Command<void> {
  constructor(
    readonly entryId: string,
    readonly userId: string,
  ) {
    super();
  }
}

interface EntryRow {
  employee_id: string;
  clock_in: Date;
  clock_out: Date | null;
  auto_closed: boolean;
  review: string | null;
}

@CommandHandler(ConfirmAutoClosedEntryCommand)
export class ConfirmAutoClosedEntryHandler implements ICommandHandler<ConfirmAutoClosedEntryCommand> {
  constructor(private readonly commands: CommandTransaction) {}

  async execute({ entryId, userId }: ConfirmAutoClosedEntryCommand): Promise<void> {
    await this.commands.run(async (em: EntityManager, events) => {
      const entry = await runSql<EntryRow>(
        em,
        `select employee_id, clock_in, clock_out, auto_closed, review
           from clock_entry where id = $1 for update`,
        [entryId],
        'get',
      );
      if (!entry) throw new NotFoundError(CLOCK_ENTRY_NOT_FOUND);
      const refusal = autoCloseReviewRefusal(entry);
      if (refusal) throw refusalConflict(refusal);
      const instants = [entry.clock_in, entry.clock_out!].map((at) => new Date(at));
      const closed = await runSql<{ month: string }>(
        em,
        // runSql passes a list as one value per item (knex): `in`, not `= any`.
        'select month from timesheet_month where reopened_at is null and month in ($1)',
        [[...new Set(instants.map(monthKeyOf))]],
      );
      const monthRefusal = closedMonthRefusal(
        instants,
        closed.map((row) => row.month),
      );
      if (monthRefusal) throw refusalConflict(monthRefusal);
      await markReviewed(em, entryId, 'confirmed', userId);
      events.record(
        new AutoClosedEntryConfirmed(
          entryId,
          {
            employee_id: entry.employee_id,
            entry_id: entryId,
            clock_out: new Date(entry.clock_out!).toISOString(),
          },
          userId,
        ),
      );
    });
  }
}
