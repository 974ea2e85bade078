import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import { CommandTransaction, VersionConflictError } from '@px/platform';
import { type CustomerFields, applyCustomerFields, nifOf } from '../domain/customer-fields';
import { CustomerUpdated } from '../events/customer.events';
import { assertNifIsFree } from './customer-uniqueness';
import { loadLiveCustomer } from './live-customer';

/** Edits a customer. `version` is the one the client read: a stale one is a 409 carrying the current version. */
export class UpdateCustomerCommand extends Command<void> {
  constructor(
    readonly id: string,
    readonly version: number,
    readonly fields: CustomerFields,
    readonly actorId: string,
  ) {
    super();
  }
}

@CommandHandler(UpdateCustomerCommand)
export class UpdateCustomerHandler implements ICommandHandler<UpdateCustomerCommand, void> {
  constructor(private readonly commands: CommandTransaction) {}

  execute({ id, version, fields, actorId }: UpdateCustomerCommand): Promise<void> {
    return this.commands.run(async (em: EntityManager, events) => {
      const customer = await loadLiveCustomer(em, id);
      if (customer.version !== version) throw new VersionConflictError(customer.version);
      // Checked before the change: a query after it would auto-flush the duplicate first.
      if (fields.nif !== undefined && nifOf(fields.nif) !== customer.nif) {
        await assertNifIsFree(em, nifOf(fields.nif), customer.id);
      }
      const changed = applyCustomerFields(customer, fields, new Date());
      if (!changed.length) return;
      events.record(new CustomerUpdated(customer.id, { changed }, actorId));
    });
  }
}
