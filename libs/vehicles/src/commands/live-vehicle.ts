import { type EntityManager, type LockMode } from '@mikro-orm/postgresql';
import { NotFoundError } from '@px/platform';
import { Vehicle } from '../domain/vehicle.entity';
import { VEHICLE_NOT_FOUND } from '../domain/vehicle-errors';

/** Loads a live vehicle inside a command (locked when asked), or 404. */
export async function loadLiveVehicle(
  em: EntityManager,
  id: string,
  lockMode?: LockMode,
): Promise<Vehicle> {
  const vehicle = await em.findOne(Vehicle, { id, deletedAt: null }, lockMode ? { lockMode } : {});
  if (!vehicle) throw new NotFoundError(VEHICLE_NOT_FOUND);
  return vehicle;
}
