/**
 * The registro de jornada screens' pure rules: the period a worker browses (day, week, month) and
 * its navigation, the address state of both screens, Madrid wall times for the correction form and
 * the form's own checks (the server's, to answer before sending).
 */
import type {
  TimeClockHistory,
  TimeClockHistoryEntry,
  TimesheetMonthView,
  TimesheetReportFormat,
} from '@px/contracts';
import { type AppLocale, BUSINESS_TIME_ZONE, INTL_LOCALE } from '@/shared/format';

export const HISTORY_VIEWS = ['day', 'week', 'month'] as const;
export type HistoryView = (typeof HISTORY_VIEWS)[number];
export const DEFAULT_HISTORY_VIEW: HistoryView = 'week';

const DAY_MS = 86_400_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

// ── Calendar days ('YYYY-MM-DD', the workshop's) ──────────────────────────────────────────────

const DATE_KEY = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Madrid calendar day of an instant. */
export function madridDate(instant: string | number | Date): string {
  return DATE_KEY.format(new Date(instant));
}

const utc = (date: string) => Date.parse(`${date}T00:00:00Z`);
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A real calendar date written 'YYYY-MM-DD' (2026-02-30 is not). */
export function isCalendarDate(value: unknown): value is string {
  return typeof value === 'string' && DATE.test(value) && fromUtc(utc(value)) === value;
}

export function isMonthKey(value: unknown): value is string {
  return typeof value === 'string' && MONTH.test(value);
}

export function addDays(date: string, days: number): string {
  return fromUtc(utc(date) + days * DAY_MS);
}

/** Every date from `from` to `to`, both included. */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let ms = utc(from); ms <= utc(to); ms += DAY_MS) dates.push(fromUtc(ms));
  return dates;
}

/** ISO weekday, 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  const day = new Date(utc(date)).getUTCDay();
  return day === 0 ? 7 : day;
}

export function monthOf(date: string): string {
  return date.slice(0, 7);
}

/** The month `step` months after `month`. */
export function shiftMonth(month: string, step: number): string {
  const [year, number] = month.split('-').map(Number);
  const index = year * 12 + (number - 1) + step;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export function lastDayOfMonth(month: string): string {
  return addDays(`${shiftMonth(month, 1)}-01`, -1);
}

/** The days a view shows around `anchor`: the day, its ISO week, or its month. */
export function periodOf(view: HistoryView, anchor: string): { from: string; to: string } {
  if (view === 'day') return { from: anchor, to: anchor };
  if (view === 'week') {
    const monday = addDays(anchor, 1 - isoWeekday(anchor));
    return { from: monday, to: addDays(monday, 6) };
  }
  return { from: `${monthOf(anchor)}-01`, to: lastDayOfMonth(monthOf(anchor)) };
}

/** The anchor of the previous (-1) or next (+1) period of the same view. */
export function shiftAnchor(view: HistoryView, anchor: string, step: -1 | 1): string {
  if (view === 'day') return addDays(anchor, step);
  if (view === 'week') return addDays(anchor, 7 * step);
  return `${shiftMonth(monthOf(anchor), step)}-01`;
}

const formats = new Map<string, Intl.DateTimeFormat>();
function format(locale: AppLocale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}:${JSON.stringify(options)}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(INTL_LOCALE[locale], { ...options, timeZone: 'UTC' });
    formats.set(key, found);
  }
  return found;
}

const noon = (date: string) => new Date(`${date}T12:00:00Z`);

/** 'lunes, 2 de marzo de 2026'. */
export function longDate(date: string, locale: AppLocale): string {
  return format(locale, { dateStyle: 'full' }).format(noon(date));
}

/** 'lun, 2 mar'. */
export function shortDate(date: string, locale: AppLocale): string {
  return format(locale, { weekday: 'short', day: 'numeric', month: 'short' }).format(noon(date));
}

/** 'marzo de 2026'. */
export function monthName(month: string, locale: AppLocale): string {
  return format(locale, { month: 'long', year: 'numeric' }).format(noon(`${month}-01`));
}

/** The period's name: a long day, '2 mar – 8 mar 2026', or a month. */
export function periodLabel(view: HistoryView, anchor: string, locale: AppLocale): string {
  const { from, to } = periodOf(view, anchor);
  if (view === 'day') return longDate(from, locale);
  if (view === 'month') return monthName(monthOf(from), locale);
  return format(locale, { day: 'numeric', month: 'short', year: 'numeric' }).formatRange(
    noon(from),
    noon(to),
  );
}

// ── The address ───────────────────────────────────────────────────────────────────────────────

export interface TrackingState {
  view: HistoryView;
  /** The day the period is around. */
  date: string;
}

/** /time-tracking?view=week&date=2026-03-04 (today's week by default). */
export function trackingStateOf(params: URLSearchParams, today: string): TrackingState {
  const view = params.get('view');
  const date = params.get('date');
  return {
    view: (HISTORY_VIEWS as readonly string[]).includes(view ?? '')
      ? (view as HistoryView)
      : DEFAULT_HISTORY_VIEW,
    date: isCalendarDate(date) ? date : today,
  };
}

export interface EditingState {
  employeeId: string | null;
  month: string;
}

/** /timesheet-editing?employee=<id>&month=2026-03 (this month by default). */
export function editingStateOf(params: URLSearchParams, today: string): EditingState {
  const month = params.get('month');
  return {
    employeeId: params.get('employee') || null,
    month: isMonthKey(month) ? month : monthOf(today),
  };
}

