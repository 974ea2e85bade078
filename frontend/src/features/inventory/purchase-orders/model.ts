/**
 * The pure rules of the "Pedidos" tab of /inventory (purchase orders to suppliers), kept apart so
 * they can be tested: the list's state in the address (its own `po_` parameters, so it never
 * clashes with the other tabs'), what each status allows, euros ↔ cents and line totals, the order
 * form's request bodies and where the API's field errors land, and the receipt form.
 */
import {
  MAX_STOCK_QUANTITY,
  PURCHASE_ORDER_STATUSES,
  type PartUnit,
  type PurchaseOrderStatus,
  type PurchaseOrderView,
  WHOLE_UNITS,
} from '@px/contracts';
import { isApiError } from '@/shared/api';
import {
  type SaveFailure as InventorySaveFailure,
  saveFailureOf as inventorySaveFailureOf,
} from '../save-errors';
import { madridToday } from '@/shared/format';
import { centsToEuros, eurosToCents } from '@/shared/pricing';

// The money conversion every form shares, for the screens that import it from here.
export { centsToEuros, eurosToCents };

// Today in Madrid, for the screens that import it with the rest of this model.
export { madridToday };

// ── Statuses and what they allow ─────────────────────────────────────────────────────────────

/** Preset antd tag colours (their text shades are tuned for contrast in app/colours.ts). */
export const STATUS_COLORS: Record<PurchaseOrderStatus, string> = {
  draft: 'default',
  sent: 'blue',
  partially_received: 'gold',
  received: 'green',
  cancelled: 'red',
};

export const statusMessageId = (status: PurchaseOrderStatus) => `purchaseOrders.status.${status}`;
export const unitMessageId = (unit: PartUnit) => `purchaseOrders.unit.${unit}`;

export function isPurchaseOrderStatus(value: unknown): value is PurchaseOrderStatus {
  return (
    typeof value === 'string' && (PURCHASE_ORDER_STATUSES as readonly string[]).includes(value)
  );
}

export type OrderAction = 'edit' | 'send' | 'receive' | 'cancel' | 'pdf';

/**
 * The actions the drawer offers for an order, in the order they show, by its status and the
 * user's permissions (the API's rules: lines and supplier change only in a draft, the date and
 * notes also while goods are expected; a draft is sent; goods are received while sent or partly
 * received; a draft or a sent order with nothing received is cancelled).
 */
export function orderActions(
  order: Pick<PurchaseOrderView, 'status'>,
  can: { update: boolean },
): OrderAction[] {
  const actions: OrderAction[] = [];
  if (can.update) {
    if (order.status === 'sent' || order.status === 'partially_received') actions.push('receive');
    if (order.status === 'draft') actions.push('send');
    if (['draft', 'sent', 'partially_received'].includes(order.status)) actions.push('edit');
    if (order.status === 'draft' || order.status === 'sent') actions.push('cancel');
  }
  actions.push('pdf');
  return actions;
}

/** Whether an edit may change the supplier and the lines (only a draft's). */
export const linesEditable = (status: PurchaseOrderStatus) => status === 'draft';

/** An expected delivery day that has passed while goods are still awaited. */
export function isOverdue(
  order: Pick<PurchaseOrderView, 'status' | 'expected_on'>,
  today: string,
): boolean {
  return (
    (order.status === 'sent' || order.status === 'partially_received') &&
    order.expected_on !== null &&
    order.expected_on.slice(0, 10) < today
  );
}

// ── Numbers ──────────────────────────────────────────────────────────────────────────────────

