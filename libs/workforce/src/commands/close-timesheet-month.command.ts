import { randomUUID } from 'node:crypto';
import { type EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandTransaction, ValidationError, runSql } from '@px/platform';
import { monthKeyOf } from '../domain/month-closing';
import { MonthClosed } from '../events/timesheet-month.events';

/**
 * Closes a month of the time clock for the whole workshop (after payroll approves it): its entries
 * can no longer be corrected until it is reopened. Closing a closed month changes nothing (and
 * records no event).
 */
export class CloseTimesheetMonthCommand extends Command<void> {
  constructor(
    readonly month: string,
    readonly userId: string,
  ) {
    super();
  }
}

@CommandHandler(CloseTimesheetMonthCommand)
export class CloseTimesheetMonthHandler implements ICommandHandler<CloseTimesheetMonthCommand> {
  constructor(private readonly commands: CommandTransaction) {}

  async execute({ month, userId }: CloseTimesheetMonthCommand): Promise<void> {
    if (month > monthKeyOf(new Date())) {
      throw new ValidationError([
        {
          field: 'month',
          code: 'notFuture',
          message: 'No se puede cerrar un mes que aún no ha empezado.',
        },
      ]);
    }
    await this.commands.run(async (em: EntityManager, events) => {
      const id = randomUUID();
      const closed = await runSql(
        em,
        `insert into timesheet_month (id, month, closed_by) values ($1, $2, $3)
         on conflict (month) where reopened_at is null do nothing`,
        [id, month, userId],
        'run',
      );
      if (closed.affectedRows > 0) {
        events.record(new MonthClosed(id, { month, user_id: userId }, userId));
      }
    });
  }
}
