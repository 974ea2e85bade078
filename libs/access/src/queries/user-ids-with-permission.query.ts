import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { SqlClient } from '@px/platform';

/**
 * The users holding a role that grants this (active) permission, `module.resource.action`: who
 * does a job ("every manager who corrects timesheets"), whatever the roles are called.
 */
export class GetUserIdsWithPermissionQuery extends Query<string[]> {
  constructor(readonly permission: string) {
    super();
  }
}

@QueryHandler(GetUserIdsWithPermissionQuery)
export class GetUserIdsWithPermissionHandler implements IQueryHandler<
  GetUserIdsWithPermissionQuery,
  string[]
> {
  constructor(private readonly sql: SqlClient) {}

  async execute({ permission }: GetUserIdsWithPermissionQuery): Promise<string[]> {
    const rows = await this.sql.query<{ user_id: string }>(
      `select distinct ur.user_id
         from user_role ur
         join role_permission rp on rp.role_id = ur.role_id
         join permission p on p.id = rp.permission_id
        where p.name = $1 and p.is_active`,
      [permission],
    );
    return rows.map((row) => row.user_id);
  }
}
