import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import { CommandTransaction, ConflictError } from '@px/platform';
import { CustomerDeleted } from '../events/customer.events';
import {
  CountCustomerVehiclesQuery,
  CountCustomerWorkOrdersQuery,
} from '../queries/customer-vehicles.queries';
import { loadLiveCustomer } from './update-customer.handler';

/**
 * Soft delete. A customer who owns vehicles, or owned them before, cannot go: the vehicles' history
 * would lose its owner. Move the vehicles (change of owner) or merge the customer into another.
 * Nor can one with work orders (their history and documents name them). Later modules (invoices)
 * add their own reasons here.
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
      const { owned, formerlyOwned } = await this.queries.execute(
        new CountCustomerVehiclesQuery(id),
      );
      if (owned > 0) {
        throw new ConflictError(
          `No se puede eliminar el cliente: tiene ${owned} ${owned === 1 ? 'vehículo' : 'vehículos'} a su nombre. ` +
            'Cambia el propietario de sus vehículos o fusiónalo con otro cliente.',
          { vehicle_count: owned },
        );
      }
      if (formerlyOwned > 0) {
        throw new ConflictError(
          'No se puede eliminar el cliente: tiene historial en el taller (fue propietario de ' +
            `${formerlyOwned} ${formerlyOwned === 1 ? 'vehículo' : 'vehículos'}). ` +
            'Si es un duplicado, fusiónalo con el cliente correcto.',
          { former_vehicle_count: formerlyOwned },
        );
      }
      const orders = await this.queries.execute(new CountCustomerWorkOrdersQuery(id));
      if (orders > 0) {
        throw new ConflictError(
          `No se puede eliminar el cliente: tiene ${orders} ${orders === 1 ? 'orden' : 'órdenes'} de trabajo. ` +
            'Si es un duplicado, fusiónalo con el cliente correcto.',
          { work_order_count: orders },
        );
      }
      customer.deletedAt = new Date();
      events.record(new CustomerDeleted(customer.id, {}, actorId));
    });
  }
}
