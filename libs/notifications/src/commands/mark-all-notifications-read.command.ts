import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import { CommandTransaction, RealtimePush, runSql } from '@px/platform';
import { announceChange } from './notification-changes';

/** Marks every unread notification of the employee read; returns how many. */
export class MarkAllNotificationsReadCommand extends Command<number> {
  constructor(readonly employeeId: string) {
    super();
  }
}

@CommandHandler(MarkAllNotificationsReadCommand)
export class MarkAllNotificationsReadHandler implements ICommandHandler<
  MarkAllNotificationsReadCommand,
  number
> {
  constructor(
    private readonly commands: CommandTransaction,
    private readonly push: RealtimePush,
  ) {}

  async execute({ employeeId }: MarkAllNotificationsReadCommand): Promise<number> {
    const marked = await this.commands.run(async (em: EntityManager) => {
      const rows = await runSql<{ id: string }>(
        em,
        `update notification set read_at = now()
          where employee_id = $1 and read_at is null returning id`,
        [employeeId],
      );
      return rows.length;
    });
    if (marked > 0) announceChange(this.push, employeeId, { change: 'read_all', id: null });
    return marked;
  }
}
