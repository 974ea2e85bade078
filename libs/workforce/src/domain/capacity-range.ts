import { type ApiFieldError, MAX_CAPACITY_DAYS } from '@px/contracts';
import {
  type LocalDate,
  addDays,
  daysBetween,
  isLocalDate,
  isoWeekday,
  localDate,
} from './local-day';

/**
 * The days a capacity question covers. Without dates it is this week (Monday to Sunday); with one
 * of them, the week from it or to it. At most MAX_CAPACITY_DAYS days (a quarter): a planner looks
 * weeks ahead, and the answer grows with days × people.
 */
export function capacityRange(
  input: { from?: string | null; to?: string | null },
  now: Date,
): { ok: true; from: LocalDate; to: LocalDate } | { ok: false; errors: ApiFieldError[] } {
  const errors: ApiFieldError[] = [];
  if (input.from && !isLocalDate(input.from)) {
    errors.push({
      field: 'from',
      code: 'isDate',
      message: 'Indica una fecha de inicio válida (AAAA-MM-DD).',
    });
  }
  if (input.to && !isLocalDate(input.to)) {
    errors.push({
      field: 'to',
      code: 'isDate',
      message: 'Indica una fecha de fin válida (AAAA-MM-DD).',
    });
  }
  if (errors.length) return { ok: false, errors };
  let from = input.from || null;
  let to = input.to || null;
  if (!from && !to) {
    const today = localDate(now);
    from = addDays(today, 1 - isoWeekday(today));
  }
  from ??= addDays(to!, -6);
  to ??= addDays(from, 6);
  const days = daysBetween(from, to) + 1;
  if (days < 1) {
    errors.push({
      field: 'to',
      code: 'dateOrder',
      message: 'La fecha de fin no puede ser anterior a la de inicio.',
    });
  } else if (days > MAX_CAPACITY_DAYS) {
    errors.push({
      field: 'to',
      code: 'maxRange',
      message: `El periodo no puede superar los ${MAX_CAPACITY_DAYS} días.`,
    });
  }
  if (errors.length) return { ok: false, errors };
  return { ok: true, from, to };
}
