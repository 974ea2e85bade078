import { type QueryBus } from '@nestjs/cqrs';
import { type EntityManager, type LockMode } from '@mikro-orm/postgresql';
import { normalizeVin, parsePlate } from '@px/contracts';
import { GetCustomerRefsQuery } from '@px/customers';
import { ConflictError, NotFoundError, ValidationError } from '@px/platform';
import { Vehicle, VehicleOwnership } from '../domain/vehicle.entity';
import { type VehicleFields } from './vehicle-fields';

export const VEHICLE_NOT_FOUND = 'El vehículo no existe.';

export async function loadLiveVehicle(
  em: EntityManager,
  id: string,
  lockMode?: LockMode,
): Promise<Vehicle> {
  const vehicle = await em.findOne(Vehicle, { id, deletedAt: null }, lockMode ? { lockMode } : {});
  if (!vehicle) throw new NotFoundError(VEHICLE_NOT_FOUND);
  return vehicle;
}

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
  const plate = parsePlate(fields.license_plate, fields.plate_country ?? country);
  const vin = fields.vin ? normalizeVin(fields.vin) : null;
  const others = { deletedAt: null, ...(exceptId ? { id: { $ne: exceptId } } : {}) };
  if (plate) {
    const existing = await em.findOne(Vehicle, {
      ...others,
      plateCountry: plate.country,
      plateNormalized: plate.normalized,
    });
    if (existing) {
      throw new ConflictError(
        `Ya existe un vehículo con la matrícula ${existing.licensePlate}: ${existing.make} ${existing.model}.`,
        { existing_id: existing.id, field: 'license_plate' },
      );
    }
  }
  if (vin) {
    const existing = await em.findOne(Vehicle, { ...others, vin });
    if (existing) {
      throw new ConflictError(
        `Ya existe un vehículo con el bastidor ${vin}: ${existing.licensePlate}.`,
        { existing_id: existing.id, field: 'vin' },
      );
    }
  }
}

/** 400 on `customer_id` when the owner is not a live customer. */
export async function assertOwnerExists(
  queries: QueryBus,
  customerId: string | null,
): Promise<void> {
  if (!customerId) return;
  const [owner] = await queries.execute(new GetCustomerRefsQuery([customerId]));
  if (!owner) {
    throw new ValidationError([
      { field: 'customer_id', code: 'exists', message: 'El cliente indicado no existe.' },
    ]);
  }
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
