import { type EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandTransaction, ConflictError, runSql } from '@px/platform';
import { spanishMonthName } from '../domain/month-closing';

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
    await this.commands.run(async (em: EntityManager) => {
      const reopened = await runSql(
        em,
        `update timesheet_month set reopened_at = now(), reopened_by = $2
          where month = $1 and reopened_at is null`,
        [month, userId],
        'run',
      );
      if (reopened.affectedRows === 0) {
        throw new ConflictError(`El mes de ${spanishMonthName(month)} no está cerrado.`, {
          code: 'month_not_closed',
          month,
        });
      }
    });
  }
}
