import { randomInt } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { type EntityManager } from '@mikro-orm/postgresql';
import { CommandTransaction, ConflictError, NotFoundError, ValidationError } from '@px/platform';
import { passwordProblem } from '../domain/password-policy';
import { PasswordHasher } from '../domain/password-hasher';
import { findUserByEmail } from '../domain/user-lookup';
import { User } from '../domain/user.entity';
import { UserActivationChanged, UserCreated, UserPasswordChanged } from '../events/user.events';
import { Sessions } from '../sessions';
import { UserNameDirectory } from '../queries/user-names.query';
import { UserSessionValidator } from '../session-validator';

export interface NewUserFields {
  email: string;
  first_name: string;
  last_name: string;
  temporary_password?: string;
}

const TEMPORARY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** A readable temporary password: 4-4-4 groups without look-alike characters (0/O, 1/l/I). */
export function generateTemporaryPassword(): string {
  const group = () =>
    Array.from({ length: 4 }, () => TEMPORARY_ALPHABET[randomInt(TEMPORARY_ALPHABET.length)]).join(
      '',
    );
  return `${group()}-${group()}-${group()}`;
}

/** User administration (/admin/users-permissions): create, edit, (de)activate, reset password. */
@Injectable()
export class UserAdminHandler {
  constructor(
    private readonly commands: CommandTransaction,
    private readonly hasher: PasswordHasher,
    private readonly sessions: Sessions,
    private readonly userNames: UserNameDirectory,
    private readonly sessionStates: UserSessionValidator,
  ) {}

  async create(
    fields: NewUserFields,
    actorId: string,
  ): Promise<{ id: string; temporaryPassword: string }> {
    const temporaryPassword = fields.temporary_password ?? generateTemporaryPassword();
    const problem = passwordProblem(temporaryPassword);
    if (problem)
      throw new ValidationError([
        { field: 'temporary_password', code: 'passwordPolicy', message: problem },
      ]);
    const passwordHash = await this.hasher.hash(temporaryPassword);
    const id = await this.commands.run(async (em: EntityManager, events) => {
      if (await findUserByEmail(em, fields.email))
        throw new ConflictError('Ya existe un usuario con ese correo electrónico.');
      const user = em.create(User, {
        email: fields.email.trim(),
        passwordHash,
        firstName: fields.first_name.trim(),
        lastName: fields.last_name.trim(),
        mustChangePassword: true,
      });
      events.record(new UserCreated(user.id, { email: user.email, role_ids: [] }, actorId));
      return user.id;
    });
    return { id, temporaryPassword };
  }

  async update(
    id: string,
    fields: Partial<Pick<NewUserFields, 'email' | 'first_name' | 'last_name'>>,
  ): Promise<void> {
    await this.commands.run(async (em: EntityManager) => {
      const user = await em.findOne(User, id);
      if (!user) throw new NotFoundError('El usuario no existe.');
      if (
        fields.email !== undefined &&
        fields.email.trim().toLowerCase() !== user.email.toLowerCase()
      ) {
        const other = await findUserByEmail(em, fields.email);
        if (other && other.id !== id)
          throw new ConflictError('Ya existe un usuario con ese correo electrónico.');
        user.email = fields.email.trim();
      }
      if (fields.first_name !== undefined) user.firstName = fields.first_name.trim();
      if (fields.last_name !== undefined) user.lastName = fields.last_name.trim();
    });
    this.userNames.invalidate(); // after the commit: a reload before it would keep the old name
  }

  /** Deactivating ends every session of the user at once (epoch bump + revoked families). */
  async setActive(id: string, active: boolean, actorId: string): Promise<void> {
    if (!active && id === actorId)
      throw new ConflictError('No puedes desactivar tu propia cuenta.');
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
    this.sessionStates.forget(id); // after the commit: a reload before it would read the old row
  }

  async resetPassword(id: string, actorId: string): Promise<string> {
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
    this.sessionStates.forget(id);
    return temporaryPassword;
  }
}
