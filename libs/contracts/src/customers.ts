export const CUSTOMER_TYPES = ['person', 'company'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

export const CONSENT_CHANNELS = ['in_person', 'paper', 'email', 'phone', 'web', 'import'] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];

/** A row of the customers list. */
export interface CustomerSummary {
  id: string;
  type: CustomerType;
  full_name: string;
  first_name: string;
  last_name: string;
  company_name: string;
  nif: string | null;
  email: string | null;
  phone: string | null;
  mobile_phone: string | null;
  city: string;
  tags: string[];
  created_at: string;
}

/** One customer with everything the detail and edit screens show. */
export interface CustomerDetail extends CustomerSummary {
  address: string;
  postal_code: string;
  province: string;
  country: string;
  notes: string;
  gdpr_consent_at: string | null;
  gdpr_consent_channel: ConsentChannel | null;
  marketing_consent: boolean;
  marketing_consent_at: string | null;
  marketing_consent_channel: ConsentChannel | null;
  merged_into_id: string | null;
  updated_at: string;
  version: number;
}

/** SPEC §3's customer search result; matchType "plate" carries the plate that matched. */
export interface CustomerSearchResult {
  id: string;
  full_name: string;
  first_name: string;
  last_name: string;
  company_name: string;
  email: string | null;
  phone: string | null;
  mobile_phone: string | null;
  nif: string | null;
  matchType: 'plate' | 'nif' | 'name' | 'email' | 'phone';
  matchedPlate: string | null;
}

/** POST /api/customers/{id}/merge body: the duplicate `source_id` is merged into `{id}`. */
export interface MergeCustomersRequest {
  source_id: string;
}

/** The merge's record, returned by the merge call and listed on the kept customer. */
export interface CustomerMergeRecord {
  id: string;
  kept_id: string;
  merged_id: string;
  merged_name: string;
  moved_vehicle_ids: string[];
  merged_at: string;
  actor_name: string | null;
}

/** One entry of GET /api/customers/{id}/history: the customer's own facts and their vehicles'. */
export interface CustomerHistoryEntry {
  id: string;
  occurred_at: string;
  /** customer_created, customer_merged, gdpr_consent, marketing_consent, plus every vehicle kind. */
  kind: string;
  title: string;
  vehicle_id: string | null;
  license_plate: string | null;
  details: Record<string, unknown>;
}

/**
 * The CSV columns of import and export (header row, `;` or `,` separated, UTF-8). One row per
 * vehicle; a customer without vehicles has one row with the vehicle columns empty; rows of the
 * same customer repeat its columns (matched by NIF, else by the exact name + phone).
 */
export const CUSTOMER_CSV_COLUMNS = [
  'type',
  'first_name',
  'last_name',
  'company_name',
  'nif',
  'email',
  'phone',
  'mobile_phone',
  'address',
  'postal_code',
  'city',
  'province',
  'country',
  'notes',
  'tags',
  'gdpr_consent_at',
  'marketing_consent',
  'license_plate',
  'plate_country',
  'vin',
  'make',
  'model',
  'vehicle_version',
  'year',
  'fuel',
  'colour',
  'odometer_km',
  'next_itv_date',
] as const;
export type CustomerCsvColumn = (typeof CUSTOMER_CSV_COLUMNS)[number];

/** POST /api/customers/import body: the file's text and whether to only check it. */
export interface CustomerImportRequest {
  csv: string;
  dry_run: boolean;
}

/** A row the import refuses: its line in the file (header = 1), the column and why. */
export interface CustomerImportRowError {
  line: number;
  column: CustomerCsvColumn | null;
  message: string;
}

/**
 * The import's answer. A dry run and a refused commit list every row error and change nothing;
 * a commit (`committed: true`) created everything in one transaction.
 */
export interface CustomerImportReport {
  dry_run: boolean;
  committed: boolean;
  rows: number;
  customers_to_create: number;
  vehicles_to_create: number;
  errors: CustomerImportRowError[];
}

/** What a user writes on a customer: the body of POST and PUT /api/customers. */
export interface CustomerInput {
  type: CustomerType;
  first_name?: string;
  last_name?: string;
  company_name?: string;
  nif?: string | null;
  email?: string | null;
  phone?: string | null;
  mobile_phone?: string | null;
  address?: string;
  postal_code?: string;
  city?: string;
  province?: string;
  country?: string;
  notes?: string;
  tags?: string[];
  gdpr_consent?: boolean;
  gdpr_consent_channel?: ConsentChannel | null;
  marketing_consent?: boolean;
  marketing_consent_channel?: ConsentChannel | null;
}
