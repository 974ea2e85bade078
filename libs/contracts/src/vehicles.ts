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
