/**
 * The time clock screen's pure rules: which punch applies in which state, the live worked time
 * (the server's figures moved on by the time elapsed since they were read) and the Madrid times.
 */
import type {
  ClockEntryView,
  MyJobLine,
  MyJobOrder,
  MyJobs,
  TimeClockAction,
  TimeClockRefusalCode,
  TimeClockStatus,
  TimeClockStatusName,
} from '@px/contracts';
import { isApiError } from '@/shared/api';
import { type AppLocale, BUSINESS_TIME_ZONE, INTL_LOCALE } from '@/shared/format';

/** A status answer with the client's clock when it arrived (the live counters start from it). */
export interface TimeClockSnapshot extends TimeClockStatus {
  /** Client `Date.now()` when the answer arrived. */
  received_at: number;
}

export function snapshotOf(status: TimeClockStatus, receivedAt = Date.now()): TimeClockSnapshot {
  return { ...status, received_at: receivedAt };
}

/** The four punches in the order of the buttons (fixed places: a double tap never hits another). */
export const PUNCH_ACTIONS: readonly TimeClockAction[] = [
  'clock_in',
  'break_start',
  'break_end',
  'clock_out',
];

/** POST /api/time-clock/{path} of each punch. */
export const PUNCH_PATHS: Record<TimeClockAction, string> = {
  clock_in: 'clock-in',
  break_start: 'break-start',
  break_end: 'break-end',
  clock_out: 'clock-out',
};

/** The message-id suffix of each punch (`timeClock.action.<suffix>`, `timeClock.done.<suffix>`). */
export const ACTION_MESSAGE: Record<TimeClockAction, string> = {
  clock_in: 'clockIn',
  break_start: 'breakStart',
  break_end: 'breakEnd',
  clock_out: 'clockOut',
};

const ALLOWED: Record<TimeClockStatusName, readonly TimeClockAction[]> = {
  out: ['clock_in'],
  working: ['break_start', 'clock_out'],
  // Clocking out while on a break ends the break too (the server does it).
  on_break: ['break_end', 'clock_out'],
};

export function isActionAllowed(action: TimeClockAction, status: TimeClockStatusName): boolean {
  return ALLOWED[status].includes(action);
}

/**
 * Why a punch does not apply now, as a message id (`timeClock.disabled.*`), or null when it does.
 * Mirrors the server's 409 codes: already_clocked_in, not_clocked_in, already_on_break,
 * not_on_break.
 */
export function disabledReason(
  action: TimeClockAction,
  status: TimeClockStatusName,
): string | null {
  if (isActionAllowed(action, status)) return null;
  if (action === 'clock_in') return 'timeClock.disabled.alreadyIn';
  if (status === 'out') return 'timeClock.disabled.notIn';
  return action === 'break_start'
    ? 'timeClock.disabled.alreadyOnBreak'
    : 'timeClock.disabled.notOnBreak';
}

/** The punch a glance (the home card) offers: entering when out, back to work when on a break. */
export function mainAction(status: TimeClockStatusName): TimeClockAction | null {
  if (status === 'out') return 'clock_in';
  if (status === 'on_break') return 'break_end';
  return null;
}

// ---------------------------------------------------------------------------------------------
// Live time

/** The server's clock minus the client's, as measured when the answer arrived. */
export function clockOffsetMs(snapshot: TimeClockSnapshot): number {
  const server = Date.parse(snapshot.server_time);
  return Number.isFinite(server) ? server - snapshot.received_at : 0;
}

/** The server's "now" estimated from the client's clock (corrected by the offset). */
export function serverNow(snapshot: TimeClockSnapshot, clientNow: number): number {
  return clientNow + clockOffsetMs(snapshot);
}

/**
 * Time since the server answered: its `server_time` moved on by the client's clock. (Measured on
 * the client's clock alone, so a client set minutes wrong still counts the right seconds; the
 * offset matters where the screen compares with the server's instants: `sinceMs`, the day.)
 */
export function elapsedMs(snapshot: TimeClockSnapshot, clientNow: number): number {
  return Math.max(0, clientNow - snapshot.received_at);
}

/** Worked today, live: the server's figure plus the time since, while working. */
export function liveTodayMs(snapshot: TimeClockSnapshot, clientNow: number): number {
  return (
    snapshot.today.worked_ms + (snapshot.status === 'working' ? elapsedMs(snapshot, clientNow) : 0)
  );
}

/** Worked this week, live. */
export function liveWeekMs(snapshot: TimeClockSnapshot, clientNow: number): number {
  return (
    snapshot.week.worked_ms + (snapshot.status === 'working' ? elapsedMs(snapshot, clientNow) : 0)
  );
}

/** An entry's worked time, live for the running one while working. */
export function liveEntryMs(
  entry: ClockEntryView,
  snapshot: TimeClockSnapshot,
  clientNow: number,
): number {
  const running = entry.clock_out === null && snapshot.status === 'working';
  return entry.worked_ms + (running ? elapsedMs(snapshot, clientNow) : 0);
}

/** How long the current status has lasted (the running break), at the server's now. */
export function sinceMs(snapshot: TimeClockSnapshot, clientNow: number): number | null {
  if (!snapshot.since) return null;
  const since = Date.parse(snapshot.since);
  if (!Number.isFinite(since)) return null;
  return Math.max(0, serverNow(snapshot, clientNow) - since);
}

