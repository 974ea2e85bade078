/**
 * Work orders (órdenes de trabajo): SPEC §3's work order and line, §4's status and priority, and the
 * shapes the screens add. Shared by the API and the SPA.
 */
export const WORK_ORDER_STATUSES = [
  'open',
  'in_progress',
  'on_hold',
  'completed',
  'cancelled',
] as const;
export type WorkOrderStatus = (typeof WORK_ORDER_STATUSES)[number];

export const WORK_ORDER_PRIORITIES = ['normal', 'preferred', 'urgent'] as const;
export type WorkOrderPriority = (typeof WORK_ORDER_PRIORITIES)[number];

export const WORK_ORDER_LINE_TYPES = ['labor', 'part', 'fee'] as const;
export type WorkOrderLineType = (typeof WORK_ORDER_LINE_TYPES)[number];

/** How the customer decided on the estimate (RD 1457/1986): accepted it or renounced it in writing. */
export const ESTIMATE_DECISIONS = ['accepted', 'renounced'] as const;
export type EstimateDecision = (typeof ESTIMATE_DECISIONS)[number];
export const ESTIMATE_CHANNELS = ['in_person', 'phone', 'email', 'signed_document'] as const;
export type EstimateChannel = (typeof ESTIMATE_CHANNELS)[number];

/** The default VAT rate of a line (DOMAIN: 21 %). */
export const DEFAULT_VAT_PERCENT = 21;

/** SPEC §9: the default page size of the orders list. */
export const WORK_ORDER_PAGE_SIZE = 20;

/** A line of a work order (SPEC §3: name, planned_hours, work_order_id; DOMAIN adds the rest). */
export interface WorkOrderLine {
  id: string;
  work_order_id: string;
  type: WorkOrderLineType;
  name: string;
  /** Sold (flagged) hours of a labor line; 0 for parts and fees. */
  planned_hours: number;
  quantity: number;
  unit_price_cents: number;
  discount_percent: number;
  vat_percent: number;
  /** quantity × unit price − discount, before VAT, rounded to the cent. */
  net_cents: number;
  /** A labor line the mechanic marked done (completing the order needs them all). */
  finished_at: string | null;
  /** Hours clocked onto the line (job clocks, closed and running; 2 decimals); 0 for parts and fees. */
  actual_hours: number;
  /** A part line's catalogue part (inventory reserves and consumes it); null otherwise. */
  part_id: string | null;
  /** A line the customer approved in a quote or as an extension (who, when, how); else null. */
  approval?: WorkOrderLineApproval | null;
  position: number;
  version: number;
}

/**
 * RD 1457/1986: work beyond what was agreed (a hidden fault found later) is done only with the
 * customer's consent, recording who approved it, when and how. Lines added from an accepted quote
 * carry it.
 */
export interface WorkOrderLineApproval {
  /** The customer's name as they signed or said it. */
  approved_by: string;
  approved_at: string;
  channel: EstimateChannel;
  /** What was approved: the quote's number and revision ("P-2026-00001 rev. 2"). */
  reference: string | null;
}

export interface WorkOrderVatBreakdown {
  vat_percent: number;
  base_cents: number;
  vat_cents: number;
}

export interface WorkOrderTotals {
  total_planned_hours: number;
  base_cents: number;
  vat: WorkOrderVatBreakdown[];
  vat_cents: number;
  total_cents: number;
}

/** A row of the orders list (SPEC §3's work order). */
export interface WorkOrderSummary {
  id: string;
  /** WO-000123; number, order_number and work_order_number carry the same value (SPEC §3). */
  number: string;
  order_number: string;
  work_order_number: string;
  title: string;
  status: WorkOrderStatus;
  priority: WorkOrderPriority;
  /** The assigned employee's id (SPEC §3 names it twice). */
  assigned_to: string | null;
  assigned_employee_id: string | null;
  assigned_employee_name: string | null;
  customer_id: string;
  customer_name: string | null;
  vehicle_id: string | null;
  license_plate: string | null;
  make: string | null;
  model: string | null;
  total_planned_hours: number;
  total_cents: number;
  promised_at: string | null;
  created_at: string;
  updated_at: string;
  version: number;
}

export interface WorkOrderStatusChange {
  id: string;
  from_status: WorkOrderStatus | null;
  to_status: WorkOrderStatus;
  reason: string | null;
  actor_id: string | null;
  actor_name: string | null;
  changed_at: string;
}

