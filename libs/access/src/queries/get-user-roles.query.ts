import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type RoleRef } from '@px/contracts';
import { SqlClient } from '@px/platform';
import { AccessReader } from './access-reader';

/** A user's roles, highest priority first: the public read of access for other domains. */
export class GetUserRolesQuery extends Query<RoleRef[]> {
  constructor(readonly userId: string) {
    super();
  }
}

@QueryHandler(GetUserRolesQuery)
export class GetUserRolesHandler implements IQueryHandler<GetUserRolesQuery, RoleRef[]> {
  constructor(private readonly reader: AccessReader) {}

  execute({ userId }: GetUserRolesQuery): Promise<RoleRef[]> {
    return this.reader.userRoles(userId);
  }
}

/** The users holding any of the roles (by name): notification rules reach "every parts desk". */
export class GetUserIdsWithRolesQuery extends Query<string[]> {
  constructor(readonly roleNames: readonly string[]) {
    super();
  }
}

@QueryHandler(GetUserIdsWithRolesQuery)
export class GetUserIdsWithRolesHandler implements IQueryHandler<
  GetUserIdsWithRolesQuery,
  string[]
> {
  constructor(private readonly sql: SqlClient) {}

  async execute({ roleNames }: GetUserIdsWithRolesQuery): Promise<string[]> {
    if (!roleNames.length) return [];
    const rows = await this.sql.query<{ user_id: string }>(
      `select distinct ur.user_id from user_role ur join role r on r.id = ur.role_id
        where r.name = any ($1::text[])`,
      [roleNames],
    );
    return rows.map((row) => row.user_id);
  }
}

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
