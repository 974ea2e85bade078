import { type ClockBreak, type ClockEntry } from './clock-timeline';
import { type LocalDate, isoWeek, localDate, localDayEnd } from './local-day';

/**
 * Worked time of the time clock, in milliseconds (the clock records instants; rounding to minutes
 * or hours is the display's business, so totals never drift by summing rounded parts).
 *
 * Worked time is the entry minus its breaks. Whatever is still running (the entry or a break) is
 * measured up to `now`. It belongs to the workshop's local days: a night shift from 22:00 to 06:00
 * is 2 h of the first day and 6 h of the second, and the nights of the DST changes are an hour
 * shorter (last Sunday of March) or longer (last Sunday of October) because the clock says so.
 */

/** An entry with its breaks, as the totals read them. */
export interface AttendanceEntry extends ClockEntry {
  breaks: readonly ClockBreak[];
}

/** A stretch of time, end exclusive. */
export interface TimeInterval {
  start: Date;
  end: Date;
}

export interface DayTotal {
  date: LocalDate;
  ms: number;
}

export interface WeekTotal {
  /** ISO week, 'YYYY-Www'. */
  week: string;
  ms: number;
}

export interface MonthTotal {
  /** 'YYYY-MM'. */
  month: string;
  ms: number;
}

/**
 * The stretches actually worked in `entry`: from clock-in to clock-out (or `now`), less its breaks.
 * Breaks are clipped to the entry and merged first, so overlapping breaks are not subtracted twice
 * and a break left open in a closed entry ends with it.
 */
export function workedIntervals(
  entry: ClockEntry,
  breaks: readonly ClockBreak[],
  now: Date,
): TimeInterval[] {
  const start = entry.clockIn.getTime();
  const end = (entry.clockOut ?? now).getTime();
  if (end <= start) return [];
  const pauses = breaks
    .map((pause) => ({
      start: Math.max(pause.start.getTime(), start),
      end: Math.min((pause.end ?? now).getTime(), end),
    }))
    .filter((pause) => pause.end > pause.start)
    .sort((a, b) => a.start - b.start);
  const worked: TimeInterval[] = [];
  let cursor = start;
  for (const pause of pauses) {
    if (pause.start > cursor) worked.push({ start: new Date(cursor), end: new Date(pause.start) });
    cursor = Math.max(cursor, pause.end);
  }
  if (end > cursor) worked.push({ start: new Date(cursor), end: new Date(end) });
  return worked;
}

/** Milliseconds worked in `entry`: clock-out minus clock-in minus breaks. */
export function workedMs(entry: ClockEntry, breaks: readonly ClockBreak[], now: Date): number {
  return workedIntervals(entry, breaks, now).reduce(
    (sum, interval) => sum + interval.end.getTime() - interval.start.getTime(),
    0,
  );
}

/** `interval` cut at the local midnights it crosses, each piece with its local date. */
function piecesPerDay(interval: TimeInterval): DayTotal[] {
  const pieces: DayTotal[] = [];
  let cursor = interval.start;
  while (cursor < interval.end) {
    const date = localDate(cursor);
    const dayEnd = localDayEnd(date);
    const pieceEnd = dayEnd < interval.end ? dayEnd : interval.end;
    pieces.push({ date, ms: pieceEnd.getTime() - cursor.getTime() });
    cursor = pieceEnd;
  }
  return pieces;
}

function sumBy<K extends string>(
  totals: readonly DayTotal[],
  keyOf: (date: LocalDate) => K,
): [K, number][] {
  const sums = new Map<K, number>();
  for (const { date, ms } of totals) {
    const key = keyOf(date);
    sums.set(key, (sums.get(key) ?? 0) + ms);
  }
  return [...sums.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** The worked time of one entry per local day, in date order (days without work left out). */
export function workedPerDayOfEntry(
  entry: ClockEntry,
  breaks: readonly ClockBreak[],
  now: Date,
): DayTotal[] {
  const pieces = workedIntervals(entry, breaks, now).flatMap(piecesPerDay);
  return sumBy(pieces, (date) => date).map(([date, ms]) => ({ date, ms }));
}

/** The worked time of many entries per local day, in date order. */
export function workedPerDay(entries: readonly AttendanceEntry[], now: Date): DayTotal[] {
  const pieces = entries.flatMap((entry) => workedPerDayOfEntry(entry, entry.breaks, now));
  return sumBy(pieces, (date) => date).map(([date, ms]) => ({ date, ms }));
}

/** Per ISO week of the local days worked (a night from Sunday to Monday feeds two weeks). */
export function workedPerIsoWeek(entries: readonly AttendanceEntry[], now: Date): WeekTotal[] {
  return sumBy(workedPerDay(entries, now), isoWeek).map(([week, ms]) => ({ week, ms }));
}

/** Per calendar month of the local days worked, 'YYYY-MM'. */
export function workedPerMonth(entries: readonly AttendanceEntry[], now: Date): MonthTotal[] {
  return sumBy(workedPerDay(entries, now), (date) => date.slice(0, 7)).map(([month, ms]) => ({
    month,
    ms,
  }));
}