// ── Months closed for payroll ─────────────────────────────────────────────────────────────────

/** The month's closing as it stands (null when it was never closed). */
export function monthClosing(
  months: readonly TimesheetMonthView[] | undefined,
  month: string,
): TimesheetMonthView | null {
  return months?.find((item) => item.month === month) ?? null;
}

export function isMonthClosed(
  months: readonly TimesheetMonthView[] | undefined,
  month: string,
): boolean {
  return monthClosing(months, month)?.closed ?? false;
}

// ── Madrid wall times (the correction form) ───────────────────────────────────────────────────

const WALL = new Intl.DateTimeFormat('en-GB', {
  timeZone: BUSINESS_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** 'YYYY-MM-DDTHH:mm': Madrid's wall clock at an instant (a datetime-local input's value). */
export function madridWallTime(instant: string | number | Date): string {
  const parts: Record<string, string> = {};
  for (const part of WALL.formatToParts(new Date(instant))) parts[part.type] = part.value;
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

const WALL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * The instant Madrid's clocks show `wall` ('YYYY-MM-DDTHH:mm'), as ISO 8601 in UTC; null when it
 * is not a wall time. A time skipped by the spring change reads an hour later; one repeated in
 * autumn is its first (summer) occurrence.
 */
export function madridInstant(wall: string): string | null {
  const match = WALL_INPUT.exec(wall);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  // Date.UTC rolls 02-30 over to 03-02: a real wall time reads back the same.
  if (new Date(asUtc).toISOString().slice(0, 16) !== wall) return null;
  const wallOf = (ms: number) => Date.parse(`${madridWallTime(ms)}:00Z`);
  // Madrid is UTC+1 or UTC+2: try both offsets and keep the earliest that reads back.
  const candidates = [asUtc - 2 * 3_600_000, asUtc - 3_600_000].filter(
    (ms) => wallOf(ms) === asUtc,
  );
  const instant = candidates.length ? Math.min(...candidates) : asUtc - 3_600_000;
  return new Date(instant).toISOString();
}

// ── The correction form ───────────────────────────────────────────────────────────────────────

export const MIN_REASON_LENGTH = 5;
export const MAX_REASON_LENGTH = 500;
const MAX_SPAN_MS = 24 * 3_600_000;

export interface CorrectionValues {
  clock_in: string;
  clock_out: string;
  reason: string;
}

/**
 * What is wrong with a correction, as message ids per field (`timesheets.correct.error.*`): the
 * server's rules (checkCorrection), so the form answers before sending.
 */
export function correctionProblems(
  values: Partial<CorrectionValues>,
  now: number,
): Partial<Record<keyof CorrectionValues, string>> {
  const problems: Partial<Record<keyof CorrectionValues, string>> = {};
  const clockIn = values.clock_in ? madridInstant(values.clock_in) : null;
  const clockOut = values.clock_out ? madridInstant(values.clock_out) : null;
  if (!clockIn) problems.clock_in = 'timesheets.correct.error.clockIn';
  else if (Date.parse(clockIn) > now) problems.clock_in = 'timesheets.correct.error.future';
  if (!clockOut) problems.clock_out = 'timesheets.correct.error.clockOut';
  else if (Date.parse(clockOut) > now) problems.clock_out = 'timesheets.correct.error.future';
  else if (clockIn && Date.parse(clockOut) <= Date.parse(clockIn)) {
    problems.clock_out = 'timesheets.correct.error.order';
  } else if (clockIn && Date.parse(clockOut) - Date.parse(clockIn) > MAX_SPAN_MS) {
    problems.clock_out = 'timesheets.correct.error.span';
  }
  const reason = [...(values.reason ?? '').trim()].length;
  if (reason === 0) problems.reason = 'timesheets.correct.error.reason';
  else if (reason < MIN_REASON_LENGTH) problems.reason = 'timesheets.correct.error.reasonShort';
  else if (reason > MAX_REASON_LENGTH) problems.reason = 'timesheets.correct.error.reasonLong';
  return problems;
}

/** The form's starting values for an entry: its times on Madrid's clock. */
export function correctionDefaults(entry: TimeClockHistoryEntry): CorrectionValues {
  return {
    clock_in: madridWallTime(entry.clock_in),
    clock_out: entry.clock_out ? madridWallTime(entry.clock_out) : '',
    reason: '',
  };
}

// ── Rows ──────────────────────────────────────────────────────────────────────────────────────

/** An entry with the day it belongs to, for one table of a month. */
export interface EntryRow extends TimeClockHistoryEntry {
  date: string;
  /** The first entry of its day (the day's name is written once). */
  firstOfDay: boolean;
  dayWorkedMs: number;
}

export function entryRows(history: TimeClockHistory | undefined): EntryRow[] {
  return (history?.days ?? []).flatMap((day) =>
    day.entries.map((entry, index) => ({
      ...entry,
      date: day.date,
      firstOfDay: index === 0,
      dayWorkedMs: day.worked_ms,
    })),
  );
}

/** GET /api/time-clock/report's query for a month (one employee, or one's own without one). */
export function reportQuery(
  month: string,
  format: TimesheetReportFormat,
  employeeId?: string | null,
): Record<string, string> {
  return employeeId ? { month, format, employee_id: employeeId } : { month, format };
}
