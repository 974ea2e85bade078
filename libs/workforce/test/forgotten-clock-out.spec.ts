import {
  DEFAULT_WORK_SCHEDULE,
  UNSCHEDULED_SHIFT_MS,
  autoCloseReviewRefusal,
  forgottenClockOuts,
  scheduledEnd,
} from '../src/domain/forgotten-clock-out';
import { type WorkSchedule } from '../src/domain/work-schedule';

const at = (iso: string) => new Date(iso);

/** Monday to Thursday 07:00–15:00; Friday 07:00–14:00; a night shift on Saturday into Sunday. */
const schedule: WorkSchedule = {
  validFrom: '2026-01-01',
  validTo: null,
  days: {
    1: [{ start: '07:00', end: '15:00' }],
    2: [{ start: '07:00', end: '15:00' }],
    3: [{ start: '07:00', end: '15:00' }],
    4: [{ start: '07:00', end: '15:00' }],
    5: [{ start: '07:00', end: '14:00' }],
    6: [{ start: '22:00', end: '24:00' }],
    7: [{ start: '00:00', end: '06:00' }],
  },
};

describe('a forgotten clock-out', () => {
  it('ends at the last shift planned on the day of the clock-in (Madrid, DST-correct)', () => {
    // Monday 2 March 2026, in at 07:02 CET: the day ends at 15:00 = 14:00 UTC.
    expect(scheduledEnd(at('2026-03-02T06:02:00Z'), [schedule])).toEqual(
      at('2026-03-02T14:00:00Z'),
    );
    // Friday 3 July 2026, summer time: 14:00 CEST = 12:00 UTC.
    expect(scheduledEnd(at('2026-07-03T05:00:00Z'), [schedule])).toEqual(
      at('2026-07-03T12:00:00Z'),
    );
  });

  it('follows a night shift past midnight into the next day’s range', () => {
    // Saturday 7 March 22:00 CET to Sunday 06:00 CET.
    expect(scheduledEnd(at('2026-03-07T21:00:00Z'), [schedule])).toEqual(
      at('2026-03-08T05:00:00Z'),
    );
  });

  it('gives work outside the schedule (a day off, after hours) a standard shift from the clock-in', () => {
    const afterHours = at('2026-03-02T16:00:00Z'); // Monday 17:00, after the 15:00 end
    expect(scheduledEnd(afterHours, [schedule])).toEqual(
      new Date(afterHours.getTime() + UNSCHEDULED_SHIFT_MS),
    );
  });

  it('uses the split shift of a workshop for an employee without any schedule', () => {
    expect(DEFAULT_WORK_SCHEDULE.days[1]).toEqual([
      { start: '08:00', end: '13:00' },
      { start: '15:00', end: '18:00' },
    ]);
    // Tuesday 3 March 2026 in at 08:00 CET: ends at 18:00 CET = 17:00 UTC.
    expect(scheduledEnd(at('2026-03-03T07:00:00Z'), [])).toEqual(at('2026-03-03T17:00:00Z'));
    // Sunday: no shift in the default week.
    const sunday = at('2026-03-08T09:00:00Z');
    expect(scheduledEnd(sunday, [])).toEqual(new Date(sunday.getTime() + UNSCHEDULED_SHIFT_MS));
  });

  it('is due once the scheduled end plus the margin has passed', () => {
    const open = [
      { id: 'a', employeeId: 'e1', clockIn: at('2026-03-02T06:00:00Z') }, // ends 14:00 UTC
      { id: 'b', employeeId: 'e2', clockIn: at('2026-03-02T07:00:00Z') }, // default: ends 17:00 UTC
    ];
    const schedulesOf = (employeeId: string) => (employeeId === 'e1' ? [schedule] : []);
    expect(forgottenClockOuts(open, schedulesOf, 120, at('2026-03-02T15:59:00Z'))).toEqual([]);
    expect(forgottenClockOuts(open, schedulesOf, 120, at('2026-03-02T16:00:00Z'))).toEqual([
      { entryId: 'a', employeeId: 'e1', closeAt: at('2026-03-02T14:00:00Z') },
    ]);
    expect(
      forgottenClockOuts(open, schedulesOf, 120, at('2026-03-03T02:30:00Z')).map(
        (one) => one.entryId,
      ),
    ).toEqual(['a', 'b']);
  });

  it('is confirmed only when the system closed it and nobody reviewed it yet', () => {
    expect(autoCloseReviewRefusal({ auto_closed: true, review: null })).toBeNull();
    expect(autoCloseReviewRefusal({ auto_closed: false, review: null })?.code).toBe(
      'not_auto_closed',
    );
    expect(autoCloseReviewRefusal({ auto_closed: true, review: 'confirmed' })?.code).toBe(
      'already_reviewed',
    );
  });
});
