import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { SqlClient } from '@px/platform';
import { FULL_NAME_SQL } from './customer-list.sql';

/** What a document prints of its customer (the repair order, later quotes and invoices). */
export interface CustomerCard {
  id: string;
  full_name: string;
  nif: string | null;
  phone: string | null;
  mobile_phone: string | null;
  email: string | null;
  address: string | null;
  postal_code: string | null;
  city: string | null;
  province: string | null;
}

/** A customer's card, even if later deleted or merged (old documents still print them). */
export class GetCustomerCardQuery extends Query<CustomerCard | null> {
  constructor(readonly id: string) {
    super();
  }
}

@QueryHandler(GetCustomerCardQuery)
export class GetCustomerCardHandler implements IQueryHandler<
  GetCustomerCardQuery,
  CustomerCard | null
> {
  constructor(private readonly sql: SqlClient) {}

  execute({ id }: GetCustomerCardQuery): Promise<CustomerCard | null> {
    return this.sql.one<CustomerCard>(
      `select c.id, ${FULL_NAME_SQL} as full_name, c.nif, c.phone, c.mobile_phone, c.email,
              c.address, c.postal_code, c.city, c.province
         from customer c where c.id = $1`,
      [id],
    );
  }
}
