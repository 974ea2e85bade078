import { randomUUID } from 'node:crypto';
import { type LocalDate, addDays, isoWeekday, localInstant } from '@px/workforce';
import { type DemoRandom } from './demo-random';

/**
 * One demo worker's register of a working day, as they would have punched it: the workshop's
 * split shift (08:00–13:00 and 15:00–18:00, two entries with the lunch gap between) or, in July
 * and August, the intensive day (08:00–15:00 in one entry), a few minutes either side of the
 * timetable, a coffee break most mornings, and now and then a late arrival.
 */

export interface DemoBreak {
  id: string;
  start: Date;
  end: Date;
}

export interface DemoEntry {
  id: string;
  employeeId: string;
  clockIn: Date;
  clockOut: Date;
  breaks: DemoBreak[];
}

const minutes = (hours: number, mins = 0) => hours * 60 + mins;

/** July and August: the intensive summer timetable the demo schedules also have. */
export function isSummerDay(date: LocalDate): boolean {
  const month = date.slice(5, 7);
  return month === '07' || month === '08';
}

/** Monday to Friday, not a holiday. */
export function isDemoWorkingDay(date: LocalDate, holidays: ReadonlySet<LocalDate>): boolean {
  return isoWeekday(date) <= 5 && !holidays.has(date);
}

function entry(
  employeeId: string,
  date: LocalDate,
  fromMinutes: number,
  toMinutes: number,
  breaks: [number, number][],
): DemoEntry {
  return {
    id: randomUUID(),
    employeeId,
    clockIn: localInstant(date, fromMinutes),
    clockOut: localInstant(date, toMinutes),
    breaks: breaks.map(([start, end]) => ({
      id: randomUUID(),
      start: localInstant(date, start),
      end: localInstant(date, end),
    })),
  };
}

/** The entries of one worker's day (1 in summer, 2 otherwise). */
export function demoDay(random: DemoRandom, employeeId: string, date: LocalDate): DemoEntry[] {
  const late = random.next() < 0.05;
  const start = minutes(8) + (late ? random.int(9, 28) : random.int(-7, 3));
  const coffee: [number, number][] = [];
  if (random.next() < 0.7) {
    const from = minutes(10, 25) + random.int(0, 20);
    coffee.push([from, from + random.int(10, 20)]);
  }
  if (isSummerDay(date)) {
    return [entry(employeeId, date, start, minutes(15) + random.int(0, 8), coffee)];
  }
  return [
    entry(employeeId, date, start, minutes(13) + random.int(0, 6), coffee),
    entry(employeeId, date, minutes(15) + random.int(-6, 2), minutes(18) + random.int(0, 9), []),
  ];
}

/** The working days among the `count` calendar days before `today`, oldest first. */
export function demoWorkingDays(
  today: LocalDate,
  count: number,
  holidays: ReadonlySet<LocalDate>,
): LocalDate[] {
  const days: LocalDate[] = [];
  for (let back = count; back >= 1; back--) {
    const date = addDays(today, -back);
    if (isDemoWorkingDay(date, holidays)) days.push(date);
  }
  return days;
}

/** A job clock's span inside an entry, between its breaks. */
export interface WorkSpan {
  entryId: string;
  start: Date;
  end: Date;
  /** Why the span ends if a job runs to its end: the clock-out or a break. */
  endsBy: 'clock_out' | 'break';
}

/** The times of an entry one can work on a job: the entry less its breaks. */
export function workSpans(entries: readonly DemoEntry[]): WorkSpan[] {
  const spans: WorkSpan[] = [];
  for (const item of entries) {
    let cursor = item.clockIn;
    for (const pause of item.breaks) {
      spans.push({ entryId: item.id, start: cursor, end: pause.start, endsBy: 'break' });
      cursor = pause.end;
    }
    spans.push({ entryId: item.id, start: cursor, end: item.clockOut, endsBy: 'clock_out' });
  }
  return spans;
}
