/**
 * The pure rules of /spare-parts-requests and the work order's parts panel: which columns the
 * parts desk's board has, what each status lets whom do, how quantities read and are checked, and
 * what the address (?q, ?view, ?request) says.
 */
import {
  MAX_STOCK_QUANTITY,
  PART_UNIT_LABELS,
  type PartUnit,
  type SparePartRequestStatus,
  type SparePartRequestView,
  WHOLE_UNITS,
  type WorkOrderStockLine,
} from '@px/contracts';
import { eurosToCents } from '@/shared/pricing';

// The money conversion every form shares, for the screens that import it from here.
export { eurosToCents };

/** The board's columns: the requests still waiting for something. */
export const BOARD_STATUSES = [
  'requested',
  'approved',
  'ordered',
  'received',
] as const satisfies readonly SparePartRequestStatus[];

/** Requests whose story is over: the desk's "Cerradas" list. */
export const CLOSED_STATUSES = [
  'delivered',
  'rejected',
  'cancelled',
] as const satisfies readonly SparePartRequestStatus[];

/** Cards per board column (the newest; the search finds older ones). */
export const BOARD_COLUMN_SIZE = 50;
export const LIST_PAGE_SIZE = 20;
export const REJECT_REASON_MAX_LENGTH = 300;
export const DESCRIPTION_MAX_LENGTH = 200;
export const NOTE_MAX_LENGTH = 500;

/** Tag colours per status (antd presets: they follow the light and dark themes). */
export const REQUEST_STATUS_COLORS: Record<SparePartRequestStatus, string> = {
  requested: 'gold',
  approved: 'blue',
  ordered: 'purple',
  received: 'cyan',
  delivered: 'green',
  rejected: 'red',
  cancelled: 'default',
};

export function isClosedStatus(status: SparePartRequestStatus): boolean {
  return (CLOSED_STATUSES as readonly SparePartRequestStatus[]).includes(status);
}

export type RequestAction = 'approve' | 'reject' | 'serve' | 'order' | 'deliver' | 'cancel';

export interface RequestAbilities {
  /** inventory.spare_part_requests.approve: the parts desk. */
  desk: boolean;
  /** inventory.spare_part_requests.create: may ask for parts and cancel (their own). */
  canCreate: boolean;
}

/**
 * What the user may do with a request in its status, in the order the card offers them (the
 * first is the main one). Mirrors the API's state machine: the desk approves, rejects, serves or
 * orders what is requested or approved, cancels until it is received and delivers what arrived; a
 * requester cancels their own while the desk has not ordered it yet.
 */
export function requestActions(
  status: SparePartRequestStatus,
  { desk, canCreate }: RequestAbilities,
): RequestAction[] {
  const actions: RequestAction[] = [];
  if (desk) {
    if (status === 'requested') actions.push('approve', 'order', 'serve', 'reject');
    if (status === 'approved') actions.push('order', 'serve', 'reject');
    if (status === 'received') actions.push('deliver');
  }
  const cancellable: SparePartRequestStatus[] = desk
    ? ['requested', 'approved', 'ordered']
    : ['requested', 'approved'];
  if (canCreate && cancellable.includes(status)) actions.push('cancel');
  return actions;
}

/** The message id of an action's button. */
export const ACTION_MESSAGE_IDS: Record<RequestAction, string> = {
  approve: 'spareParts.action.approve',
  reject: 'spareParts.action.reject',
  serve: 'spareParts.action.serve',
  order: 'spareParts.action.order',
  deliver: 'spareParts.action.deliver',
  cancel: 'spareParts.action.cancel',
};

function numberFormat(locale: string): Intl.NumberFormat {
  return new Intl.NumberFormat(locale.startsWith('en') ? 'en-GB' : 'es-ES', {
    maximumFractionDigits: 3,
  });
}

/** 4 → "4 ud.", 2.5 l → "2,5 l" (Spanish) or "2.5 l" (English). */
export function formatQuantity(value: number, unit: PartUnit, locale = 'es'): string {
  return `${numberFormat(locale).format(value)} ${PART_UNIT_LABELS[unit]}`;
}

/** How many decimals a quantity of the unit takes: none for parts counted in units. */
export function quantityPrecision(unit: PartUnit): number {
  return WHOLE_UNITS.includes(unit) ? 0 : 3;
}

