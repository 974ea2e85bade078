import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type CustomerHistoryEntry, type Paginated } from '@px/contracts';
import { CustomerHistoryReader } from './customer-history-reader';

/**
 * A page of a customer's history (GET /api/customers/{id}/history): their own facts and their
 * vehicles' history, newest first. Null when the customer is not a live one.
 */
export class GetCustomerHistoryQuery extends Query<Paginated<CustomerHistoryEntry> | null> {
  constructor(
    readonly customerId: string,
    readonly page: number,
    readonly limit: number,
  ) {
    super();
  }
}

@QueryHandler(GetCustomerHistoryQuery)
export class GetCustomerHistoryHandler implements IQueryHandler<
  GetCustomerHistoryQuery,
  Paginated<CustomerHistoryEntry> | null
> {
  constructor(private readonly reader: CustomerHistoryReader) {}

  execute({
    customerId,
    page,
    limit,
  }: GetCustomerHistoryQuery): Promise<Paginated<CustomerHistoryEntry> | null> {
    return this.reader.history(customerId, page, limit);
  }
}
