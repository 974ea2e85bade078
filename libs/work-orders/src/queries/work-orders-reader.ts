import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  type Paginated,
  type WorkOrderDetail,
  type WorkOrderLine,
  type WorkOrderPriority,
  type WorkOrderStatus,
  type WorkOrderStatusChange,
  type WorkOrderSummary,
  formatWorkOrderNumber,
} from '@px/contracts';
import { GetUserNamesQuery } from '@px/identity';
import { ListTotals, SqlClient, SqlParams } from '@px/platform';
import { GetEmployeeNamesQuery } from '@px/workforce';
import { type WorkOrderActor } from '../domain/work-order-actor';
import { type WrittenWorkOrder } from '../domain/work-order.entity';
import { allowedTransitions } from '../domain/work-order-status';
import { lineNetCents, workOrderTotals } from '../domain/work-order-totals';

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

const ORDER_BY: Record<WorkOrderSort, string> = {
  '-created_at': 'w.created_at desc, w.id desc',
  created_at: 'w.created_at, w.id',
  promised_at: 'w.promised_at nulls last, w.id',
  '-number': 'w.number desc',
};

/**
 * A text search over the newest orders first (see searchedPage): how many it walks, and what the
 * walk reads, all of it in work_order_walk_idx so the walk never touches the table.
 */
export const SEARCH_WALK_ROWS = 10_000;
const WALK_COLUMNS = `w.id, w.created_at, w.search_text, w.status, w.priority,
  w.assigned_employee_id, w.number`;
const LIVE = 'w.deleted_at is null';

const SUMMARY_COLUMNS = `w.id, w.number, w.title, w.status, w.priority, w.assigned_employee_id,
  w.customer_id, w.customer_name, w.vehicle_id, w.license_plate, w.vehicle_make, w.vehicle_model,
  w.total_planned_hours::float8 as total_planned_hours, w.total_cents::int8 as total_cents,
  w.promised_at, w.created_at, w.updated_at, w.version`;
const LINE_COLUMNS = `id, work_order_id, type, name, planned_hours::float8 as planned_hours,
  quantity::float8 as quantity, unit_price_cents, discount_percent::float8 as discount_percent,
  vat_percent::float8 as vat_percent, finished_at, position, version`;
/** The order with its lines and status history: a detail is one statement. */
const DETAIL_COLUMNS = `${SUMMARY_COLUMNS}, w.complaint, w.requested_work, w.diagnosis,
  w.odometer_in_km, w.odometer_out_km, w.estimate_decision, w.estimate_decided_at,
  w.estimate_channel, w.started_at, w.completed_at, w.created_by,
  (select coalesce(json_agg(l order by l.position), '[]') from (
     select ${LINE_COLUMNS} from work_order_line where work_order_id = w.id) l) as items,
  (select coalesce(json_agg(h order by h.changed_at, h.id), '[]') from (
     select id, from_status, to_status, reason, actor_id, changed_at
       from work_order_status_change where work_order_id = w.id) h) as history`;

interface SummaryRow {
  id: string;
  number: number;
  title: string;
  status: WorkOrderStatus;
  priority: WorkOrderPriority;
  assigned_employee_id: string | null;
  customer_id: string;
  customer_name: string;
  vehicle_id: string | null;
  license_plate: string | null;
  vehicle_make: string | null;
  vehicle_model: string | null;
  total_planned_hours: number;
  total_cents: string | number;
  promised_at: Date | null;
  created_at: Date;
  updated_at: Date;
  version: number;
}

type DetailRow = SummaryRow & {
  complaint: string;
  requested_work: string;
  diagnosis: string;
  odometer_in_km: number | null;
  odometer_out_km: number | null;
  estimate_decision: WorkOrderDetail['estimate_decision'];
  estimate_decided_at: Date | null;
  estimate_channel: WorkOrderDetail['estimate_channel'];
  started_at: Date | null;
  completed_at: Date | null;
  created_by: string | null;
  items: LineRow[];
  history: HistoryRow[];
};

