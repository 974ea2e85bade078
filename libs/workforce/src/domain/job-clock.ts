import {
  type JobClockRefusalCode,
  type WorkOrderLineType,
  type WorkOrderStatus,
} from '@px/contracts';
import { type ClockStatus } from './clock-timeline';
import { type Refusal } from './workforce-refusal';

/**
 * The job clock (DOMAIN "Actual hours come from the time clock"): a worker clocks onto a labor line
 * of a work order, inside their attendance entry, with one open job clock at a time. Attendance
 * (the working day) and job time are different clocks; productivity compares them. This file says
 * who may start one where; the commands write it and the database keeps it from overlapping.
 */

/** What the job clock needs to know of a line and its order (work-orders answers it). */
export interface JobLine {
  lineId: string;
  workOrderId: string;
  type: WorkOrderLineType;
  finished: boolean;
  orderStatus: WorkOrderStatus;
  assignedEmployeeId: string | null;
}

/** Who starts the job clock. */
export interface JobWorker {
  employeeId: string;
  /**
   * Manages every order (work_orders.orders.update: jefe de taller, recepción, administrators): may
   * clock onto any order. A mechanic clocks only onto the orders assigned to them.
   */
  worksAnyOrder: boolean;
}

/**
 * The statuses whose lines are worked: "En curso" only. An open order has not started (the work
 * starts once the estimate is accepted or renounced, RD 1457/1986), one on hold is waiting, and a
 * completed or cancelled one is closed.
 */
export const WORKABLE_ORDER_STATUSES: readonly WorkOrderStatus[] = ['in_progress'];

export function isWorkableOrder(status: WorkOrderStatus): boolean {
  return WORKABLE_ORDER_STATUSES.includes(status);
}

const ORDER_STATUS_NAMES: Record<WorkOrderStatus, string> = {
  open: 'abierta (aún no se ha empezado)',
  in_progress: 'en curso',
  on_hold: 'en espera',
  completed: 'completada',
  cancelled: 'cancelada',
};

/** A line that does not exist (404), as work orders word it. */
export const JOB_LINE_NOT_FOUND = 'La línea de la orden no existe.';

/** What the worker reads when the job clock refuses (a 409 with the code in `details.code`). */
export const JOB_CLOCK_REFUSAL_MESSAGES: Record<JobClockRefusalCode, string> = {
  not_clocked_in: 'Ficha la entrada antes de empezar a trabajar en una línea.',
  on_break: 'Estás en pausa: termina la pausa antes de trabajar en una línea.',
  not_labor: 'Solo se ficha tiempo en las líneas de mano de obra.',
  not_assigned: 'Esta orden no está asignada a ti: solo puedes fichar en tus órdenes.',
  order_not_workable: 'Solo se ficha tiempo en órdenes en curso.',
  line_finished: 'Esta línea ya está terminada: no se puede fichar más tiempo en ella.',
  already_on_line: 'Ya estás trabajando en esta línea.',
  no_job_clock: 'No estás trabajando en esta línea.',
  overlap: 'El tiempo de trabajo se solaparía con otro del mismo empleado.',
};

export function jobClockRefusal(
  code: JobClockRefusalCode,
  details?: Record<string, unknown>,
): Refusal<JobClockRefusalCode> {
  return details
    ? { code, message: JOB_CLOCK_REFUSAL_MESSAGES[code], details }
    : { code, message: JOB_CLOCK_REFUSAL_MESSAGES[code] };
}

/**
 * Why `worker` may not clock onto `line`, or null when they may: a labor line, not finished, of an
 * order in progress that is theirs (or they manage every order).
 */
export function jobLineRefusal(
  line: JobLine,
  worker: JobWorker,
): Refusal<JobClockRefusalCode> | null {
  if (line.type !== 'labor') return jobClockRefusal('not_labor', { type: line.type });
  if (!worker.worksAnyOrder && line.assignedEmployeeId !== worker.employeeId) {
    return jobClockRefusal('not_assigned');
  }
  if (!isWorkableOrder(line.orderStatus)) {
    return {
      code: 'order_not_workable',
      message: `La orden está ${ORDER_STATUS_NAMES[line.orderStatus]}: solo se ficha tiempo en órdenes en curso.`,
      details: { status: line.orderStatus },
    };
  }
  if (line.finished) return jobClockRefusal('line_finished');
  return null;
}

/** Job time runs only inside the working day: clocked in and not on a break. */
export function jobAttendanceRefusal(status: ClockStatus): Refusal<JobClockRefusalCode> | null {
  if (status === 'out') return jobClockRefusal('not_clocked_in');
  if (status === 'on_break') return jobClockRefusal('on_break');
  return null;
}

/** One job clock's times (stoppedAt null while it runs). */
export interface JobClockSpan {
  startedAt: Date;
  stoppedAt: Date | null;
}

/** The time a job clock counts up to `now`: a running one up to now, never negative. */
export function jobClockMs(span: JobClockSpan, now: Date): number {
  const end = span.stoppedAt ?? now;
  return Math.max(0, end.getTime() - span.startedAt.getTime());
}

const HOUR_MS = 3_600_000;

/** Milliseconds as hours with 2 decimals (what the order's lines show as `actual_hours`). */
export function clockedHours(ms: number): number {
  if (!Number.isFinite(ms) || ms <= 0) return 0;
  return Math.round(ms / (HOUR_MS / 100)) / 100;
}
