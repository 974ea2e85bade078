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
import { GetCustomerRefsQuery } from '@px/customers';
import { GetUserNamesQuery } from '@px/identity';
import { ListTotals, SqlClient, SqlParams } from '@px/platform';
import { GetVehicleRefsQuery } from '@px/vehicles';
import { GetEmployeeRefsQuery } from '@px/workforce';
import { type WorkOrderActor } from '../domain/work-order-actor';
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

const SUMMARY_COLUMNS = `w.id, w.number, w.title, w.status, w.priority, w.assigned_employee_id,
  w.customer_id, w.vehicle_id, w.total_planned_hours::float8 as total_planned_hours,
  w.total_cents::int8 as total_cents, w.promised_at, w.created_at, w.updated_at, w.version`;
const DETAIL_COLUMNS = `${SUMMARY_COLUMNS}, w.complaint, w.requested_work, w.diagnosis,
  w.odometer_in_km, w.odometer_out_km, w.estimate_decision, w.estimate_decided_at,
  w.estimate_channel, w.started_at, w.completed_at, w.created_by`;

interface SummaryRow {
  id: string;
  number: number;
  title: string;
  status: WorkOrderStatus;
  priority: WorkOrderPriority;
  assigned_employee_id: string | null;
  customer_id: string;
  vehicle_id: string | null;
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
};

const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);

/**
 * The read side of work orders (DESIGN §4: raw SQL for speed). Customer, vehicle and employee
 * names come from their modules' queries, one query per page for each.
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
    if (actor.allOrders) return ['w.deleted_at is null'];
    return [
      'w.deleted_at is null',
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
    if (search) {
      const text = param(search.replace(/[\\%_]/g, '\\$&'));
      const number = /^(wo-?)?0*(\d{1,9})$/i.exec(search.replace(/\s+/g, ''));
      const byNumber = number ? ` or w.number = ${param(Number(number[2]))}` : '';
      where.push(`(w.search_text like '%' || lower(px_unaccent(${text})) || '%'${byNumber})`);
    }
    const clause = where.join(' and ');
    const countParams = params.snapshot();
    const [rows, total] = await Promise.all([
      this.sql.query<SummaryRow>(
        `select ${SUMMARY_COLUMNS} from work_order w where ${clause}
          order by ${ORDER_BY[filter.sort]}
          limit ${param(filter.limit)} offset ${param((filter.page - 1) * filter.limit)}`,
        params.values,
      ),
      this.totals.count('work_order', 'work_order w', clause, countParams),
    ]);
    return {
      data: await this.describe(rows),
      pagination: { page: filter.page, limit: filter.limit, total },
    };
  }

  /** Rows as SPEC §3's work order, with the customer's, vehicle's and assignee's names. */
  private async describe(rows: SummaryRow[]): Promise<WorkOrderSummary[]> {
    const unique = (ids: (string | null)[]) => [...new Set(ids.filter((id): id is string => !!id))];
    const [customers, vehicles, employees] = await Promise.all([
      this.queries.execute(new GetCustomerRefsQuery(unique(rows.map((r) => r.customer_id)), true)),
      this.queries.execute(new GetVehicleRefsQuery(unique(rows.map((r) => r.vehicle_id)))),
      this.queries.execute(
        new GetEmployeeRefsQuery(unique(rows.map((r) => r.assigned_employee_id))),
      ),
    ]);
    const customerNames = new Map(customers.map((c) => [c.id, c.full_name]));
    const vehicleById = new Map(vehicles.map((v) => [v.id, v]));
    const employeeNames = new Map(employees.map((e) => [e.id, e.full_name]));
    return rows.map((row) => {
      const number = formatWorkOrderNumber(row.number);
      const vehicle = row.vehicle_id ? vehicleById.get(row.vehicle_id) : undefined;
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
        customer_name: customerNames.get(row.customer_id) ?? null,
        vehicle_id: row.vehicle_id,
        license_plate: vehicle?.license_plate ?? null,
        make: vehicle?.make ?? null,
        model: vehicle?.model ?? null,
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
    const rows = await this.sql.query<{
      id: string;
      work_order_id: string;
      type: WorkOrderLine['type'];
      name: string;
      planned_hours: number;
      quantity: number;
      unit_price_cents: string;
      discount_percent: number;
      vat_percent: number;
      finished_at: Date | null;
      position: number;
      version: number;
    }>(
      `select id, work_order_id, type, name, planned_hours::float8 as planned_hours,
              quantity::float8 as quantity, unit_price_cents, discount_percent::float8 as discount_percent,
              vat_percent::float8 as vat_percent, finished_at, position, version
         from work_order_line where work_order_id = $1 order by position`,
      [workOrderId],
    );
    return rows.map((row) => {
      const line = { ...row, unit_price_cents: Number(row.unit_price_cents) };
      return {
        ...line,
        finished_at: iso(row.finished_at),
        net_cents: lineNetCents({
          type: line.type,
          plannedHours: line.planned_hours,
          quantity: line.quantity,
          unitPriceCents: line.unit_price_cents,
          discountPercent: line.discount_percent,
          vatPercent: line.vat_percent,
        }),
      };
    });
  }

  /** The order a line belongs to, or null for an unknown line. */
  async orderOfLine(lineId: string): Promise<string | null> {
    const row = await this.sql.one<{ work_order_id: string }>(
      'select work_order_id from work_order_line where id = $1',
      [lineId],
    );
    return row?.work_order_id ?? null;
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
    if (!row) return null;
    const [[summary], items, history] = await Promise.all([
      this.describe([row]),
      this.lines(id),
      this.statusHistory(id),
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

  private async statusHistory(id: string): Promise<WorkOrderStatusChange[]> {
    const rows = await this.sql.query<
      Omit<WorkOrderStatusChange, 'actor_name' | 'changed_at'> & { changed_at: Date }
    >(
      `select id, from_status, to_status, reason, actor_id, changed_at
         from work_order_status_change where work_order_id = $1 order by changed_at, id`,
      [id],
    );
    const names = await this.queries.execute(
      new GetUserNamesQuery([
        ...new Set(rows.map((r) => r.actor_id).filter((a): a is string => !!a)),
      ]),
    );
    const byId = new Map(names.map((user) => [user.id, user.full_name]));
    return rows.map((row) => ({
      ...row,
      actor_name: row.actor_id ? (byId.get(row.actor_id) ?? null) : null,
      changed_at: row.changed_at.toISOString(),
    }));
  }
}
