import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type RoleRef } from '@px/contracts';
import { UserRolesHandler } from './user-roles.handler';

/** Access's public write for other domains (e.g. creating a user with roles). */
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
  constructor(private readonly userRoles: UserRolesHandler) {}

  execute(command: ReplaceUserRolesCommand): Promise<RoleRef[]> {
    return this.userRoles.replace(command.userId, command.roleIds, command.actorId);
  }
}
