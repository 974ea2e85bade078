import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import { CommandTransaction, NotFoundError, RealtimePush, runSql } from '@px/platform';
import { NOTIFICATION_NOT_FOUND } from '../domain/notification-rules';
import { announceChange } from './notification-changes';

/** Deletes one of the employee's notifications. */
export class DeleteNotificationCommand extends Command<void> {
  constructor(
    readonly id: string,
    readonly employeeId: string,
  ) {
    super();
  }
}

@CommandHandler(DeleteNotificationCommand)
export class DeleteNotificationHandler implements ICommandHandler<DeleteNotificationCommand> {
  constructor(
    private readonly commands: CommandTransaction,
    private readonly push: RealtimePush,
  ) {}

  async execute({ id, employeeId }: DeleteNotificationCommand): Promise<void> {
    await this.commands.run(async (em: EntityManager) => {
      const rows = await runSql<{ id: string }>(
        em,
        'delete from notification where id = $1 and employee_id = $2 returning id',
        [id, employeeId],
      );
      if (!rows.length) throw new NotFoundError(NOTIFICATION_NOT_FOUND);
    });
    announceChange(this.push, employeeId, { change: 'deleted', id });
  }
}
