/**
 * Inventory (issue 20): parts, suppliers, the stock ledger, purchase orders and spare-part
 * requests, as the API answers them and the SPA reads them. Quantities are numbers with at most
 * three decimals (litres of oil); money is integer cents.
 */

/** How a part is counted. `ud` (units) only in whole numbers. */
export const PART_UNITS = ['ud', 'l', 'kg', 'm'] as const;
export type PartUnit = (typeof PART_UNITS)[number];
export const PART_UNIT_LABELS: Record<PartUnit, string> = {
  ud: 'ud.',
  l: 'l',
  kg: 'kg',
  m: 'm',
};
/** Units counted in whole numbers: no 0.5 of a brake pad set. */
export const WHOLE_UNITS: readonly PartUnit[] = ['ud'];

export const PART_CATEGORIES = [
  'filtros',
  'frenos',
  'aceites',
  'neumaticos',
  'baterias',
  'distribucion',
  'suspension',
  'embrague',
  'electricidad',
  'iluminacion',
  'refrigeracion',
  'escape',
  'climatizacion',
  'carroceria',
  'consumibles',
  'otros',
] as const;
export type PartCategory = (typeof PART_CATEGORIES)[number];
export const PART_CATEGORY_LABELS: Record<PartCategory, string> = {
  filtros: 'Filtros',
  frenos: 'Frenos',
  aceites: 'Aceites y lubricantes',
  neumaticos: 'Neumáticos',
  baterias: 'Baterías',
  distribucion: 'Distribución',
  suspension: 'Suspensión y dirección',
  embrague: 'Embrague y transmisión',
  electricidad: 'Electricidad',
  iluminacion: 'Iluminación',
  refrigeracion: 'Refrigeración',
  escape: 'Escape',
  climatizacion: 'Climatización',
  carroceria: 'Carrocería',
  consumibles: 'Consumibles de taller',
  otros: 'Otros',
};

export const STOCK_MOVEMENT_KINDS = [
  'initial',
  'receipt',
  'consumption',
  'work_order_return',
  'supplier_return',
  'adjustment',
] as const;
export type StockMovementKind = (typeof STOCK_MOVEMENT_KINDS)[number];
export const STOCK_MOVEMENT_LABELS: Record<StockMovementKind, string> = {
  initial: 'Inventario inicial',
  receipt: 'Entrada de proveedor',
  consumption: 'Consumo en orden',
  work_order_return: 'Devolución de orden',
  supplier_return: 'Devolución a proveedor',
  adjustment: 'Ajuste',
};

/** The largest quantity one line, movement or adjustment may carry. */
export const MAX_STOCK_QUANTITY = 100_000;
export const PART_REFERENCE_MAX_LENGTH = 40;
export const PART_NAME_MAX_LENGTH = 160;
export const STOCK_REASON_MAX_LENGTH = 300;

/** A part as the table lists it, with its stock (from the cached balance). */
export interface PartListItem {
  id: string;
  reference: string;
  brand: string;
  name: string;
  category: PartCategory;
  barcode: string | null;
  unit: PartUnit;
  cost_cents: number;
  sale_price_cents: number;
  vat_percent: number;
  warehouse: string;
  shelf: string | null;
  min_stock: number;
  max_stock: number;
  preferred_supplier_id: string | null;
  preferred_supplier_name: string | null;
  active: boolean;
  on_hand: number;
  reserved: number;
  /** on_hand − reserved. */
  available: number;
  /** Ordered from suppliers and not yet received (sent purchase orders). */
  on_order: number;
  average_cost_cents: number;
  /** on_hand × average cost. */
  stock_value_cents: number;
  /** Available at or below the minimum (reorder point), for a part with a minimum. */
  below_minimum: boolean;
  last_movement_at: string | null;
}

export interface PartView extends PartListItem {
  created_at: string;
  updated_at: string;
  version: number;
}

/** The fields POST /api/parts takes (PATCH takes any of them). */
export interface PartFields {
  reference: string;
  brand?: string;
  name: string;
  category: PartCategory;
  barcode?: string | null;
  unit?: PartUnit;
  cost_cents: number;
  sale_price_cents: number;
  vat_percent?: number;
  warehouse?: string;
  shelf?: string | null;
  min_stock?: number;
  max_stock?: number;
  preferred_supplier_id?: string | null;
  active?: boolean;
}

export interface StockMovementView {
  id: string;
  kind: StockMovementKind;
  /** Signed: positive into the shelf, negative out of it. */
  quantity: number;
  unit_cost_cents: number;
  /** On hand right after this movement. */
  balance_after: number;
  reason: string | null;
  actor_id: string | null;
  actor_name: string | null;
  work_order_id: string | null;
  purchase_order_id: string | null;
  purchase_order_number: string | null;
  spare_part_request_id: string | null;
  occurred_at: string;
}

/** POST /api/parts/{id}/adjustments: a signed quantity (a count found more or less) and why. */
export interface StockAdjustmentInput {
  quantity: number;
  reason: string;
  /** Only for a count: the cost the found units enter at (default: the average cost). */
  unit_cost_cents?: number;
}

export interface SupplierView {
  id: string;
  name: string;
  tax_id: string;
  contact_name: string | null;
  email: string | null;
  phone: string | null;
  lead_time_days: number;
  payment_terms: string | null;
  active: boolean;
  created_at: string;
  version: number;
}

