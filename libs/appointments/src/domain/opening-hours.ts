import { type LocalDate, isoWeekday, localInstant } from '@px/contracts';
import { type Interval } from '@px/workforce';

/** A wall-clock range of a day, 'HH:MM'. */
export interface ClockRange {
  start: string;
  end: string;
}

/** ISO weekday '1' (Monday) … '7' (Sunday) → ranges; a missing or empty day is closed. */
export type OpeningHours = Record<string, ClockRange[]>;

/** A workshop's usual week: split days Monday to Friday, closed at weekends. */
export const DEFAULT_OPENING_HOURS: OpeningHours = Object.fromEntries(
  ['1', '2', '3', '4', '5'].map((day) => [
    day,
    [
      { start: '08:00', end: '13:00' },
      { start: '15:00', end: '19:00' },
    ],
  ]),
);

const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes since midnight of 'HH:MM', or null. */
export function clockMinutes(time: string): number | null {
  const match = CLOCK.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** When the workshop is open on `date`, as real instants in Madrid (none: closed). */
export function openingIntervals(hours: OpeningHours, date: LocalDate): Interval[] {
  return (hours[String(isoWeekday(date))] ?? [])
    .map((range) => ({ start: clockMinutes(range.start), end: clockMinutes(range.end) }))
    .filter((r): r is { start: number; end: number } => r.start !== null && r.end !== null)
    .filter((r) => r.end > r.start)
    .sort((a, b) => a.start - b.start)
    .map((r) => ({ start: localInstant(date, r.start), end: localInstant(date, r.end) }));
}
