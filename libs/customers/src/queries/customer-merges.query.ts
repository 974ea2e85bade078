import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type CustomerMergeRecord } from '@px/contracts';
import { CustomerHistoryReader } from './customer-history-reader';

/**
 * The duplicates merged into a customer, newest first (GET /api/customers/{id}/merges). Null when
 * the customer is not a live one.
 */
export class ListCustomerMergesQuery extends Query<CustomerMergeRecord[] | null> {
  constructor(readonly customerId: string) {
    super();
  }
}

@QueryHandler(ListCustomerMergesQuery)
export class ListCustomerMergesHandler implements IQueryHandler<
  ListCustomerMergesQuery,
  CustomerMergeRecord[] | null
> {
  constructor(private readonly reader: CustomerHistoryReader) {}

  execute({ customerId }: ListCustomerMergesQuery): Promise<CustomerMergeRecord[] | null> {
    return this.reader.merges(customerId);
  }
}
