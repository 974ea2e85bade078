import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type CustomerSummary, type Paginated } from '@px/contracts';
import { type CustomerListFilter } from './customer-list.sql';
import { CustomersReader } from './customers-reader';

/** A page of the live customers (GET /api/customers): search, type and tag filters, a sort. */
export class ListCustomersQuery extends Query<Paginated<CustomerSummary>> {
  constructor(readonly filter: CustomerListFilter) {
    super();
  }
}

@QueryHandler(ListCustomersQuery)
export class ListCustomersHandler implements IQueryHandler<
  ListCustomersQuery,
  Paginated<CustomerSummary>
> {
  constructor(private readonly reader: CustomersReader) {}

  execute({ filter }: ListCustomersQuery): Promise<Paginated<CustomerSummary>> {
    return this.reader.list(filter);
  }
}
