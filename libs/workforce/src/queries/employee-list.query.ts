import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type EmployeeSummary, type Paginated } from '@px/contracts';
import { type EmployeeListFilter } from './employee-list.sql';
import { EmployeesReader } from './employees-reader';

export { type EmployeeListFilter } from './employee-list.sql';

/** A page of employees (GET /api/employees): search, active and position filters, a sort. */
export class ListEmployeesQuery extends Query<Paginated<EmployeeSummary>> {
  constructor(readonly filter: EmployeeListFilter) {
    super();
  }
}

@QueryHandler(ListEmployeesQuery)
export class ListEmployeesHandler implements IQueryHandler<
  ListEmployeesQuery,
  Paginated<EmployeeSummary>
> {
  constructor(private readonly reader: EmployeesReader) {}

  execute({ filter }: ListEmployeesQuery): Promise<Paginated<EmployeeSummary>> {
    return this.reader.list(filter);
  }
}
