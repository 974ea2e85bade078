import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import { type AuthUser } from '@px/contracts';
import { CommandTransaction, NotFoundError } from '@px/platform';
import { User } from '../domain/user.entity';
import { trimmedNames } from '../domain/user-rules';
import { CurrentUserReader } from '../queries/current-user-reader';
import { UserNameDirectory } from '../queries/user-names-reader';

export interface ProfileFields {
  first_name?: string;
  last_name?: string;
  avatar_url?: string | null;
}

/** PATCH /api/auth/me: users edit their own name and avatar; answers the current user. */
export class UpdateProfileCommand extends Command<AuthUser> {
  constructor(
    readonly userId: string,
    readonly fields: ProfileFields,
  ) {
    super();
  }
}

@CommandHandler(UpdateProfileCommand)
export class UpdateProfileHandler implements ICommandHandler<UpdateProfileCommand, AuthUser> {
  constructor(
    private readonly commands: CommandTransaction,
    private readonly userNames: UserNameDirectory,
    private readonly currentUser: CurrentUserReader,
  ) {}

  async execute({ userId, fields }: UpdateProfileCommand): Promise<AuthUser> {
    await this.commands.run(async (em: EntityManager) => {
      const user = await em.findOne(User, userId);
      if (!user) throw new NotFoundError('El usuario no existe.');
      Object.assign(user, trimmedNames(fields));
      if (fields.avatar_url !== undefined) user.avatarUrl = fields.avatar_url || null;
    });
    this.userNames.invalidate(); // after the commit: a reload before it would keep the old name
    return this.currentUser.get(userId);
  }
}