export interface WorkOrderDetail extends WorkOrderSummary {
  complaint: string;
  requested_work: string;
  diagnosis: string;
  odometer_in_km: number | null;
  odometer_out_km: number | null;
  estimate_decision: EstimateDecision | null;
  estimate_decided_at: string | null;
  estimate_channel: EstimateChannel | null;
  /** The document the estimate decision refers to (an accepted quote's number and revision). */
  estimate_reference?: string | null;
  started_at: string | null;
  completed_at: string | null;
  created_by: string | null;
  items: WorkOrderLine[];
  totals: WorkOrderTotals;
  status_history: WorkOrderStatusChange[];
  /** The moves the state machine allows from the current status (the screen offers only these). */
  allowed_transitions: WorkOrderStatus[];
}

/** GET /api/work-orders/statistics (SPEC §3: statusSummary.pending; pending = open orders). */
export interface WorkOrderStatistics {
  statusSummary: Record<WorkOrderStatus, number> & { total: number; pending: number };
  /** Orders not yet completed or cancelled, per priority. */
  activeByPriority: Record<WorkOrderPriority, number>;
  /** Active orders whose promised date has passed. */
  overdue: number;
  /** Active orders nobody is assigned to. */
  unassigned: number;
  computed_at: string;
}

/** An employee an order can be assigned to (GET /api/work-orders/assignees). */
export interface WorkOrderAssignee {
  id: string;
  code: string;
  full_name: string;
  trade: string;
}

/**
 * The order as every work-order event carries it (a "fat" event): read models (vehicle history,
 * statistics, realtime) rebuild from the event alone, whatever order deliveries arrive in.
 */
export interface WorkOrderSnapshot {
  id: string;
  number: string;
  title: string;
  status: WorkOrderStatus;
  priority: WorkOrderPriority;
  customer_id: string;
  customer_name: string;
  vehicle_id: string | null;
  license_plate: string | null;
  assigned_employee_id: string | null;
  /** The user who opened the order: its service advisor. */
  created_by: string | null;
  odometer_in_km: number | null;
  odometer_out_km: number | null;
  created_at: string;
  completed_at: string | null;
  deleted: boolean;
  total_planned_hours: number;
  total_cents: number;
  lines: {
    /** Absent from events recorded before issue 20. */
    id?: string;
    part_id?: string | null;
    type: WorkOrderLineType;
    name: string;
    planned_hours: number;
    quantity: number;
  }[];
  version: number;
}

/**
 * The work-order events' types, declared once: the event classes of @px/work-orders take their
 * TYPE from here, and a lib that work orders depend on (vehicles, which cannot import the classes
 * without a load cycle) names the events it handles by these same constants.
 */
export const WORK_ORDER_EVENT = {
  Created: 'WorkOrderCreated',
  Updated: 'WorkOrderUpdated',
  StatusChanged: 'WorkOrderStatusChanged',
  Assigned: 'WorkOrderAssigned',
  Completed: 'WorkOrderCompleted',
  Deleted: 'WorkOrderDeleted',
  LineAdded: 'WorkOrderLineAdded',
  LineChanged: 'WorkOrderLineChanged',
  LineRemoved: 'WorkOrderLineRemoved',
} as const;

export const WORK_ORDER_EVENTS = Object.values(WORK_ORDER_EVENT);
export type WorkOrderEventType = (typeof WORK_ORDER_EVENT)[keyof typeof WORK_ORDER_EVENT];

export interface WorkOrderEventPayload {
  order: WorkOrderSnapshot;
  /** What changed: field names, the transition, the line. */
  changed?: string[];
  from_status?: WorkOrderStatus;
  to_status?: WorkOrderStatus;
  reason?: string | null;
  from_employee_id?: string | null;
  line_id?: string;
}

/** The realtime push after any change of an order (DESIGN §5: work_order.changed). */
export interface WorkOrderChangedPayload {
  id: string;
  number: string;
  status: WorkOrderStatus;
  version: number;
  event: WorkOrderEventType;
  deleted: boolean;
}

/** WO-000123 from the sequence value; SPEC: an empty number shows WO-000. */
export function formatWorkOrderNumber(sequence: number | null | undefined): string {
  if (!sequence) return 'WO-000';
  return `WO-${String(sequence).padStart(6, '0')}`;
}
