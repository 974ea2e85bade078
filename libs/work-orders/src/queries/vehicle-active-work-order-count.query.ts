import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { SqlClient } from '@px/platform';
import { CountVehicleActiveWorkOrdersQuery } from '@px/vehicles';

/** Vehicles asks before deleting one: its orders not yet completed or cancelled. */
@QueryHandler(CountVehicleActiveWorkOrdersQuery)
export class CountVehicleActiveWorkOrdersHandler implements IQueryHandler<
  CountVehicleActiveWorkOrdersQuery,
  number
> {
  constructor(private readonly sql: SqlClient) {}

  async execute({ vehicleId }: CountVehicleActiveWorkOrdersQuery): Promise<number> {
    const row = await this.sql.one<{ count: number }>(
      `select count(*)::int as count from work_order
        where vehicle_id = $1 and deleted_at is null and status in ('open', 'in_progress', 'on_hold')`,
      [vehicleId],
    );
    return row?.count ?? 0;
  }
}