/** Quantities have at most three decimals (litres of oil). */
export function roundQuantity(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/**
 * The quantity input's fixed decimals: none for parts counted in units; free for the others (up
 * to three, which the validation checks): a fixed three would show 1 l as "1.000".
 */
export function quantityInputPrecision(unit: PartUnit): number | undefined {
  return WHOLE_UNITS.includes(unit) ? 0 : undefined;
}

/** A line's amount in cents (what the API computes: quantity × unit cost, rounded). */
export function lineTotalCents(
  quantity: number | null | undefined,
  unitCostEuros: number | null | undefined,
): number {
  const cost = eurosToCents(unitCostEuros);
  if (cost === null || typeof quantity !== 'number' || !Number.isFinite(quantity)) return 0;
  return Math.round(quantity * cost);
}

export function orderTotalCents(
  lines: readonly ({ quantity?: number | null; unit_cost_euros?: number | null } | undefined)[],
): number {
  return lines.reduce(
    (sum, line) => sum + (line ? lineTotalCents(line.quantity, line.unit_cost_euros) : 0),
    0,
  );
}

/**
 * What is wrong with a quantity ordered (`allowZero` for a receipt line, where 0 skips it), as a
 * message id, or null: the API's rules (above zero, at most MAX_STOCK_QUANTITY, three decimals,
 * whole numbers for parts counted in units).
 */
export function quantityProblem(
  value: number | null | undefined,
  unit: PartUnit,
  allowZero = false,
): string | null {
  if (value === null || value === undefined || !Number.isFinite(value)) {
    return allowZero ? null : 'purchaseOrders.validation.quantityRequired';
  }
  if (value < 0 || (!allowZero && value === 0)) return 'purchaseOrders.validation.quantityPositive';
  if (value > MAX_STOCK_QUANTITY) return 'purchaseOrders.validation.quantityMax';
  if (roundQuantity(value) !== value) return 'purchaseOrders.validation.quantityDecimals';
  if (WHOLE_UNITS.includes(unit) && !Number.isInteger(value)) {
    return 'purchaseOrders.validation.quantityWhole';
  }
  return null;
}

// ── The list's state in the address ──────────────────────────────────────────────────────────

/**
 * The tab's parameters. Prefixed, so the Piezas and Proveedores tabs' own (q, page, part…) never
 * mean anything here. `po` is the order whose drawer is open: /inventory?tab=orders&po=<id>.
 */
export const PO_PARAMS = {
  q: 'po_q',
  status: 'po_status',
  supplier: 'po_supplier',
  page: 'po_page',
  limit: 'po_limit',
  order: 'po',
} as const;

export const ORDER_PAGE_SIZES = [20, 50, 100] as const;
export const DEFAULT_ORDER_PAGE_SIZE = ORDER_PAGE_SIZES[0];
export const SEARCH_MAX_LENGTH = 100;
export const NOTES_MAX_LENGTH = 1000;
export const MAX_ORDER_LINES = 500;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface OrderListState {
  /** Number or supplier name ('' for none). */
  q: string;
  statuses: PurchaseOrderStatus[];
  supplierId: string | null;
  page: number;
  limit: number;
  /** The order whose drawer is open. */
  orderId: string | null;
}

/** Reads the tab's state, ignoring what is not valid (an unknown status, a bad id, a page of −1). */
export function orderListStateOf(params: URLSearchParams): OrderListState {
  const supplier = params.get(PO_PARAMS.supplier);
  const order = params.get(PO_PARAMS.order);
  const limit = Number(params.get(PO_PARAMS.limit));
  const statuses = params.getAll(PO_PARAMS.status).filter(isPurchaseOrderStatus);
  return {
    q: params.get(PO_PARAMS.q)?.trim().slice(0, SEARCH_MAX_LENGTH) ?? '',
    statuses: PURCHASE_ORDER_STATUSES.filter((status) => statuses.includes(status)),
    supplierId: supplier && UUID.test(supplier) ? supplier : null,
    page: Math.max(1, Math.floor(Number(params.get(PO_PARAMS.page))) || 1),
    limit: (ORDER_PAGE_SIZES as readonly number[]).includes(limit)
      ? limit
      : DEFAULT_ORDER_PAGE_SIZE,
    orderId: order && UUID.test(order) ? order : null,
  };
}

/** What GET /api/purchase-orders takes (empty filters left out). */
export interface OrderListParams {
  status?: PurchaseOrderStatus[];
  supplier_id?: string;
  q?: string;
  page: number;
  limit: number;
}

export function orderListQueryOf(state: OrderListState): OrderListParams {
  const query: OrderListParams = { page: state.page, limit: state.limit };
  if (state.statuses.length > 0) query.status = [...state.statuses];
  if (state.supplierId) query.supplier_id = state.supplierId;
  if (state.q) query.q = state.q;
  return query;
}

export const hasFilters = (state: OrderListState) =>
  Boolean(state.q || state.statuses.length > 0 || state.supplierId);

export type ParamChanges = Record<string, string | readonly string[] | undefined>;

/** A filter change: it goes back to the first page. */
export function filterChange(changes: {
  q?: string;
  status?: readonly PurchaseOrderStatus[];
  supplier?: string | null;
}): ParamChanges {
  const next: ParamChanges = { [PO_PARAMS.page]: undefined };
  if ('q' in changes) next[PO_PARAMS.q] = changes.q?.trim() || undefined;
  if ('status' in changes) next[PO_PARAMS.status] = changes.status ?? [];
  if ('supplier' in changes) next[PO_PARAMS.supplier] = changes.supplier || undefined;
  return next;
}

export const CLEAR_FILTERS: ParamChanges = filterChange({ q: '', status: [], supplier: '' });

/** A new page or page size (defaults kept out of the address; a new size starts at page 1). */
export function pageChange(state: OrderListState, page: number, limit: number): ParamChanges {
  const sizeChanged = limit !== state.limit;
  return {
    [PO_PARAMS.page]: sizeChanged || page <= 1 ? undefined : String(page),
    [PO_PARAMS.limit]: limit === DEFAULT_ORDER_PAGE_SIZE ? undefined : String(limit),
  };
}

// ── The order form ───────────────────────────────────────────────────────────────────────────

/** What the line's part picker keeps of a catalogue part. */
export interface PickedPart {
  id: string;
  reference: string;
  brand: string;
  name: string;
  unit: PartUnit;
  cost_cents: number;
  /** Unknown (null) for a line read from a saved order. */
  available: number | null;
  on_order: number | null;
}

export interface OrderLineValues {
  part: PickedPart | null;
  quantity: number | null;
  unit_cost_euros: number | null;
}

export interface OrderFormValues {
  supplier_id: string | null;
  /** YYYY-MM-DD (the form's date picker converts). */
  expected_on: string | null;
  notes: string;
  lines: OrderLineValues[];
}

export function emptyLine(): OrderLineValues {
  return { part: null, quantity: 1, unit_cost_euros: null };
}

export function emptyOrderForm(): OrderFormValues {
  return { supplier_id: null, expected_on: null, notes: '', lines: [emptyLine()] };
}

/** What a line keeps of a part picked in the search (a whole catalogue item) or of its own. */
export function pickedPart(part: PickedPart): PickedPart {
  const { id, reference, brand, name, unit, cost_cents, available, on_order } = part;
  return { id, reference, brand, name, unit, cost_cents, available, on_order };
}

/** A picked part on a line: its cost is the line's default unit cost. */
export function lineWithPart(line: OrderLineValues, part: PickedPart | null): OrderLineValues {
  return {
    ...line,
    part: part && pickedPart(part),
    unit_cost_euros: part ? centsToEuros(part.cost_cents) : null,
    quantity: line.quantity ?? 1,
  };
}

export function orderFormValuesOf(order: PurchaseOrderView): OrderFormValues {
  return {
    supplier_id: order.supplier_id,
    expected_on: order.expected_on ? order.expected_on.slice(0, 10) : null,
    notes: order.notes ?? '',
    lines: order.lines.map((line) => ({
      part: {
        id: line.part_id,
        reference: line.reference,
        brand: line.brand,
        name: line.name,
        unit: line.unit,
        cost_cents: line.unit_cost_cents,
        available: null,
        on_order: null,
      },
      quantity: line.quantity,
      unit_cost_euros: centsToEuros(line.unit_cost_cents),
    })),
  };
}

export interface PurchaseLineInput {
  part_id: string;
  quantity: number;
  unit_cost_cents?: number;
}

export interface CreateOrderInput {
  supplier_id: string;
  expected_on: string | null;
  notes: string | null;
  lines: PurchaseLineInput[];
}

export type UpdateOrderInput = Partial<CreateOrderInput> & { version: number };

/**
 * The lines as the API takes them, one per form row in the same order (so a `lines.N.*` error
 * names form row N). A blank cost is left out: the API takes the part's.
 */
export function lineInputsOf(lines: readonly OrderLineValues[]): PurchaseLineInput[] {
  return lines.map((line) => {
    const input: PurchaseLineInput = { part_id: line.part?.id ?? '', quantity: line.quantity ?? 0 };
    const cost = eurosToCents(line.unit_cost_euros);
    if (cost !== null) input.unit_cost_cents = cost;
    return input;
  });
}

/** POST /api/purchase-orders's body (the form has been validated). */
export function createOrderInputOf(values: OrderFormValues): CreateOrderInput {
  return {
    supplier_id: values.supplier_id ?? '',
    expected_on: values.expected_on || null,
    notes: values.notes.trim() || null,
    lines: lineInputsOf(values.lines),
  };
}

/**
 * PATCH /api/purchase-orders/{id}'s body: the fields that changed, with the version seen. The
 * supplier and lines only for a draft (the API refuses them otherwise).
 */
export function updateOrderInputOf(
  values: OrderFormValues,
  order: PurchaseOrderView,
): UpdateOrderInput {
  const next = createOrderInputOf(values);
  const before = createOrderInputOf(orderFormValuesOf(order));
  const patch: UpdateOrderInput = { version: order.version };
  if (next.expected_on !== before.expected_on) patch.expected_on = next.expected_on;
  if (next.notes !== before.notes) patch.notes = next.notes;
  if (linesEditable(order.status)) {
    if (next.supplier_id !== before.supplier_id) patch.supplier_id = next.supplier_id;
    if (JSON.stringify(next.lines) !== JSON.stringify(before.lines)) patch.lines = next.lines;
  }
  return patch;
}

/** A form field's path: ['supplier_id'] or ['lines', 2, 'quantity']. */
export type FormFieldPath = (string | number)[];

const LINE_FIELDS: Record<string, keyof OrderLineValues> = {
  part_id: 'part',
  quantity: 'quantity',
  unit_cost_cents: 'unit_cost_euros',
};

/** The API's field name (400 details) → the order form's field, or null when it has none. */
export function orderFieldOfServer(field: string): FormFieldPath | null {
  const line = /^lines\.(\d+)\.(\w+)$/.exec(field);
  if (line) {
    const name = LINE_FIELDS[line[2]!];
    return name ? ['lines', Number(line[1]), name] : null;
  }
  if (field === 'supplier_id' || field === 'expected_on' || field === 'notes') return [field];
  return null;
}

/** How a refused save shows: messages on their fields, the rest as one sentence. */
export type SaveFailure = Omit<InventorySaveFailure<FormFieldPath>, 'existingId'>;

/** The inventory's save failure with the order's field paths (a receipt's excess on its line). */
export function saveFailureOf(
  error: unknown,
  fieldOf: (field: string) => FormFieldPath | null = orderFieldOfServer,
): SaveFailure {
  const { existingId: _none, ...failure } = inventorySaveFailureOf(error, fieldOf, null, {
    fieldInDetails: true,
  });
  return failure;
}

// ── Receiving goods ──────────────────────────────────────────────────────────────────────────

/** The lines still awaiting goods, in order. */
export const pendingLines = (order: PurchaseOrderView) =>
  order.lines.filter((line) => line.pending_quantity > 0);

/** The receipt form's starting point: each pending line's whole pending quantity. */
export function receiptDefaults(order: PurchaseOrderView): Record<string, number> {
  return Object.fromEntries(pendingLines(order).map((line) => [line.id, line.pending_quantity]));
}

export interface ReceiptInput {
  lines: { line_id: string; quantity: number }[];
  confirm_excess?: boolean;
}

/** POST …/receipts's body: the lines with a quantity above zero (0 or blank skips a line). */
export function receiptInputOf(
  order: PurchaseOrderView,
  quantities: Record<string, number | null | undefined>,
  confirmExcess = false,
): ReceiptInput {
  const lines = order.lines
    .filter((line) => {
      const quantity = quantities[line.id];
      return typeof quantity === 'number' && Number.isFinite(quantity) && quantity > 0;
    })
    .map((line) => ({ line_id: line.id, quantity: quantities[line.id] as number }));
  return confirmExcess ? { lines, confirm_excess: true } : { lines };
}

/** The lines whose quantity received now is more than pending (the API asks to confirm them). */
export function excessLineIds(
  order: PurchaseOrderView,
  quantities: Record<string, number | null | undefined>,
): string[] {
  return order.lines
    .filter((line) => {
      const quantity = quantities[line.id];
      return typeof quantity === 'number' && quantity > line.pending_quantity;
    })
    .map((line) => line.id);
}

/** A receipt's `lines.N.*` error → the order line it is about (N counts the lines sent). */
export function receiptLineOfServerField(field: string, input: ReceiptInput): string | null {
  const match = /^lines\.(\d+)(?:\.\w+)?$/.exec(field);
  return match ? (input.lines[Number(match[1])]?.line_id ?? null) : null;
}

/**
 * The 409 of a receipt with more than pending and no `confirm_excess`: the API names the line in
 * details.field. The user confirms, and the same receipt is sent again with confirm_excess.
 */
export function isExcessConflict(error: unknown): boolean {
  if (!isApiError(error) || error.statusCode !== 409) return false;
  const details =
    error.details && typeof error.details === 'object' && !Array.isArray(error.details)
      ? (error.details as Record<string, unknown>)
      : {};
  return (
    (typeof details.field === 'string' && /^lines\.\d+\.quantity$/.test(details.field)) ||
    /pendientes/i.test(error.message)
  );
}

/** What a receipt left: received when no line is pending, else partially received. */
export function statusAfterReceipt(order: PurchaseOrderView): PurchaseOrderStatus {
  return order.lines.every((line) => line.pending_quantity <= 0)
    ? 'received'
    : 'partially_received';
}
