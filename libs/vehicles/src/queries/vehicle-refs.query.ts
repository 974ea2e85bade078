import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { SqlClient } from '@px/platform';

export interface VehicleRef {
  id: string;
  customer_id: string | null;
  license_plate: string;
  plate_normalized: string;
  make: string;
  model: string;
  odometer_km: number | null;
  vin: string | null;
}

/**
 * Live vehicles by id, for other modules: work orders show the plate, make and model and check that
 * a vehicle is the customer's. Unknown and deleted ids are left out.
 */
export class GetVehicleRefsQuery extends Query<VehicleRef[]> {
  constructor(readonly ids: string[]) {
    super();
  }
}

@QueryHandler(GetVehicleRefsQuery)
export class GetVehicleRefsHandler implements IQueryHandler<GetVehicleRefsQuery, VehicleRef[]> {
  constructor(private readonly sql: SqlClient) {}

  execute({ ids }: GetVehicleRefsQuery): Promise<VehicleRef[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.sql.query<VehicleRef>(
      `select id, customer_id, license_plate, plate_normalized, make, model, odometer_km, vin
         from vehicle where id = any ($1::uuid[]) and deleted_at is null`,
      [ids],
    );
  }
}
