import { type WorkOrderStatus } from '@px/contracts';

/**
 * DOMAIN's state machine of a work order. `completed → in_progress` is the reopening: it needs a
 * reason and the reopen permission (jefe de taller or an administrator); `cancelled` is final.
 */
const TRANSITIONS: Record<WorkOrderStatus, readonly WorkOrderStatus[]> = {
  open: ['in_progress', 'on_hold', 'cancelled'],
  in_progress: ['on_hold', 'completed', 'cancelled'],
  on_hold: ['in_progress', 'cancelled'],
  completed: ['in_progress'],
  cancelled: [],
};

export const STATUS_LABELS: Record<WorkOrderStatus, string> = {
  open: 'Abierta',
  in_progress: 'En curso',
  on_hold: 'En espera',
  completed: 'Completada',
  cancelled: 'Cancelada',
};

/** The statuses an order can move to from `from`. */
export function allowedTransitions(from: WorkOrderStatus): WorkOrderStatus[] {
  return [...TRANSITIONS[from]];
}

export function isReopening(from: WorkOrderStatus, to: WorkOrderStatus): boolean {
  return from === 'completed' && to === 'in_progress';
}

/** Lines can change only while the order is being worked on or waiting. */
export function linesAreEditable(status: WorkOrderStatus): boolean {
  return status !== 'completed' && status !== 'cancelled';
}

/** Not finished yet: counts in the workshop's active load. */
export function isActive(status: WorkOrderStatus): boolean {
  return status === 'open' || status === 'in_progress' || status === 'on_hold';
}

export type TransitionRefusal =
  | { kind: 'same' }
  | { kind: 'illegal'; message: string }
  | { kind: 'reason_required'; message: string };

/**
 * Why `from → to` may not happen, or null when it may. The Spanish message is the 409 a user sees.
 */
export function refuseTransition(
  from: WorkOrderStatus,
  to: WorkOrderStatus,
  reason: string | null | undefined,
): TransitionRefusal | null {
  if (from === to) return { kind: 'same' };
  if (!TRANSITIONS[from].includes(to)) {
    return {
      kind: 'illegal',
      message:
        from === 'cancelled'
          ? 'Una orden cancelada no puede cambiar de estado.'
          : `No se puede pasar una orden de «${STATUS_LABELS[from]}» a «${STATUS_LABELS[to]}».`,
    };
  }
  if (isReopening(from, to) && !reason?.trim()) {
    return {
      kind: 'reason_required',
      message: 'Para reabrir una orden completada indica el motivo.',
    };
  }
  return null;
}
