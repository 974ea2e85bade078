import { Query } from '@nestjs/cqrs';

/**
 * How many work orders a customer has (customers refuses to delete one with orders). Declared
 * here, answered by work orders (which depends on customers, never the reverse).
 */
export class CountCustomerWorkOrdersQuery extends Query<number> {
  constructor(readonly customerId: string) {
    super();
  }
}
