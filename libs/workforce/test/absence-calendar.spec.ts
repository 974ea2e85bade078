import { absenceWorkingDays } from '../src/domain/absence-balance';
import {
  FALLBACK_SCHEDULE,
  absenceDecisionErrors,
  absenceMissingErrors,
  absenceMonthErrors,
  absenceRangeErrors,
  absenceSchedules,
  absenceSpanErrors,
  monthBounds,
  usesDefaultSchedule,
  yearBounds,
  yearsOf,
} from '../src/domain/absence-calendar';
import { type WorkSchedule } from '../src/domain/work-schedule';

const SHORT = [{ start: '08:00', end: '14:00' }];
/** Monday to Thursday from 1 June 2026. */
const FOUR_DAYS: WorkSchedule = {
  validFrom: '2026-06-01',
  validTo: null,
  days: { 1: SHORT, 2: SHORT, 3: SHORT, 4: SHORT },
};

describe('the schedule absences count with', () => {
  const days = (schedules: WorkSchedule[], startDate: string, endDate: string) =>
    absenceWorkingDays({ startDate, endDate, halfDay: null }, schedules, []);

  it('counts Monday to Friday when the employee has no schedule', () => {
    // 2026-05-04 (Monday) to 2026-05-17 (Sunday): two weeks, 10 working days.
    expect(days(absenceSchedules(undefined), '2026-05-04', '2026-05-17')).toBe(10);
    expect(days(absenceSchedules([]), '2026-05-09', '2026-05-10')).toBe(0);
  });

  it('lets the employee’s schedule win from its first day', () => {
    const schedules = absenceSchedules([FOUR_DAYS]);
    // The week before it: five days; the week from it: four.
    expect(days(schedules, '2026-05-25', '2026-05-31')).toBe(5);
    expect(days(schedules, '2026-06-01', '2026-06-07')).toBe(4);
  });

  it('says whether some day of a range has no schedule of the employee', () => {
    expect(usesDefaultSchedule(undefined, '2026-01-01', '2026-12-31')).toBe(true);
    expect(usesDefaultSchedule([FOUR_DAYS], '2026-01-01', '2026-12-31')).toBe(true);
    expect(usesDefaultSchedule([FOUR_DAYS], '2026-06-01', '2026-12-31')).toBe(false);
    expect(FALLBACK_SCHEDULE.validTo).toBeNull();
  });
});

describe('ranges', () => {
  it('bounds a year and a month (February of a leap year too)', () => {
    expect(yearBounds(2026)).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(monthBounds('2026-02')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(monthBounds('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthBounds('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('lists the years a period touches', () => {
    expect(yearsOf('2026-12-28', '2027-01-08')).toEqual([2026, 2027]);
    expect(yearsOf('2026-03-02', '2026-03-02')).toEqual([2026]);
  });

  it('refuses a list filter with unreal or reversed dates, on its field', () => {
    expect(absenceRangeErrors(null, undefined)).toEqual([]);
    expect(absenceRangeErrors('2026-02-30', '2026-03-01')).toEqual([
      expect.objectContaining({ field: 'from', code: 'isDate' }),
    ]);
    expect(absenceRangeErrors('2026-03-10', '2026-03-01')).toEqual([
      expect.objectContaining({ field: 'to', code: 'dateOrder' }),
    ]);
  });

  it('refuses a month that is not YYYY-MM', () => {
    expect(absenceMonthErrors('2026-03')).toEqual([]);
    expect(absenceMonthErrors('2026-13')).toEqual([
      expect.objectContaining({ field: 'month', code: 'isMonth' }),
    ]);
  });
});

describe('a request’s required fields', () => {
  it('names each missing one once', () => {
    expect(absenceMissingErrors({})).toEqual([
      { field: 'kind', code: 'isNotEmpty', message: 'Indica el tipo de ausencia.' },
      { field: 'start_date', code: 'isNotEmpty', message: 'Indica la fecha de inicio.' },
      { field: 'end_date', code: 'isNotEmpty', message: 'Indica la fecha de fin.' },
    ]);
    expect(
      absenceMissingErrors({ kind: 'vacation', startDate: '2026-03-02', endDate: '2026-03-02' }),
    ).toEqual([]);
  });
});

describe('a request’s span', () => {
  const today = '2026-03-10';

  it('accepts a long sick leave and next summer’s vacation', () => {
    expect(absenceSpanErrors({ startDate: '2026-03-01', endDate: '2027-02-28' }, today)).toEqual(
      [],
    );
    expect(absenceSpanErrors({ startDate: '2027-08-02', endDate: '2027-08-13' }, today)).toEqual(
      [],
    );
  });

  it('refuses a mistyped year: too far ahead or too long', () => {
    expect(absenceSpanErrors({ startDate: '2062-03-02', endDate: '2062-03-06' }, today)).toEqual([
      expect.objectContaining({ field: 'start_date', code: 'tooFarInFuture' }),
    ]);
    expect(absenceSpanErrors({ startDate: '2026-03-02', endDate: '2062-03-06' }, today)).toEqual([
      expect.objectContaining({ field: 'end_date', code: 'tooLong' }),
    ]);
  });
});

describe('a decision’s comment', () => {
  it('is optional to approve and required to reject', () => {
    expect(absenceDecisionErrors('approved', null)).toEqual([]);
    expect(absenceDecisionErrors('rejected', '   ')).toEqual([
      expect.objectContaining({ field: 'comment', code: 'isNotEmpty' }),
    ]);
    expect(absenceDecisionErrors('rejected', 'Coincide con la campaña de ITV')).toEqual([]);
  });

  it('is at most 500 characters', () => {
    expect(absenceDecisionErrors('approved', 'x'.repeat(501))).toEqual([
      expect.objectContaining({ field: 'comment', code: 'maxLength' }),
    ]);
  });
});
