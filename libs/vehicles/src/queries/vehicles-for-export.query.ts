import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type ExportedVehicleRow, ListVehiclesForExportQuery } from '@px/customers';
import { SqlClient } from '@px/platform';

/** The export's vehicle columns, as the import reads them back. */
@QueryHandler(ListVehiclesForExportQuery)
export class ListVehiclesForExportHandler implements IQueryHandler<
  ListVehiclesForExportQuery,
  ExportedVehicleRow[]
> {
  constructor(private readonly sql: SqlClient) {}

  async execute({ customerIds }: ListVehiclesForExportQuery): Promise<ExportedVehicleRow[]> {
    if (!customerIds.length) return [];
    const rows = await this.sql.query<{ customer_id: string } & Record<string, string | null>>(
      `select customer_id, license_plate, plate_country, coalesce(vin, '') as vin, make, model,
              vehicle_version, coalesce(year::text, '') as year, coalesce(fuel, '') as fuel, colour,
              coalesce(odometer_km::text, '') as odometer_km,
              coalesce(to_char(next_itv_date, 'YYYY-MM-DD'), '') as next_itv_date
         from vehicle where deleted_at is null and customer_id = any ($1::uuid[])
        order by plate_normalized`,
      [customerIds],
    );
    return rows.map(({ customer_id, ...values }) => ({
      customer_id,
      values: Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value ?? ''])),
    }));
  }
}
