import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import { CommandTransaction } from '@px/platform';
import { assertMayDeactivate, loadEmployee, recordUpdate } from './employee-record';

/**
 * Deactivates (baja) or reactivates an employee. A deactivated employee keeps their record, clock
 * records and links (nothing deletes an employee), cannot clock and is offered for no new work.
 * Refused (409 `clocked_in`) while they are clocked in.
 */
export class SetEmployeeActiveCommand extends Command<void> {
  constructor(
    readonly id: string,
    readonly version: number,
    readonly active: boolean,
    readonly actorId: string | null,
  ) {
    super();
  }
}

@CommandHandler(SetEmployeeActiveCommand)
export class SetEmployeeActiveHandler implements ICommandHandler<SetEmployeeActiveCommand, void> {
  constructor(private readonly commands: CommandTransaction) {}

  execute({ id, version, active, actorId }: SetEmployeeActiveCommand): Promise<void> {
    return this.commands.run(async (em: EntityManager, events) => {
      const employee = await loadEmployee(em, id, version);
      if (employee.active === active) return;
      if (!active) await assertMayDeactivate(em, id);
      employee.active = active;
      recordUpdate(events, employee, ['active'], actorId);
    });
  }
}
