import {
  WORK_ORDER_PRIORITIES,
  WORK_ORDER_STATUSES,
  type WorkOrderPriority,
  type WorkOrderStatus,
} from '@px/contracts';
import { DEFAULT_WORK_ORDER_PAGE_SIZE } from '@/shared/query-config';

export const WORK_ORDER_SORTS = ['-created_at', 'created_at', 'promised_at', '-number'] as const;
export type WorkOrderSort = (typeof WORK_ORDER_SORTS)[number];
export const DEFAULT_WORK_ORDER_SORT: WorkOrderSort = '-created_at';
export const WORK_ORDER_PAGE_SIZES = [20, 50, 100] as const;

export type WorkOrderView = 'table' | 'board';

/** The orders list's state, all of it in the address (DESIGN §8). */
export interface WorkOrderListState {
  view: WorkOrderView;
  statuses: WorkOrderStatus[];
  priorities: WorkOrderPriority[];
  assignedTo?: string;
  customerId?: string;
  dateFrom?: string;
  dateTo?: string;
  search: string;
  sort: WorkOrderSort;
  page: number;
  limit: number;
}

const isStatus = (value: string): value is WorkOrderStatus =>
  (WORK_ORDER_STATUSES as readonly string[]).includes(value);
const isPriority = (value: string): value is WorkOrderPriority =>
  (WORK_ORDER_PRIORITIES as readonly string[]).includes(value);
const isDay = (value: string | null): value is string =>
  !!value && /^\d{4}-\d{2}-\d{2}$/.test(value);
const isId = (value: string | null): value is string => !!value && /^[0-9a-f-]{36}$/i.test(value);

/** Reads the list state from the address; anything malformed falls back to its default. */
export function listStateOf(params: URLSearchParams): WorkOrderListState {
  const page = Number(params.get('page'));
  const limit = Number(params.get('limit'));
  const sort = params.get('sort') ?? '';
  return {
    view: params.get('view') === 'board' ? 'board' : 'table',
    statuses: [...new Set(params.getAll('status').filter(isStatus))],
    priorities: [...new Set(params.getAll('priority').filter(isPriority))],
    assignedTo: isId(params.get('assigned_to'))
      ? (params.get('assigned_to') ?? undefined)
      : undefined,
    customerId: isId(params.get('customer_id'))
      ? (params.get('customer_id') ?? undefined)
      : undefined,
    dateFrom: isDay(params.get('date_from')) ? (params.get('date_from') ?? undefined) : undefined,
    dateTo: isDay(params.get('date_to')) ? (params.get('date_to') ?? undefined) : undefined,
    search: params.get('search')?.trim() ?? '',
    sort: (WORK_ORDER_SORTS as readonly string[]).includes(sort)
      ? (sort as WorkOrderSort)
      : DEFAULT_WORK_ORDER_SORT,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    limit: (WORK_ORDER_PAGE_SIZES as readonly number[]).includes(limit)
      ? limit
      : DEFAULT_WORK_ORDER_PAGE_SIZE,
  };
}

export interface WorkOrderListQuery {
  status?: WorkOrderStatus[];
  priority?: WorkOrderPriority[];
  assigned_to?: string;
  customer_id?: string;
  date_from?: string;
  date_to?: string;
  search?: string;
  sort: WorkOrderSort;
  page: number;
  limit: number;
}

/** The list state as SPEC §7's query (empty filters left out; arrays become repeated keys). */
export function listQueryOf(state: WorkOrderListState): WorkOrderListQuery {
  return {
    status: state.statuses.length ? state.statuses : undefined,
    priority: state.priorities.length ? state.priorities : undefined,
    assigned_to: state.assignedTo,
    customer_id: state.customerId,
    date_from: state.dateFrom,
    date_to: state.dateTo,
    search: state.search || undefined,
    sort: state.sort,
    page: state.page,
    limit: state.limit,
  };
}

/** SPEC §4's badge colours (antd tag presets): blue, yellow, green, red, gray. */
export const STATUS_COLORS: Record<WorkOrderStatus, string> = {
  open: 'blue',
  in_progress: 'gold',
  completed: 'green',
  cancelled: 'red',
  on_hold: 'default',
};

/** The board's columns, in the order work flows. */
export const BOARD_COLUMNS: WorkOrderStatus[] = [
  'open',
  'in_progress',
  'on_hold',
  'completed',
  'cancelled',
];

/** DOMAIN's machine, as the board needs it before the server says no (the server decides). */
const TRANSITIONS: Record<WorkOrderStatus, WorkOrderStatus[]> = {
  open: ['in_progress', 'on_hold', 'cancelled'],
  in_progress: ['on_hold', 'completed', 'cancelled'],
  on_hold: ['in_progress', 'cancelled'],
  completed: ['in_progress'],
  cancelled: [],
};

export function canMove(from: WorkOrderStatus, to: WorkOrderStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/** Moves that need more than the drop: a reason (reopen, hold, cancel) or the km (complete). */
export function moveNeedsInput(from: WorkOrderStatus, to: WorkOrderStatus): boolean {
  return to === 'completed' || to === 'cancelled' || (from === 'completed' && to === 'in_progress');
}

/** Hours with up to two decimals, the Spanish way ("1,5 h"). */
export function formatHours(hours: number, locale: string): string {
  return `${hours.toLocaleString(locale, { maximumFractionDigits: 2 })} h`;
}
