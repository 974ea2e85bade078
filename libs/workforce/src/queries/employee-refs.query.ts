import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { SqlClient } from '@px/platform';
import { type EmployeeRefWithStatus } from '../domain/employee-ref';

/** Employees by id, active or not (lists name who an order was assigned to, even if they left). */
export class GetEmployeeRefsQuery extends Query<EmployeeRefWithStatus[]> {
  constructor(readonly ids: string[]) {
    super();
  }
}

@QueryHandler(GetEmployeeRefsQuery)
export class GetEmployeeRefsHandler implements IQueryHandler<
  GetEmployeeRefsQuery,
  EmployeeRefWithStatus[]
> {
  constructor(private readonly sql: SqlClient) {}

  execute({ ids }: GetEmployeeRefsQuery): Promise<EmployeeRefWithStatus[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.sql.query<EmployeeRefWithStatus>(
      `select id, code, trim(first_name || ' ' || last_name) as full_name, trade, active
         from employee where id = any ($1::uuid[])`,
      [ids],
    );
  }
}
