import { type EntityManager } from '@mikro-orm/postgresql';
import { ConflictError } from '@px/platform';
import { Vehicle } from '../domain/vehicle.entity';
import { plateTakenMessage, vinTakenMessage } from '../domain/vehicle-errors';
import { type VehicleFields, vehicleIdentityOf } from '../domain/vehicle-fields';

/**
 * 409 naming the live vehicle that already has this plate (in its country) or VIN. Runs before the
 * change is applied: a query after it would auto-flush the duplicate and fail on the index instead.
 */
export async function assertIdentityIsFree(
  em: EntityManager,
  fields: Pick<VehicleFields, 'license_plate' | 'plate_country' | 'vin'>,
  country: string,
  exceptId?: string,
): Promise<void> {
  const { plate, vin } = vehicleIdentityOf(fields, country);
  const others = { deletedAt: null, ...(exceptId ? { id: { $ne: exceptId } } : {}) };
  if (plate) {
    const existing = await em.findOne(Vehicle, {
      ...others,
      plateCountry: plate.country,
      plateNormalized: plate.normalized,
    });
    if (existing) {
      throw new ConflictError(plateTakenMessage(existing), {
        existing_id: existing.id,
        field: 'license_plate',
      });
    }
  }
  if (vin) {
    const existing = await em.findOne(Vehicle, { ...others, vin });
    if (existing) {
      throw new ConflictError(vinTakenMessage(vin, existing.licensePlate), {
        existing_id: existing.id,
        field: 'vin',
      });
    }
  }
}
