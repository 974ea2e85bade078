import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { ADMIN_ROLE_NAMES } from '@px/contracts';
import { ListAdministratorIdsQuery } from '@px/identity';
import { SqlClient } from '@px/platform';

/** Identity's question: who holds an administrator role (SPEC §6's names, any case). */
@QueryHandler(ListAdministratorIdsQuery)
export class ListAdministratorIdsHandler implements IQueryHandler<
  ListAdministratorIdsQuery,
  string[]
> {
  constructor(private readonly sql: SqlClient) {}

  async execute(): Promise<string[]> {
    const rows = await this.sql.query<{ user_id: string }>(
      `select distinct ur.user_id from user_role ur join role r on r.id = ur.role_id
        where lower(r.name) = any ($1::text[])`,
      [ADMIN_ROLE_NAMES],
    );
    return rows.map((row) => row.user_id);
  }
}
