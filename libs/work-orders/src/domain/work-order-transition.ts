import { type EstimateDecision, type WorkOrderLineType, type WorkOrderStatus } from '@px/contracts';
import { type WorkOrderActor } from './work-order-actor';
import { type WorkOrderRefusal } from './work-order-refusal';
import { isReopening, refuseTransition } from './work-order-status';

/** What the transition rules read of an order. */
export interface TransitionOrder {
  status: WorkOrderStatus;
  estimateDecision: EstimateDecision | null;
  vehicleId: string | null;
  odometerInKm: number | null;
  odometerOutKm: number | null;
  startedAt: Date | null;
  completedAt: Date | null;
}

/** What the completion rule reads of a line. */
export interface LineProgress {
  id: string;
  type: WorkOrderLineType;
  finishedAt: Date | null;
}

/** A move that happens: recorded in the status history and carried by the events. */
export interface Transition {
  from: WorkOrderStatus;
  to: WorkOrderStatus;
  /** Trimmed; null when none was given. */
  reason: string | null;
}

/** A move's answer: nothing to do (already there), refused, or the move and what it sets. */
export type TransitionDecision =
  | { kind: 'same' }
  | { kind: 'refused'; refusal: WorkOrderRefusal }
  | {
      kind: 'moved';
      transition: Transition;
      /** The order's fields after the move. */
      set: Pick<TransitionOrder, 'status' | 'startedAt' | 'completedAt'>;
    };

/** Reopening a completed order is for the jefe de taller and administrators (orders.reopen). */
export function reopenRefusal(
  from: WorkOrderStatus,
  to: WorkOrderStatus,
  actor: Pick<WorkOrderActor, 'canReopen'>,
): WorkOrderRefusal | null {
  if (!isReopening(from, to) || actor.canReopen) return null;
  return {
    kind: 'forbidden',
    message: 'Solo el jefe de taller o un administrador puede reabrir una orden.',
  };
}

/** Cancelling is managing the order (orders.update): a mechanic cannot cancel their order. */
export function cancelRefusal(
  to: WorkOrderStatus,
  actor: Pick<WorkOrderActor, 'canManage'>,
): WorkOrderRefusal | null {
  if (to !== 'cancelled' || actor.canManage) return null;
  return { kind: 'forbidden', message: 'No tienes permisos para cancelar órdenes.' };
}

/**
 * Work starts only once the customer accepted the estimate or renounced it (RD 1457/1986, art. 12).
 */
export function estimateRefusal(
  order: Pick<TransitionOrder, 'status' | 'estimateDecision'>,
  to: WorkOrderStatus,
): WorkOrderRefusal | null {
  if (to !== 'in_progress' || order.estimateDecision) return null;
  return {
    kind: 'conflict',
    message:
      'Antes de empezar el trabajo registra si el cliente acepta el presupuesto o renuncia a él.',
    details: { status: order.status, requested: to },
  };
}

/** An order is completed only when every labor line is finished (or removed). */
export function unfinishedLinesRefusal(
  order: Pick<TransitionOrder, 'status'>,
  lines: readonly LineProgress[],
  to: WorkOrderStatus,
): WorkOrderRefusal | null {
  if (to !== 'completed') return null;
  const pending = lines.filter((line) => line.type === 'labor' && !line.finishedAt);
  if (!pending.length) return null;
  return {
    kind: 'conflict',
    message: `Quedan ${pending.length} ${pending.length === 1 ? 'línea' : 'líneas'} de mano de obra sin terminar: márcalas como terminadas o elimínalas.`,
    details: {
      status: order.status,
      requested: to,
      unfinished_lines: pending.map((line) => line.id),
    },
  };
}

/**
 * Completing an order with a vehicle needs the odometer at delivery, never below the reading at
 * reception (the vehicles module records it from WorkOrderCompleted).
 */
export function deliveryOdometerRefusal(
  order: Pick<TransitionOrder, 'vehicleId' | 'odometerInKm' | 'odometerOutKm'>,
  to: WorkOrderStatus,
): WorkOrderRefusal | null {
  if (to !== 'completed') return null;
  if (order.vehicleId && order.odometerOutKm === null) {
    return {
      kind: 'invalid',
      field: 'odometer_out_km',
      code: 'required',
      message: 'Indica los kilómetros del vehículo a la entrega.',
    };
  }
  if (
    order.odometerOutKm !== null &&
    order.odometerInKm !== null &&
    order.odometerOutKm < order.odometerInKm
  ) {
    return {
      kind: 'invalid',
      field: 'odometer_out_km',
      code: 'odometer',
      message: 'Los kilómetros de salida no pueden ser menos que los de entrada.',
    };
  }
  return null;
}

/**
 * DOMAIN's answer to moving `order` to `to`, checked in this order: the state machine (an illegal
 * move, reopening without a reason), who may reopen and cancel, the estimate before starting, and
 * completing with unfinished labor or without a valid odometer reading. A move sets the start the
 * first time work starts, the completion when it completes, and clears it when it is reopened.
 */
export function decideTransition(
  order: TransitionOrder,
  lines: readonly LineProgress[],
  to: WorkOrderStatus,
  reason: string | null,
  actor: Pick<WorkOrderActor, 'canReopen' | 'canManage'>,
  now: Date,
): TransitionDecision {
  const from = order.status;
  const machine = refuseTransition(from, to, reason);
  if (machine?.kind === 'same') return { kind: 'same' };
  const refusal: WorkOrderRefusal | null = machine
    ? { kind: 'conflict', message: machine.message, details: { status: from, requested: to } }
    : (reopenRefusal(from, to, actor) ??
      cancelRefusal(to, actor) ??
      estimateRefusal(order, to) ??
      unfinishedLinesRefusal(order, lines, to) ??
      deliveryOdometerRefusal(order, to));
  if (refusal) return { kind: 'refused', refusal };
  return {
    kind: 'moved',
    transition: { from, to, reason: reason?.trim() || null },
    set: {
      status: to,
      startedAt: to === 'in_progress' && !order.startedAt ? now : order.startedAt,
      completedAt: to === 'completed' ? now : isReopening(from, to) ? null : order.completedAt,
    },
  };
}

/**
 * An order is deleted only when opened by mistake: open and never started (until the time clock
 * exists, an order that ever started stands for one with clocked time). Anything else is cancelled,
 * so its history stays.
 */
export function deletionRefusal(order: {
  status: WorkOrderStatus;
  startedAt: Date | null;
}): WorkOrderRefusal | null {
  if (order.status === 'open' && !order.startedAt) return null;
  return {
    kind: 'conflict',
    message:
      'Solo se puede eliminar una orden abierta en la que no se ha trabajado: cancélala en su lugar.',
    details: { status: order.status },
  };
}
