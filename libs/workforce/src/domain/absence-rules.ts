import {
  ABSENCE_KINDS,
  ABSENCE_STATUSES,
  type AbsenceKind,
  type AbsenceStatus,
  type ApiFieldError,
  type HalfDay,
} from '@px/contracts';
import { type LocalDate, daysBetween, formatSpanishDate, isLocalDate } from './local-day';
import { type Refusal } from './workforce-refusal';

/**
 * An employee's request to be away: its kind, its dates (local, both included) and, for a single
 * day, which half. This file says whether a request is well formed and whether it collides with
 * the employee's other requests; absence-balance.ts counts days, absence-status.ts moves it along.
 */

// The kinds, statuses and halves are the API's (@px/contracts): one list for the server and the SPA.
export { ABSENCE_KINDS, ABSENCE_STATUSES, type AbsenceKind, type AbsenceStatus, type HalfDay };

export const ABSENCE_KIND_LABELS: Record<AbsenceKind, string> = {
  vacation: 'Vacaciones',
  sick_leave: 'Baja médica',
  personal: 'Asuntos propios',
  paid_leave: 'Permiso retribuido',
};

export const ABSENCE_STATUS_LABELS: Record<AbsenceStatus, string> = {
  pending: 'Pendiente',
  approved: 'Aprobada',
  rejected: 'Rechazada',
  cancelled: 'Cancelada',
};

export const HALF_DAY_LABELS: Record<HalfDay, string> = {
  morning: 'por la mañana',
  afternoon: 'por la tarde',
};

/** The days a request covers: whole days from start to end, or half of a single day. */
export interface AbsencePeriod {
  startDate: LocalDate;
  endDate: LocalDate;
  halfDay: HalfDay | null;
}

export interface AbsenceRequest extends AbsencePeriod {
  /** null for a request not saved yet. */
  id: string | null;
  kind: AbsenceKind;
  status: AbsenceStatus;
}

/**
 * How many days before today a request may start, per kind (null: no limit). Vacation and personal
 * days are planned ahead: a week's grace lets a manager record a day off taken last Friday, not
 * rewrite last month. Sick leave and paid leave (a bereavement, a hospitalised relative) answer to
 * events and are often recorded once the papers arrive, so they may lie anywhere in the past.
 */
export const BACKDATING_LIMIT_DAYS: Record<AbsenceKind, number | null> = {
  vacation: 7,
  personal: 7,
  sick_leave: null,
  paid_leave: null,
};

/** Requests that hold their days: a rejected or cancelled one frees them. */
export function holdsDays(status: AbsenceStatus): boolean {
  return status === 'pending' || status === 'approved';
}

/**
 * What is wrong with a request's dates, as a form sends it (empty when nothing). `today` is the
 * workshop's local date. Field paths are the API's: start_date, end_date, half_day.
 */
export function absenceRequestErrors(
  request: AbsencePeriod & { kind: AbsenceKind },
  today: LocalDate,
): ApiFieldError[] {
  const errors: ApiFieldError[] = [];
  const startValid = isLocalDate(request.startDate);
  const endValid = isLocalDate(request.endDate);
  if (!startValid) {
    errors.push({
      field: 'start_date',
      code: 'isDate',
      message: 'La fecha de inicio no es válida.',
    });
  }
  if (!endValid) {
    errors.push({ field: 'end_date', code: 'isDate', message: 'La fecha de fin no es válida.' });
  }
  if (!startValid || !endValid) return errors;
  if (request.endDate < request.startDate) {
    errors.push({
      field: 'end_date',
      code: 'dateOrder',
      message: 'La fecha de fin no puede ser anterior a la de inicio.',
    });
  }
  if (request.halfDay && request.startDate !== request.endDate) {
    errors.push({
      field: 'half_day',
      code: 'halfDaySingleDay',
      message: 'La media jornada solo se puede pedir para un único día.',
    });
  }
  const limit = BACKDATING_LIMIT_DAYS[request.kind];
  if (limit !== null && daysBetween(request.startDate, today) > limit) {
    errors.push({
      field: 'start_date',
      code: 'tooFarInPast',
      message: `Una ausencia de tipo «${ABSENCE_KIND_LABELS[request.kind]}» no puede empezar más de ${limit} días antes de hoy.`,
    });
  }
  return errors;
}

/** 'el 03/08/2026 por la mañana', 'del 03/08/2026 al 14/08/2026': the dates as a sentence says them. */
export function describePeriod(period: AbsencePeriod): string {
  if (period.startDate === period.endDate) {
    const half = period.halfDay ? ` ${HALF_DAY_LABELS[period.halfDay]}` : '';
    return `el ${formatSpanishDate(period.startDate)}${half}`;
  }
  return `del ${formatSpanishDate(period.startDate)} al ${formatSpanishDate(period.endDate)}`;
}

/** Whether two periods share time: the morning and the afternoon of one day do not. */
export function periodsOverlap(a: AbsencePeriod, b: AbsencePeriod): boolean {
  if (a.startDate > b.endDate || b.startDate > a.endDate) return false;
  return !(a.halfDay && b.halfDay && a.halfDay !== b.halfDay);
}

/**
 * The employee's other pending or approved requests that share days with `request` (itself left
 * out by id when editing), named in the refusal from the earliest.
 */
export function absenceOverlapRefusal(
  request: AbsencePeriod & { id: string | null },
  others: readonly AbsenceRequest[],
): Refusal<'absence_overlap'> | null {
  const overlapping = others
    .filter((other) => request.id === null || other.id !== request.id)
    .filter((other) => holdsDays(other.status) && periodsOverlap(request, other))
    .sort((a, b) => (a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : 0));
  if (overlapping.length === 0) return null;
  const first = overlapping[0];
  return {
    code: 'absence_overlap',
    message:
      `Las fechas se solapan con otra solicitud (${ABSENCE_KIND_LABELS[first.kind]}, ` +
      `${ABSENCE_STATUS_LABELS[first.status].toLowerCase()}) ${describePeriod(first)}.`,
    details: {
      overlapping: overlapping.map((other) => ({
        id: other.id,
        kind: other.kind,
        status: other.status,
        start_date: other.startDate,
        end_date: other.endDate,
        half_day: other.halfDay,
      })),
    },
  };
}
