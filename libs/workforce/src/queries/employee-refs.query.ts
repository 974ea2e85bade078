import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { DirectoryCache, SqlClient } from '@px/platform';
import { type EmployeeRef } from './get-employee-for-user.query';

export interface EmployeeRefWithStatus extends EmployeeRef {
  active: boolean;
}

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
