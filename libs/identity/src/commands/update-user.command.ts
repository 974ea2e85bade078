import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import { CommandTransaction, ConflictError, NotFoundError } from '@px/platform';
import { User } from '../domain/user.entity';
import { isSameEmail, trimmedNames } from '../domain/user-rules';
import { UserNameDirectory } from '../queries/user-names-reader';
import { type NewUserFields } from './create-user.command';
import { findUserByEmail } from './user-lookup';

/** An administrator edits an account's e-mail or name. */
export class UpdateUserCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly fields: Partial<Pick<NewUserFields, 'email' | 'first_name' | 'last_name'>>,
  ) {
    super();
  }
}

@CommandHandler(UpdateUserCommand)
export class UpdateUserHandler implements ICommandHandler<UpdateUserCommand, void> {
  constructor(
    private readonly commands: CommandTransaction,
    private readonly userNames: UserNameDirectory,
  ) {}

  async execute({ userId: id, fields }: UpdateUserCommand): Promise<void> {
    await this.commands.run(async (em: EntityManager) => {
      const user = await em.findOne(User, id);
      if (!user) throw new NotFoundError('El usuario no existe.');
      if (fields.email !== undefined && !isSameEmail(user.email, fields.email)) {
        const other = await findUserByEmail(em, fields.email);
        if (other && other.id !== id)
          throw new ConflictError('Ya existe un usuario con ese correo electrónico.');
        user.email = fields.email.trim();
      }
      Object.assign(user, trimmedNames(fields));
    });
    this.userNames.invalidate(); // after the commit: a reload before it would keep the old name
  }
}
