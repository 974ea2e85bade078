import {
  CommandHandler,
  type ICommandHandler,
  type IQueryHandler,
  QueryHandler,
} from '@nestjs/cqrs';
import { type CustomerImportRowError } from '@px/contracts';
import {
  CheckImportedVehiclesQuery,
  CreateImportedVehiclesCommand,
  type ExportedVehicleRow,
  type ImportedVehicleRow,
  ListVehiclesForExportQuery,
} from '@px/customers';
import { SqlClient } from '@px/platform';
import { OdometerReading, Vehicle, VehicleOwnership } from '../domain/vehicle.entity';
import { type ImportedVehicle, readVehicleRow } from './vehicle-import-rows';

/** Every row read, with the duplicates inside the file reported on their later line. */
function readAll(rows: ImportedVehicleRow[]): {
  vehicles: { row: ImportedVehicleRow; vehicle: ImportedVehicle }[];
  errors: CustomerImportRowError[];
} {
  const errors: CustomerImportRowError[] = [];
  const vehicles: { row: ImportedVehicleRow; vehicle: ImportedVehicle }[] = [];
  const plates = new Map<string, number>();
  const vins = new Map<string, number>();
  for (const row of rows) {
    const read = readVehicleRow(row.values, row.line);
    errors.push(...read.errors);
    if (!read.vehicle) continue;
    const plateKey = `${read.vehicle.plate.country}:${read.vehicle.plate.normalized}`;
    const samePlate = plates.get(plateKey);
    if (samePlate !== undefined) {
      errors.push({
        line: row.line,
        column: 'license_plate',
        message: `La matrícula ${read.vehicle.plate.display} ya está en la línea ${samePlate} del archivo.`,
      });
      continue;
    }
    plates.set(plateKey, row.line);
    if (read.vehicle.vin) {
      const sameVin = vins.get(read.vehicle.vin);
      if (sameVin !== undefined) {
        errors.push({
          line: row.line,
          column: 'vin',
          message: `El bastidor ${read.vehicle.vin} ya está en la línea ${sameVin} del archivo.`,
        });
        continue;
      }
      vins.set(read.vehicle.vin, row.line);
    }
    vehicles.push({ row, vehicle: read.vehicle });
  }
  return { vehicles, errors };
}

/** Row errors of an import's vehicles, including plates and VINs already on live vehicles. */
@QueryHandler(CheckImportedVehiclesQuery)
export class CheckImportedVehiclesHandler implements IQueryHandler<
  CheckImportedVehiclesQuery,
  CustomerImportRowError[]
> {
  constructor(private readonly sql: SqlClient) {}

  async execute({ rows }: CheckImportedVehiclesQuery): Promise<CustomerImportRowError[]> {
    const { vehicles, errors } = readAll(rows);
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
          message: `Ya existe un vehículo con la matrícula ${existing.license_plate}: ${existing.make} ${existing.model}.`,
        });
      } else if (vehicle.vin && vins.has(vehicle.vin)) {
        errors.push({
          line: row.line,
          column: 'vin',
          message: `Ya existe un vehículo con el bastidor ${vehicle.vin}: ${vins.get(vehicle.vin)}.`,
        });
      }
    }
    return errors.sort((a, b) => a.line - b.line);
  }
}

/** Creates the checked vehicles in the import's transaction: vehicle, ownership, first reading. */
@CommandHandler(CreateImportedVehiclesCommand)
export class CreateImportedVehiclesHandler implements ICommandHandler<
  CreateImportedVehiclesCommand,
  number
> {
  async execute({ em, rows, actorId }: CreateImportedVehiclesCommand): Promise<number> {
    const { vehicles, errors } = readAll(rows);
    if (errors.length) throw new Error(`import rows changed after checking: ${errors[0]?.message}`);
    const now = new Date();
    const created = vehicles.map(({ row, vehicle }) => {
      const entity = new Vehicle();
      entity.licensePlate = vehicle.plate.display;
      entity.plateNormalized = vehicle.plate.normalized;
      entity.plateCountry = vehicle.plate.country;
      entity.plateFormat = vehicle.plate.format;
      entity.vin = vehicle.vin;
      entity.make = vehicle.make;
      entity.model = vehicle.model;
      entity.vehicleVersion = vehicle.vehicleVersion;
      entity.year = vehicle.year;
      entity.fuel = vehicle.fuel;
      entity.colour = vehicle.colour;
      entity.nextItvDate = vehicle.nextItvDate;
      entity.customerId = row.customerId ?? null;
      entity.createdBy = actorId;
      if (vehicle.odometerKm !== null) {
        entity.odometerKm = vehicle.odometerKm;
        entity.odometerReadAt = now;
      }
      return entity;
    });
    // Straight batched inserts, outside the unit of work: thousands of rows are inserted once,
    // not compared again at every flush. Vehicles first: ownerships and readings point at them.
    await em.insertMany(created);
    const ownerships = created
      .filter((vehicle) => vehicle.customerId)
      .map((vehicle) =>
        Object.assign(new VehicleOwnership(), {
          vehicleId: vehicle.id,
          customerId: vehicle.customerId as string,
          fromAt: now,
          recordedBy: actorId,
        }),
      );
    const readings = created
      .filter((vehicle) => vehicle.odometerKm !== null)
      .map((vehicle) =>
        Object.assign(new OdometerReading(), {
          vehicleId: vehicle.id,
          km: vehicle.odometerKm as number,
          readAt: now,
          source: 'import',
          recordedBy: actorId,
        }),
      );
    if (ownerships.length) await em.insertMany(ownerships);
    if (readings.length) await em.insertMany(readings);
    return created.length;
  }
}

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
