import { ABSENCE_STATUS_LABELS, type AbsenceStatus } from './absence-rules';
import { type Refusal } from './workforce-refusal';

/**
 * The life of an absence request: a manager approves or rejects a pending one; the employee or the
 * manager cancels it while pending or once approved (plans change). Rejected and cancelled are
 * final: asking again is a new request. Whether approving still fits the balance and the calendar
 * is absence-balance.ts's and absence-rules.ts's question, asked again by the command.
 */
const TRANSITIONS: Record<AbsenceStatus, readonly AbsenceStatus[]> = {
  pending: ['approved', 'rejected', 'cancelled'],
  approved: ['cancelled'],
  rejected: [],
  cancelled: [],
};

/** The statuses a request can move to from `from`. */
export function allowedAbsenceTransitions(from: AbsenceStatus): AbsenceStatus[] {
  return [...TRANSITIONS[from]];
}

export type AbsenceTransitionRefusalCode = 'same_status' | 'final_status' | 'illegal_transition';

/** Why `from → to` may not happen, or null when it may. The Spanish message is the 409's. */
export function absenceTransitionRefusal(
  from: AbsenceStatus,
  to: AbsenceStatus,
): Refusal<AbsenceTransitionRefusalCode> | null {
  if (from === to) {
    return {
      code: 'same_status',
      message: `La solicitud ya está ${ABSENCE_STATUS_LABELS[from].toLowerCase()}.`,
    };
  }
  if (TRANSITIONS[from].includes(to)) return null;
  if (TRANSITIONS[from].length === 0) {
    return {
      code: 'final_status',
      message: `Una solicitud ${ABSENCE_STATUS_LABELS[from].toLowerCase()} no puede cambiar de estado.`,
    };
  }
  return {
    code: 'illegal_transition',
    message: `No se puede pasar una solicitud de «${ABSENCE_STATUS_LABELS[from]}» a «${ABSENCE_STATUS_LABELS[to]}».`,
  };
}
