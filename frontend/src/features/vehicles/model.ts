import {
  FUELS,
  type Fuel,
  type VehicleDetail,
  hasValidVinCheckDigit,
  isValidVin,
  normalizeVin,
  parsePlate,
} from '@px/contracts';
import type { VehicleInput } from './api';

export { FUELS };

export interface VehicleFormValues {
  license_plate: string;
  plate_country: string;
  vin: string;
  make: string;
  model: string;
  vehicle_version: string;
  year: number | null;
  fuel: Fuel | null;
  colour: string;
  engine: string;
  next_itv_date: string | null;
  notes: string;
  customer_id: string | null;
  odometer_km: number | null;
}

export const EMPTY_VEHICLE: VehicleFormValues = {
  license_plate: '',
  plate_country: 'ES',
  vin: '',
  make: '',
  model: '',
  vehicle_version: '',
  year: null,
  fuel: null,
  colour: '',
  engine: '',
  next_itv_date: null,
  notes: '',
  customer_id: null,
  odometer_km: null,
};

export function formValuesOf(vehicle: VehicleDetail): VehicleFormValues {
  return {
    license_plate: vehicle.license_plate,
    plate_country: vehicle.plate_country,
    vin: vehicle.vin ?? '',
    make: vehicle.make,
    model: vehicle.model,
    vehicle_version: vehicle.vehicle_version,
    year: vehicle.year,
    fuel: vehicle.fuel,
    colour: vehicle.colour,
    engine: vehicle.engine,
    next_itv_date: vehicle.next_itv_date,
    notes: vehicle.notes,
    customer_id: vehicle.customer_id,
    odometer_km: vehicle.odometer_km,
  };
}

/** What the API receives; the first odometer reading only when creating. */
export function inputOf(values: VehicleFormValues, creating: boolean): VehicleInput {
  const text = (value: string | null | undefined) => (value ?? '').trim();
  return {
    license_plate: text(values.license_plate),
    plate_country: text(values.plate_country).toUpperCase() || 'ES',
    vin: text(values.vin) === '' ? null : normalizeVin(values.vin),
    make: text(values.make),
    model: text(values.model),
    vehicle_version: text(values.vehicle_version),
    year: values.year ?? null,
    fuel: values.fuel ?? null,
    colour: text(values.colour),
    engine: text(values.engine),
    next_itv_date: values.next_itv_date || null,
    notes: values.notes ?? '',
    customer_id: values.customer_id ?? null,
    ...(creating ? { odometer_km: values.odometer_km ?? null } : {}),
  };
}

/** The plate as it will be printed, or null when it is not a valid plate of that country. */
export function printedPlate(raw: string, country: string): string | null {
  return parsePlate(raw, country || 'ES')?.display ?? null;
}

export type VinCheck = 'empty' | 'invalid' | 'check_digit_warning' | 'ok';

/** A VIN is refused when malformed; a wrong ISO 3779 check digit is only a warning. */
export function checkVin(raw: string): VinCheck {
  if (raw.trim() === '') return 'empty';
  if (!isValidVin(raw)) return 'invalid';
  return hasValidVinCheckDigit(raw) ? 'ok' : 'check_digit_warning';
}

/** "Seat León 2019". */
export const vehicleName = (vehicle: { make: string; model: string; year: number | null }) =>
  [vehicle.make, vehicle.model, vehicle.year].filter(Boolean).join(' ');

/** Days from today to an ISO date (negative when past), for the ITV colour. */
export function daysUntil(isoDate: string, today = new Date()): number {
  const start = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  return Math.round((Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`) - start) / 86_400_000);
}

/** An ITV due within this many days is shown as "soon" (the reminders use the same 30 days). */
export const ITV_SOON_DAYS = 30;

export type ItvStatus = 'overdue' | 'soon' | 'ok';

/** Whether the next ITV has passed, is near (≤ 30 days) or is far off. */
export function itvStatus(
  isoDate: string,
  today = new Date(),
): { status: ItvStatus; days: number } {
  const days = daysUntil(isoDate, today);
  return { status: days < 0 ? 'overdue' : days <= ITV_SOON_DAYS ? 'soon' : 'ok', days };
}

/** Where a reminder is due: its date, its kilometres, or both ("whichever comes first"). */
export function reminderDue(
  reminder: { due_date: string | null; due_km: number | null },
  format: { day: (isoDate: string) => string; km: (value: number) => string },
): string[] {
  return [
    reminder.due_date ? format.day(reminder.due_date) : null,
    reminder.due_km !== null ? format.km(reminder.due_km) : null,
  ].filter((part): part is string => part !== null);
}
