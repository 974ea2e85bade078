import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { SqlClient } from '@px/platform';
import { type EmployeeRef } from '../domain/employee-ref';

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
