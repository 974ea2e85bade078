import { Injectable } from '@nestjs/common';
import { type EntityManager } from '@mikro-orm/postgresql';
import { CommandTransaction } from '@px/platform';
import { VehicleOwnership } from '../domain/vehicle.entity';
import { VehicleDeleted } from '../events/vehicle.events';
import { loadLiveVehicle } from './vehicle-rules';

/** Soft delete: the plate and VIN become free again; readings and history stay for the record. */
@Injectable()
export class DeleteVehicleHandler {
  constructor(private readonly commands: CommandTransaction) {}

  async execute(id: string, actorId: string): Promise<void> {
    await this.commands.run(async (em: EntityManager, events) => {
      const vehicle = await loadLiveVehicle(em, id);
      const now = new Date();
      const open = await em.findOne(VehicleOwnership, { vehicleId: id, toAt: null });
      if (open) open.toAt = now;
      vehicle.deletedAt = now;
      events.record(new VehicleDeleted(vehicle.id, {}, actorId));
    });
  }
}
