import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type CustomerImportRowError } from '@px/contracts';
import { CheckImportedVehiclesQuery } from '@px/customers';
import { SqlClient } from '@px/platform';
import { plateTakenMessage, vinTakenMessage } from '../domain/vehicle-errors';
import { readImportedVehicles } from '../domain/vehicle-import-rows';

/** Row errors of an import's vehicles, including plates and VINs already on live vehicles. */
@QueryHandler(CheckImportedVehiclesQuery)
export class CheckImportedVehiclesHandler implements IQueryHandler<
  CheckImportedVehiclesQuery,
  CustomerImportRowError[]
> {
  constructor(private readonly sql: SqlClient) {}

  async execute({ rows }: CheckImportedVehiclesQuery): Promise<CustomerImportRowError[]> {
    const { vehicles, errors } = readImportedVehicles(rows);
    if (!vehicles.length) return errors;
    const taken = await this.sql.query<{
      plate_country: string;
      plate_normalized: string;
      vin: string | null;
      license_plate: string;
      make: string;
      model: string;
    }>(
      `select plate_country, plate_normalized, vin, license_plate, make, model from vehicle
        where deleted_at is null
          and ((plate_country, plate_normalized) in (select * from unnest($1::text[], $2::text[]))
               or vin = any ($3::text[]))`,
      [
        vehicles.map((v) => v.vehicle.plate.country),
        vehicles.map((v) => v.vehicle.plate.normalized),
        vehicles.map((v) => v.vehicle.vin).filter((vin): vin is string => !!vin),
      ],
    );
    const plates = new Map(taken.map((t) => [`${t.plate_country}:${t.plate_normalized}`, t]));
    const vins = new Map(taken.filter((t) => t.vin).map((t) => [t.vin, t.license_plate]));
    for (const { row, vehicle } of vehicles) {
      const existing = plates.get(`${vehicle.plate.country}:${vehicle.plate.normalized}`);
      if (existing) {
        // Worded as the 409 of POST /api/vehicles: the record that already has the plate.
        errors.push({
          line: row.line,
          column: 'license_plate',
          message: plateTakenMessage({
            licensePlate: existing.license_plate,
            make: existing.make,
            model: existing.model,
          }),
        });
      } else if (vehicle.vin && vins.has(vehicle.vin)) {
        errors.push({
          line: row.line,
          column: 'vin',
          message: vinTakenMessage(vehicle.vin, vins.get(vehicle.vin) as string),
        });
      }
    }
    return errors.sort((a, b) => a.line - b.line);
  }
}
