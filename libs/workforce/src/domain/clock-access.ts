import { type Refusal } from './workforce-refusal';

/**
 * Who may punch the time clock and whose records one may read. A punch is always the signed-in
 * user's own, on the employee record their account is linked to; reading another worker's entries
 * or corrections takes `timeclock.entries.read` (the office, the workshop manager).
 */

/** The caller as the time clock sees them. */
export interface ClockActor {
  userId: string;
  /** The employee record the account is linked to (the token's). */
  employeeId: string | null;
  /** Holds timeclock.entries.read (or an administrator role): reads anyone's records. */
  readsAll: boolean;
}

export type ClockAccessCode = 'no_employee' | 'employee_inactive' | 'overlap';

/** The Spanish sentences of the time clock's refusals that are not about the buttons. */
export const CLOCK_ACCESS_MESSAGES: Record<ClockAccessCode, string> = {
  no_employee:
    'Tu usuario no está vinculado a ninguna ficha de empleado: pide a la administración que te dé de alta para poder fichar.',
  employee_inactive: 'Tu ficha de empleado está dada de baja: no puedes fichar.',
  overlap: 'El fichaje se solaparía con otro fichaje del mismo empleado.',
};

export const NOT_OWN_RECORDS_MESSAGE =
  'Solo puedes ver tus propios fichajes: ver los de otros empleados requiere el permiso «Fichajes: Ver todos».';

export function clockAccessRefusal(code: ClockAccessCode): Refusal<ClockAccessCode> {
  return { code, message: CLOCK_ACCESS_MESSAGES[code] };
}

/**
 * Why this employee record cannot punch: none linked to the account (a 409 `no_employee`, not a
 * 403: the user holds the permission, their account lacks the record), or it is no longer active.
 */
export function punchRefusal(
  employee: { active: boolean } | null,
): Refusal<'no_employee' | 'employee_inactive'> | null {
  if (!employee) return clockAccessRefusal('no_employee') as Refusal<'no_employee'>;
  if (!employee.active) {
    return clockAccessRefusal('employee_inactive') as Refusal<'employee_inactive'>;
  }
  return null;
}

/** Whose records a read returns: one employee's, or everyone's (null). */
export type ClockReadScope =
  | { allowed: true; employeeId: string | null }
  | { allowed: false; status: 403; message: string }
  | { allowed: false; status: 409; refusal: Refusal<'no_employee'> };

/**
 * The records a read may return. Asking for an employee: one's own, or anyone's with
 * `readsAll`. Asking for none: everyone's with `readsAll`, otherwise one's own (a user without an
 * employee record has none: 409 `no_employee`).
 */
export function clockReadScope(
  actor: ClockActor,
  requestedEmployeeId: string | null | undefined,
): ClockReadScope {
  if (requestedEmployeeId) {
    if (actor.readsAll || requestedEmployeeId === actor.employeeId) {
      return { allowed: true, employeeId: requestedEmployeeId };
    }
    return { allowed: false, status: 403, message: NOT_OWN_RECORDS_MESSAGE };
  }
  if (actor.readsAll) return { allowed: true, employeeId: null };
  if (actor.employeeId) return { allowed: true, employeeId: actor.employeeId };
  return {
    allowed: false,
    status: 409,
    refusal: clockAccessRefusal('no_employee') as Refusal<'no_employee'>,
  };
}

/**
 * Whose records a one-worker read returns (a history): the employee asked for (one's own, or
 * anyone's with `readsAll`), or one's own when none is asked for, even with `readsAll`.
 */
export function oneEmployeeScope(
  actor: ClockActor,
  requestedEmployeeId: string | null | undefined,
): ClockReadScope {
  return clockReadScope(
    requestedEmployeeId ? actor : { ...actor, readsAll: false },
    requestedEmployeeId,
  );
}
