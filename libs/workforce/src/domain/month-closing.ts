import { type ApiFieldError } from '@px/contracts';
import { localMonth } from './local-day';
import { type Refusal } from './workforce-refusal';

/**
 * Closing a month freezes its time-clock records (they feed payroll and the legal register): no
 * entry whose local date falls in a closed month may be corrected until someone reopens the month.
 * A correction itself must be plausible and say why, because the register keeps it for inspection.
 */

/** A month of the workshop's calendar, 'YYYY-MM'. */
export type MonthKey = string;

const MONTH_NAMES = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

export const MIN_REASON_LENGTH = 5;
export const MAX_REASON_LENGTH = 500;
/** Longer than this is a forgotten clock-out, not a shift. */
export const MAX_ENTRY_SPAN_MS = 24 * 3_600_000;

export function isMonthKey(value: unknown): value is MonthKey {
  return typeof value === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(value);
}

/** The workshop's month of an instant (its local date's month in Madrid). */
export function monthKeyOf(at: Date): MonthKey {
  return localMonth(at);
}

/** '2026-03' → 'marzo de 2026'. */
export function spanishMonthName(month: MonthKey): string {
  return `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} de ${month.slice(0, 4)}`;
}

/**
 * Whether any of `instants` (the entry's times before and after the change) falls in a closed
 * month; the refusal names the earliest such month.
 */
export function closedMonthRefusal(
  instants: readonly Date[],
  closedMonths: Iterable<MonthKey>,
): Refusal<'month_closed'> | null {
  const closed = new Set(closedMonths);
  const month = instants
    .map(monthKeyOf)
    .filter((key) => closed.has(key))
    .sort()[0];
  if (!month) return null;
  return {
    code: 'month_closed',
    message: `El mes de ${spanishMonthName(month)} está cerrado; reábrelo para corregirlo.`,
    details: { month },
  };
}

/** A correction as a form sends it: new times for an entry and why. */
export interface ClockCorrectionInput {
  clockIn: Date | null;
  clockOut: Date | null;
  reason: string | null | undefined;
}

export interface ClockCorrection {
  clockIn: Date;
  clockOut: Date;
  /** Trimmed. */
  reason: string;
}

const isValidDate = (value: Date | null): value is Date =>
  value instanceof Date && !Number.isNaN(value.getTime());

/**
 * The correction ready to apply (reason trimmed), or what is wrong with it: both times present, in
 * the past (not after `now`), clock-out after clock-in, at most 24 h apart, and a reason of at least
 * five characters. Field paths are the API's: clock_in, clock_out, reason.
 */
export function checkCorrection(
  input: ClockCorrectionInput,
  now: Date,
): { ok: true; correction: ClockCorrection } | { ok: false; errors: ApiFieldError[] } {
  const errors: ApiFieldError[] = [];
  const { clockIn, clockOut } = input;
  if (!isValidDate(clockIn)) {
    errors.push({
      field: 'clock_in',
      code: 'isDate',
      message: 'Indica una hora de entrada válida.',
    });
  } else if (clockIn > now) {
    errors.push({
      field: 'clock_in',
      code: 'notFuture',
      message: 'La entrada no puede estar en el futuro.',
    });
  }
  if (!isValidDate(clockOut)) {
    errors.push({
      field: 'clock_out',
      code: 'isDate',
      message: 'Indica una hora de salida válida.',
    });
  } else if (clockOut > now) {
    errors.push({
      field: 'clock_out',
      code: 'notFuture',
      message: 'La salida no puede estar en el futuro.',
    });
  }
  if (isValidDate(clockIn) && isValidDate(clockOut)) {
    if (clockOut <= clockIn) {
      errors.push({
        field: 'clock_out',
        code: 'dateOrder',
        message: 'La salida debe ser posterior a la entrada.',
      });
    } else if (clockOut.getTime() - clockIn.getTime() > MAX_ENTRY_SPAN_MS) {
      errors.push({
        field: 'clock_out',
        code: 'maxSpan',
        message: 'Un fichaje no puede durar más de 24 horas.',
      });
    }
  }
  const reason = (input.reason ?? '').trim();
  const length = [...reason].length; // characters, not UTF-16 units
  if (length === 0) {
    errors.push({
      field: 'reason',
      code: 'required',
      message: 'Indica el motivo de la corrección.',
    });
  } else if (length < MIN_REASON_LENGTH) {
    errors.push({
      field: 'reason',
      code: 'minLength',
      message: `El motivo debe tener al menos ${MIN_REASON_LENGTH} caracteres.`,
    });
  } else if (length > MAX_REASON_LENGTH) {
    errors.push({
      field: 'reason',
      code: 'maxLength',
      message: `El motivo no puede tener más de ${MAX_REASON_LENGTH} caracteres.`,
    });
  }
  if (errors.length > 0 || !isValidDate(clockIn) || !isValidDate(clockOut)) {
    return { ok: false, errors };
  }
  return { ok: true, correction: { clockIn, clockOut, reason } };
}
