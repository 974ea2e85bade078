import { type HalfDay } from './absence-rules';
import { type LocalDate } from './local-day';
import { type WorkSchedule, plannedShifts } from './work-schedule';

/** A stretch of real time, start included, end excluded. */
export interface Interval {
  start: Date;
  end: Date;
}

/** An approved absence as the working hours read it. */
export interface DayAbsence {
  startDate: LocalDate;
  endDate: LocalDate;
  halfDay: HalfDay | null;
}

/** The first `minutes` of `intervals` (in order), or all of them but the first `minutes`. */
function splitAt(intervals: readonly Interval[], minutes: number): [Interval[], Interval[]] {
  const before: Interval[] = [];
  const after: Interval[] = [];
  let left = minutes * 60_000;
  for (const interval of intervals) {
    const length = interval.end.getTime() - interval.start.getTime();
    if (left >= length) {
      before.push(interval);
      left -= length;
    } else if (left > 0) {
      const cut = new Date(interval.start.getTime() + left);
      before.push({ start: interval.start, end: cut });
      after.push({ start: cut, end: interval.end });
      left = 0;
    } else {
      after.push(interval);
    }
  }
  return [before, after];
}

/**
 * When an employee works on `date`: the shifts their schedule plans, none on a holiday or a day
 * of approved absence; a half day off takes the first half of the day's planned time (morning)
 * or the last half (afternoon), rounded as capacity rounds it (the half off is rounded up, so
 * capacity and bookable time agree to the minute).
 */
export function workingIntervals(
  schedules: readonly WorkSchedule[],
  date: LocalDate,
  holiday: boolean,
  absences: readonly DayAbsence[],
): Interval[] {
  if (holiday) return [];
  const shifts = plannedShifts(schedules, date);
  const today = absences.filter((a) => a.startDate <= date && date <= a.endDate);
  if (!today.length) return shifts;
  if (today.some((a) => !a.halfDay)) return [];
  const halves = new Set(today.map((a) => a.halfDay));
  if (halves.size >= 2) return [];
  const planned = shifts.reduce(
    (sum, s) => sum + (s.end.getTime() - s.start.getTime()) / 60_000,
    0,
  );
  const off = Math.ceil(Math.round(planned) / 2);
  return halves.has('morning') ? splitAt(shifts, off)[1] : splitAt(shifts, planned - off)[0];
}