/** Whether the server's now has moved on to another Madrid day than the answer's "today". */
export function dayRolledOver(snapshot: TimeClockSnapshot, clientNow: number): boolean {
  return madridDate(serverNow(snapshot, clientNow)) !== snapshot.today.date;
}

/** The instant the status line names: the clock-in while working, the break's start on one. */
export function statusInstant(snapshot: TimeClockStatus): string | null {
  if (snapshot.status === 'working') return snapshot.clocked_in_at ?? snapshot.since;
  if (snapshot.status === 'on_break') return snapshot.since;
  return null;
}

// ---------------------------------------------------------------------------------------------
// Formatting (Europe/Madrid, 24 h)

const DATE_KEY = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Madrid calendar day of an instant, 'YYYY-MM-DD'. */
export function madridDate(instant: string | number): string {
  return DATE_KEY.format(new Date(instant));
}

const timeFormats = new Map<AppLocale, Intl.DateTimeFormat>();
const longDayFormats = new Map<AppLocale, Intl.DateTimeFormat>();

function cached(
  map: Map<AppLocale, Intl.DateTimeFormat>,
  locale: AppLocale,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  let format = map.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
      ...options,
      timeZone: BUSINESS_TIME_ZONE,
    });
    map.set(locale, format);
  }
  return format;
}

/** "08:02": the Madrid time of an instant, 24 h. */
export function clockTime(instant: string | number, locale: AppLocale): string {
  return cached(timeFormats, locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(instant));
}

/** "08:02", or "15/03 22:00" when the instant is on another day than `today` (a night shift). */
export function clockTimeOn(instant: string, today: string, locale: AppLocale): string {
  const time = clockTime(instant, locale);
  if (madridDate(instant) === today) return time;
  const [, month = '', day = ''] = madridDate(instant).split('-');
  return `${day}/${month} ${time}`;
}

/** "lunes, 16 de marzo de 2026" for a calendar day 'YYYY-MM-DD'. */
export function longDay(date: string, locale: AppLocale): string {
  // Noon UTC of that day is the same day in Madrid.
  return cached(longDayFormats, locale, { dateStyle: 'full' }).format(
    new Date(`${date.slice(0, 10)}T12:00:00Z`),
  );
}

/** "7:32:05": a live counter, hours unpadded. */
export function formatCounter(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return `${hours}:${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

/** Whole hours and minutes of a duration, for "32 h 15 min". */
export function hoursAndMinutes(ms: number): { hours: number; minutes: number } {
  const minutesTotal = Math.max(0, Math.floor(ms / 60_000));
  return { hours: Math.floor(minutesTotal / 60), minutes: minutesTotal % 60 };
}

// ---------------------------------------------------------------------------------------------
// Refusals

/** `details.code` of a time clock's 409, or null for any other failure. */
export function refusalCode(error: unknown): TimeClockRefusalCode | null {
  if (!isApiError(error) || error.statusCode !== 409) return null;
  const details = error.details;
  if (typeof details !== 'object' || details === null) return null;
  const code = (details as { code?: unknown }).code;
  return typeof code === 'string' ? (code as TimeClockRefusalCode) : null;
}

/** The signed-in account has no employee record: nothing to punch with. */
export function isNoEmployee(error: unknown): boolean {
  return refusalCode(error) === 'no_employee';
}

/** The user lacks the time clock permission. */
export function isForbidden(error: unknown): boolean {
  return isApiError(error) && error.statusCode === 403;
}

// ---------------------------------------------------------------------------------------------
// The job clock (hours on a labor line of an assigned order)

/**
 * Why no job clock can start now, as a message id (`timeClock.jobs.blocked.*`), or null: only a
 * worker at work clocks onto a line (the server's 409 not_clocked_in and on_break).
 */
export function jobClockBlocked(status: TimeClockStatusName): string | null {
  if (status === 'out') return 'timeClock.jobs.blocked.out';
  if (status === 'on_break') return 'timeClock.jobs.blocked.onBreak';
  return null;
}

/** The line the status's job clock runs on, with its order, when the list has it. */
export function runningJob(
  jobs: MyJobs | undefined,
  snapshot: TimeClockStatus,
): { order: MyJobOrder; line: MyJobLine } | null {
  const lineId = snapshot.job?.work_order_line_id;
  if (!lineId || !jobs) return null;
  for (const order of jobs.orders) {
    const line = order.lines.find((candidate) => candidate.id === lineId);
    if (line) return { order, line };
  }
  return null;
}

/** Whether the worker's job clock runs on this line (the status is the truth: punches update it). */
export function isRunningLine(line: MyJobLine, snapshot: TimeClockStatus): boolean {
  return snapshot.job?.work_order_line_id === line.id;
}

/** Time on the running job clock, at the server's now (null when none runs). */
export function jobElapsedMs(snapshot: TimeClockSnapshot, clientNow: number): number | null {
  if (!snapshot.job) return null;
  const started = Date.parse(snapshot.job.started_at);
  if (!Number.isFinite(started)) return null;
  return Math.max(0, serverNow(snapshot, clientNow) - started);
}

/** "1,5 h": hours with up to two decimals in the locale's format. */
export function formatHours(hours: number, locale: AppLocale): string {
  return `${hours.toLocaleString(INTL_LOCALE[locale], { maximumFractionDigits: 2 })} h`;
}
