import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import { type RoleRef } from '@px/contracts';
import { GetUserRefQuery } from '@px/identity';
import { CommandTransaction, NotFoundError, runSql, ValidationError } from '@px/platform';
import { UserRolesChanged } from '../events/access.events';
import { AccessPermissionResolver } from '../permission-resolver';
import { AccessReader } from '../queries/access-reader';

/**
 * The one way a user's roles change (assign, remove, replace; SPEC §7): the user must exist
 * (identity answers), changes to the same user's roles run one at a time, the change is recorded as
 * UserRolesChanged and the permission cache is forgotten after the commit.
 */
@Injectable()
export class UserRoleChanges {
  constructor(
    private readonly commands: CommandTransaction,
    private readonly reader: AccessReader,
    private readonly resolver: AccessPermissionResolver,
    private readonly queries: QueryBus,
  ) {}

  async change(
    userId: string,
    actorId: string,
    next: (current: string[]) => string[],
  ): Promise<RoleRef[]> {
    // Users are never deleted (only deactivated), and user_role's foreign key refuses a vanished one.
    if (!(await this.queries.execute(new GetUserRefQuery(userId))))
      throw new NotFoundError('El usuario no existe.');
    await this.commands.run(async (em: EntityManager, events) => {
      // Two administrators changing the same user's roles at once: the second waits for the first
      // to commit, then reads its result. Held until this transaction ends.
      await runSql(em, 'select pg_advisory_xact_lock(hashtextextended($1, 0))', [
        `user_role:${userId}`,
      ]);
      const current = (
        await runSql<{ role_id: string }>(em, 'select role_id from user_role where user_id = $1', [
          userId,
        ])
      ).map((row) => row.role_id);
      const wanted = next(current);
      if (wanted.length) {
        const found = await runSql<{ id: string }>(em, 'select id from role where id in ($1)', [
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
      await runSql(
        em,
        'delete from user_role where user_id = $1 and not (role_id = any($2::uuid[]))',
        [userId, `{${wanted.join(',')}}`],
      );
      for (const roleId of wanted.filter((id) => !current.includes(id))) {
        await runSql(
          em,
          'insert into user_role (user_id, role_id, assigned_by) values ($1, $2, $3)',
          [userId, roleId, actorId],
        );
      }
      events.record(
        new UserRolesChanged(userId, { role_ids: wanted, previous_role_ids: current }, actorId),
      );
    });
    this.resolver.invalidateAll();
    return this.reader.userRoles(userId);
  }
}
