import { type WorkOrderPriority, type WorkOrderStatus } from '@px/contracts';
import {
  type ListQuery,
  type ListTable,
  type SortKeys,
  SqlParams,
  type WalkedList,
  escapeLike,
  skipOf,
  sortedListQuery,
  walkedSearchPageSql,
} from '@px/platform';
import { type WorkOrderActor } from '../domain/work-order-actor';

// The work orders list's SQL, pure (a validated filter and the actor in, statements out):
// WorkOrdersReader runs it, and the bench's floor imports the compiled file to run the very same
// statements.

export const WORK_ORDER_SORTS = ['-created_at', 'created_at', 'promised_at', '-number'] as const;
export type WorkOrderSort = (typeof WORK_ORDER_SORTS)[number];

export interface WorkOrderListFilter {
  statuses?: WorkOrderStatus[];
  priorities?: WorkOrderPriority[];
  assignedTo?: string;
  customerId?: string;
  vehicleId?: string;
  /** Inclusive days (YYYY-MM-DD, Europe/Madrid) of the order's creation. */
  dateFrom?: string;
  dateTo?: string;
  search?: string;
  sort: WorkOrderSort;
  page: number;
  limit: number;
}

/** Who sees which orders, as far as the SQL cares (WorkOrderActor). */
export type WorkOrderScope = Pick<WorkOrderActor, 'allOrders' | 'employeeId'>;

const ORDER_BY: Record<WorkOrderSort, string> = {
  '-created_at': 'w.created_at desc, w.id desc',
  created_at: 'w.created_at, w.id',
  promised_at: 'w.promised_at nulls last, w.id',
  '-number': 'w.number desc',
};

/**
 * The same orders as the platform's sorts (an unsearched list is a sortedListQuery): ascending
 * puts nulls last, as ORDER_BY says, and the reverse (a page read from the end) nulls first.
 */
const SORT_KEYS: Record<WorkOrderSort, SortKeys> = {
  '-created_at': { keys: ['w.created_at', 'w.id'], desc: true },
  created_at: { keys: ['w.created_at', 'w.id'], desc: false },
  promised_at: { keys: ['w.promised_at', 'w.id'], desc: false, nullable: true },
  '-number': { keys: ['w.number'], desc: true },
};

export const LIVE = 'w.deleted_at is null';

export const SUMMARY_COLUMNS = `w.id, w.number, w.title, w.status, w.priority, w.assigned_employee_id,
  w.customer_id, w.customer_name, w.vehicle_id, w.license_plate, w.vehicle_make, w.vehicle_model,
  w.total_planned_hours::float8 as total_planned_hours, w.total_cents::int8 as total_cents,
  w.promised_at, w.created_at, w.updated_at, w.version`;

/**
 * A text search over the newest orders first (platform's walkedSearchPageSql): how many it walks,
 * and what the walk reads, all of it in work_order_walk_idx so the walk never touches the table.
 */
export const SEARCH_WALK_ROWS = 10_000;
const WORK_ORDER_LIST: ListTable = {
  table: 'work_order',
  alias: 'w',
  columns: SUMMARY_COLUMNS,
  matchColumns: 'w.id',
};
const WALKED_LIST: WalkedList = {
  table: 'work_order',
  alias: 'w',
  columns: SUMMARY_COLUMNS,
  walkColumns: `w.id, w.created_at, w.search_text, w.status, w.priority,
  w.assigned_employee_id, w.number`,
  walkCondition: LIVE,
  order: ORDER_BY['-created_at'],
  walkRows: SEARCH_WALK_ROWS,
};

/** The WHERE of what `actor` may see: a mechanic sees only the orders assigned to them. */
export function scopeOf(actor: WorkOrderScope, param: (value: unknown) => string): string[] {
  if (actor.allOrders) return [LIVE];
  return [LIVE, actor.employeeId ? `w.assigned_employee_id = ${param(actor.employeeId)}` : 'false'];
}

/**
 * A page of the orders `actor` may see and its total. Without a search, a sorted list (deep pages
 * from their anchor or the nearer end); with one, read forward (the sorts have their indexes),
 * and a word searched in the whole newest-first list walks the newest orders first.
 */
export function workOrderListQuery(filter: WorkOrderListFilter, actor: WorkOrderScope): ListQuery {
  const params = new SqlParams();
  const param = (value: unknown) => params.add(value);
  const where = scopeOf(actor, param);
  if (filter.statuses?.length) where.push(`w.status = any (${param(filter.statuses)}::text[])`);
  if (filter.priorities?.length) {
    where.push(`w.priority = any (${param(filter.priorities)}::text[])`);
  }
  if (filter.assignedTo) where.push(`w.assigned_employee_id = ${param(filter.assignedTo)}`);
  if (filter.customerId) where.push(`w.customer_id = ${param(filter.customerId)}`);
  if (filter.vehicleId) where.push(`w.vehicle_id = ${param(filter.vehicleId)}`);
  if (filter.dateFrom) {
    where.push(
      `w.created_at >= (${param(filter.dateFrom)}::date)::timestamp at time zone 'Europe/Madrid'`,
    );
  }
  if (filter.dateTo) {
    where.push(
      `w.created_at < (${param(filter.dateTo)}::date + 1)::timestamp at time zone 'Europe/Madrid'`,
    );
  }
  const search = filter.search?.trim();
  const number = search ? /^(wo-?)?0*(\d{1,9})$/i.exec(search.replace(/\s+/g, '')) : null;
  if (search) {
    const text = param(escapeLike(search));
    const byNumber = number ? ` or w.number = ${param(Number(number[2]))}` : '';
    where.push(`(w.search_text like '%' || lower(px_unaccent(${text})) || '%'${byNumber})`);
  }
  const clause = where.join(' and ');
  // Unsearched, the list pages as every sorted list does: deep pages from their anchor or from
  // the nearer end (platform's sortedListQuery), with the same total.
  if (!search) {
    return sortedListQuery('work_order', WORK_ORDER_LIST, SORT_KEYS[filter.sort], filter, {
      base: clause,
      match: '',
      params,
      walkRows: 0,
    });
  }
  const countValues = params.snapshot();
  // A word searched in the whole newest-first list is walked for. Not a number (it finds one
  // order at once), nor within one mechanic's, customer's or vehicle's orders (few of the newest
  // are theirs; their own indexes serve them).
  const walk =
    !!search &&
    !number &&
    filter.sort === '-created_at' &&
    actor.allOrders &&
    !filter.assignedTo &&
    !filter.customerId &&
    !filter.vehicleId;
  const skip = skipOf(filter);
  const limit = param(filter.limit);
  const offset = param(skip);
  const text = walk
    ? walkedSearchPageSql(WALKED_LIST, where, limit, offset, param(skip + filter.limit))
    : `select ${SUMMARY_COLUMNS} from work_order w where ${clause}
          order by ${ORDER_BY[filter.sort]} limit ${limit} offset ${offset}`;
  const values = params.values;
  return {
    request: filter,
    count: { list: 'work_order', from: 'work_order w', clause, values: countValues },
    totalFirst: false,
    page: () => ({ text, values, reversed: false }),
  };
}
