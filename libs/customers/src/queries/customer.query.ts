import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type CustomerDetail } from '@px/contracts';
import { CustomersReader } from './customers-reader';

/** A customer's detail (GET /api/customers/{id}); null when it does not exist or was deleted. */
export class GetCustomerQuery extends Query<CustomerDetail | null> {
  constructor(readonly id: string) {
    super();
  }
}

@QueryHandler(GetCustomerQuery)
export class GetCustomerHandler implements IQueryHandler<GetCustomerQuery, CustomerDetail | null> {
  constructor(private readonly reader: CustomersReader) {}

  execute({ id }: GetCustomerQuery): Promise<CustomerDetail | null> {
    return this.reader.get(id);
  }
}
