import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type CustomerSearchResult } from '@px/contracts';
import { CustomerSearchReader } from './customer-search-reader';

/**
 * The customer source of the search palette (GET /api/customers/search): name, company, e-mail,
 * phone, NIF and the plates of their vehicles, best first.
 */
export class SearchCustomersQuery extends Query<CustomerSearchResult[]> {
  constructor(
    readonly text: string,
    readonly limit: number,
  ) {
    super();
  }
}

@QueryHandler(SearchCustomersQuery)
export class SearchCustomersHandler implements IQueryHandler<
  SearchCustomersQuery,
  CustomerSearchResult[]
> {
  constructor(private readonly reader: CustomerSearchReader) {}

  execute({ text, limit }: SearchCustomersQuery): Promise<CustomerSearchResult[]> {
    return this.reader.search(text, limit);
  }
}
