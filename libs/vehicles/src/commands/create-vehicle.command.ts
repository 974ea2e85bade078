import { Command, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import { CommandTransaction, ValidationError } from '@px/platform';
import { odometerProblem } from '../domain/odometer';
import { OdometerReading, Vehicle, VehicleOwnership } from '../domain/vehicle.entity';
import { type VehicleFields, applyVehicleFields } from '../domain/vehicle-fields';
import { OdometerRecorded, VehicleCreated, VehicleOwnerChanged } from '../events/vehicle.events';
import { assertOwnerExists } from './vehicle-ownership';
import { assertIdentityIsFree } from './vehicle-uniqueness';

export interface NewVehicleFields extends VehicleFields {
  customer_id?: string | null;
  odometer_km?: number | null;
}

/** Registers a vehicle, with its first owner and first reading when given; returns its id. */
export class CreateVehicleCommand extends Command<string> {
  constructor(
    readonly fields: NewVehicleFields,
    readonly actorId: string | null,
  ) {
    super();
  }
}

@CommandHandler(CreateVehicleCommand)
export class CreateVehicleHandler implements ICommandHandler<CreateVehicleCommand, string> {
  constructor(
    private readonly commands: CommandTransaction,
    private readonly queries: QueryBus,
  ) {}

  async execute({ fields, actorId }: CreateVehicleCommand): Promise<string> {
    const customerId = fields.customer_id ?? null;
    await assertOwnerExists(this.queries, customerId);
    if (fields.odometer_km !== undefined && fields.odometer_km !== null) {
      const problem = odometerProblem({
        km: fields.odometer_km,
        previousKm: null,
        isCorrection: false,
      });
      if (problem)
        throw new ValidationError([{ field: 'odometer_km', code: 'odometer', message: problem }]);
    }
    const km = fields.odometer_km ?? null;
    return this.commands.run(async (em: EntityManager, events) => {
      await assertIdentityIsFree(em, fields, 'ES');
      const now = new Date();
      const vehicle = new Vehicle();
      // One instant for the vehicle, its first owner and its first reading: the history orders
      // facts of the same instant by kind, and a millisecond between them would reorder it.
      vehicle.createdAt = now;
      vehicle.createdBy = actorId;
      const applied = applyVehicleFields(vehicle, fields);
      if ('problem' in applied) throw new ValidationError([applied.problem]);
      vehicle.customerId = customerId;
      if (km !== null) {
        vehicle.odometerKm = km;
        vehicle.odometerReadAt = now;
      }
      // Inserted first: readings and ownership point at it through plain id columns, which the
      // unit of work cannot order by.
      await em.persist(vehicle).flush();
      events.record(
        new VehicleCreated(
          vehicle.id,
          { license_plate: vehicle.licensePlate, customer_id: customerId },
          actorId,
        ),
      );
      if (customerId) {
        const ownership = em.create(VehicleOwnership, {
          vehicleId: vehicle.id,
          customerId,
          fromAt: now,
          recordedBy: actorId,
        });
        events.record(
          new VehicleOwnerChanged(
            vehicle.id,
            {
              ownership_id: ownership.id,
              from_customer_id: null,
              to_customer_id: customerId,
              reason: null,
            },
            actorId,
          ),
        );
      }
      if (km !== null) {
        const reading = em.create(OdometerReading, {
          vehicleId: vehicle.id,
          km,
          readAt: now,
          source: 'vehicle_created',
          recordedBy: actorId,
        });
        events.record(
          new OdometerRecorded(
            vehicle.id,
            {
              reading_id: reading.id,
              km,
              read_at: now.toISOString(),
              is_correction: false,
              reason: null,
              source: reading.source,
            },
            actorId,
          ),
        );
      }
      return vehicle.id;
    });
  }
}
