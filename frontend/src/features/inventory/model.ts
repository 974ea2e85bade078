/**
 * The pure rules of /inventory (the parts desk's screen), kept apart so they can be tested: which
 * tab the address opens, the parts and suppliers lists' state in the address, euros ↔ cents,
 * quantities and their signs, the stock adjustment, and the part and supplier forms' request
 * bodies.
 */
import {
  MAX_STOCK_QUANTITY,
  PART_CATEGORIES,
  PART_CSV_COLUMNS,
  PART_UNITS,
  type PartCategory,
  type PartCsvColumn,
  type PartFields,
  type PartUnit,
  type PartView,
  type StockAdjustmentInput,
  type StockMovementKind,
  type StockMovementView,
  type SupplierView,
  WHOLE_UNITS,
} from '@px/contracts';
import { centsToEuros, eurosToCents } from '@/shared/pricing';

// The money conversion every form shares, for the screens that import it from here.
export { centsToEuros, eurosToCents };

// ── Tabs ───────────────────────────────────────────────────────────────────────────────────────

/**
 * The tab the address names (`?tab=suppliers`), if the user may see it; else the first one they
 * may see (the first tab is the default and stays out of the address).
 */
export function tabOf<K extends string>(param: string | null, available: readonly K[]): K | null {
  const found = available.find((key) => key === param);
  return found ?? available[0] ?? null;
}

// ── Numbers ────────────────────────────────────────────────────────────────────────────────────

/** A price without VAT plus its VAT, in cents: 1000 at 21 % → 1210. */
export function withVatCents(cents: number, vatPercent: number): number {
  return Math.round((cents * (100 + vatPercent)) / 100);
}