/** A line as SQL gives it (from json_agg, timestamps are strings). */
interface LineRow {
  id: string;
  work_order_id: string;
  type: WorkOrderLine['type'];
  name: string;
  planned_hours: number;
  quantity: number;
  unit_price_cents: string | number;
  discount_percent: number;
  vat_percent: number;
  finished_at: Date | string | null;
  position: number;
  version: number;
}

type HistoryRow = Omit<WorkOrderStatusChange, 'actor_name' | 'changed_at'> & {
  changed_at: Date | string;
};

const iso = (value: Date | string | null): string | null =>
  value ? new Date(value).toISOString() : null;

function toLine(row: LineRow): WorkOrderLine {
  const unitPriceCents = Number(row.unit_price_cents);
  return {
    ...row,
    unit_price_cents: unitPriceCents,
    finished_at: iso(row.finished_at),
    net_cents: lineNetCents({
      type: row.type,
      plannedHours: row.planned_hours,
      quantity: row.quantity,
      unitPriceCents,
      discountPercent: row.discount_percent,
      vatPercent: row.vat_percent,
    }),
  };
}

/**
 * The read side of work orders (DESIGN §4: raw SQL for speed). The customer's and vehicle's labels
 * are the order's own columns (kept by its commands and PartyChangesSubscriber); employees' and
 * users' names come from their modules' display queries, answered from memory.
 */
@Injectable()
export class WorkOrdersReader {
  constructor(
    private readonly sql: SqlClient,
    private readonly queries: QueryBus,
    private readonly totals: ListTotals,
  ) {}

  /** The WHERE of what `actor` may see: a mechanic sees only the orders assigned to them. */
  private scope(actor: WorkOrderActor, param: (value: unknown) => string): string[] {
    if (actor.allOrders) return [LIVE];
    return [
      LIVE,
      actor.employeeId ? `w.assigned_employee_id = ${param(actor.employeeId)}` : 'false',
    ];
  }

