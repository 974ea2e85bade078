import { Command, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import { CommandTransaction, DomainError, runSql } from '@px/platform';
import { GetEmployeeForUserQuery } from '@px/workforce';
import { LoginThrottle } from '../login-throttle';
import { PasswordHasher } from '../password-hasher';
import { CurrentUserReader } from '../queries/current-user-reader';
import { type ClientInfo, type LoginResult, Sessions } from '../sessions';
import { findUserByEmail } from './user-lookup';

export class InvalidCredentialsError extends DomainError {
  constructor() {
    // One message for an unknown e-mail and a wrong password: it must not reveal which.
    super(401, 'UNAUTHORIZED', 'Correo electrónico o contraseña incorrectos.');
  }
}

/** POST /api/auth/login: throttled per account and IP; a session for an active user's password. */
export class LogInCommand extends Command<LoginResult> {
  constructor(
    readonly email: string,
    readonly password: string,
    readonly client: ClientInfo,
  ) {
    super();
  }
}

@CommandHandler(LogInCommand)
export class LogInHandler implements ICommandHandler<LogInCommand, LoginResult> {
  constructor(
    private readonly commands: CommandTransaction,
    private readonly hasher: PasswordHasher,
    private readonly throttle: LoginThrottle,
    private readonly sessions: Sessions,
    private readonly currentUser: CurrentUserReader,
    private readonly queries: QueryBus,
  ) {}

  async execute({ email, password, client }: LogInCommand): Promise<LoginResult> {
    const ip = client.ip ?? 'unknown';
    await this.throttle.claim(email, ip);
    const issued = await this.commands.run(async (em: EntityManager) => {
      const user = await findUserByEmail(em, email);
      const valid = await this.hasher.verify(user?.active ? user.passwordHash : null, password);
      if (!user || !valid) return null;
      // Not through the entity: its version column would turn two simultaneous logins of the same
      // person (two tabs, two devices) into an optimistic-lock conflict.
      await runSql(em, 'update app_user set last_login_at = now() where id = $1', [user.id], 'run');
      const employee = await this.queries.execute(new GetEmployeeForUserQuery(user.id));
      return {
        userId: user.id,
        session: this.sessions.start(em, user, employee?.id ?? null, client),
      };
    });
    if (!issued) {
      await this.throttle.failed(email, ip);
      throw new InvalidCredentialsError();
    }
    await this.throttle.succeeded(email, ip);
    return {
      session: {
        accessToken: issued.session.accessToken,
        expiresIn: issued.session.expiresIn,
        user: await this.currentUser.get(issued.userId),
      },
      refresh: issued.session,
    };
  }
}
