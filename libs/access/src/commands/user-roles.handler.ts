import { Injectable } from '@nestjs/common';
import { type EntityManager } from '@mikro-orm/postgresql';
import { type RoleRef } from '@px/contracts';
import { CommandTransaction, NotFoundError, ValidationError } from '@px/platform';
import { UserRolesChanged } from '../events/access.events';
import { AccessReader } from '../queries/access-reader';
import { AccessPermissionResolver } from '../queries/permission-resolver';

/** Assign, remove or replace a user's roles (SPEC §7); the permission cache is invalidated after. */
@Injectable()
export class UserRolesHandler {
  constructor(
    private readonly commands: CommandTransaction,
    private readonly reader: AccessReader,
    private readonly resolver: AccessPermissionResolver,
  ) {}

  assign(userId: string, roleId: string, actorId: string): Promise<RoleRef[]> {
    return this.change(userId, actorId, (current) => [...new Set([...current, roleId])]);
  }

  remove(userId: string, roleId: string, actorId: string): Promise<RoleRef[]> {
    return this.change(userId, actorId, (current) => {
      if (!current.includes(roleId)) throw new NotFoundError('El usuario no tiene ese rol.');
      return current.filter((id) => id !== roleId);
    });
  }

  replace(userId: string, roleIds: string[], actorId: string): Promise<RoleRef[]> {
    return this.change(userId, actorId, () => [...new Set(roleIds)]);
  }

  private async change(
    userId: string,
    actorId: string,
    next: (current: string[]) => string[],
  ): Promise<RoleRef[]> {
    await this.commands.run(async (em: EntityManager, events) => {
      const [user] = await em.execute<{ id: string }[]>(
        'select id from app_user where id = ? for update',
        [userId],
      );
      if (!user) throw new NotFoundError('El usuario no existe.');
      const current = (
        await em.execute<{ role_id: string }[]>('select role_id from user_role where user_id = ?', [
          userId,
        ])
      ).map((row) => row.role_id);
      const wanted = next(current);
      if (wanted.length) {
        const found = await em.execute<{ id: string }[]>('select id from role where id in (?)', [
          wanted,
        ]);
        if (found.length !== wanted.length) {
          throw new ValidationError([
            {
              field: 'role_ids',
              code: 'exists',
              message: 'Alguno de los roles indicados no existe.',
            },
          ]);
        }
      }
      await em.execute(
        'delete from user_role where user_id = ? and not (role_id = any(?::uuid[]))',
        [userId, `{${wanted.join(',')}}`],
      );
      for (const roleId of wanted.filter((id) => !current.includes(id))) {
        await em.execute('insert into user_role (user_id, role_id, assigned_by) values (?, ?, ?)', [
          userId,
          roleId,
          actorId,
        ]);
      }
      events.record(
        new UserRolesChanged(userId, { role_ids: wanted, previous_role_ids: current }, actorId),
      );
    });
    this.resolver.invalidateAll();
    return this.reader.userRoles(userId);
  }
}
