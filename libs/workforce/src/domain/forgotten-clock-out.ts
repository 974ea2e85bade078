import { type LocalDate, addDays, localDate } from './local-day';
import { type WorkSchedule, plannedShifts } from './work-schedule';
import { type Refusal } from './workforce-refusal';

/**
 * A forgotten clock-out (DOMAIN: "closed by a job and flagged for review, never silently
 * invented"): an attendance entry still open once the worker's scheduled day has ended plus a
 * margin is closed at the scheduled end (the best the register knows), flagged `auto_closed`, and
 * waits for a manager to confirm it or correct it with the real time.
 */

/**
 * The week of an employee without any schedule: Monday to Friday 08:00–13:00 and 15:00–18:00
 * (the split shift of a Spanish workshop), so that their forgotten clock-outs are closed too.
 */
export const DEFAULT_WORK_SCHEDULE: WorkSchedule = {
  validFrom: '1970-01-01',
  validTo: null,
  days: Object.fromEntries(
    [1, 2, 3, 4, 5].map((day) => [
      day,
      [
        { start: '08:00', end: '13:00' },
        { start: '15:00', end: '18:00' },
      ],
    ]),
  ),
};

/** Past the scheduled end (or with no shift that day), an entry is closed this long after clock-in. */
export const UNSCHEDULED_SHIFT_MS = 8 * 3_600_000;

const MINUTE = 60_000;

/**
 * When the worker's scheduled day ends for an entry that started at `clockIn`: the end of the last
 * shift planned on the clock-in's local date (a shift ending at midnight continues into one starting
 * at 00:00 the next day, a night worker's), or, when the schedule plans nothing later than the
 * clock-in (a day off, overtime after hours), clock-in plus UNSCHEDULED_SHIFT_MS. Schedules are the
 * employee's; none at all means DEFAULT_WORK_SCHEDULE.
 */
export function scheduledEnd(clockIn: Date, schedules: readonly WorkSchedule[]): Date {
  const pattern = schedules.length ? schedules : [DEFAULT_WORK_SCHEDULE];
  let date: LocalDate = localDate(clockIn);
  let end: Date | null = null;
  for (const shift of plannedShifts(pattern, date)) {
    if (shift.end > clockIn && (!end || shift.end > end)) end = shift.end;
  }
  if (!end) return new Date(clockIn.getTime() + UNSCHEDULED_SHIFT_MS);
  // Ranges stop at midnight: a night shift goes on in the next day's range starting at 00:00.
  for (let days = 0; days < 2; days++) {
    date = addDays(date, 1);
    const next = plannedShifts(pattern, date).find(
      (shift) => shift.start.getTime() === end!.getTime(),
    );
    if (!next) break;
    end = next.end;
  }
  return end;
}

export interface OpenEntry {
  id: string;
  employeeId: string;
  clockIn: Date;
}

export interface ForgottenClockOut {
  entryId: string;
  employeeId: string;
  /** The scheduled end: the entry's clock-out (the command keeps it after its last break). */
  closeAt: Date;
}

/**
 * The open entries to close at `now`: those whose scheduled end plus `marginMinutes` has passed,
 * each with its scheduled end. `schedulesOf` answers an employee's schedules (none: the default).
 */
export function forgottenClockOuts(
  open: readonly OpenEntry[],
  schedulesOf: (employeeId: string) => readonly WorkSchedule[],
  marginMinutes: number,
  now: Date,
): ForgottenClockOut[] {
  return open.flatMap((entry) => {
    const end = scheduledEnd(entry.clockIn, schedulesOf(entry.employeeId));
    if (end.getTime() + marginMinutes * MINUTE > now.getTime()) return [];
    return [{ entryId: entry.id, employeeId: entry.employeeId, closeAt: end }];
  });
}

export type AutoCloseReviewCode = 'not_auto_closed' | 'already_reviewed';

/** Why an entry cannot be confirmed: the system did not close it, or a manager already reviewed it. */
export function autoCloseReviewRefusal(entry: {
  auto_closed: boolean;
  review: string | null;
}): Refusal<AutoCloseReviewCode> | null {
  if (!entry.auto_closed) {
    return {
      code: 'not_auto_closed',
      message: 'Este fichaje no lo cerró el sistema: no hay cierre automático que confirmar.',
    };
  }
  if (entry.review) {
    return {
      code: 'already_reviewed',
      message: 'Este cierre automático ya se revisó.',
    };
  }
  return null;
}
