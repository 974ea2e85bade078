import { Injectable } from '@nestjs/common';
import { type EntityManager } from '@mikro-orm/postgresql';
import { CommandTransaction, NotFoundError, VersionConflictError } from '@px/platform';
import { Customer } from '../domain/customer.entity';
import { CustomerUpdated } from '../events/customer.events';
import { type CustomerFields, applyCustomerFields, nifOf } from './customer-fields';
import { assertNifIsFree } from './customer-uniqueness';

export const CUSTOMER_NOT_FOUND = 'El cliente no existe.';

/** Loads a live customer inside a command, or 404. */
export async function loadLiveCustomer(em: EntityManager, id: string): Promise<Customer> {
  const customer = await em.findOne(Customer, { id, deletedAt: null, mergedIntoId: null });
  if (!customer) throw new NotFoundError(CUSTOMER_NOT_FOUND);
  return customer;
}

@Injectable()
export class UpdateCustomerHandler {
  constructor(private readonly commands: CommandTransaction) {}

  /** `version` is the one the client read: a stale one is a 409 carrying the current version. */
  execute(id: string, version: number, fields: CustomerFields, actorId: string): Promise<void> {
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
