import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type RoleRef } from '@px/contracts';
import { NotFoundError } from '@px/platform';
import { rolesAfterRemove } from '../domain/role-rules';
import { UserRoleChanges } from './user-role-changes';

/** Takes one role from a user (404 when they do not hold it); answers the user's roles. */
export class RemoveUserRoleCommand extends Command<RoleRef[]> {
  constructor(
    readonly userId: string,
    readonly roleId: string,
    readonly actorId: string,
  ) {
    super();
  }
}

@CommandHandler(RemoveUserRoleCommand)
export class RemoveUserRoleHandler implements ICommandHandler<RemoveUserRoleCommand, RoleRef[]> {
  constructor(private readonly userRoles: UserRoleChanges) {}

  execute({ userId, roleId, actorId }: RemoveUserRoleCommand): Promise<RoleRef[]> {
    return this.userRoles.change(userId, actorId, (current) => {
      const next = rolesAfterRemove(current, roleId);
      if (!next) throw new NotFoundError('El usuario no tiene ese rol.');
      return next;
    });
  }
}