/**
 * What is wrong with a requested quantity, as a message id (null when it is fine): the same rules
 * as the API (above zero, at most MAX_STOCK_QUANTITY, three decimals, whole for units).
 */
export function quantityProblem(value: number | null | undefined, unit: PartUnit): string | null {
  if (value === null || value === undefined || !Number.isFinite(value)) {
    return 'spareParts.form.quantityRequired';
  }
  if (value <= 0) return 'spareParts.form.quantityPositive';
  if (value > MAX_STOCK_QUANTITY) return 'spareParts.form.quantityMax';
  if (Math.round(value * 1000) / 1000 !== value) return 'spareParts.form.quantityDecimals';
  if (WHOLE_UNITS.includes(unit) && !Number.isInteger(value))
    return 'spareParts.form.quantityWhole';
  return null;
}

/** When the request reached its current status (what the card's "hace…" counts from). */
export function statusSince(request: SparePartRequestView): string {
  switch (request.status) {
    case 'approved':
      return request.approved_at ?? request.requested_at;
    case 'ordered':
      return request.ordered_at ?? request.requested_at;
    case 'received':
      return request.received_at ?? request.requested_at;
    case 'delivered':
      return request.delivered_at ?? request.closed_at ?? request.requested_at;
    case 'rejected':
    case 'cancelled':
      return request.closed_at ?? request.requested_at;
    default:
      return request.requested_at;
  }
}

export interface RequestStep {
  status: SparePartRequestStatus;
  at: string;
}

/** The request's story so far, oldest first: each step it went through with its time. */
export function requestSteps(request: SparePartRequestView): RequestStep[] {
  const steps: (RequestStep | null)[] = [
    { status: 'requested', at: request.requested_at },
    request.approved_at ? { status: 'approved', at: request.approved_at } : null,
    request.ordered_at ? { status: 'ordered', at: request.ordered_at } : null,
    request.received_at ? { status: 'received', at: request.received_at } : null,
    request.delivered_at ? { status: 'delivered', at: request.delivered_at } : null,
    (request.status === 'rejected' || request.status === 'cancelled') && request.closed_at
      ? { status: request.status, at: request.closed_at }
      : null,
  ];
  return steps
    .filter((step): step is RequestStep => step !== null)
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}

export type BoardView = 'open' | 'closed';

/** The screen's state in its address: the search, the desk's open/closed view, the opened one. */
export interface RequestsAddress {
  q: string;
  view: BoardView;
  request: string | null;
  page: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function requestsAddressOf(params: URLSearchParams): RequestsAddress {
  const request = params.get('request');
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    view: params.get('view') === 'closed' ? 'closed' : 'open',
    request: request && UUID.test(request) ? request : null,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address with some of its state changed; defaults are left out of it. */
export function withRequestsAddress(
  params: URLSearchParams,
  changes: Partial<RequestsAddress>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null) => {
    if (value) next.set(key, value);
    else next.delete(key);
  };
  if ('q' in changes) set('q', changes.q?.trim() || null);
  if ('view' in changes) set('view', changes.view === 'closed' ? 'closed' : null);
  if ('request' in changes) set('request', changes.request ?? null);
  if ('page' in changes)
    set('page', changes.page && changes.page > 1 ? String(changes.page) : null);
  // A new search or view starts on the first page.
  if (('q' in changes || 'view' in changes) && !('page' in changes)) next.delete('page');
  return next;
}

/** What a request form shows of its catalogue part: how much the shelf has, in which unit. */
export interface RequestPart {
  id: string;
  reference: string;
  name: string;
  unit: PartUnit;
  available: number;
}

/** What "Solicitar" on a short part line fills the new request with. */
export interface RequestPrefill {
  work_order_line_id: string | null;
  part: RequestPart | null;
  quantity: number | null;
}

export function prefillFromStockLine(line: WorkOrderStockLine): RequestPrefill {
  return {
    work_order_line_id: line.work_order_line_id,
    part: {
      id: line.part_id,
      reference: line.reference,
      name: line.name,
      unit: line.unit,
      available: line.available,
    },
    quantity: line.short > 0 ? line.short : line.quantity,
  };
}

/** The part lines the shelf cannot cover yet. */
export function shortLines(lines: readonly WorkOrderStockLine[]): WorkOrderStockLine[] {
  return lines.filter((line) => line.short > 0);
}