  async list(
    filter: WorkOrderListFilter,
    actor: WorkOrderActor,
  ): Promise<Paginated<WorkOrderSummary>> {
    const params = new SqlParams();
    const param = (value: unknown) => params.add(value);
    const where = this.scope(actor, param);
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
      const text = param(search.replace(/[\\%_]/g, '\\$&'));
      const byNumber = number ? ` or w.number = ${param(Number(number[2]))}` : '';
      where.push(`(w.search_text like '%' || lower(px_unaccent(${text})) || '%'${byNumber})`);
    }
    const clause = where.join(' and ');
    const countParams = params.snapshot();
    // A word searched in the whole newest-first list is walked for (searchedPage). Not a number
    // (it finds one order at once), nor within one mechanic's, customer's or vehicle's orders
    // (few of the newest are theirs; their own indexes serve them).
    const walk =
      !!search &&
      !number &&
      filter.sort === '-created_at' &&
      actor.allOrders &&
      !filter.assignedTo &&
      !filter.customerId &&
      !filter.vehicleId;
    const limit = param(filter.limit);
    const offset = param((filter.page - 1) * filter.limit);
    const statement = walk
      ? searchedPage(where, limit, offset, param((filter.page - 1) * filter.limit + filter.limit))
      : `select ${SUMMARY_COLUMNS} from work_order w where ${clause}
          order by ${ORDER_BY[filter.sort]} limit ${limit} offset ${offset}`;
    const [rows, total] = await Promise.all([
      this.sql.query<SummaryRow>(statement, params.values),
      this.totals.count('work_order', 'work_order w', clause, countParams),
    ]);
    return {
      data: await this.describe(rows),
      pagination: { page: filter.page, limit: filter.limit, total },
    };
  }

  /** Rows as SPEC §3's work order, with the assignee's name. */
  private async describe(rows: SummaryRow[]): Promise<WorkOrderSummary[]> {
    const assignees = [
      ...new Set(rows.map((r) => r.assigned_employee_id).filter((id): id is string => !!id)),
    ];
    const employees = await this.queries.execute(new GetEmployeeNamesQuery(assignees));
    const employeeNames = new Map(employees.map((e) => [e.id, e.full_name]));
    return rows.map((row) => {
      const number = formatWorkOrderNumber(row.number);
      return {
        id: row.id,
        number,
        order_number: number,
        work_order_number: number,
        title: row.title,
        status: row.status,
        priority: row.priority,
        assigned_to: row.assigned_employee_id,
        assigned_employee_id: row.assigned_employee_id,
        assigned_employee_name: row.assigned_employee_id
          ? (employeeNames.get(row.assigned_employee_id) ?? null)
          : null,
        customer_id: row.customer_id,
        customer_name: row.customer_name || null,
        vehicle_id: row.vehicle_id,
        license_plate: row.license_plate,
        make: row.vehicle_make,
        model: row.vehicle_model,
        total_planned_hours: Number(row.total_planned_hours),
        total_cents: Number(row.total_cents),
        promised_at: iso(row.promised_at),
        created_at: row.created_at.toISOString(),
        updated_at: row.updated_at.toISOString(),
        version: row.version,
      };
    });
  }

  async lines(workOrderId: string): Promise<WorkOrderLine[]> {
    const rows = await this.sql.query<LineRow>(
      `select ${LINE_COLUMNS} from work_order_line where work_order_id = $1 order by position`,
      [workOrderId],
    );
    return rows.map(toLine);
  }

  /** One line, or null for an unknown line. */
  async line(lineId: string): Promise<WorkOrderLine | null> {
    const row = await this.sql.one<LineRow>(
      `select ${LINE_COLUMNS} from work_order_line where id = $1`,
      [lineId],
    );
    return row ? toLine(row) : null;
  }

  /** Whether the order exists and `actor` may see it. */
  async visible(id: string, actor: WorkOrderActor): Promise<boolean> {
    const params = new SqlParams();
    const where = this.scope(actor, (value) => params.add(value));
    const row = await this.sql.one(
      `select 1 from work_order w where w.id = ${params.add(id)} and ${where.join(' and ')}`,
      params.values,
    );
    return !!row;
  }

  async get(id: string, actor: WorkOrderActor): Promise<WorkOrderDetail | null> {
    const params = new SqlParams();
    const where = this.scope(actor, (value) => params.add(value));
    const row = await this.sql.one<DetailRow>(
      `select ${DETAIL_COLUMNS} from work_order w where w.id = ${params.add(id)} and ${where.join(' and ')}`,
      params.values,
    );
    return row ? this.detailOf(row) : null;
  }

  /**
   * The detail of an order this request has just written, from the rows it wrote: the same answer
   * as `get` (an API test holds them equal) without reading back what is already in hand.
   */
  async detailOfWritten(written: WrittenWorkOrder): Promise<WorkOrderDetail> {
    const { order, lines, history } = written;
    return this.detailOf({
      id: order.id,
      number: order.number,
      title: order.title,
      status: order.status,
      priority: order.priority,
      assigned_employee_id: order.assignedEmployeeId,
      customer_id: order.customerId,
      customer_name: order.customerName,
      vehicle_id: order.vehicleId,
      license_plate: order.licensePlate,
      vehicle_make: order.vehicleMake,
      vehicle_model: order.vehicleModel,
      total_planned_hours: order.totalPlannedHours,
      total_cents: order.totalCents,
      promised_at: order.promisedAt,
      created_at: order.createdAt,
      updated_at: order.updatedAt,
      version: order.version,
      complaint: order.complaint,
      requested_work: order.requestedWork,
      diagnosis: order.diagnosis,
      odometer_in_km: order.odometerInKm,
      odometer_out_km: order.odometerOutKm,
      estimate_decision: order.estimateDecision,
      estimate_decided_at: order.estimateDecidedAt,
      estimate_channel: order.estimateChannel,
      started_at: order.startedAt,
      completed_at: order.completedAt,
      created_by: order.createdBy,
      items: lines.map((line) => ({
        id: line.id,
        work_order_id: line.workOrderId,
        type: line.type,
        name: line.name,
        planned_hours: line.plannedHours,
        quantity: line.quantity,
        unit_price_cents: line.unitPriceCents,
        discount_percent: line.discountPercent,
        vat_percent: line.vatPercent,
        finished_at: line.finishedAt,
        position: line.position,
        version: line.version ?? 1,
      })),
      history: history.map((change) => ({
        id: change.id,
        from_status: change.fromStatus,
        to_status: change.toStatus,
        reason: change.reason,
        actor_id: change.actorId,
        changed_at: change.changedAt,
      })),
    });
  }

  private async detailOf(row: DetailRow): Promise<WorkOrderDetail> {
    const items = row.items.map(toLine);
    const [[summary], history] = await Promise.all([
      this.describe([row]),
      this.describeHistory(row.history),
    ]);
    const totals = workOrderTotals(
      items.map((line) => ({
        type: line.type,
        plannedHours: line.planned_hours,
        quantity: line.quantity,
        unitPriceCents: line.unit_price_cents,
        discountPercent: line.discount_percent,
        vatPercent: line.vat_percent,
      })),
    );
    return {
      ...summary,
      complaint: row.complaint,
      requested_work: row.requested_work,
      diagnosis: row.diagnosis,
      odometer_in_km: row.odometer_in_km,
      odometer_out_km: row.odometer_out_km,
      estimate_decision: row.estimate_decision,
      estimate_decided_at: iso(row.estimate_decided_at),
      estimate_channel: row.estimate_channel,
      started_at: iso(row.started_at),
      completed_at: iso(row.completed_at),
      created_by: row.created_by,
      items,
      totals,
      status_history: history,
      allowed_transitions: allowedTransitions(row.status),
    };
  }

  private async describeHistory(rows: HistoryRow[]): Promise<WorkOrderStatusChange[]> {
    const actors = [...new Set(rows.map((r) => r.actor_id).filter((a): a is string => !!a))];
    const names = await this.queries.execute(new GetUserNamesQuery(actors));
    const byId = new Map(names.map((user) => [user.id, user.full_name]));
    return rows.map((row) => ({
      ...row,
      actor_name: row.actor_id ? (byId.get(row.actor_id) ?? null) : null,
      changed_at: new Date(row.changed_at).toISOString(),
    }));
  }
}

