import { type EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandTransaction, ConflictError, runSql } from '@px/platform';
import { spanishMonthName } from '../domain/month-closing';
import { MonthReopened } from '../events/timesheet-month.events';

/** Reopens a closed month so its entries can be corrected again (the closing stays in history). */
export class ReopenTimesheetMonthCommand extends Command<void> {
  constructor(
    readonly month: string,
    readonly userId: string,
  ) {
    super();
  }
}

@CommandHandler(ReopenTimesheetMonthCommand)
export class ReopenTimesheetMonthHandler implements ICommandHandler<ReopenTimesheetMonthCommand> {
  constructor(private readonly commands: CommandTransaction) {}

  async execute({ month, userId }: ReopenTimesheetMonthCommand): Promise<void> {
    await this.commands.run(async (em: EntityManager, events) => {
      const [reopened] = await runSql<{ id: string }>(
        em,
        `update timesheet_month set reopened_at = now(), reopened_by = $2
          where month = $1 and reopened_at is null returning id`,
        [month, userId],
      );
      if (!reopened) {
        throw new ConflictError(`El mes de ${spanishMonthName(month)} no está cerrado.`, {
          code: 'month_not_closed',
          month,
        });
      }
      events.record(new MonthReopened(reopened.id, { month, user_id: userId }, userId));
    });
  }
}
