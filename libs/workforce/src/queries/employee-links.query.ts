import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { SqlClient } from '@px/platform';
import { type EmployeeLink } from '../domain/employee-ref';

/**
 * The employee records linked to these users, active or not (a user has at most one: the partial
 * unique index employee_user_unique). The administrators' user list shows the link whatever its state.
 */
export class GetEmployeeLinksQuery extends Query<EmployeeLink[]> {
  constructor(readonly userIds: readonly string[]) {
    super();
  }
}

@QueryHandler(GetEmployeeLinksQuery)
export class GetEmployeeLinksHandler implements IQueryHandler<
  GetEmployeeLinksQuery,
  EmployeeLink[]
> {
  constructor(private readonly sql: SqlClient) {}

  execute({ userIds }: GetEmployeeLinksQuery): Promise<EmployeeLink[]> {
    if (!userIds.length) return Promise.resolve([]);
    return this.sql.query<EmployeeLink>(
      `select user_id, id as employee_id, code, trim(first_name || ' ' || last_name) as full_name,
              active
         from employee where user_id = any ($1::uuid[])`,
      [userIds],
    );
  }
}
