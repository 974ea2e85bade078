import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type RoleRef } from '@px/contracts';
import { rolesAfterAssign } from '../domain/role-rules';
import { UserRoleChanges } from './user-role-changes';

/** Gives a user one more role; answers the user's roles. */
export class AssignUserRoleCommand extends Command<RoleRef[]> {
  constructor(
    readonly userId: string,
    readonly roleId: string,
    readonly actorId: string,
  ) {
    super();
  }
}

@CommandHandler(AssignUserRoleCommand)
export class AssignUserRoleHandler implements ICommandHandler<AssignUserRoleCommand, RoleRef[]> {
  constructor(private readonly userRoles: UserRoleChanges) {}

  execute({ userId, roleId, actorId }: AssignUserRoleCommand): Promise<RoleRef[]> {
    return this.userRoles.change(userId, actorId, (current) => rolesAfterAssign(current, roleId));
  }
}
