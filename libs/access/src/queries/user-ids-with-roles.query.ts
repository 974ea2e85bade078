import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { SqlClient } from '@px/platform';

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
