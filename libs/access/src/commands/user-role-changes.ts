import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import { isAdminRoleName, type RoleRef } from '@px/contracts';
import {
  ADMINISTRATORS_LOCK,
  GetActiveUserIdsQuery,
  GetUserRefQuery,
  lastAdministratorProblem,
  ListAdministratorIdsQuery,
} from '@px/identity';
import {
  CommandTransaction,
  ConflictError,
  ForbiddenError,
  lockUntilCommit,
  NotFoundError,
  runSql,
  ValidationError,
} from '@px/platform';
import { grantProblem, idChanges } from '../domain/role-rules';
import { UserRolesChanged } from '../events/access.events';
import { AccessPermissionResolver } from '../permission-resolver';
import { AccessReader } from '../queries/access-reader';

/**
 * The one way a user's roles change (assign, remove, replace; SPEC §7): the user must exist
 * (identity answers), changes to the same user's roles run one at a time, the granter may only give
 * roles whose permissions they hold (grantProblem), the last active administrator keeps the role,
 * the change is recorded as UserRolesChanged and the permission cache is forgotten after the commit.
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
      await lockUntilCommit(em, `user_role:${userId}`);
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
      await this.checkChange(em, userId, actorId, current, wanted);
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

  /** 403 for a grant beyond the actor's own permissions, 409 for demoting the last administrator. */
  private async checkChange(
    em: EntityManager,
    userId: string,
    actorId: string,
    current: string[],
    wanted: string[],
  ): Promise<void> {
    const { added, removed } = idChanges(current, wanted);
    const names = async (ids: string[]) =>
      ids.length === 0
        ? []
        : (await runSql<{ name: string }>(em, 'select name from role where id in ($1)', [ids])).map(
            (row) => row.name,
          );
    if (added.length > 0) {
      const granted = await runSql<{ name: string }>(
        em,
        `select distinct p.name from role_permission rp join permission p on p.id = rp.permission_id
          where rp.role_id in ($1)`,
        [added],
      );
      const problem = grantProblem(await this.resolver.current(actorId), {
        permissions: granted.map((row) => row.name),
        makesAdministrator: (await names(added)).some(isAdminRoleName),
      });
      if (problem) throw new ForbiddenError(problem);
    }
    const demoted =
      (await names(removed)).some(isAdminRoleName) && !(await names(wanted)).some(isAdminRoleName);
    if (!demoted) return;
    await lockUntilCommit(em, ADMINISTRATORS_LOCK);
    // Read before this transaction's own change: who holds the role, and which of them are active.
    const holders = await this.queries.execute(new ListAdministratorIdsQuery());
    const problem = lastAdministratorProblem(
      userId,
      await this.queries.execute(new GetActiveUserIdsQuery(holders)),
    );
    if (problem) throw new ConflictError(problem);
  }
}
