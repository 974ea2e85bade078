import { type EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError } from '@px/platform';
import { Customer } from '../domain/customer.entity';
import { CUSTOMER_NOT_FOUND } from '../domain/customer-errors';

/** Loads a live customer inside a command, or 404. */
export async function loadLiveCustomer(em: EntityManager, id: string): Promise<Customer> {
  const customer = await em.findOne(Customer, { id, deletedAt: null, mergedIntoId: null });
  if (!customer) throw new NotFoundError(CUSTOMER_NOT_FOUND);
  return customer;
}
