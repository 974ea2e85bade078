import {
  type CustomerImportRowError,
  FUELS,
  type Fuel,
  isValidVin,
  normalizeVin,
  parsePlate,
} from '@px/contracts';
import { MAX_ODOMETER_KM } from './odometer';

/** A vehicle read from an import row. */
export interface ImportedVehicle {
  plate: { display: string; normalized: string; country: string; format: string };
  vin: string | null;
  make: string;
  model: string;
  vehicleVersion: string;
  year: number | null;
  fuel: Fuel | null;
  colour: string;
  odometerKm: number | null;
  nextItvDate: string | null;
}

/** The longest text each column takes (the table's limits: longer would fail on commit). */
const MAX_LENGTH = {
  make: 60,
  model: 80,
  vehicle_version: 120,
  colour: 40,
} as const;

const FUEL_LABELS: Record<string, Fuel> = {
  gasolina: 'gasoline',
  diesel: 'diesel',
  gasoil: 'diesel',
  gasoleo: 'diesel',
  hibrido: 'hybrid',
  'hibrido enchufable': 'plug_in_hybrid',
  phev: 'plug_in_hybrid',
  electrico: 'electric',
  glp: 'lpg',
  gnc: 'cng',
  otro: 'other',
};

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[\s_]+/g, ' ')
    .trim();

function importDate(raw: string): string | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw);
  const spanish = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(raw);
  const parts = iso
    ? [iso[1], iso[2], iso[3]]
    : spanish
      ? [spanish[3], spanish[2].padStart(2, '0'), spanish[1].padStart(2, '0')]
      : null;
  if (!parts) return null;
  const date = parts.join('-');
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date ? null : date;
}

/** Reads the vehicle columns of one row: the vehicle, or every column's Spanish reason. */
export function readVehicleRow(
  values: Record<string, string>,
  line: number,
): { vehicle: ImportedVehicle | null; errors: CustomerImportRowError[] } {
  const errors: CustomerImportRowError[] = [];
  const value = (column: string) => (values[column] ?? '').trim();
  const fail = (column: CustomerImportRowError['column'], message: string) =>
    errors.push({ line, column, message });

  const country = (value('plate_country') || 'ES').toUpperCase();
  const countryOk = /^[A-Z]{2}$/.test(country);
  if (!countryOk)
    fail('plate_country', 'El país de la matrícula debe ser un código de dos letras.');
  const plate = value('license_plate') ? parsePlate(value('license_plate'), country) : null;
  if (!value('license_plate')) fail('license_plate', 'Falta la matrícula del vehículo.');
  // A plate is read by its country's rules: with no valid country, only the country is wrong.
  else if (!plate && countryOk)
    fail('license_plate', `«${value('license_plate')}» no es una matrícula válida de ${country}.`);
  const vin = value('vin') ? normalizeVin(value('vin')) : null;
  if (vin && !isValidVin(vin))
    fail('vin', `«${value('vin')}» no es un bastidor válido: 17 caracteres sin I, O ni Q.`);
  if (!value('make')) fail('make', 'Falta la marca del vehículo.');
  if (!value('model')) fail('model', 'Falta el modelo del vehículo.');
  for (const column of Object.keys(MAX_LENGTH) as (keyof typeof MAX_LENGTH)[]) {
    const max = MAX_LENGTH[column];
    if (value(column).length > max) fail(column, `No puede superar los ${max} caracteres.`);
  }
  const year = value('year') ? Number(value('year')) : null;
  if (year !== null && (!Number.isInteger(year) || year < 1900 || year > 2100)) {
    fail('year', 'El año debe estar entre 1900 y 2100.');
  }
  const fuelText = fold(value('fuel'));
  const fuel = fuelText
    ? (FUELS as readonly string[]).includes(fuelText.replace(/ /g, '_'))
      ? (fuelText.replace(/ /g, '_') as Fuel)
      : FUEL_LABELS[fuelText]
    : null;
  if (fuelText && !fuel) fail('fuel', `Combustible desconocido: «${value('fuel')}».`);
  // Digits, optionally with thousands dots or spaces (`125.400`): a decimal is not a reading.
  const kmText = value('odometer_km');
  const km = !kmText
    ? null
    : /^\d+$|^\d{1,3}([. ]\d{3})+$/.test(kmText)
      ? Number(kmText.replace(/[. ]/g, ''))
      : Number.NaN;
  if (km !== null && (!Number.isInteger(km) || km < 0 || km > MAX_ODOMETER_KM)) {
    fail('odometer_km', 'Los kilómetros deben ser un número entero entre 0 y 2.000.000.');
  }
  const itv = value('next_itv_date') ? importDate(value('next_itv_date')) : null;
  if (value('next_itv_date') && !itv)
    fail('next_itv_date', 'La fecha de la ITV debe ser AAAA-MM-DD o DD/MM/AAAA.');
  if (errors.length || !plate) return { vehicle: null, errors };
  return {
    vehicle: {
      plate: {
        display: plate.display,
        normalized: plate.normalized,
        country: plate.country,
        format: plate.format,
      },
      vin,
      make: value('make'),
      model: value('model'),
      vehicleVersion: value('vehicle_version'),
      year,
      fuel: fuel ?? null,
      colour: value('colour'),
      odometerKm: km,
      nextItvDate: itv,
    },
    errors,
  };
}

/** An import row as the vehicles part reads it: its line and vehicle columns as written. */
export interface VehicleImportRow {
  line: number;
  values: Record<string, string>;
}

/**
 * Every row read, with the duplicates inside the file (same plate in its country, same VIN)
 * reported on their later line and left out.
 */
export function readImportedVehicles<R extends VehicleImportRow>(
  rows: readonly R[],
): { vehicles: { row: R; vehicle: ImportedVehicle }[]; errors: CustomerImportRowError[] } {
  const errors: CustomerImportRowError[] = [];
  const vehicles: { row: R; vehicle: ImportedVehicle }[] = [];
  const plates = new Map<string, number>();
  const vins = new Map<string, number>();
  for (const row of rows) {
    const read = readVehicleRow(row.values, row.line);
    errors.push(...read.errors);
    if (!read.vehicle) continue;
    const plateKey = `${read.vehicle.plate.country}:${read.vehicle.plate.normalized}`;
    const samePlate = plates.get(plateKey);
    if (samePlate !== undefined) {
      errors.push({
        line: row.line,
        column: 'license_plate',
        message: `La matrícula ${read.vehicle.plate.display} ya está en la línea ${samePlate} del archivo.`,
      });
      continue;
    }
    plates.set(plateKey, row.line);
    if (read.vehicle.vin) {
      const sameVin = vins.get(read.vehicle.vin);
      if (sameVin !== undefined) {
        errors.push({
          line: row.line,
          column: 'vin',
          message: `El bastidor ${read.vehicle.vin} ya está en la línea ${sameVin} del archivo.`,
        });
        continue;
      }
      vins.set(read.vehicle.vin, row.line);
    }
    vehicles.push({ row, vehicle: read.vehicle });
  }
  return { vehicles, errors };
}
