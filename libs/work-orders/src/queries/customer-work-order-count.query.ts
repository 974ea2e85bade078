import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CountCustomerWorkOrdersQuery } from '@px/customers';
import { SqlClient } from '@px/platform';

/** Customers asks before deleting one: their live orders, any status. */
@QueryHandler(CountCustomerWorkOrdersQuery)
export class CountCustomerWorkOrdersHandler implements IQueryHandler<
  CountCustomerWorkOrdersQuery,
  number
> {
  constructor(private readonly sql: SqlClient) {}

  async execute({ customerId }: CountCustomerWorkOrdersQuery): Promise<number> {
    const row = await this.sql.one<{ count: number }>(
      'select count(*)::int as count from work_order where customer_id = $1 and deleted_at is null',
      [customerId],
    );
    return row?.count ?? 0;
  }
}
