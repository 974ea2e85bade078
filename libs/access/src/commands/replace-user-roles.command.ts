import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type RoleRef } from '@px/contracts';
import { rolesAfterReplace } from '../domain/role-rules';
import { UserRoleChanges } from './user-role-changes';

/** Sets a user's roles to exactly these (also access's public write for other domains). */
export class ReplaceUserRolesCommand extends Command<RoleRef[]> {
  constructor(
    readonly userId: string,
    readonly roleIds: string[],
    readonly actorId: string,
  ) {
    super();
  }
}

@CommandHandler(ReplaceUserRolesCommand)
export class ReplaceUserRolesHandler implements ICommandHandler<
  ReplaceUserRolesCommand,
  RoleRef[]
> {
  constructor(private readonly userRoles: UserRoleChanges) {}

  execute({ userId, roleIds, actorId }: ReplaceUserRolesCommand): Promise<RoleRef[]> {
    return this.userRoles.change(userId, actorId, () => rolesAfterReplace(roleIds));
  }
}
