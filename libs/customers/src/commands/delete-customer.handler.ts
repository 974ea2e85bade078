import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import { CommandTransaction, ConflictError } from '@px/platform';
import { CustomerDeleted } from '../events/customer.events';
import { CountCustomerVehiclesQuery } from '../queries/customer-vehicles.queries';
import { loadLiveCustomer } from './update-customer.handler';

/**
 * Soft delete. A customer who owns vehicles cannot go: their history would lose its owner. Move the
 * vehicles (change of owner) or merge the customer into another instead.
 */
@Injectable()
export class DeleteCustomerHandler {
  constructor(
    private readonly commands: CommandTransaction,
    private readonly queries: QueryBus,
  ) {}

  async execute(id: string, actorId: string): Promise<void> {
    await this.commands.run(async (em: EntityManager, events) => {
      const customer = await loadLiveCustomer(em, id);
      const vehicles = await this.queries.execute(new CountCustomerVehiclesQuery(id));
      if (vehicles > 0) {
        throw new ConflictError(
          `No se puede eliminar el cliente: tiene ${vehicles} ${vehicles === 1 ? 'vehículo' : 'vehículos'} a su nombre. ` +
            'Cambia el propietario de sus vehículos o fusiónalo con otro cliente.',
          { vehicle_count: vehicles },
        );
      }
      customer.deletedAt = new Date();
      events.record(new CustomerDeleted(customer.id, {}, actorId));
    });
  }
}
