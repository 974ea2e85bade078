import { type AbsenceStatus } from './absence-rules';
import { absenceTransitionRefusal } from './absence-status';
import { type Refusal } from './workforce-refusal';

/**
 * Who may see, ask for and cancel which absences. A worker (employees.absences.request) sees and
 * asks for their own; a manager sees everyone's (employees.absences.read or approve) and, with
 * approve, decides them and records one for any employee (a sick leave phoned in). The checks are
 * row-level: the route's permission lets the caller in, these say on whose records.
 */

/** The caller as absences see them. */
export interface AbsenceActor {
  userId: string;
  /** The employee record the account is linked to (the token's). */
  employeeId: string | null;
  /** Holds employees.absences.read or approve (or an administrator role): reads everyone's. */
  readsAll: boolean;
  /** Holds employees.absences.approve (or an administrator role): decides and records for anyone. */
  approves: boolean;
}

export const ABSENCE_NOT_FOUND = 'La solicitud de ausencia no existe.';

export const NOT_OWN_ABSENCES_MESSAGE =
  'Solo puedes ver tus propias ausencias: ver las de otros empleados requiere el permiso «Ausencias: Ver todas».';

export const NOT_OWN_REQUEST_MESSAGE =
  'Solo puedes solicitar ausencias para ti: registrarlas para otro empleado requiere el permiso «Ausencias: Aprobar».';

export const NOT_OWN_CANCEL_MESSAGE =
  'Solo puedes cancelar tus propias solicitudes: cancelar las de otros empleados requiere el permiso «Ausencias: Aprobar».';

export type AbsenceAccessCode = 'no_employee' | 'employee_inactive' | 'approved_by_manager';

export const ABSENCE_ACCESS_MESSAGES: Record<AbsenceAccessCode, string> = {
  no_employee:
    'Tu usuario no está vinculado a ninguna ficha de empleado: pide a la administración que te dé de alta para poder solicitar ausencias.',
  employee_inactive: 'El empleado está dado de baja: no se le pueden registrar ausencias.',
  approved_by_manager:
    'La ausencia ya está aprobada: para anularla, pide a tu responsable que la cancele.',
};

export function absenceAccessRefusal(code: AbsenceAccessCode): Refusal<AbsenceAccessCode> {
  return { code, message: ABSENCE_ACCESS_MESSAGES[code] };
}

/** Whose absences a call works on, or why it may not (403: someone else's; 409: no record). */
export type AbsenceScope<Extra extends object = object> =
  | ({ allowed: true; employeeId: string } & Extra)
  | { allowed: false; status: 403; message: string }
  | { allowed: false; status: 409; refusal: Refusal<'no_employee'> };

const noEmployee = {
  allowed: false,
  status: 409,
  refusal: absenceAccessRefusal('no_employee') as Refusal<'no_employee'>,
} as const;

/**
 * The absences a read returns. Asking for an employee: one's own, or anyone's with `readsAll`.
 * Asking for none: everyone's (employeeId null) with `readsAll`, otherwise one's own.
 */
export function absenceReadScope(
  actor: AbsenceActor,
  requestedEmployeeId: string | null | undefined,
): { allowed: true; employeeId: string | null } | Exclude<AbsenceScope, { allowed: true }> {
  if (requestedEmployeeId) {
    if (actor.readsAll || requestedEmployeeId === actor.employeeId) {
      return { allowed: true, employeeId: requestedEmployeeId };
    }
    return { allowed: false, status: 403, message: NOT_OWN_ABSENCES_MESSAGE };
  }
  if (actor.readsAll) return { allowed: true, employeeId: null };
  if (actor.employeeId) return { allowed: true, employeeId: actor.employeeId };
  return noEmployee;
}

/**
 * One employee's records (a balance): the one asked for, or one's own when none is named. A
 * manager without an employee record must name one.
 */
export function absenceEmployeeScope(
  actor: AbsenceActor,
  requestedEmployeeId: string | null | undefined,
): AbsenceScope {
  const scope = absenceReadScope(actor, requestedEmployeeId ?? actor.employeeId);
  if (!scope.allowed) return scope;
  return scope.employeeId ? { allowed: true, employeeId: scope.employeeId } : noEmployee;
}

/**
 * Whom a new request is for. One's own (no employee named, or oneself) is a request that waits for
 * a decision; another employee's takes `approves`, and is recorded as decided (`forOther`).
 */
export function absenceRequestScope(
  actor: AbsenceActor,
  requestedEmployeeId: string | null | undefined,
): AbsenceScope<{ forOther: boolean }> {
  if (!requestedEmployeeId || requestedEmployeeId === actor.employeeId) {
    return actor.employeeId
      ? { allowed: true, employeeId: actor.employeeId, forOther: false }
      : noEmployee;
  }
  if (!actor.approves) return { allowed: false, status: 403, message: NOT_OWN_REQUEST_MESSAGE };
  return { allowed: true, employeeId: requestedEmployeeId, forOther: true };
}

export type AbsenceCancelRefusal =
  { status: 403; message: string } | { status: 409; refusal: Refusal };

/**
 * Why the actor may not cancel this absence (null when they may). The employee cancels their own
 * request while it is pending; once approved it is a manager's (`approves`) to cancel, as is anyone
 * else's. Rejected and cancelled ones stay as they are (absence-status.ts).
 */
export function absenceCancelRefusal(
  actor: AbsenceActor,
  absence: { employeeId: string; status: AbsenceStatus },
): AbsenceCancelRefusal | null {
  const own = actor.employeeId !== null && absence.employeeId === actor.employeeId;
  if (!own && !actor.approves) return { status: 403, message: NOT_OWN_CANCEL_MESSAGE };
  const transition = absenceTransitionRefusal(absence.status, 'cancelled');
  if (transition) return { status: 409, refusal: transition };
  if (absence.status === 'approved' && !actor.approves) {
    return { status: 409, refusal: absenceAccessRefusal('approved_by_manager') };
  }
  return null;
}

/**
 * The overlap the database's exclusion constraint caught (another write committed the days first):
 * the rule's refusal without naming the other request, which this transaction cannot see.
 */
export const OVERLAP_CONSTRAINT_REFUSAL: Refusal<'absence_overlap'> = {
  code: 'absence_overlap',
  message: 'Las fechas se solapan con otra solicitud pendiente o aprobada del mismo empleado.',
};
