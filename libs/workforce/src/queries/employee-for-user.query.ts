import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { SqlClient } from '@px/platform';
import { type EmployeeRef } from '../domain/employee-ref';

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
