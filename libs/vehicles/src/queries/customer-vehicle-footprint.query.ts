import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CountCustomerVehiclesQuery, type CustomerVehicleFootprint } from '@px/customers';
import { SqlClient } from '@px/platform';

/** What ties a customer to vehicles, now and before (customers refuses to delete either). */
@QueryHandler(CountCustomerVehiclesQuery)
export class CountCustomerVehiclesHandler implements IQueryHandler<
  CountCustomerVehiclesQuery,
  CustomerVehicleFootprint
> {
  constructor(private readonly sql: SqlClient) {}

  async execute({ customerId }: CountCustomerVehiclesQuery): Promise<CustomerVehicleFootprint> {
    const row = await this.sql.one<CustomerVehicleFootprint>(
      `select (select count(*)::int from vehicle
                where customer_id = $1 and deleted_at is null) as "owned",
              (select count(distinct o.vehicle_id)::int from vehicle_ownership o
                where o.customer_id = $1 and o.to_at is not null
                  and not exists (select 1 from vehicle v where v.id = o.vehicle_id
                                    and v.customer_id = $1 and v.deleted_at is null))
                as "formerlyOwned"`,
      [customerId],
    );
    return row ?? { owned: 0, formerlyOwned: 0 };
  }
}
