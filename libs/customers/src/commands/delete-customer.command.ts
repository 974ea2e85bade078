import { Command, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import { CommandTransaction, ConflictError } from '@px/platform';
import { vehicleTiesConflict, workOrdersConflict } from '../domain/customer-deletion';
import { CustomerDeleted } from '../events/customer.events';
import { CountCustomerVehiclesQuery } from '../queries/customer-vehicle-footprint.query';
import { CountCustomerWorkOrdersQuery } from '../queries/customer-work-orders.query';
import { loadLiveCustomer } from './live-customer';

/**
 * Soft delete. A customer who owns vehicles, or owned them before, cannot go, nor can one with work
 * orders (domain/customer-deletion). Later modules (invoices) add their own reasons here.
 */
export class DeleteCustomerCommand extends Command<void> {
  constructor(
    readonly id: string,
    readonly actorId: string,
  ) {
    super();
  }
}

@CommandHandler(DeleteCustomerCommand)
export class DeleteCustomerHandler implements ICommandHandler<DeleteCustomerCommand, void> {
  constructor(
    private readonly commands: CommandTransaction,
    private readonly queries: QueryBus,
  ) {}

  async execute({ id, actorId }: DeleteCustomerCommand): Promise<void> {
    await this.commands.run(async (em: EntityManager, events) => {
      const customer = await loadLiveCustomer(em, id);
      const conflict =
        vehicleTiesConflict(await this.queries.execute(new CountCustomerVehiclesQuery(id))) ??
        workOrdersConflict(await this.queries.execute(new CountCustomerWorkOrdersQuery(id)));
      if (conflict) throw new ConflictError(conflict.message, conflict.details);
      customer.deletedAt = new Date();
      events.record(new CustomerDeleted(customer.id, {}, actorId));
    });
  }
}
