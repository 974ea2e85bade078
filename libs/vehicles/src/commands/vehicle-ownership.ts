import { type QueryBus } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import { GetCustomerRefsQuery } from '@px/customers';
import { ValidationError } from '@px/platform';
import { type Vehicle, VehicleOwnership } from '../domain/vehicle.entity';
import { OWNER_NOT_FOUND } from '../domain/vehicle-errors';

/** 400 on `customer_id` when the owner is not a live customer. */
export async function assertOwnerExists(
  queries: QueryBus,
  customerId: string | null,
): Promise<void> {
  if (!customerId) return;
  const [owner] = await queries.execute(new GetCustomerRefsQuery([customerId]));
  if (!owner) throw new ValidationError([{ ...OWNER_NOT_FOUND }]);
}

/** Closes the open ownership (if any) and opens one for the new owner (if any). */
export async function transferOwnership(
  em: EntityManager,
  vehicle: Vehicle,
  customerId: string | null,
  reason: string | null,
  actorId: string | null,
  at: Date,
): Promise<VehicleOwnership | null> {
  const open = await em.findOne(VehicleOwnership, { vehicleId: vehicle.id, toAt: null });
  if (open) {
    open.toAt = at;
    // Closed before the new one is inserted: one open ownership per vehicle (unique index), and
    // the unit of work runs inserts before updates.
    await em.flush();
  }
  vehicle.customerId = customerId;
  if (!customerId) return null;
  const ownership = em.create(VehicleOwnership, {
    vehicleId: vehicle.id,
    customerId,
    fromAt: at,
    reason,
    recordedBy: actorId,
  });
  return ownership;
}
