import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import { type AuthUser } from '@px/contracts';
import { CommandTransaction, NotFoundError, ValidationError } from '@px/platform';
import { GetEmployeeForUserQuery } from '@px/workforce';
import { passwordProblem } from '../domain/password-policy';
import { PasswordHasher } from '../domain/password-hasher';
import { User } from '../domain/user.entity';
import { UserPasswordChanged } from '../events/user.events';
import { CurrentUserReader } from '../queries/current-user';
import { type ClientInfo, Sessions } from '../sessions';
import { type LoginResult } from './login.handler';
import { UserSessionValidator } from '../session-validator';
import { UserNameDirectory } from '../queries/user-names.query';

export interface ProfileFields {
  first_name?: string;
  last_name?: string;
  avatar_url?: string | null;
}

/** What users do to their own account: profile and password. */
@Injectable()
export class AccountHandler {
  constructor(
    private readonly commands: CommandTransaction,
    private readonly hasher: PasswordHasher,
    private readonly sessions: Sessions,
    private readonly userNames: UserNameDirectory,
    private readonly currentUser: CurrentUserReader,
    private readonly queries: QueryBus,
    private readonly sessionStates: UserSessionValidator,
  ) {}

  async updateProfile(userId: string, fields: ProfileFields): Promise<AuthUser> {
    await this.commands.run(async (em: EntityManager) => {
      const user = await em.findOne(User, userId);
      if (!user) throw new NotFoundError('El usuario no existe.');
      if (fields.first_name !== undefined) user.firstName = fields.first_name.trim();
      if (fields.last_name !== undefined) user.lastName = fields.last_name.trim();
      if (fields.avatar_url !== undefined) user.avatarUrl = fields.avatar_url || null;
    });
    this.userNames.invalidate(); // after the commit: a reload before it would keep the old name
    return this.currentUser.get(userId);
  }

  /**
   * Checks the current password, stores the new one, ends every session of the user (epoch bump
   * and revoked families) and starts a fresh one for this browser.
   */
  async changePassword(
    userId: string,
    currentPassword: string,
    newPassword: string,
    client: ClientInfo,
  ): Promise<LoginResult> {
    const problem = passwordProblem(newPassword);
    if (problem)
      throw new ValidationError([
        { field: 'new_password', code: 'passwordPolicy', message: problem },
      ]);
    if (newPassword === currentPassword) {
      throw new ValidationError([
        {
          field: 'new_password',
          code: 'different',
          message: 'La nueva contraseña debe ser distinta de la actual.',
        },
      ]);
    }
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
    this.sessionStates.forget(userId); // after the commit: the old epoch's tokens end now
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
