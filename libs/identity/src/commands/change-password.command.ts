import { Command, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import { CommandTransaction, NotFoundError, ValidationError } from '@px/platform';
import { GetEmployeeForUserQuery } from '@px/workforce';
import { passwordChangeProblem } from '../domain/password-policy';
import { User } from '../domain/user.entity';
import { UserPasswordChanged } from '../events/user.events';
import { PasswordHasher } from '../password-hasher';
import { CurrentUserReader } from '../queries/current-user-reader';
import { SessionEndings } from '../session-endings';
import { type ClientInfo, type LoginResult, Sessions } from '../sessions';

/**
 * Checks the current password, stores the new one, ends every session of the user (epoch bump
 * and revoked families) and starts a fresh one for this browser.
 */
export class ChangePasswordCommand extends Command<LoginResult> {
  constructor(
    readonly userId: string,
    readonly currentPassword: string,
    readonly newPassword: string,
    readonly client: ClientInfo,
  ) {
    super();
  }
}

@CommandHandler(ChangePasswordCommand)
export class ChangePasswordHandler implements ICommandHandler<ChangePasswordCommand, LoginResult> {
  constructor(
    private readonly commands: CommandTransaction,
    private readonly hasher: PasswordHasher,
    private readonly sessions: Sessions,
    private readonly currentUser: CurrentUserReader,
    private readonly queries: QueryBus,
    private readonly endings: SessionEndings,
  ) {}

  async execute({
    userId,
    currentPassword,
    newPassword,
    client,
  }: ChangePasswordCommand): Promise<LoginResult> {
    const problem = passwordChangeProblem(currentPassword, newPassword);
    if (problem) throw new ValidationError([problem]);
    const newHash = await this.hasher.hash(newPassword);
    const issued = await this.commands.run(async (em: EntityManager, events) => {
      const user = await em.findOne(User, userId);
      if (!user) throw new NotFoundError('El usuario no existe.');
      if (!(await this.hasher.verify(user.passwordHash, currentPassword))) {
        throw new ValidationError([
          {
            field: 'current_password',
            code: 'mismatch',
            message: 'La contraseña actual no es correcta.',
          },
        ]);
      }
      user.passwordHash = newHash;
      user.mustChangePassword = false;
      user.tokenEpoch += 1;
      await this.sessions.revokeAllOf(em, user.id, 'password_changed');
      events.record(new UserPasswordChanged(user.id, { by_administrator: false }, user.id));
      const employee = await this.queries.execute(new GetEmployeeForUserQuery(user.id));
      return this.sessions.start(em, user, employee?.id ?? null, client);
    });
    this.endings.allOf(userId); // after the commit: a rollback must end nothing
    return {
      session: {
        accessToken: issued.accessToken,
        expiresIn: issued.expiresIn,
        user: await this.currentUser.get(userId),
      },
      refresh: issued,
    };
  }
}