/** Quantities have at most three decimals (litres of oil): sums are rounded back to them. */
export function roundQuantity(value: number): number {
  return Math.round(value * 1000) / 1000;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

function quantityFormat(locale: string): Intl.NumberFormat {
  const tag = locale.startsWith('en') ? 'en-GB' : 'es-ES';
  let format = numberFormats.get(tag);
  if (!format) {
    format = new Intl.NumberFormat(tag, { maximumFractionDigits: 3, useGrouping: 'always' });
    numberFormats.set(tag, format);
  }
  return format;
}

/** A quantity as a number in the interface language: 1234.5 → "1.234,5" (es) or "1,234.5" (en). */
export function formatAmount(value: number, locale = 'es'): string {
  return quantityFormat(locale).format(Number.isFinite(value) ? value : 0);
}

/** The true minus sign: a hyphen reads as a dash and screen readers skip it. */
export const MINUS = '\u2212';

/**
 * A movement's quantity with its sign always written (colour only repeats it): 10 → "+10",
 * −2.5 → "−2,5", 0 → "0".
 */
export function formatSignedAmount(value: number, locale = 'es'): string {
  if (!Number.isFinite(value) || value === 0) return formatAmount(0, locale);
  const text = formatAmount(Math.abs(value), locale);
  return value > 0 ? `+${text}` : `${MINUS}${text}`;
}

/** How many decimals a quantity of the unit takes: none for parts counted in units. */
export function quantityPrecision(unit: PartUnit): number {
  return WHOLE_UNITS.includes(unit) ? 0 : 3;
}

/**
 * What is wrong with a quantity typed as a positive amount, as a message id (null when it is
 * fine): the API's rules (above zero, at most MAX_STOCK_QUANTITY, three decimals, whole units).
 */
export function quantityProblem(value: number | null | undefined, unit: PartUnit): string | null {
  if (value === null || value === undefined || !Number.isFinite(value)) {
    return 'inventory.adjust.quantityRequired';
  }
  if (value <= 0) return 'inventory.adjust.quantityPositive';
  if (value > MAX_STOCK_QUANTITY) return 'inventory.adjust.quantityMax';
  if (roundQuantity(value) !== value) return 'inventory.adjust.quantityDecimals';
  if (WHOLE_UNITS.includes(unit) && !Number.isInteger(value)) {
    return 'inventory.adjust.quantityWhole';
  }
  return null;
}

// ── Labels ─────────────────────────────────────────────────────────────────────────────────────

export const categoryMessageId = (category: PartCategory) => `inventory.category.${category}`;
export const unitMessageId = (unit: PartUnit) => `inventory.unit.${unit}`;
export const movementMessageId = (kind: StockMovementKind) => `inventory.movement.${kind}`;

export function isPartCategory(value: unknown): value is PartCategory {
  return typeof value === 'string' && (PART_CATEGORIES as readonly string[]).includes(value);
}

export function isPartUnit(value: unknown): value is PartUnit {
  return typeof value === 'string' && (PART_UNITS as readonly string[]).includes(value);
}

/** "Principal · E-12", or the warehouse alone. */
export function locationText(part: { warehouse: string; shelf: string | null }): string {
  return part.shelf ? `${part.warehouse} · ${part.shelf}` : part.warehouse;
}

/** Where a movement comes from, besides its reason: a purchase order or a work order. */
export type MovementDocument =
  | { kind: 'purchase_order'; id: string; number: string }
  | { kind: 'work_order'; id: string }
  | null;

export function movementDocument(movement: StockMovementView): MovementDocument {
  if (movement.purchase_order_id) {
    return {
      kind: 'purchase_order',
      id: movement.purchase_order_id,
      number: movement.purchase_order_number ?? '',
    };
  }
  if (movement.work_order_id) return { kind: 'work_order', id: movement.work_order_id };
  return null;
}

/**
 * The document line under a movement's reason: none for a purchase order the reason already
 * names ("Pedido PC-2026-00073" twice reads as two orders).
 */
export function movementDocumentLine(movement: StockMovementView): MovementDocument {
  const document = movementDocument(movement);
  if (
    document?.kind === 'purchase_order' &&
    document.number &&
    (movement.reason ?? '').includes(document.number)
  ) {
    return null;
  }
  return document;
}

// ── The lists' state in the address ────────────────────────────────────────────────────────────

export const PART_PAGE_SIZES = [20, 50, 100] as const;
export const DEFAULT_PART_PAGE_SIZE = PART_PAGE_SIZES[0];
export const SUPPLIER_PAGE_SIZES = [20, 50, 100] as const;
export const DEFAULT_SUPPLIER_PAGE_SIZE = SUPPLIER_PAGE_SIZES[0];
export const MOVEMENTS_PAGE_SIZE = 10;
export const SEARCH_MAX_LENGTH = 100;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TRUE = ['true', '1'];

function pageOf(params: URLSearchParams): number {
  return Math.max(1, Math.floor(Number(params.get('page'))) || 1);
}

function limitOf(params: URLSearchParams, sizes: readonly number[]): number {
  const limit = Number(params.get('limit'));
  return sizes.includes(limit) ? limit : sizes[0]!;
}

function textOf(params: URLSearchParams, key: string, max: number): string | undefined {
  const value = params.get(key)?.trim().slice(0, max);
  return value ? value : undefined;
}

/** The Piezas tab's filters, page and opened part, as read from the query string. */
export interface PartListState {
  /** Reference, name, brand or barcode ('' for none). */
  q: string;
  category: PartCategory | undefined;
  brand: string | undefined;
  warehouse: string | undefined;
  belowMinimum: boolean;
  includeInactive: boolean;
  page: number;
  limit: number;
  /** The part whose drawer is open (?part=<id>). */
  part: string | null;
}

/** Reads the parts list's state, ignoring what is not valid (an unknown category, a bad id). */
export function partListStateOf(params: URLSearchParams): PartListState {
  const category = params.get('category');
  const part = params.get('part');
  return {
    q: textOf(params, 'q', SEARCH_MAX_LENGTH) ?? '',
    category: isPartCategory(category) ? category : undefined,
    brand: textOf(params, 'brand', 60),
    warehouse: textOf(params, 'warehouse', 40),
    belowMinimum: TRUE.includes(params.get('below_minimum') ?? ''),
    includeInactive: TRUE.includes(params.get('include_inactive') ?? ''),
    page: pageOf(params),
    limit: limitOf(params, PART_PAGE_SIZES),
    part: part && UUID.test(part) ? part : null,
  };
}

/** The filters GET /api/parts and its CSV export take (empty ones left out). */
export interface PartFilterParams {
  q?: string;
  category?: PartCategory;
  brand?: string;
  warehouse?: string;
  below_minimum?: boolean;
  include_inactive?: boolean;
}

export interface PartListParams extends PartFilterParams {
  page: number;
  limit: number;
}

export function partFilterQueryOf(state: PartListState): PartFilterParams {
  const query: PartFilterParams = {};
  if (state.q) query.q = state.q;
  if (state.category) query.category = state.category;
  if (state.brand) query.brand = state.brand;
  if (state.warehouse) query.warehouse = state.warehouse;
  if (state.belowMinimum) query.below_minimum = true;
  if (state.includeInactive) query.include_inactive = true;
  return query;
}

export function partListQueryOf(state: PartListState): PartListParams {
  return { ...partFilterQueryOf(state), page: state.page, limit: state.limit };
}

/** Whether any filter narrows the list ("Ver inactivas" widens it, so it is no filter). */
export function isPartListFiltered(state: PartListState): boolean {
  return Boolean(state.q || state.category || state.brand || state.warehouse || state.belowMinimum);
}

/** The address changes that clear every filter (back to page 1, the drawer closed). */
export const CLEARED_PART_FILTERS = {
  q: undefined,
  category: undefined,
  brand: undefined,
  warehouse: undefined,
  below_minimum: undefined,
} as const;

/** The address changes of a new page or page size (defaults kept out of the address). */
export function pageChange(
  currentLimit: number,
  defaultLimit: number,
  page: number,
  limit: number,
): { page: string | undefined; limit: string | undefined } {
  const sizeChanged = limit !== currentLimit;
  return {
    page: sizeChanged || page <= 1 ? undefined : String(page),
    limit: limit === defaultLimit ? undefined : String(limit),
  };
}

/** The Proveedores tab's search and page. */
export interface SupplierListState {
  q: string;
  includeInactive: boolean;
  page: number;
  limit: number;
}

export function supplierListStateOf(params: URLSearchParams): SupplierListState {
  return {
    q: textOf(params, 'q', SEARCH_MAX_LENGTH) ?? '',
    includeInactive: TRUE.includes(params.get('include_inactive') ?? ''),
    page: pageOf(params),
    limit: limitOf(params, SUPPLIER_PAGE_SIZES),
  };
}

export interface SupplierListParams {
  q?: string;
  include_inactive?: boolean;
  page: number;
  limit: number;
}

export function supplierListQueryOf(state: SupplierListState): SupplierListParams {
  const query: SupplierListParams = { page: state.page, limit: state.limit };
  if (state.q) query.q = state.q;
  if (state.includeInactive) query.include_inactive = true;
  return query;
}

// ── Stock adjustment ───────────────────────────────────────────────────────────────────────────

/** "Entrada" adds to the shelf, "Salida" takes from it: the user types a positive amount. */
export type AdjustmentDirection = 'in' | 'out';

export interface AdjustmentFormValues {
  direction: AdjustmentDirection;
  amount: number | null;
  reason: string;
  /** Only for an entry: the cost the units enter at (empty: the average cost). */
  unit_cost_euros: number | null;
}

/**
 * The adjustment form's starting values: an entry. A part with no average cost yet (nothing ever
 * entered at a cost) proposes its catalogue cost, else the units would enter at 0 € (the API's
 * default is the average cost).
 */
export function adjustmentDefaults(
  part: Pick<PartView, 'average_cost_cents' | 'cost_cents'>,
): AdjustmentFormValues {
  return {
    direction: 'in',
    amount: null,
    reason: '',
    unit_cost_euros:
      part.average_cost_cents > 0 || part.cost_cents <= 0 ? null : centsToEuros(part.cost_cents),
  };
}

/** The signed quantity the API takes: +amount for an entry, −amount for an exit. */
export function signedAdjustment(direction: AdjustmentDirection, amount: number): number {
  return direction === 'in' ? amount : -amount;
}

/** On hand after the adjustment (null while no valid amount is typed). */
export function stockAfter(
  onHand: number,
  direction: AdjustmentDirection,
  amount: number | null | undefined,
): number | null {
  if (amount === null || amount === undefined || !Number.isFinite(amount) || amount <= 0) {
    return null;
  }
  return roundQuantity(onHand + signedAdjustment(direction, amount));
}

/** Whether an exit would take more than is free on the shelf (the API refuses it with a 409). */
export function exceedsAvailable(
  available: number,
  direction: AdjustmentDirection,
  amount: number | null | undefined,
): boolean {
  return direction === 'out' && typeof amount === 'number' && amount > available;
}

/** POST /api/parts/{id}/adjustments's body (the form has been validated). */
export function adjustmentInput(values: AdjustmentFormValues): StockAdjustmentInput {
  const input: StockAdjustmentInput = {
    quantity: signedAdjustment(values.direction, values.amount ?? 0),
    reason: values.reason.trim(),
  };
  const cost = values.direction === 'in' ? eurosToCents(values.unit_cost_euros) : null;
  if (cost !== null) input.unit_cost_cents = cost;
  return input;
}

/** The server's field names of a refused adjustment → the form's fields. */
export const ADJUSTMENT_FIELD_MAP: Record<string, keyof AdjustmentFormValues> = {
  quantity: 'amount',
  reason: 'reason',
  unit_cost_cents: 'unit_cost_euros',
};

// ── The part form ──────────────────────────────────────────────────────────────────────────────

/** The VAT rates a part may carry (the API refuses any other). */
export const VAT_RATES = [21, 10, 4, 0] as const;
export const DEFAULT_WAREHOUSE = 'Principal';
export const BRAND_MAX_LENGTH = 60;
export const BARCODE_MAX_LENGTH = 14;
export const LOCATION_MAX_LENGTH = 40;

export interface PartFormValues {
  reference: string;
  brand: string;
  name: string;
  category: PartCategory | undefined;
  barcode: string;
  unit: PartUnit;
  cost_euros: number | null;
  sale_price_euros: number | null;
  vat_percent: number;
  warehouse: string;
  shelf: string;
  min_stock: number | null;
  max_stock: number | null;
  preferred_supplier_id: string | null;
  active: boolean;
}

export const EMPTY_PART_FORM: PartFormValues = {
  reference: '',
  brand: '',
  name: '',
  category: undefined,
  barcode: '',
  unit: 'ud',
  cost_euros: null,
  sale_price_euros: null,
  vat_percent: 21,
  warehouse: DEFAULT_WAREHOUSE,
  shelf: '',
  min_stock: 0,
  max_stock: 0,
  preferred_supplier_id: null,
  active: true,
};

export function partFormValuesOf(part: PartView): PartFormValues {
  return {
    reference: part.reference,
    brand: part.brand,
    name: part.name,
    category: part.category,
    barcode: part.barcode ?? '',
    unit: part.unit,
    cost_euros: centsToEuros(part.cost_cents),
    sale_price_euros: centsToEuros(part.sale_price_cents),
    vat_percent: part.vat_percent,
    warehouse: part.warehouse,
    shelf: part.shelf ?? '',
    min_stock: part.min_stock,
    max_stock: part.max_stock,
    preferred_supplier_id: part.preferred_supplier_id,
    active: part.active,
  };
}

const collapse = (text: string | null | undefined) => (text ?? '').trim().replace(/\s+/g, ' ');
const orNull = (text: string | null | undefined) => collapse(text) || null;

/** POST /api/parts's body: trimmed, blanks as null, euros as cents, an empty warehouse the default. */
export function partFieldsOf(values: PartFormValues): PartFields {
  return {
    reference: collapse(values.reference).toUpperCase(),
    brand: collapse(values.brand),
    name: collapse(values.name),
    category: values.category ?? 'otros',
    barcode: orNull(values.barcode),
    unit: values.unit,
    cost_cents: eurosToCents(values.cost_euros) ?? 0,
    sale_price_cents: eurosToCents(values.sale_price_euros) ?? 0,
    vat_percent: values.vat_percent,
    warehouse: collapse(values.warehouse) || DEFAULT_WAREHOUSE,
    shelf: orNull(values.shelf),
    min_stock: values.min_stock ?? 0,
    max_stock: values.max_stock ?? 0,
    preferred_supplier_id: values.preferred_supplier_id ?? null,
    active: values.active,
  };
}

/** PATCH /api/parts/{id}'s fields: only those the form changed (the version is added apart). */
export function partPatchOf(values: PartFormValues, part: PartView): Partial<PartFields> {
  const next = partFieldsOf(values);
  const before = partFieldsOf(partFormValuesOf(part));
  const patch: Partial<PartFields> = {};
  for (const key of Object.keys(next) as (keyof PartFields)[]) {
    if (next[key] !== before[key]) (patch as Record<string, unknown>)[key] = next[key];
  }
  return patch;
}

/** The server's field names (400 details, a 409's field) → the part form's fields. */
export function partFieldOfServer(field: string): keyof PartFormValues | null {
  const mapped: Record<string, keyof PartFormValues> = {
    cost_cents: 'cost_euros',
    sale_price_cents: 'sale_price_euros',
  };
  if (field in mapped) return mapped[field]!;
  return field in EMPTY_PART_FORM ? (field as keyof PartFormValues) : null;
}

// ── The supplier form ──────────────────────────────────────────────────────────────────────────

export const SUPPLIER_NAME_MAX_LENGTH = 120;
export const DEFAULT_LEAD_TIME_DAYS = 2;

export interface SupplierFormValues {
  name: string;
  tax_id: string;
  contact_name: string;
  email: string;
  phone: string;
  lead_time_days: number | null;
  payment_terms: string;
  active: boolean;
}

/** What POST /api/suppliers takes (PATCH: any of them). */
export interface SupplierInput {
  name: string;
  tax_id: string;
  contact_name: string | null;
  email: string | null;
  phone: string | null;
  lead_time_days: number;
  payment_terms: string | null;
  active: boolean;
}

export const EMPTY_SUPPLIER_FORM: SupplierFormValues = {
  name: '',
  tax_id: '',
  contact_name: '',
  email: '',
  phone: '',
  lead_time_days: DEFAULT_LEAD_TIME_DAYS,
  payment_terms: '',
  active: true,
};

export function supplierFormValuesOf(supplier: SupplierView): SupplierFormValues {
  return {
    name: supplier.name,
    tax_id: supplier.tax_id,
    contact_name: supplier.contact_name ?? '',
    email: supplier.email ?? '',
    phone: supplier.phone ?? '',
    lead_time_days: supplier.lead_time_days,
    payment_terms: supplier.payment_terms ?? '',
    active: supplier.active,
  };
}

export function supplierInputOf(values: SupplierFormValues): SupplierInput {
  return {
    name: collapse(values.name),
    // The API normalises it too (B-1234 5678 → B12345678); spaces and dashes go here already.
    tax_id: collapse(values.tax_id).replace(/[\s-]/g, '').toUpperCase(),
    contact_name: orNull(values.contact_name),
    email: orNull(values.email),
    phone: orNull(values.phone),
    lead_time_days: values.lead_time_days ?? DEFAULT_LEAD_TIME_DAYS,
    payment_terms: orNull(values.payment_terms),
    active: values.active,
  };
}

export function supplierPatchOf(
  values: SupplierFormValues,
  supplier: SupplierView,
): Partial<SupplierInput> {
  const next = supplierInputOf(values);
  const before = supplierInputOf(supplierFormValuesOf(supplier));
  const patch: Partial<SupplierInput> = {};
  for (const key of Object.keys(next) as (keyof SupplierInput)[]) {
    if (next[key] !== before[key]) (patch as Record<string, unknown>)[key] = next[key];
  }
  return patch;
}

export function supplierFieldOfServer(field: string): keyof SupplierFormValues | null {
  return field in EMPTY_SUPPLIER_FORM ? (field as keyof SupplierFormValues) : null;
}

// ── CSV import ─────────────────────────────────────────────────────────────────────────────────

/** The server takes an import body of at most 8 MB (a 20,000-row catalogue is about 3 MB). */
export const MAX_IMPORT_BYTES = 8 * 1024 * 1024;

/** The template offered in the import: the header the export writes and one example row. */
export function partTemplateCsv(): string {
  const example: Record<PartCsvColumn, string> = {
    reference: 'OC90',
    brand: 'Mahle',
    name: 'Filtro de aceite',
    category: 'filtros',
    barcode: '4009026003428',
    unit: 'ud',
    cost_cents: '450',
    sale_price_cents: '895',
    vat_percent: '21',
    warehouse: DEFAULT_WAREHOUSE,
    shelf: 'A-01',
    min_stock: '4',
    max_stock: '12',
    preferred_supplier_tax_id: '',
    active: 'sí',
  };
  const quote = (cell: string) => (/[;"\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
  const header = PART_CSV_COLUMNS.join(';');
  const row = PART_CSV_COLUMNS.map((column) => quote(example[column])).join(';');
  return `\uFEFF${header}\r\n${row}\r\n`;
}
