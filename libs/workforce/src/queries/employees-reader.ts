import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type EmployeeDetail, type EmployeeSummary, type Paginated } from '@px/contracts';
import { GetUserRefQuery } from '@px/identity';
import { SqlClient, pageOf } from '@px/platform';
import { EMPLOYEE_COLUMNS, type EmployeeListFilter, employeeListQuery } from './employee-list.sql';

type EmployeeRow = Omit<EmployeeDetail, 'user_email' | 'user_full_name'>;

/** The employees list and detail (read side: SQL, no ORM). Inactive employees are listed too. */
@Injectable()
export class EmployeesReader {
  constructor(
    private readonly sql: SqlClient,
    private readonly queries: QueryBus,
  ) {}

  async list(filter: EmployeeListFilter): Promise<Paginated<EmployeeSummary>> {
    const { rows, count } = employeeListQuery(filter);
    const [page, [{ total }]] = await Promise.all([
      this.sql.query<EmployeeSummary>(rows.text, rows.values),
      this.sql.query<{ total: number }>(count.text, count.values),
    ]);
    return pageOf(page, filter, total);
  }

  /** The detail, with the linked account's e-mail and name asked of identity; null if none. */
  async get(id: string): Promise<EmployeeDetail | null> {
    const row = await this.sql.one<EmployeeRow>(
      `select ${EMPLOYEE_COLUMNS}, e.created_at, e.updated_at
         from employee e where e.id = $1`,
      [id],
    );
    if (!row) return null;
    const user = row.user_id ? await this.queries.execute(new GetUserRefQuery(row.user_id)) : null;
    return { ...row, user_email: user?.email ?? null, user_full_name: user?.full_name ?? null };
  }
}
