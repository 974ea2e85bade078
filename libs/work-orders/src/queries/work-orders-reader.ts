import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  type EstimateChannel,
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
import { ListTotals, SqlClient, SqlParams, pageOf, readListPage } from '@px/platform';
import { GetEmployeeNamesQuery, GetJobHoursForLinesQuery, clockedHours } from '@px/workforce';
import { type WorkOrderActor } from '../domain/work-order-actor';
import { lineApprovalView } from '../domain/approved-lines';
import { type WrittenWorkOrder } from '../domain/work-order.entity';
import { allowedTransitions } from '../domain/work-order-status';
import { lineNetCents, workOrderTotals } from '../domain/work-order-totals';
import { LINE_COLUMNS, workOrderDetailStatement } from './work-order-detail.sql';
import { type WorkOrderListFilter, scopeOf, workOrderListQuery } from './work-order-list.sql';

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
  estimate_reference: string | null;
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
  part_id: string | null;
  position: number;
  version: number;
  approved_by: string | null;
  approved_at: Date | string | null;
  approval_channel: EstimateChannel | null;
  approval_reference: string | null;
}

type HistoryRow = Omit<WorkOrderStatusChange, 'actor_name' | 'changed_at'> & {
  changed_at: Date | string;
};

const iso = (value: Date | string | null): string | null =>
  value ? new Date(value).toISOString() : null;

/** Milliseconds clocked per line id (the job clock's answer). */
type ClockedMs = ReadonlyMap<string, number>;

function toLine(row: LineRow, clocked: ClockedMs): WorkOrderLine {
  const unitPriceCents = Number(row.unit_price_cents);
  const {
    approved_by: approvedBy,
    approved_at: approvedAt,
    approval_channel: approvalChannel,
    approval_reference: approvalReference,
    ...line
  } = row;
  return {
    ...line,
    approval: lineApprovalView({ approvedBy, approvedAt, approvalChannel, approvalReference }),
    unit_price_cents: unitPriceCents,
    finished_at: iso(row.finished_at),
    actual_hours: clockedHours(clocked.get(row.id) ?? 0),
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

  /** A page (work-order-list.sql.ts) and its exact total, cached under the list's version. */
  async list(
    filter: WorkOrderListFilter,
    actor: WorkOrderActor,
  ): Promise<Paginated<WorkOrderSummary>> {
    const { rows, total, capped } = await readListPage(workOrderListQuery(filter, actor), {
      rows: (statement) => this.sql.query<SummaryRow>(statement.text, statement.values),
      total: (count) => this.totals.countOf(count),
      anchors: (anchors) => this.totals.anchorsOf(anchors),
    });
    return pageOf(await this.describe(rows), filter, total, capped);
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
    const clocked = await this.clocked(rows);
    return rows.map((row) => toLine(row, clocked));
  }

  /** Time clocked onto these labor lines (workforce's job clocks): one query for a whole order. */
  private async clocked(rows: readonly LineRow[]): Promise<ClockedMs> {
    const labor = rows.filter((row) => row.type === 'labor').map((row) => row.id);
    if (!labor.length) return new Map();
    const hours = await this.queries.execute(new GetJobHoursForLinesQuery(labor));
    return new Map(hours.map((line) => [line.line_id, line.clocked_ms]));
  }

  /** One line, or null for an unknown line. */
  async line(lineId: string): Promise<WorkOrderLine | null> {
    const row = await this.sql.one<LineRow>(
      `select ${LINE_COLUMNS} from work_order_line where id = $1`,
      [lineId],
    );
    return row ? toLine(row, await this.clocked([row])) : null;
  }

  /** Whether the order exists and `actor` may see it. */
  async visible(id: string, actor: WorkOrderActor): Promise<boolean> {
    const params = new SqlParams();
    const where = scopeOf(actor, (value) => params.add(value));
    const row = await this.sql.one(
      `select 1 from work_order w where w.id = ${params.add(id)} and ${where.join(' and ')}`,
      params.values,
    );
    return !!row;
  }

  async get(id: string, actor: WorkOrderActor): Promise<WorkOrderDetail | null> {
    const { text, values } = workOrderDetailStatement(id, actor);
    const row = await this.sql.one<DetailRow>(text, values);
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
      estimate_reference: order.estimateReference,
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
        part_id: line.partId,
        vat_percent: line.vatPercent,
        finished_at: line.finishedAt,
        position: line.position,
        version: line.version ?? 1,
        approved_by: line.approvedBy,
        approved_at: line.approvedAt,
        approval_channel: line.approvalChannel,
        approval_reference: line.approvalReference,
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
    const [[summary], history, clocked] = await Promise.all([
      this.describe([row]),
      this.describeHistory(row.history),
      this.clocked(row.items),
    ]);
    const items = row.items.map((line) => toLine(line, clocked));
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
      estimate_reference: row.estimate_reference,
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
