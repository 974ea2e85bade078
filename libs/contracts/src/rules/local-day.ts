/**
 * The workshop's calendar: local dates, wall-clock times and ISO weeks in Europe/Madrid. Worked
 * time, schedules, absences and month closing all count in the workshop's days, not in UTC days,
 * so an instant becomes a day here and a day's wall time becomes an instant here (DST-correct).
 *
 * Local dates are plain 'YYYY-MM-DD' strings (they sort and compare as text); their arithmetic runs
 * on UTC midnights, where every day has 24 hours. Only Intl knows the zone's offsets.
 */
export const BUSINESS_TIME_ZONE = 'Europe/Madrid';

/** A calendar date of the workshop, 'YYYY-MM-DD'. */
export type LocalDate = string;

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

const wallClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: BUSINESS_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

const HOUR_MS = 3_600_000;

/** What Intl reads: the wall clock in Madrid at `at` (whole seconds), as if it were UTC. */
function readWallClock(at: Date): number {
  const parts: Record<string, number> = {};
  for (const part of wallClock.formatToParts(at)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
}

/** Past this many remembered hours (over eleven years of them), the offsets start again. */
const MAX_REMEMBERED_HOURS = 100_000;
/** Madrid's offset in each UTC hour already asked about. */
const offsetsByHour = new Map<number, number>();

/**
 * The wall clock in Madrid at `at`, read back as if it were UTC (so Date.UTC arithmetic applies),
 * to the second. Intl is the cost of every local date (a status adds up a week's entries day by
 * day: a hundred readings), and Madrid's offset only changes on a UTC hour (01:00 UTC on the
 * summer-time Sundays; on the hour since 1901): the offset is read once per hour asked about.
 */
function wallClockAsUtc(at: Date): number {
  const ms = at.getTime();
  const hour = Math.floor(ms / HOUR_MS);
  let offset = offsetsByHour.get(hour);
  if (offset === undefined) {
    offset = readWallClock(new Date(hour * HOUR_MS)) - hour * HOUR_MS;
    if (offsetsByHour.size >= MAX_REMEMBERED_HOURS) offsetsByHour.clear();
    offsetsByHour.set(hour, offset);
  }
  return Math.floor(ms / 1000) * 1000 + offset;
}

/** Madrid's offset from UTC at `at`, in ms (+1 h in winter, +2 h in summer). */
export function businessOffsetMs(at: Date): number {
  const wholeSeconds = Math.floor(at.getTime() / 1000) * 1000;
  return wallClockAsUtc(new Date(wholeSeconds)) - wholeSeconds;
}

function parseDate(date: LocalDate): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 02-30 over to 03-02: a real date reads back the same.
  if (utc.getUTCFullYear() !== year || utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== day)
    return null;
  return { year, month, day };
}

function utcMidnight(date: LocalDate): number {
  const parsed = parseDate(date);
  if (!parsed) throw new RangeError(`Not a calendar date: ${date}`);
  return Date.UTC(parsed.year, parsed.month - 1, parsed.day);
}

function fromUtcMidnight(ms: number): LocalDate {
  return new Date(ms).toISOString().slice(0, 10);
}

/** A real calendar date written 'YYYY-MM-DD' (2026-02-29 is not). */
export function isLocalDate(value: unknown): value is LocalDate {
  return typeof value === 'string' && parseDate(value) !== null;
}

/** The workshop's date at the instant `at`. */
export function localDate(at: Date): LocalDate {
  return fromUtcMidnight(wallClockAsUtc(at));
}

/** The workshop's month of the instant `at`, 'YYYY-MM'. */
export function localMonth(at: Date): string {
  return localDate(at).slice(0, 7);
}

/**
 * The instant Madrid's clocks show `minutes` after midnight of `date` (1440 is the next midnight).
 * Like Temporal's 'compatible': a wall time skipped by the spring change (02:30 on the last Sunday
 * of March) is read one hour later, and one repeated by the autumn change takes its first
 * occurrence (summer time).
 */
export function localInstant(date: LocalDate, minutes: number): Date {
  // Planning asks the same few wall times of the same days for every employee (capacity of 50
  // people over 4 weeks: thousands of calls, a hundred distinct ones), and Intl is the cost.
  const key = `${date}|${minutes}`;
  const known = instants.get(key);
  if (known !== undefined) return new Date(known);
  const instant = computeLocalInstant(date, minutes);
  if (instants.size >= MAX_REMEMBERED_INSTANTS) instants.clear();
  instants.set(key, instant.getTime());
  return instant;
}

/** Past this many remembered wall times, localInstant starts again from empty. */
const MAX_REMEMBERED_INSTANTS = 20_000;
const instants = new Map<string, number>();

function computeLocalInstant(date: LocalDate, minutes: number): Date {
  const wall = utcMidnight(date) + minutes * MINUTE_MS;
  // Madrid changes its offset at most once a day: the offsets a day either side are the candidates.
  const before = businessOffsetMs(new Date(wall - DAY_MS));
  const after = businessOffsetMs(new Date(wall + DAY_MS));
  const valid = [...new Set([before, after])]
    .map((offset) => wall - offset)
    .filter((instant) => businessOffsetMs(new Date(instant)) === wall - instant);
  if (valid.length === 0) return new Date(wall - before); // in the gap: pushed past it
  return new Date(Math.min(...valid));
}

/** The first instant of the local day `date` (its midnight in Madrid). */
export function localDayStart(date: LocalDate): Date {
  return localInstant(date, 0);
}

/** The end of the local day `date`, exclusive: the next day's midnight (23 h or 25 h later on DST days). */
export function localDayEnd(date: LocalDate): Date {
  return localDayStart(addDays(date, 1));
}

export function addDays(date: LocalDate, days: number): LocalDate {
  return fromUtcMidnight(utcMidnight(date) + days * DAY_MS);
}

/** Every date from `from` to `to`, both included; empty when `to` is before `from`. */
export function datesBetween(from: LocalDate, to: LocalDate): LocalDate[] {
  const dates: LocalDate[] = [];
  for (let ms = utcMidnight(from), end = utcMidnight(to); ms <= end; ms += DAY_MS) {
    dates.push(fromUtcMidnight(ms));
  }
  return dates;
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: LocalDate, to: LocalDate): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS);
}

export function isoWeekday(date: LocalDate): IsoWeekday {
  const sundayFirst = new Date(utcMidnight(date)).getUTCDay();
  return (sundayFirst === 0 ? 7 : sundayFirst) as IsoWeekday;
}

/**
 * The ISO week of `date`, 'YYYY-Www': weeks start on Monday and belong to the year of their
 * Thursday, so 2027-01-01 (a Friday) is in 2026-W53.
 */
export function isoWeek(date: LocalDate): string {
  const thursday = addDays(date, 4 - isoWeekday(date));
  const year = thursday.slice(0, 4);
  const week = Math.floor(daysBetween(`${year}-01-01`, thursday) / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** '2026-03-29' → '29/03/2026', as Spanish messages write dates. */
export function formatSpanishDate(date: LocalDate): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}
