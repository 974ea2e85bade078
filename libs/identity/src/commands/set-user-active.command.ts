import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import { CommandTransaction, ConflictError, NotFoundError } from '@px/platform';
import { User } from '../domain/user.entity';
import { activationProblem } from '../domain/user-rules';
import { UserActivationChanged } from '../events/user.events';
import { SessionEndings } from '../session-endings';
import { Sessions } from '../sessions';

/** (De)activates an account; deactivating ends every session at once (epoch bump + revoked families). */
export class SetUserActiveCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly active: boolean,
    readonly actorId: string,
  ) {
    super();
  }
}

@CommandHandler(SetUserActiveCommand)
export class SetUserActiveHandler implements ICommandHandler<SetUserActiveCommand, void> {
  constructor(
    private readonly commands: CommandTransaction,
    private readonly sessions: Sessions,
    private readonly endings: SessionEndings,
  ) {}

  async execute({ userId: id, active, actorId }: SetUserActiveCommand): Promise<void> {
    const problem = activationProblem(id, actorId, active);
    if (problem) throw new ConflictError(problem);
    await this.commands.run(async (em: EntityManager, events) => {
      const user = await em.findOne(User, id);
      if (!user) throw new NotFoundError('El usuario no existe.');
      if (user.active === active) return;
      user.active = active;
      if (!active) {
        user.tokenEpoch += 1;
        await this.sessions.revokeAllOf(em, id, 'deactivated');
      }
      events.record(new UserActivationChanged(id, { active }, actorId));
    });
    this.endings.allOf(id); // after the commit: a rollback must end nothing
  }
}
