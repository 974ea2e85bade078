import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { SqlClient } from '@px/platform';

export interface UserRef {
  id: string;
  email: string;
  full_name: string;
  active: boolean;
}

/** One user as other domains need it (does it exist, is it active), read from its row; null if none. */
export class GetUserRefQuery extends Query<UserRef | null> {
  constructor(readonly userId: string) {
    super();
  }
}

@QueryHandler(GetUserRefQuery)
export class GetUserRefHandler implements IQueryHandler<GetUserRefQuery, UserRef | null> {
  constructor(private readonly sql: SqlClient) {}

  execute({ userId }: GetUserRefQuery): Promise<UserRef | null> {
    return this.sql.one<UserRef>(
      `select id, email, trim(first_name || ' ' || last_name) as full_name, active
         from app_user where id = $1`,
      [userId],
    );
  }
}
