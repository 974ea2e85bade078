export const FUELS = [
  'gasoline',
  'diesel',
  'hybrid',
  'plug_in_hybrid',
  'electric',
  'lpg',
  'cng',
  'other',
] as const;
export type Fuel = (typeof FUELS)[number];

/** SPEC §3's vehicle (search results and lists), with the fields the screens add. */
export interface VehicleSummary {
  id: string;
  license_plate: string;
  plate_country: string;
  make: string;
  model: string;
  year: number | null;
  vin: string | null;
  fuel: Fuel | null;
  customer_id: string | null;
  customer_name: string | null;
  odometer_km: number | null;
  next_itv_date: string | null;
}

export interface VehicleDetail extends VehicleSummary {
  plate_format: string;
  vehicle_version: string;
  colour: string;
  engine: string;
  odometer_read_at: string | null;
  notes: string;
  /** False when position 9 of the VIN is not its ISO 3779 check digit: shown as a warning. */
  vin_check_digit_ok: boolean | null;
  created_at: string;
  updated_at: string;
  version: number;
}

/** One odometer reading (GET/POST /api/vehicles/{id}/odometer-readings), newest first. */
export interface OdometerReading {
  id: string;
  vehicle_id: string;
  km: number;
  read_at: string;
  /** Where the figure came from: typed in, the vehicle's creation, an import, a work order… */
  source: 'manual' | 'vehicle_created' | 'import' | 'work_order' | 'reception';
  is_correction: boolean;
  reason: string | null;
  recorded_by_name: string | null;
  created_at: string;
}

export const REMINDER_KINDS = ['itv', 'service', 'other'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];
/** Where a reminder stands: due by date or km, whichever comes first (30 days / 1,000 km = soon). */
export type ReminderState = 'done' | 'overdue' | 'due_soon' | 'scheduled';

/** A service reminder (GET/POST /api/vehicles/{id}/reminders, PUT/DELETE …/reminders/{reminderId}). */
export interface ServiceReminder {
  id: string;
  vehicle_id: string;
  kind: ReminderKind;
  description: string;
  due_date: string | null; // YYYY-MM-DD
  due_km: number | null;
  done_at: string | null;
  state: ReminderState;
  created_at: string;
  updated_at: string;
  version: number;
}

/**
 * The kinds of fact in a vehicle's history. Work orders, invoices and inspections add theirs
 * when they land; a client shows an unknown kind with its title and a neutral icon.
 */
export type VehicleHistoryKind =
  | 'odometer_reading'
  | 'odometer_correction'
  | 'ownership_started'
  | 'ownership_ended'
  | 'vehicle_created'
  | (string & {});

/** One entry of GET /api/vehicles/{id}/history (newest first, paginated). */
export interface VehicleHistoryEntry {
  id: string;
  vehicle_id: string;
  occurred_at: string;
  kind: VehicleHistoryKind;
  /** Spanish summary, e.g. "Lectura de 125.400 km" or "Nuevo propietario: Ana García". */
  title: string;
  /** Kind-specific facts: km, reason, customer_id, customer_name, work_order_id… */
  details: Record<string, unknown>;
  source_type: string;
  source_id: string;
}
