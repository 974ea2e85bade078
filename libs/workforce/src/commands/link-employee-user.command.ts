import { Command, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import { CommandTransaction } from '@px/platform';
import { assertLinkable, loadEmployee, recordUpdate } from './employee-record';

/**
 * Links an employee to a user account (their login), or unlinks it with null. The account must
 * exist (400) and be no other employee's (409 `user_already_linked`): one user, one employee.
 */
export class LinkEmployeeUserCommand extends Command<void> {
  constructor(
    readonly id: string,
    readonly version: number,
    readonly userId: string | null,
    readonly actorId: string | null,
  ) {
    super();
  }
}

@CommandHandler(LinkEmployeeUserCommand)
export class LinkEmployeeUserHandler implements ICommandHandler<LinkEmployeeUserCommand, void> {
  constructor(
    private readonly commands: CommandTransaction,
    private readonly queries: QueryBus,
  ) {}

  execute({ id, version, userId, actorId }: LinkEmployeeUserCommand): Promise<void> {
    return this.commands.run(async (em: EntityManager, events) => {
      const employee = await loadEmployee(em, id, version);
      if (employee.userId === userId) return;
      if (userId !== null) await assertLinkable(em, this.queries, userId, id);
      employee.userId = userId;
      recordUpdate(events, employee, ['user_id'], actorId);
    });
  }
}
