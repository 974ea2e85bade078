import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { DirectoryCache, SqlClient } from '@px/platform';
import { type EmployeeRefWithStatus } from '../domain/employee-ref';

/**
 * Employees by id for display (an order's assignee on every row of a list), answered from an
 * in-process copy of the staff (DirectoryCache, at most 30 s old). Decisions such as "is this
 * employee active" use GetEmployeeRefsQuery, which reads the table.
 */
export class GetEmployeeNamesQuery extends Query<EmployeeRefWithStatus[]> {
  constructor(readonly ids: string[]) {
    super();
  }
}

@QueryHandler(GetEmployeeNamesQuery)
export class GetEmployeeNamesHandler implements IQueryHandler<
  GetEmployeeNamesQuery,
  EmployeeRefWithStatus[]
> {
  private readonly directory = new DirectoryCache<EmployeeRefWithStatus>(() =>
    this.sql.query<EmployeeRefWithStatus>(
      `select id, code, trim(first_name || ' ' || last_name) as full_name, trade, active
         from employee`,
    ),
  );

  constructor(private readonly sql: SqlClient) {}

  execute({ ids }: GetEmployeeNamesQuery): Promise<EmployeeRefWithStatus[]> {
    return this.directory.get(ids);
  }
}
