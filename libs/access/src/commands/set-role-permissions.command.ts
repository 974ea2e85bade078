import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import { type PermissionInfo } from '@px/contracts';
import {
  CommandTransaction,
  ForbiddenError,
  NotFoundError,
  runSql,
  ValidationError,
} from '@px/platform';
import { Role } from '../domain/access.entities';
import { grantProblem, idChanges } from '../domain/role-rules';
import { RolePermissionsChanged } from '../events/access.events';
import { AccessPermissionResolver } from '../permission-resolver';
import { AccessReader } from '../queries/access-reader';

/** Replaces a role's permissions; its holders' effective permissions change at once. */
export class SetRolePermissionsCommand extends Command<PermissionInfo[]> {
  constructor(
    readonly roleId: string,
    readonly permissionIds: string[],
    readonly actorId: string,
  ) {
    super();
  }
}

@CommandHandler(SetRolePermissionsCommand)
export class SetRolePermissionsHandler implements ICommandHandler<
  SetRolePermissionsCommand,
  PermissionInfo[]
> {
  constructor(
    private readonly commands: CommandTransaction,
    private readonly reader: AccessReader,
    private readonly resolver: AccessPermissionResolver,
  ) {}

  async execute({
    roleId: id,
    permissionIds,
    actorId,
  }: SetRolePermissionsCommand): Promise<PermissionInfo[]> {
    await this.commands.run(async (em: EntityManager, events) => {
      const role = await em.findOne(Role, id);
      if (!role) throw new NotFoundError('El rol no existe.');
      const wanted = [...new Set(permissionIds)];
      if (wanted.length) {
        const found = await runSql<{ id: string }>(
          em,
          'select id from permission where id in ($1)',
          [wanted],
        );
        if (found.length !== wanted.length) {
          throw new ValidationError([
            {
              field: 'permission_ids',
              code: 'exists',
              message: 'Alguno de los permisos indicados no existe.',
            },
          ]);
        }
      }
      const current = (
        await runSql<{ permission_id: string }>(
          em,
          'select permission_id from role_permission where role_id = $1',
          [id],
        )
      ).map((row) => row.permission_id);
      const { added, removed } = idChanges(current, wanted);
      if (added.length) {
        const names = await runSql<{ name: string }>(
          em,
          'select name from permission where id in ($1)',
          [added],
        );
        const problem = grantProblem(await this.resolver.current(actorId), {
          permissions: names.map((row) => row.name),
        });
        if (problem) throw new ForbiddenError(problem);
      }
      if (removed.length)
        await runSql(
          em,
          'delete from role_permission where role_id = $1 and permission_id in ($2)',
          [id, removed],
        );
      for (const permissionId of added) {
        await runSql(em, 'insert into role_permission (role_id, permission_id) values ($1, $2)', [
          id,
          permissionId,
        ]);
      }
      if (added.length || removed.length)
        events.record(new RolePermissionsChanged(id, { added, removed }, actorId));
    });
    this.resolver.invalidateAll();
    return this.reader.rolePermissions(id);
  }
}
