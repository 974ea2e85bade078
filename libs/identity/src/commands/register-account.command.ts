import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import { CommandTransaction, ConflictError, ValidationError } from '@px/platform';
import { passwordProblem } from '../domain/password-policy';
import { User } from '../domain/user.entity';
import { UserRegistered } from '../events/user.events';
import { PasswordHasher } from '../password-hasher';
import { CurrentUserReader } from '../queries/current-user-reader';
import { type ClientInfo, type LoginResult, Sessions } from '../sessions';
import { findUserByEmail } from './user-lookup';

export interface RegisterFields {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
}

/** A self-registered account: no role, so it reaches only the always-accessible pages (DOMAIN). */
export class RegisterAccountCommand extends Command<LoginResult> {
  constructor(
    readonly fields: RegisterFields,
    readonly client: ClientInfo,
  ) {
    super();
  }
}

@CommandHandler(RegisterAccountCommand)
export class RegisterAccountHandler implements ICommandHandler<
  RegisterAccountCommand,
  LoginResult
> {
  constructor(
    private readonly commands: CommandTransaction,
    private readonly hasher: PasswordHasher,
    private readonly sessions: Sessions,
    private readonly currentUser: CurrentUserReader,
  ) {}

  async execute({ fields, client }: RegisterAccountCommand): Promise<LoginResult> {
    const problem = passwordProblem(fields.password);
    if (problem)
      throw new ValidationError([{ field: 'password', code: 'passwordPolicy', message: problem }]);
    const email = fields.email.trim();
    const passwordHash = await this.hasher.hash(fields.password);
    const issued = await this.commands.run(async (em: EntityManager, events) => {
      if (await findUserByEmail(em, email)) {
        throw new ConflictError(
          'Ya existe una cuenta con ese correo electrónico. Inicia sesión o recupera tu contraseña.',
        );
      }
      const user = em.create(User, {
        email,
        passwordHash,
        firstName: fields.first_name.trim(),
        lastName: fields.last_name.trim(),
        lastLoginAt: new Date(),
      });
      events.record(new UserRegistered(user.id, { email }, user.id));
      // The session row references the user: write the user first (no ORM relation orders them).
      await em.flush();
      return { userId: user.id, session: this.sessions.start(em, user, null, client) };
    });
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
