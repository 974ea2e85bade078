import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import { CommandTransaction, NotFoundError } from '@px/platform';
import { generateTemporaryPassword } from '../domain/temporary-password';
import { User } from '../domain/user.entity';
import { UserPasswordChanged } from '../events/user.events';
import { PasswordHasher } from '../password-hasher';
import { SessionEndings } from '../session-endings';
import { Sessions } from '../sessions';

/**
 * An administrator gives the account a new temporary password (answered once), to be changed at
 * the next login; every session of the user ends.
 */
export class ResetUserPasswordCommand extends Command<string> {
  constructor(
    readonly userId: string,
    readonly actorId: string,
  ) {
    super();
  }
}

@CommandHandler(ResetUserPasswordCommand)
export class ResetUserPasswordHandler implements ICommandHandler<ResetUserPasswordCommand, string> {
  constructor(
    private readonly commands: CommandTransaction,
    private readonly hasher: PasswordHasher,
    private readonly sessions: Sessions,
    private readonly endings: SessionEndings,
  ) {}

  async execute({ userId: id, actorId }: ResetUserPasswordCommand): Promise<string> {
    const temporaryPassword = generateTemporaryPassword();
    const passwordHash = await this.hasher.hash(temporaryPassword);
    await this.commands.run(async (em: EntityManager, events) => {
      const user = await em.findOne(User, id);
      if (!user) throw new NotFoundError('El usuario no existe.');
      user.passwordHash = passwordHash;
      user.mustChangePassword = true;
      user.tokenEpoch += 1;
      await this.sessions.revokeAllOf(em, id, 'password_reset');
      events.record(new UserPasswordChanged(id, { by_administrator: true }, actorId));
    });
    this.endings.allOf(id); // after the commit: a rollback must end nothing
    return temporaryPassword;
  }
}
