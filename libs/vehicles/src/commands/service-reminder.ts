import { type EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError } from '@px/platform';
import { ServiceReminder } from '../domain/vehicle.entity';
import { REMINDER_NOT_FOUND } from '../domain/vehicle-errors';
import { loadLiveVehicle } from './live-vehicle';

/** Loads one of a live vehicle's reminders inside a command, or 404 (vehicle's or reminder's). */
export async function loadReminder(
  em: EntityManager,
  vehicleId: string,
  reminderId: string,
): Promise<ServiceReminder> {
  await loadLiveVehicle(em, vehicleId);
  const reminder = await em.findOne(ServiceReminder, { id: reminderId, vehicleId });
  if (!reminder) throw new NotFoundError(REMINDER_NOT_FOUND);
  return reminder;
}
