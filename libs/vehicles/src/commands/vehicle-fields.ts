import { type Fuel, normalizeVin, parsePlate } from '@px/contracts';
import { ValidationError } from '@px/platform';
import { type Vehicle } from '../domain/vehicle.entity';

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
 * Writes the fields onto the vehicle: the plate parsed for its country (400 when it cannot be one)
 * and stored as printed plus normalised; the VIN normalised. Returns the names that changed.
 */
export function applyVehicleFields(vehicle: Vehicle, fields: VehicleFields): string[] {
  const country = (fields.plate_country ?? vehicle.plateCountry ?? 'ES').trim().toUpperCase();
  const plate = parsePlate(fields.license_plate, country);
  if (!plate) {
    throw new ValidationError([
      {
        field: 'license_plate',
        code: 'isLicensePlate',
        message:
          country === 'ES'
            ? 'La matrícula no tiene un formato español válido (por ejemplo 1234 BCD o M-1234-AB). Si es extranjera, indica su país.'
            : 'La matrícula extranjera debe tener entre 2 y 12 letras o cifras.',
      },
    ]);
  }
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
  return [...new Set(changed)];
}