export const PURCHASE_ORDER_STATUSES = [
  'draft',
  'sent',
  'partially_received',
  'received',
  'cancelled',
] as const;
export type PurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUSES)[number];
export const PURCHASE_ORDER_STATUS_LABELS: Record<PurchaseOrderStatus, string> = {
  draft: 'Borrador',
  sent: 'Enviado',
  partially_received: 'Recibido en parte',
  received: 'Recibido',
  cancelled: 'Cancelado',
};

export interface PurchaseOrderListItem {
  id: string;
  number: string;
  supplier_id: string;
  supplier_name: string;
  status: PurchaseOrderStatus;
  line_count: number;
  total_cents: number;
  expected_on: string | null;
  sent_at: string | null;
  received_at: string | null;
  created_at: string;
}

export interface PurchaseOrderLineView {
  id: string;
  position: number;
  part_id: string;
  reference: string;
  brand: string;
  name: string;
  unit: PartUnit;
  quantity: number;
  received_quantity: number;
  /** Still to come (the backorder). */
  pending_quantity: number;
  unit_cost_cents: number;
  total_cents: number;
}

export interface PurchaseOrderView extends PurchaseOrderListItem {
  supplier_tax_id: string;
  supplier_email: string | null;
  notes: string | null;
  cancelled_at: string | null;
  lines: PurchaseOrderLineView[];
  version: number;
}

export const SPARE_PART_REQUEST_STATUSES = [
  'requested',
  'approved',
  'ordered',
  'received',
  'delivered',
  'rejected',
  'cancelled',
] as const;
export type SparePartRequestStatus = (typeof SPARE_PART_REQUEST_STATUSES)[number];
export const SPARE_PART_REQUEST_STATUS_LABELS: Record<SparePartRequestStatus, string> = {
  requested: 'Solicitada',
  approved: 'Aprobada',
  ordered: 'Pedida',
  received: 'Recibida',
  delivered: 'Entregada',
  rejected: 'Rechazada',
  cancelled: 'Cancelada',
};

export interface SparePartRequestView {
  id: string;
  work_order_id: string;
  work_order_number: string;
  work_order_line_id: string | null;
  part_id: string | null;
  part_reference: string | null;
  /** The catalogue part's name, or what the mechanic wrote. */
  description: string;
  quantity: number;
  unit: PartUnit;
  note: string | null;
  status: SparePartRequestStatus;
  requested_by: string;
  requested_by_name: string | null;
  purchase_order_id: string | null;
  purchase_order_number: string | null;
  rejection_reason: string | null;
  requested_at: string;
  approved_at: string | null;
  ordered_at: string | null;
  received_at: string | null;
  delivered_at: string | null;
  closed_at: string | null;
  version: number;
}

/** A work order's part line as the shelf sees it (GET /api/inventory/work-orders/{id}). */
export interface WorkOrderStockLine {
  work_order_line_id: string;
  part_id: string;
  reference: string;
  name: string;
  unit: PartUnit;
  /** What the line asks for. */
  quantity: number;
  /** Held for it on the shelf while the order is open. */
  reserved: number;
  /** Taken from the shelf when the order completed. */
  consumed: number;
  /** quantity − reserved − consumed: "sin stock" when above zero. */
  short: number;
  /** What the part has free now (for everyone else). */
  available: number;
}

export interface WorkOrderStockView {
  work_order_id: string;
  lines: WorkOrderStockLine[];
}

/** The realtime push after a change of stock, a request or a purchase order. */
export interface InventoryChangedPayload {
  kind: 'part' | 'spare_part_request' | 'purchase_order';
  id: string;
}

/** The choices of the parts table's filters (GET /api/parts/facets). */
export interface PartFacets {
  brands: string[];
  warehouses: string[];
}

/**
 * The catalogue CSV's columns, in order (export writes them; import needs reference, name,
 * category, cost_cents and sale_price_cents, and takes the others in any order).
 * `preferred_supplier_tax_id` names the supplier by its NIF/CIF.
 */
export const PART_CSV_COLUMNS = [
  'reference',
  'brand',
  'name',
  'category',
  'barcode',
  'unit',
  'cost_cents',
  'sale_price_cents',
  'vat_percent',
  'warehouse',
  'shelf',
  'min_stock',
  'max_stock',
  'preferred_supplier_tax_id',
  'active',
] as const;
export type PartCsvColumn = (typeof PART_CSV_COLUMNS)[number];
export const PART_CSV_REQUIRED: readonly PartCsvColumn[] = [
  'reference',
  'name',
  'category',
  'cost_cents',
  'sale_price_cents',
];

export interface PartImportRowError {
  /** 1-based line of the file (1 is the header). */
  line: number;
  column: PartCsvColumn | null;
  message: string;
}

/** POST /api/parts/import: `dry_run` checks and reports; otherwise all rows or none are written. */
export interface PartImportReport {
  dry_run: boolean;
  committed: boolean;
  rows: number;
  /** Rows whose (brand, reference) is new: created. */
  parts_to_create: number;
  /** Rows whose (brand, reference) exists: their catalogue fields are updated (never the stock). */
  parts_to_update: number;
  errors: PartImportRowError[];
}

/** POST /api/purchase-orders/proposals: the drafts made, and the parts no supplier could take. */
export interface PurchaseProposalReport {
  created: { id: string; number: string; supplier_id: string; lines: number }[];
  without_supplier: { part_id: string; reference: string; name: string }[];
}
