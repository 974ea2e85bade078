import { type EmployeeRefusalCode } from '@px/contracts';
import { type Refusal } from './workforce-refusal';

/** Who holds what another employee asked for: the employee the 409 names. */
export interface EmployeeHolder {
  id: string;
  code: string;
  full_name: string;
}

export const EMPLOYEE_NOT_FOUND = 'El empleado no existe.';
export const USER_NOT_FOUND = 'La cuenta de usuario no existe.';

const named = (holder: EmployeeHolder) => `${holder.code} · ${holder.full_name}`;

/** The NIF/NIE is another employee's (one person, one record). */
export function nifTaken(nif: string, holder: EmployeeHolder): Refusal<EmployeeRefusalCode> {
  return {
    code: 'nif_taken',
    message: `El NIF/NIE ${nif} ya es del empleado ${named(holder)}.`,
    details: { field: 'nif', existing_id: holder.id },
  };
}

/** The code is another employee's. */
export function codeTaken(code: string, holder: EmployeeHolder): Refusal<EmployeeRefusalCode> {
  return {
    code: 'code_taken',
    message: `El código ${code} ya es del empleado ${holder.full_name}.`,
    details: { field: 'code', existing_id: holder.id },
  };
}

/** One user account, one employee: the account is linked to another employee already. */
export function userAlreadyLinked(holder: EmployeeHolder): Refusal<EmployeeRefusalCode> {
  return {
    code: 'user_already_linked',
    message: `Esa cuenta de usuario ya está vinculada al empleado ${named(holder)}.`,
    details: { field: 'user_id', existing_id: holder.id },
  };
}

/**
 * The kiosk PIN is another employee's: a PIN must name one worker at the terminal. The holder is
 * not named (whoever sets PINs would learn a colleague's).
 */
export function kioskPinTaken(): Refusal<EmployeeRefusalCode> {
  return {
    code: 'kiosk_pin_taken',
    message: 'Ese PIN del quiosco ya lo tiene otro empleado: elige otro.',
    details: { field: 'kiosk_pin' },
  };
}

/**
 * Whether an employee may be deactivated now: not while clocked in (their open entry would stay
 * open with nobody able to close it from the time clock).
 */
export function deactivationRefusal(clockedIn: boolean): Refusal<EmployeeRefusalCode> | null {
  return clockedIn
    ? {
        code: 'clocked_in',
        message:
          'No puedes dar de baja a un empleado con la jornada abierta: primero debe fichar la salida.',
      }
    : null;
}
