import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { SqlClient } from '@px/platform';
import { type EmployeeRef } from '../domain/employee-ref';

/** Active employees of the given trades (who work can be assigned to), by name. */
export class ListActiveEmployeesQuery extends Query<EmployeeRef[]> {
  constructor(readonly trades: readonly string[]) {
    super();
  }
}

@QueryHandler(ListActiveEmployeesQuery)
export class ListActiveEmployeesHandler implements IQueryHandler<
  ListActiveEmployeesQuery,
  EmployeeRef[]
> {
  constructor(private readonly sql: SqlClient) {}

  execute({ trades }: ListActiveEmployeesQuery): Promise<EmployeeRef[]> {
    return this.sql.query<EmployeeRef>(
      `select id, code, trim(first_name || ' ' || last_name) as full_name, trade
         from employee where active and trade = any ($1::text[])
        order by first_name, last_name, code`,
      [trades],
    );
  }
}
