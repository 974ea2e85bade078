import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import { CommandTransaction, VersionConflictError } from '@px/platform';
import { VehicleOwnerChanged, VehicleUpdated } from '../events/vehicle.events';
import { type VehicleFields, applyVehicleFields } from './vehicle-fields';
import {
  assertIdentityIsFree,
  assertOwnerExists,
  loadLiveVehicle,
  transferOwnership,
} from './vehicle-rules';

export interface VehicleUpdate extends VehicleFields {
  /** Present to change the owner (null: no owner); absent to keep it. */
  customer_id?: string | null;
  owner_change_reason?: string | null;
}

@Injectable()
export class UpdateVehicleHandler {
  constructor(
    private readonly commands: CommandTransaction,
    private readonly queries: QueryBus,
  ) {}

  async execute(
    id: string,
    version: number,
    fields: VehicleUpdate,
    actorId: string,
  ): Promise<void> {
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
      changed.push(...applyVehicleFields(vehicle, fields));
      if (changed.length) events.record(new VehicleUpdated(vehicle.id, { changed }, actorId));
    });
  }
}
