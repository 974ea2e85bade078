import { type ApiFieldError } from '@px/contracts';
import { type LocalDate, addDays, datesBetween, daysBetween, isLocalDate } from './local-day';
import { isMonthKey } from './month-closing';
import { type WeekPattern, type WorkSchedule, scheduleOn } from './work-schedule';

/**
 * The calendar side of absences: which schedule counts an absence's working days when the
 * employee has none, the ranges a balance, a month view or a list covers, and the checks on those
 * ranges and on a decision's comment that the rules of absence-rules.ts do not make.
 */

/** Monday to Friday, 08:00–13:00 and 15:00–18:00: a Spanish workshop's usual week. */
export const DEFAULT_WORK_WEEK: WeekPattern = Object.fromEntries(
  [1, 2, 3, 4, 5].map((weekday) => [
    weekday,
    [
      { start: '08:00', end: '13:00' },
      { start: '15:00', end: '18:00' },
    ],
  ]),
) as WeekPattern;

/**
 * The schedule of the days an employee has none in force (not entered yet, or between two that
 * leave a gap): Monday to Friday. An absence on such a day costs what it would on the usual week,
 * rather than nothing: a vacation entered before the office loads the schedules still spends the
 * balance, and a weekend inside it still does not.
 */
export const FALLBACK_SCHEDULE: WorkSchedule = {
  validFrom: '0001-01-01',
  validTo: null,
  days: DEFAULT_WORK_WEEK,
};

/**
 * The schedules absences count working days with: the employee's, over the fallback (on a date
 * the schedule that started latest applies, so any real one wins from its first day).
 */
export function absenceSchedules(schedules: readonly WorkSchedule[] | undefined): WorkSchedule[] {
  return [FALLBACK_SCHEDULE, ...(schedules ?? [])];
}

/** Whether some day from `from` to `to` has none of the employee's schedules in force. */
export function usesDefaultSchedule(
  schedules: readonly WorkSchedule[] | undefined,
  from: LocalDate,
  to: LocalDate,
): boolean {
  const own = schedules ?? [];
  if (own.length === 0) return true;
  return datesBetween(from, to).some((date) => scheduleOn(own, date) === null);
}

export function yearBounds(year: number): { from: LocalDate; to: LocalDate } {
  return { from: `${year}-01-01`, to: `${year}-12-31` };
}

/** '2026-02' → 2026-02-01 to 2026-02-28. */
export function monthBounds(month: string): { from: LocalDate; to: LocalDate } {
  const from = `${month}-01`;
  const nextMonth = addDays(`${month}-28`, 4).slice(0, 7);
  return { from, to: addDays(`${nextMonth}-01`, -1) };
}

/** The calendar years a period touches, in order (a request over New Year touches two). */
export function yearsOf(from: LocalDate, to: LocalDate): number[] {
  const years: number[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) {
    years.push(year);
  }
  return years;
}

/** The longest request: two years (a long sick leave); longer is a typing mistake (2062 for 2026). */
export const MAX_ABSENCE_SPAN_DAYS = 730;
/** How far ahead a request may start: next year's summer, not a mistyped decade. */
export const MAX_ABSENCE_LEAD_DAYS = 730;
/** A reason or a decision's comment. */
export const MAX_ABSENCE_TEXT_LENGTH = 500;

/** A request's required fields that are missing (kind, start and end), one error each. */
export function absenceMissingErrors(request: {
  kind?: string | null;
  startDate?: string | null;
  endDate?: string | null;
}): ApiFieldError[] {
  const missing = (field: string, message: string): ApiFieldError => ({
    field,
    code: 'isNotEmpty',
    message,
  });
  const errors: ApiFieldError[] = [];
  if (!request.kind) errors.push(missing('kind', 'Indica el tipo de ausencia.'));
  if (!request.startDate) errors.push(missing('start_date', 'Indica la fecha de inicio.'));
  if (!request.endDate) errors.push(missing('end_date', 'Indica la fecha de fin.'));
  return errors;
}

/**
 * A request's dates beyond absenceRequestErrors' checks (run on dates that passed them): not
 * longer than two years, not starting more than two years from today.
 */
export function absenceSpanErrors(
  period: { startDate: LocalDate; endDate: LocalDate },
  today: LocalDate,
): ApiFieldError[] {
  const errors: ApiFieldError[] = [];
  if (daysBetween(today, period.startDate) > MAX_ABSENCE_LEAD_DAYS) {
    errors.push({
      field: 'start_date',
      code: 'tooFarInFuture',
      message: 'La ausencia no puede empezar dentro de más de dos años.',
    });
  }
  if (daysBetween(period.startDate, period.endDate) >= MAX_ABSENCE_SPAN_DAYS) {
    errors.push({
      field: 'end_date',
      code: 'tooLong',
      message: 'Una solicitud no puede durar más de dos años: divídela en varias.',
    });
  }
  return errors;
}

/** The filter of GET /api/absences: real dates, `to` not before `from`. */
export function absenceRangeErrors(
  from: string | null | undefined,
  to: string | null | undefined,
): ApiFieldError[] {
  const errors: ApiFieldError[] = [];
  if (from && !isLocalDate(from)) {
    errors.push({ field: 'from', code: 'isDate', message: 'La fecha «desde» no es válida.' });
  }
  if (to && !isLocalDate(to)) {
    errors.push({ field: 'to', code: 'isDate', message: 'La fecha «hasta» no es válida.' });
  }
  if (!errors.length && from && to && to < from) {
    errors.push({
      field: 'to',
      code: 'dateOrder',
      message: 'La fecha «hasta» no puede ser anterior a la fecha «desde».',
    });
  }
  return errors;
}

/** A month of the calendar view, 'YYYY-MM'. */
export function absenceMonthErrors(month: string): ApiFieldError[] {
  return isMonthKey(month)
    ? []
    : [{ field: 'month', code: 'isMonth', message: 'Indica un mes válido (AAAA-MM).' }];
}

/** A decision's comment: optional to approve, required to reject (the worker reads why). */
export function absenceDecisionErrors(
  decision: 'approved' | 'rejected',
  comment: string | null | undefined,
): ApiFieldError[] {
  const text = comment?.trim() ?? '';
  if (decision === 'rejected' && !text) {
    return [
      {
        field: 'comment',
        code: 'isNotEmpty',
        message: 'Indica el motivo del rechazo: el empleado lo verá.',
      },
    ];
  }
  if (text.length > MAX_ABSENCE_TEXT_LENGTH) {
    return [
      {
        field: 'comment',
        code: 'maxLength',
        message: `El comentario admite como máximo ${MAX_ABSENCE_TEXT_LENGTH} caracteres.`,
      },
    ];
  }
  return [];
}
