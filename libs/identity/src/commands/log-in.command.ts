import { Command, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import { CommandTransaction, DomainError, SqlClient, runSql } from '@px/platform';
import { GetEmployeeForUserQuery } from '@px/workforce';
import { LoginThrottle } from '../login-throttle';
import { PasswordHasher } from '../password-hasher';
import { User } from '../domain/user.entity';
import { CurrentUserReader } from '../queries/current-user-reader';
import { type ClientInfo, type LoginResult, Sessions } from '../sessions';

export class InvalidCredentialsError extends DomainError {
  constructor() {
    // One message for an unknown e-mail and a wrong password: it must not reveal which.
    super(401, 'UNAUTHORIZED', 'Correo electrónico o contraseña incorrectos.');
  }
}

/** The account an e-mail names, as the password check needs it. */
interface Candidate {
  id: string;
  password_hash: string;
  active: boolean;
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
    private readonly sql: SqlClient,
  ) {}

  async execute({ email, password, client }: LogInCommand): Promise<LoginResult> {
    const ip = client.ip ?? 'unknown';
    await this.throttle.claim(email, ip);
    // The password is checked before the transaction: argon2 takes tens of milliseconds (far more
    // on a busy machine), and a pooled connection held meanwhile starves every other request when
    // many people log in at once (issue 22's mixed bench: 500 logins in 30 s emptied the pool).
    const candidate = await this.sql.one<Candidate>(
      'select id, password_hash, active from app_user where lower(email) = lower($1)',
      [email.trim()],
    );
    const valid = await this.hasher.verify(
      candidate?.active ? candidate.password_hash : null,
      password,
    );
    const issued = candidate && valid ? await this.issue(candidate, client) : null;
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

  /** The session and the last-login stamp, in one transaction; null if the account changed since. */
  private async issue(candidate: Candidate, client: ClientInfo) {
    // Read before the transaction too: it goes through SqlClient's own pool, so inside the
    // transaction a login would hold one connection while waiting for another.
    const employee = await this.queries.execute(new GetEmployeeForUserQuery(candidate.id));
    return this.commands.run(async (em: EntityManager) => {
      const user = await em.findOne(User, candidate.id);
      // Deactivated, or the password changed, between the check and now: as a wrong password.
      if (!user?.active || user.passwordHash !== candidate.password_hash) return null;
      // Not through the entity: its version column would turn two simultaneous logins of the same
      // person (two tabs, two devices) into an optimistic-lock conflict.
      await runSql(em, 'update app_user set last_login_at = now() where id = $1', [user.id], 'run');
      const session = this.sessions.start(em, user, employee?.id ?? null, client);
      return { userId: user.id, session };
    });
  }
}
