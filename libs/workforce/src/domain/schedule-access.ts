/**
 * Whose schedule and capacity one may read. Managers and the office (`employees.schedules.read`)
 * read anyone's; any other worker only their own, on the employee record their account is linked
 * to (a mechanic checks their hours, not their colleagues').
 */

export interface ScheduleActor {
  userId: string;
  employeeId: string | null;
  /** Holds employees.schedules.read (or an administrator role). */
  readsAll: boolean;
}

export const NOT_OWN_SCHEDULE_MESSAGE =
  'Solo puedes ver tu propio horario: ver el de otros empleados requiere el permiso «Horarios: Ver».';

export const NO_EMPLOYEE_SCHEDULE_MESSAGE =
  'Tu usuario no está vinculado a ninguna ficha de empleado: no tienes horario que consultar.';

export type ScheduleReadScope =
  | { allowed: true; employeeId: string | null }
  | { allowed: false; status: 403 | 409; message: string };

/**
 * What a read may return: the employee asked for when it is one's own or one reads all; with none
 * asked, everyone (null) for who reads all, otherwise one's own (409 without an employee record).
 */
export function scheduleReadScope(
  actor: ScheduleActor,
  requestedEmployeeId: string | null | undefined,
): ScheduleReadScope {
  if (requestedEmployeeId) {
    return actor.readsAll || requestedEmployeeId === actor.employeeId
      ? { allowed: true, employeeId: requestedEmployeeId }
      : { allowed: false, status: 403, message: NOT_OWN_SCHEDULE_MESSAGE };
  }
  if (actor.readsAll) return { allowed: true, employeeId: null };
  if (actor.employeeId) return { allowed: true, employeeId: actor.employeeId };
  return { allowed: false, status: 409, message: NO_EMPLOYEE_SCHEDULE_MESSAGE };
}
