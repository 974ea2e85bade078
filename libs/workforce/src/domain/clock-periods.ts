import { type ApiFieldError } from '@px/contracts';
import { type ClockBreak, type ClockEntry } from './clock-timeline';
import {
  type LocalDate,
  addDays,
  daysBetween,
  isLocalDate,
  isoWeekday,
  localDate,
} from './local-day';
import { type AttendanceEntry, workedMs, workedPerDay } from './worked-time';

/**
 * The periods the time clock answers for: today, this ISO week, a range of local days asked for
 * by a screen, and each entry's own totals.
 */

/** The longest range of days one read of entries covers (a year, leap day included). */
export const MAX_CLOCK_RANGE_DAYS = 366;

/** The Monday of the ISO week of `date`. */
export function isoWeekStart(date: LocalDate): LocalDate {
  return addDays(date, 1 - isoWeekday(date));
}

/** Worked time inside the local days `from`–`to` (both included), entries cut at midnights. */
export function workedBetween(
  entries: readonly AttendanceEntry[],
  now: Date,
  from: LocalDate,
  to: LocalDate,
): number {
  return workedPerDay(entries, now)
    .filter((day) => day.date >= from && day.date <= to)
    .reduce((sum, day) => sum + day.ms, 0);
}

/** An entry's totals: worked (entry minus breaks) and its breaks inside it, up to `now`. */
export function entryTotals(
  entry: ClockEntry,
  breaks: readonly ClockBreak[],
  now: Date,
): { workedMs: number; breakMs: number } {
  const worked = workedMs(entry, breaks, now);
  const span = Math.max(0, (entry.clockOut ?? now).getTime() - entry.clockIn.getTime());
  return { workedMs: worked, breakMs: span - worked };
}

/**
 * The local days a read covers: `to` defaults to today and `from` to the first of `to`'s month.
 * Field errors (Spanish, fields `from` and `to`) when a day is not a real date, the range runs
 * backwards or spans more than MAX_CLOCK_RANGE_DAYS.
 */
export function clockDateRange(
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
  const to = input.to || localDate(now);
  const from = input.from || `${to.slice(0, 7)}-01`;
  const days = daysBetween(from, to);
  if (days < 0) {
    errors.push({
      field: 'to',
      code: 'dateOrder',
      message: 'La fecha de fin no puede ser anterior a la de inicio.',
    });
  } else if (days + 1 > MAX_CLOCK_RANGE_DAYS) {
    errors.push({
      field: 'to',
      code: 'maxRange',
      message: `El periodo no puede superar los ${MAX_CLOCK_RANGE_DAYS} días.`,
    });
  }
  if (errors.length) return { ok: false, errors };
  return { ok: true, from, to };
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * An instant as the API takes it: ISO 8601 with its zone (`2026-03-02T08:00:00Z`,
 * `2026-03-02T09:00+01:00`). A time without a zone is ambiguous (whose 09:00?), so it is null, as
 * is anything that is not a real instant.
 */
export function parseInstant(value: unknown): Date | null {
  if (typeof value !== 'string' || !INSTANT.test(value)) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  // Date rolls 02-30 over to 03-02: the written day must read back (in the written offset).
  const [, month, day] = /^\d{4}-(\d{2})-(\d{2})/.exec(value)!;
  const offset = /(Z|[+-]\d{2}:\d{2})$/.exec(value)![1];
  const offsetMs =
    offset === 'Z'
      ? 0
      : (offset.startsWith('-') ? -1 : 1) *
        (Number(offset.slice(1, 3)) * 3_600_000 + Number(offset.slice(4, 6)) * 60_000);
  const written = new Date(date.getTime() + offsetMs);
  if (written.getUTCMonth() + 1 !== Number(month) || written.getUTCDate() !== Number(day)) {
    return null;
  }
  return date;
}
