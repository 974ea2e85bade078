import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { SqlClient } from '@px/platform';

export interface EmployeeRef {
  id: string;
  code: string;
  full_name: string;
  trade: string;
}

/** The employee record linked to a user, for the session and the realtime rooms. */
export class GetEmployeeForUserQuery extends Query<EmployeeRef | null> {
  constructor(readonly userId: string) {
    super();
  }
}

@QueryHandler(GetEmployeeForUserQuery)
export class GetEmployeeForUserHandler implements IQueryHandler<
  GetEmployeeForUserQuery,
  EmployeeRef | null
> {
  constructor(private readonly sql: SqlClient) {}

  async execute({ userId }: GetEmployeeForUserQuery): Promise<EmployeeRef | null> {
    return this.sql.one<EmployeeRef>(
      `select id, code, trim(first_name || ' ' || last_name) as full_name, trade
         from employee where user_id = $1 and active`,
      [userId],
    );
  }
}

/** The active employee records of users (who, among these users, can receive notifications). */
export class GetEmployeesForUsersQuery extends Query<(EmployeeRef & { user_id: string })[]> {
  constructor(readonly userIds: readonly string[]) {
    super();
  }
}

@QueryHandler(GetEmployeesForUsersQuery)
export class GetEmployeesForUsersHandler implements IQueryHandler<
  GetEmployeesForUsersQuery,
  (EmployeeRef & { user_id: string })[]
> {
  constructor(private readonly sql: SqlClient) {}

  execute({ userIds }: GetEmployeesForUsersQuery): Promise<(EmployeeRef & { user_id: string })[]> {
    if (!userIds.length) return Promise.resolve([]);
    return this.sql.query<EmployeeRef & { user_id: string }>(
      `select id, user_id, code, trim(first_name || ' ' || last_name) as full_name, trade
         from employee where user_id = any ($1::uuid[]) and active`,
      [userIds],
    );
  }
}
