import { Command, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import { CommandTransaction, ConflictError, lockUntilCommit, NotFoundError } from '@px/platform';
import { User } from '../domain/user.entity';
import {
  ADMINISTRATORS_LOCK,
  activationProblem,
  lastAdministratorProblem,
} from '../domain/user-rules';
import { UserActivationChanged } from '../events/user.events';
import { GetActiveUserIdsQuery } from '../queries/active-user-ids.query';
import { ListAdministratorIdsQuery } from '../queries/administrator-ids.query';
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
    private readonly queries: QueryBus,
  ) {}

  async execute({ userId: id, active, actorId }: SetUserActiveCommand): Promise<void> {
    const problem = activationProblem(id, actorId, active);
    if (problem) throw new ConflictError(problem);
    await this.commands.run(async (em: EntityManager, events) => {
      const user = await em.findOne(User, id);
      if (!user) throw new NotFoundError('El usuario no existe.');
      if (user.active === active) return;
      user.active = active;
      // Activating a self-registered account is its approval.
      if (active) user.awaitingApproval = false;
      if (!active) {
        // One at a time with role changes, so two of them cannot each remove "another" last one.
        await lockUntilCommit(em, ADMINISTRATORS_LOCK);
        const administrators = await this.queries.execute(new ListAdministratorIdsQuery());
        const signedIn = await this.queries.execute(new GetActiveUserIdsQuery(administrators));
        const last = lastAdministratorProblem(id, signedIn);
        if (last) throw new ConflictError(last);
        user.tokenEpoch += 1;
        await this.sessions.revokeAllOf(em, id, 'deactivated');
      }
      events.record(new UserActivationChanged(id, { active }, actorId));
    });
    this.endings.allOf(id); // after the commit: a rollback must end nothing
  }
}
