import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import { CommandTransaction, ConflictError, ValidationError } from '@px/platform';
import { passwordProblem } from '../domain/password-policy';
import { generateTemporaryPassword } from '../domain/temporary-password';
import { User } from '../domain/user.entity';
import { UserCreated } from '../events/user.events';
import { PasswordHasher } from '../password-hasher';
import { findUserByEmail } from './user-lookup';

export interface NewUserFields {
  email: string;
  first_name: string;
  last_name: string;
  temporary_password?: string;
}

/**
 * An administrator creates an account (/admin/users-permissions) with a temporary password, given
 * or generated, that must be changed at the first login. Roles are access's: a separate command.
 */
export class CreateUserCommand extends Command<{ id: string; temporaryPassword: string }> {
  constructor(
    readonly fields: NewUserFields,
    readonly actorId: string,
  ) {
    super();
  }
}

@CommandHandler(CreateUserCommand)
export class CreateUserHandler implements ICommandHandler<
  CreateUserCommand,
  { id: string; temporaryPassword: string }
> {
  constructor(
    private readonly commands: CommandTransaction,
    private readonly hasher: PasswordHasher,
  ) {}

  async execute({
    fields,
    actorId,
  }: CreateUserCommand): Promise<{ id: string; temporaryPassword: string }> {
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
}
