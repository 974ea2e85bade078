import {
  type ApiFieldError,
  type Fuel,
  type ParsedPlate,
  normalizeVin,
  parsePlate,
} from '@px/contracts';
import { type Vehicle } from './vehicle.entity';

/** What a user can write on a vehicle (create and update share it). */
export interface VehicleFields {
  license_plate: string;
  plate_country?: string;
  vin?: string | null;
  make: string;
  model: string;
  vehicle_version?: string;
  year?: number | null;
  fuel?: Fuel | null;
  colour?: string;
  engine?: string;
  next_itv_date?: string | null;
  notes?: string;
}

/**
 * The plate and VIN the fields give a vehicle, as the uniqueness among live vehicles compares them:
 * the plate read for its country (`country` when the fields do not say; null when it cannot be
 * one), the VIN normalised.
 */
export function vehicleIdentityOf(
  fields: Pick<VehicleFields, 'license_plate' | 'plate_country' | 'vin'>,
  country: string,
): { plate: ParsedPlate | null; vin: string | null } {
  return {
    plate: parsePlate(fields.license_plate, fields.plate_country ?? country),
    vin: fields.vin ? normalizeVin(fields.vin) : null,
  };
}

/** The 400 of a plate that cannot be one of its country's. */
export function invalidPlateError(country: string): ApiFieldError {
  return {
    field: 'license_plate',
    code: 'isLicensePlate',
    message:
      country === 'ES'
        ? 'La matrícula no tiene un formato español válido (por ejemplo 1234 BCD o M-1234-AB). Si es extranjera, indica su país.'
        : 'La matrícula extranjera debe tener entre 2 y 12 letras o cifras.',
  };
}

/**
 * Writes the fields onto the vehicle: the plate parsed for its country and stored as printed plus
 * normalised; the VIN normalised. Returns the names that changed, or the problem of a plate that
 * cannot be one (and then writes nothing).
 */
export function applyVehicleFields(
  vehicle: Vehicle,
  fields: VehicleFields,
): { changed: string[] } | { problem: ApiFieldError } {
  const country = (fields.plate_country ?? vehicle.plateCountry ?? 'ES').trim().toUpperCase();
  const plate = parsePlate(fields.license_plate, country);
  if (!plate) return { problem: invalidPlateError(country) };
  const changed: string[] = [];
  const set = <K extends keyof Vehicle>(key: K, value: Vehicle[K], name: string) => {
    if (JSON.stringify(vehicle[key]) !== JSON.stringify(value)) {
      vehicle[key] = value;
      changed.push(name);
    }
  };
  set('licensePlate', plate.display, 'license_plate');
  set('plateNormalized', plate.normalized, 'license_plate');
  set('plateCountry', plate.country, 'plate_country');
  set('plateFormat', plate.format, 'license_plate');
  if (fields.vin !== undefined) {
    const vin = (fields.vin ?? '').trim();
    set('vin', vin ? normalizeVin(vin) : null, 'vin');
  }
  set('make', fields.make.trim(), 'make');
  set('model', fields.model.trim(), 'model');
  if (fields.vehicle_version !== undefined)
    set('vehicleVersion', fields.vehicle_version.trim(), 'vehicle_version');
  if (fields.year !== undefined) set('year', fields.year, 'year');
  if (fields.fuel !== undefined) set('fuel', fields.fuel, 'fuel');
  if (fields.colour !== undefined) set('colour', fields.colour.trim(), 'colour');
  if (fields.engine !== undefined) set('engine', fields.engine.trim(), 'engine');
  if (fields.next_itv_date !== undefined) set('nextItvDate', fields.next_itv_date, 'next_itv_date');
  if (fields.notes !== undefined) set('notes', fields.notes.trim(), 'notes');
  return { changed: [...new Set(changed)] };
}
