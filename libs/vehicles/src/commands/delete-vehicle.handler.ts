import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import { CommandTransaction, ConflictError } from '@px/platform';
import { VehicleOwnership } from '../domain/vehicle.entity';
import { VehicleDeleted } from '../events/vehicle.events';
import { CountVehicleActiveWorkOrdersQuery } from '../queries/vehicle-work-orders.query';
import { loadLiveVehicle } from './vehicle-rules';

/**
 * Soft delete: the plate and VIN become free again; readings and history stay for the record. A
 * car with unfinished work orders stays until they are completed or cancelled.
 */
@Injectable()
export class DeleteVehicleHandler {
  constructor(
    private readonly commands: CommandTransaction,
    private readonly queries: QueryBus,
  ) {}

  async execute(id: string, actorId: string): Promise<void> {
    await this.commands.run(async (em: EntityManager, events) => {
      const vehicle = await loadLiveVehicle(em, id);
      const active = await this.queries.execute(new CountVehicleActiveWorkOrdersQuery(id));
      if (active > 0) {
        throw new ConflictError(
          `No se puede eliminar el vehículo: tiene ${active} ${active === 1 ? 'orden' : 'órdenes'} de trabajo sin terminar. ` +
            'Complétalas o cancélalas antes.',
          { active_work_order_count: active },
        );
      }
      const now = new Date();
      const open = await em.findOne(VehicleOwnership, { vehicleId: id, toAt: null });
      if (open) open.toAt = now;
      vehicle.deletedAt = now;
      events.record(new VehicleDeleted(vehicle.id, {}, actorId));
    });
  }
}
