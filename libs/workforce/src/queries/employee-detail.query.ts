import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type EmployeeDetail } from '@px/contracts';
import { EmployeesReader } from './employees-reader';

/** An employee's detail (GET /api/employees/{id}); null when there is none. */
export class GetEmployeeQuery extends Query<EmployeeDetail | null> {
  constructor(readonly id: string) {
    super();
  }
}

@QueryHandler(GetEmployeeQuery)
export class GetEmployeeHandler implements IQueryHandler<GetEmployeeQuery, EmployeeDetail | null> {
  constructor(private readonly reader: EmployeesReader) {}

  execute({ id }: GetEmployeeQuery): Promise<EmployeeDetail | null> {
    return this.reader.get(id);
  }
}
