import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CreateImportedVehiclesCommand } from '@px/customers';
import { OdometerReading, Vehicle, VehicleOwnership } from '../domain/vehicle.entity';
import { readImportedVehicles } from '../domain/vehicle-import-rows';

/** Creates the checked vehicles in the import's transaction: vehicle, ownership, first reading. */
@CommandHandler(CreateImportedVehiclesCommand)
export class CreateImportedVehiclesHandler implements ICommandHandler<
  CreateImportedVehiclesCommand,
  number
> {
  async execute({ em, rows, actorId }: CreateImportedVehiclesCommand): Promise<number> {
    const { vehicles, errors } = readImportedVehicles(rows);
    if (errors.length) throw new Error(`import rows changed after checking: ${errors[0]?.message}`);
    // A file of customers only: MikroORM's insertMany refuses an empty list.
    if (!vehicles.length) return 0;
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
