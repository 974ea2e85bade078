import { Command, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import { CommandTransaction, ValidationError, VersionConflictError } from '@px/platform';
import { type VehicleFields, applyVehicleFields } from '../domain/vehicle-fields';
import { VehicleOwnerChanged, VehicleUpdated } from '../events/vehicle.events';
import { loadLiveVehicle } from './live-vehicle';
import { assertOwnerExists, transferOwnership } from './vehicle-ownership';
import { assertIdentityIsFree } from './vehicle-uniqueness';

export interface VehicleUpdate extends VehicleFields {
  /** Present to change the owner (null: no owner); absent to keep it. */
  customer_id?: string | null;
  owner_change_reason?: string | null;
}

/** Edits a vehicle, changing its owner when `customer_id` is present. `version`: the one read. */
export class UpdateVehicleCommand extends Command<void> {
  constructor(
    readonly id: string,
    readonly version: number,
    readonly fields: VehicleUpdate,
    readonly actorId: string,
  ) {
    super();
  }
}

@CommandHandler(UpdateVehicleCommand)
export class UpdateVehicleHandler implements ICommandHandler<UpdateVehicleCommand, void> {
  constructor(
    private readonly commands: CommandTransaction,
    private readonly queries: QueryBus,
  ) {}

  async execute({ id, version, fields, actorId }: UpdateVehicleCommand): Promise<void> {
    if (fields.customer_id !== undefined) await assertOwnerExists(this.queries, fields.customer_id);
    await this.commands.run(async (em: EntityManager, events) => {
      const vehicle = await loadLiveVehicle(em, id);
      if (vehicle.version !== version) throw new VersionConflictError(vehicle.version);
      await assertIdentityIsFree(em, fields, vehicle.plateCountry, vehicle.id);
      // The owner first: closing the old ownership flushes, and nothing else may be pending then
      // (one command, one version bump).
      const changed: string[] = [];
      const newOwner = fields.customer_id;
      if (newOwner !== undefined && newOwner !== vehicle.customerId) {
        const previous = vehicle.customerId;
        const reason = fields.owner_change_reason?.trim() || null;
        const ownership = await transferOwnership(
          em,
          vehicle,
          newOwner,
          reason,
          actorId,
          new Date(),
        );
        changed.push('customer_id');
        events.record(
          new VehicleOwnerChanged(
            vehicle.id,
            {
              ownership_id: ownership?.id ?? vehicle.id,
              from_customer_id: previous,
              to_customer_id: newOwner,
              reason,
            },
            actorId,
          ),
        );
      }
      const applied = applyVehicleFields(vehicle, fields);
      if ('problem' in applied) throw new ValidationError([applied.problem]);
      changed.push(...applied.changed);
      if (changed.length) events.record(new VehicleUpdated(vehicle.id, { changed }, actorId));
    });
  }
}
