import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import { CommandTransaction, NotFoundError, RealtimePush, runSql } from '@px/platform';
import { NOTIFICATION_NOT_FOUND } from '../domain/notification-rules';
import { announceChange } from './notification-changes';

/** Marks one of the employee's notifications read (already read: nothing changes). */
export class MarkNotificationReadCommand extends Command<void> {
  constructor(
    readonly id: string,
    readonly employeeId: string,
  ) {
    super();
  }
}

@CommandHandler(MarkNotificationReadCommand)
export class MarkNotificationReadHandler implements ICommandHandler<MarkNotificationReadCommand> {
  constructor(
    private readonly commands: CommandTransaction,
    private readonly push: RealtimePush,
  ) {}

  async execute({ id, employeeId }: MarkNotificationReadCommand): Promise<void> {
    await this.commands.run(async (em: EntityManager) => {
      const rows = await runSql<{ id: string }>(
        em,
        `update notification set read_at = coalesce(read_at, now())
          where id = $1 and employee_id = $2 returning id`,
        [id, employeeId],
      );
      // Someone else's notification does not exist for this employee.
      if (!rows.length) throw new NotFoundError(NOTIFICATION_NOT_FOUND);
    });
    announceChange(this.push, employeeId, { change: 'read', id });
  }
}
