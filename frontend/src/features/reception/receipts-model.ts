/**
 * The deposit receipts screens' rules (/customer-receipts and /customer-receipts/{id}), kept pure
 * so they can be tested: status labels and colours, the fuel gauge as text, the list's state in
 * the address, which actions a receipt allows and the delivery's request body.
 */
import {
  type CustomerReceiptView,
  type DeliverReceiptInput,
  FUEL_LEVEL_MAX,
  RECEIPT_STATUSES,
  type ReceiptPhotoView,
  type ReceiptStatus,
  type SignatureStroke,
} from '@px/contracts';
import type { ReceiptListParams } from './api';

/** The tag colour of each status (antd preset colours: they follow the light and dark themes). */
export const RECEIPT_STATUS_COLORS: Record<ReceiptStatus, string> = {
  received: 'blue',
  ready: 'green',
  delivered: 'default',
};

/** The message id of a status's label ("Recibido", "Listo", "Entregado"). */
export function receiptStatusMessageId(status: ReceiptStatus): string {
  return `reception.receipts.status.${status}`;
}

/** Whether a text is one of the receipt statuses. */
export function isReceiptStatus(value: unknown): value is ReceiptStatus {
  return typeof value === 'string' && (RECEIPT_STATUSES as readonly string[]).includes(value);
}

/** The fuel gauge in eighths of a tank, as the paper form writes it: 3 → "3/8". */
export function fuelText(level: number | null | undefined): string {
  if (level === null || level === undefined || !Number.isFinite(level)) return '—';
  const eighths = Math.min(FUEL_LEVEL_MAX, Math.max(0, Math.round(level)));
  return `${eighths}/${FUEL_LEVEL_MAX}`;
}

// ── The list's state in the address ───────────────────────────────────────────────────────────

export const RECEIPT_PAGE_SIZES = [20, 50, 100] as const;
export const DEFAULT_RECEIPT_PAGE_SIZE = RECEIPT_PAGE_SIZES[0];

/** /customer-receipts's filters and page, as read from its query string. */
export interface ReceiptListState {
  status: ReceiptStatus | undefined;
  /** Plate, receipt or order number, customer name (trimmed; '' for none). */
  q: string;
  /** YYYY-MM-DD (Madrid), or undefined. */
  from: string | undefined;
  to: string | undefined;
  page: number;
  limit: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDay(value: string | null | undefined): value is string {
  if (!value || !DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * Reads the list's state from the address, ignoring what is not valid (an unknown status, a
 * malformed date, a page size the list does not offer); a range given backwards is put right.
 */
export function receiptListStateOf(params: URLSearchParams): ReceiptListState {
  const status = params.get('status');
  let from = params.get('from');
  let to = params.get('to');
  from = isCalendarDay(from) ? from : null;
  to = isCalendarDay(to) ? to : null;
  if (from && to && from > to) [from, to] = [to, from];
  const limit = Number(params.get('limit'));
  return {
    status: isReceiptStatus(status) ? status : undefined,
    q: params.get('q')?.trim().slice(0, 100) ?? '',
    from: from ?? undefined,
    to: to ?? undefined,
    page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
    limit: (RECEIPT_PAGE_SIZES as readonly number[]).includes(limit)
      ? limit
      : DEFAULT_RECEIPT_PAGE_SIZE,
  };
}

/** GET /api/customer-receipts's query for a list state (empty filters left out). */
export function receiptListQueryOf(state: ReceiptListState): ReceiptListParams {
  const query: ReceiptListParams = { page: state.page, limit: state.limit };
  if (state.status) query.status = state.status;
  if (state.q) query.q = state.q;
  if (state.from) query.from = state.from;
  if (state.to) query.to = state.to;
  return query;
}

/** Whether any filter narrows the list (the empty state then offers "Quitar filtros"). */
export function isReceiptListFiltered(state: ReceiptListState): boolean {
  return Boolean(state.status || state.q || state.from || state.to);
}

/** The address changes that clear every filter (and go back to page 1). */
export const CLEARED_RECEIPT_FILTERS = {
  status: undefined,
  q: undefined,
  from: undefined,
  to: undefined,
} as const;

/** The address changes of a new page or page size (defaults kept out of the address). */
export function receiptPageChange(
  state: Pick<ReceiptListState, 'limit'>,
  page: number,
  limit: number,
): { page: string | undefined; limit: string | undefined } {
  const sizeChanged = limit !== state.limit;
  return {
    page: sizeChanged || page <= 1 ? undefined : String(page),
    limit: limit === DEFAULT_RECEIPT_PAGE_SIZE ? undefined : String(limit),
  };
}

// ── One receipt ────────────────────────────────────────────────────────────────────────────────

export interface ReceiptActions {
  /** "Marcar listo": only while the car is in the workshop. */
  markReady: boolean;
  /** "Entregar": until it has been handed back. */
  deliver: boolean;
  /** "Descargar acta de entrega": once delivered. */
  deliveryRecord: boolean;
}

export function receiptActionsOf(status: ReceiptStatus): ReceiptActions {
  return {
    markReady: status === 'received',
    deliver: status !== 'delivered',
    deliveryRecord: status === 'delivered',
  };
}

/** The authorised address of a receipt's photo (fetched with the token, shown from memory). */
export function receiptPhotoPath(receiptId: string, photoId: string): string {
  return `/api/customer-receipts/${receiptId}/photos/${photoId}`;
}

/** How many photos each damage mark has, by mark id (the diagram's list shows it). */
export function photosByMark(photos: readonly ReceiptPhotoView[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const photo of photos) {
    if (photo.damage_id) counts[photo.damage_id] = (counts[photo.damage_id] ?? 0) + 1;
  }
  return counts;
}

/**
 * Whether the page shows "Estancia cobrable desde": the day is set once the customer was told the
 * car is ready, and matters until it is collected.
 */
export function showsStorageFrom(
  receipt: Pick<CustomerReceiptView, 'status' | 'storage_charged_from'>,
): boolean {
  return receipt.status === 'ready' && !!receipt.storage_charged_from;
}

// ── Delivery ───────────────────────────────────────────────────────────────────────────────────

/** The delivery modal's form values. */
export interface DeliveryFormValues {
  odometer_km: number | null;
  notes: string;
  signer_name: string;
  signature: { strokes: SignatureStroke[]; png: string } | null;
}

/** The delivery form's starting values: the km at reception and the customer collecting it. */
export function deliveryDefaults(
  receipt: Pick<CustomerReceiptView, 'odometer_km' | 'customer_name'>,
): DeliveryFormValues {
  return {
    odometer_km: receipt.odometer_km,
    notes: '',
    signer_name: receipt.customer_name,
    signature: null,
  };
}

/** The server's field names of a failed delivery (400 details) → the form's fields. */
export const DELIVERY_FIELD_MAP: Record<string, keyof DeliveryFormValues> = {
  odometer_km: 'odometer_km',
  notes: 'notes',
  signature: 'signature',
  'signature.strokes': 'signature',
  'signature.png': 'signature',
  'signature.signer_name': 'signer_name',
};

/** POST /api/customer-receipts/{id}/deliver's body (the form has been validated). */
export function deliveryInput(values: DeliveryFormValues): DeliverReceiptInput {
  const notes = values.notes?.trim() ?? '';
  return {
    odometer_km: Math.round(values.odometer_km ?? 0),
    signature: {
      strokes: values.signature?.strokes ?? [],
      png: values.signature?.png ?? '',
      signer_name: values.signer_name.trim(),
    },
    ...(notes ? { notes } : {}),
  };
}
