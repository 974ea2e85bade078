import { Command, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import { CommandTransaction, ConflictError } from '@px/platform';
import { VehicleOwnership } from '../domain/vehicle.entity';
import { activeWorkOrdersConflict } from '../domain/vehicle-deletion';
import { VehicleDeleted } from '../events/vehicle.events';
import { CountVehicleActiveWorkOrdersQuery } from '../queries/vehicle-work-orders.query';
import { loadLiveVehicle } from './live-vehicle';

/**
 * Soft delete: the plate and VIN become free again; readings and history stay for the record. A
 * car with unfinished work orders stays until they are completed or cancelled.
 */
export class DeleteVehicleCommand extends Command<void> {
  constructor(
    readonly id: string,
    readonly actorId: string,
  ) {
    super();
  }
}

@CommandHandler(DeleteVehicleCommand)
export class DeleteVehicleHandler implements ICommandHandler<DeleteVehicleCommand, void> {
  constructor(
    private readonly commands: CommandTransaction,
    private readonly queries: QueryBus,
  ) {}

  async execute({ id, actorId }: DeleteVehicleCommand): Promise<void> {
    await this.commands.run(async (em: EntityManager, events) => {
      const vehicle = await loadLiveVehicle(em, id);
      const conflict = activeWorkOrdersConflict(
        await this.queries.execute(new CountVehicleActiveWorkOrdersQuery(id)),
      );
      if (conflict) throw new ConflictError(conflict.message, conflict.details);
      const now = new Date();
      const open = await em.findOne(VehicleOwnership, { vehicleId: id, toAt: null });
      if (open) open.toAt = now;
      vehicle.deletedAt = now;
      events.record(new VehicleDeleted(vehicle.id, {}, actorId));
    });
  }
}
