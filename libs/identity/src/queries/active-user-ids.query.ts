import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { SqlClient } from '@px/platform';

/** Which of these users are active (may sign in). */
export class GetActiveUserIdsQuery extends Query<string[]> {
  constructor(readonly userIds: readonly string[]) {
    super();
  }
}

@QueryHandler(GetActiveUserIdsQuery)
export class GetActiveUserIdsHandler implements IQueryHandler<GetActiveUserIdsQuery, string[]> {
  constructor(private readonly sql: SqlClient) {}

  async execute({ userIds }: GetActiveUserIdsQuery): Promise<string[]> {
    if (userIds.length === 0) return [];
    const rows = await this.sql.query<{ id: string }>(
      'select id from app_user where id = any ($1::uuid[]) and active',
      [userIds],
    );
    return rows.map((row) => row.id);
  }
}
