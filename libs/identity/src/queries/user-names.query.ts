import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { SqlClient } from '@px/platform';

export interface UserName {
  id: string;
  full_name: string;
}

/**
 * Display names of users by id, for "recorded by" columns in other modules' histories. Inactive
 * users keep their name: a reading they recorded last year is still theirs.
 */
export class GetUserNamesQuery extends Query<UserName[]> {
  constructor(readonly ids: string[]) {
    super();
  }
}

@QueryHandler(GetUserNamesQuery)
export class GetUserNamesHandler implements IQueryHandler<GetUserNamesQuery, UserName[]> {
  constructor(private readonly sql: SqlClient) {}

  execute({ ids }: GetUserNamesQuery): Promise<UserName[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.sql.query<UserName>(
      `select id, trim(first_name || ' ' || last_name) as full_name from app_user
        where id = any ($1::uuid[])`,
      [ids],
    );
  }
}
