import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import {
  CountCustomerVehiclesQuery,
  type CustomerVehicleFootprint,
  type CustomerVehicleHistory,
  FindOwnersByPlateQuery,
  ListCustomerVehicleHistoryQuery,
  type PlateMatch,
} from '@px/customers';
import { SqlClient } from '@px/platform';
import { VehicleHistoryReader } from './vehicle-history-reader';

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

/** Owners by plate for the customer search: the exact plate first, then plates containing it. */
@QueryHandler(FindOwnersByPlateQuery)
export class FindOwnersByPlateHandler implements IQueryHandler<
  FindOwnersByPlateQuery,
  PlateMatch[]
> {
  constructor(private readonly sql: SqlClient) {}

  execute({ normalizedPlate, limit }: FindOwnersByPlateQuery): Promise<PlateMatch[]> {
    return this.sql.query<PlateMatch>(
      `select customer_id, license_plate from vehicle
        where deleted_at is null and customer_id is not null
          and plate_normalized like '%' || $1 || '%'
        order by plate_normalized = $1 desc, plate_normalized
        limit $2`,
      [normalizedPlate, limit],
    );
  }
}

/** The customer's vehicle history, for GET /api/customers/{id}/history. */
@QueryHandler(ListCustomerVehicleHistoryQuery)
export class ListCustomerVehicleHistoryHandler implements IQueryHandler<
  ListCustomerVehicleHistoryQuery,
  CustomerVehicleHistory
> {
  constructor(private readonly history: VehicleHistoryReader) {}

  execute({ customerId, take }: ListCustomerVehicleHistoryQuery): Promise<CustomerVehicleHistory> {
    return this.history.forCustomer(customerId, take);
  }
}
