import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type RoleRef } from '@px/contracts';
import { SqlClient } from '@px/platform';

/** Every role, by priority: what other modules offer as a recipient or an audience. */
export class ListRolesQuery extends Query<RoleRef[]> {}

@QueryHandler(ListRolesQuery)
export class ListRolesHandler implements IQueryHandler<ListRolesQuery, RoleRef[]> {
  constructor(private readonly sql: SqlClient) {}

  execute(): Promise<RoleRef[]> {
    return this.sql.query<RoleRef>(
      'select id, name, display_name from role order by priority desc, name',
    );
  }
}
