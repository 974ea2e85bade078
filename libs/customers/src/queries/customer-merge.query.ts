import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type CustomerMergeRecord } from '@px/contracts';
import { CustomerHistoryReader } from './customer-history-reader';

/** One merge by its id (what POST /api/customers/{id}/merge answers); null when unknown. */
export class GetCustomerMergeQuery extends Query<CustomerMergeRecord | null> {
  constructor(readonly mergeId: string) {
    super();
  }
}

@QueryHandler(GetCustomerMergeQuery)
export class GetCustomerMergeHandler implements IQueryHandler<
  GetCustomerMergeQuery,
  CustomerMergeRecord | null
> {
  constructor(private readonly reader: CustomerHistoryReader) {}

  execute({ mergeId }: GetCustomerMergeQuery): Promise<CustomerMergeRecord | null> {
    return this.reader.merge(mergeId);
  }
}
