import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { SqlClient } from '@px/platform';
import { customerRefsStatement } from './customer-search.sql';

export interface CustomerRef {
  id: string;
  full_name: string;
}

/**
 * Names of live customers by id, for other modules' lists and checks (vehicles shows the owner's
 * name and refuses an owner that does not exist). Unknown, deleted and merged ids are left out,
 * unless `includeGone` (histories name a former owner even after they were deleted or merged).
 */
export class GetCustomerRefsQuery extends Query<CustomerRef[]> {
  constructor(
    readonly ids: string[],
    readonly includeGone = false,
  ) {
    super();
  }
}

@QueryHandler(GetCustomerRefsQuery)
export class GetCustomerRefsHandler implements IQueryHandler<GetCustomerRefsQuery, CustomerRef[]> {
  constructor(private readonly sql: SqlClient) {}

  execute({ ids, includeGone }: GetCustomerRefsQuery): Promise<CustomerRef[]> {
    if (!ids.length) return Promise.resolve([]);
    const { text, values } = customerRefsStatement(ids, includeGone);
    return this.sql.query<CustomerRef>(text, values);
  }
}
