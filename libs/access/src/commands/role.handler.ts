import { Injectable } from '@nestjs/common';
import { type EntityManager } from '@mikro-orm/postgresql';
import { type PermissionInfo, type RoleInfo } from '@px/contracts';
import { CommandTransaction, ConflictError, NotFoundError, ValidationError } from '@px/platform';
import { Role } from '../domain/access.entities';
import { RolePermissionsChanged } from '../events/access.events';
import { AccessReader } from '../queries/access-reader';
import { AccessPermissionResolver } from '../queries/permission-resolver';

export interface RoleFields {
  name?: string;
  display_name?: string;
  description?: string | null;
  priority?: number;
}

/** Role CRUD and permission assignment for /admin/permissions. */
@Injectable()
export class RoleHandler {
  constructor(
    private readonly commands: CommandTransaction,
    private readonly reader: AccessReader,
    private readonly resolver: AccessPermissionResolver,
  ) {}

  async create(
    fields: Required<Pick<RoleFields, 'name' | 'display_name'>> & RoleFields,
  ): Promise<RoleInfo> {
    const name = fields.name.trim().toLowerCase();
    const id = await this.commands.run(async (em: EntityManager) => {
      if (await em.count(Role, { name }))
        throw new ConflictError(`Ya existe un rol llamado «${name}».`);
      const role = em.create(Role, {
        name,
        displayName: fields.display_name.trim(),
        description: fields.description ?? null,
        priority: fields.priority ?? 0,
      });
      return role.id;
    });
    return (await this.reader.role(id)) as RoleInfo;
  }

  async update(id: string, fields: RoleFields): Promise<RoleInfo> {
    await this.commands.run(async (em: EntityManager) => {
      const role = await em.findOne(Role, id);
      if (!role) throw new NotFoundError('El rol no existe.');
      if (fields.name !== undefined && fields.name.trim().toLowerCase() !== role.name) {
        if (role.isSystem) throw new ConflictError('Los roles del sistema no se pueden renombrar.');
        const name = fields.name.trim().toLowerCase();
        if (await em.count(Role, { name, id: { $ne: id } }))
          throw new ConflictError(`Ya existe un rol llamado «${name}».`);
        role.name = name;
      }
      if (fields.display_name !== undefined) role.displayName = fields.display_name.trim();
      if (fields.description !== undefined) role.description = fields.description;
      if (fields.priority !== undefined) role.priority = fields.priority;
    });
    this.resolver.invalidateAll();
    return (await this.reader.role(id)) as RoleInfo;
  }

  async delete(id: string): Promise<void> {
    await this.commands.run(async (em: EntityManager) => {
      const role = await em.findOne(Role, id);
      if (!role) throw new NotFoundError('El rol no existe.');
      if (role.isSystem) throw new ConflictError('Los roles del sistema no se pueden eliminar.');
      const [{ count }] = await em.execute<{ count: string }[]>(
        'select count(*) from user_role where role_id = ?',
        [id],
      );
      if (Number(count) > 0) {
        throw new ConflictError(
          `El rol está asignado a ${count} usuario(s): retíraselo antes de eliminarlo.`,
        );
      }
      em.remove(role);
    });
    this.resolver.invalidateAll();
  }

  async setPermissions(
    id: string,
    permissionIds: string[],
    actorId: string,
  ): Promise<PermissionInfo[]> {
    await this.commands.run(async (em: EntityManager, events) => {
      const role = await em.findOne(Role, id);
      if (!role) throw new NotFoundError('El rol no existe.');
      const wanted = [...new Set(permissionIds)];
      if (wanted.length) {
        const found = await em.execute<{ id: string }[]>(
          'select id from permission where id in (?)',
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
        await em.execute<{ permission_id: string }[]>(
          'select permission_id from role_permission where role_id = ?',
          [id],
        )
      ).map((row) => row.permission_id);
      const added = wanted.filter((p) => !current.includes(p));
      const removed = current.filter((p) => !wanted.includes(p));
      if (removed.length)
        await em.execute('delete from role_permission where role_id = ? and permission_id in (?)', [
          id,
          removed,
        ]);
      for (const permissionId of added) {
        await em.execute('insert into role_permission (role_id, permission_id) values (?, ?)', [
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