/**
 * One page of a text search, newest first. A common word ("navarro": 15,000 of a million orders)
 * has too many matches to sort and the planner cannot tell it from a rare one, so first the newest
 * SEARCH_WALK_ROWS orders are walked in list order through work_order_walk_idx (index only): if
 * they hold the whole page, no older order can come before it and the page is theirs. Otherwise
 * (a rare word) every match is found through the trigram index and sorted, as without the walk.
 * `where` is the list's conditions (the first is the live-orders one the walk's index carries).
 */
function searchedPage(where: string[], limit: string, offset: string, needed: string): string {
  const walkClause = where.filter((condition) => condition !== LIVE).join(' and ') || 'true';
  return `with walk as materialized (
      select w.id from (select ${WALK_COLUMNS} from work_order w where ${LIVE}
                         order by w.created_at desc, w.id desc limit ${SEARCH_WALK_ROWS}) w
       where ${walkClause} order by w.created_at desc, w.id desc limit ${needed}
    ), page as (
      select id from walk where (select count(*) from walk) >= ${needed}
      union all
      (select w.id from work_order w where (select count(*) from walk) < ${needed}
          and ${where.join(' and ')}
        order by w.created_at desc, w.id desc limit ${needed})
    )
    select ${SUMMARY_COLUMNS} from page join work_order w on w.id = page.id
     order by w.created_at desc, w.id desc limit ${limit} offset ${offset}`;
}
