import { type EntityManager } from '@mikro-orm/postgresql';
import { ConflictError } from '@px/platform';
import { Customer } from '../domain/customer.entity';
import { duplicateNifMessage } from '../domain/customer-errors';
import { customerFullName } from '../domain/customer-name';

/** 409 naming the live customer that already has this tax id (duplicates are the shop's bane). */
export async function assertNifIsFree(
  em: EntityManager,
  nif: string | null,
  exceptId?: string,
): Promise<void> {
  if (!nif) return;
  const existing = await em.findOne(Customer, {
    nif,
    deletedAt: null,
    ...(exceptId ? { id: { $ne: exceptId } } : {}),
  });
  if (existing) {
    throw new ConflictError(duplicateNifMessage(nif, customerFullName(existing)), {
      existing_id: existing.id,
      field: 'nif',
    });
  }
}
