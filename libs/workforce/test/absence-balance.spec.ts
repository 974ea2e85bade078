import {
  DEFAULT_VACATION_DAYS,
  absenceWorkingDays,
  vacationBalance,
  vacationBalanceRefusal,
} from '../src/domain/absence-balance';
import { type AbsenceRequest } from '../src/domain/absence-rules';
import { type WorkSchedule } from '../src/domain/work-schedule';

const DAY = [{ start: '08:00', end: '16:00' }];
/** Monday to Friday. */
const WEEKDAYS: WorkSchedule[] = [
  { validFrom: '2026-01-01', validTo: null, days: { 1: DAY, 2: DAY, 3: DAY, 4: DAY, 5: DAY } },
];
/** National holidays of late 2026 and early 2027 (15 August 2026 is a Saturday). */
const HOLIDAYS = [
  { date: '2026-08-15' },
  { date: '2026-10-12' },
  { date: '2026-12-25' },
  { date: '2027-01-01' },
  { date: '2027-01-06' },
];

const request = (fields: Partial<AbsenceRequest>): AbsenceRequest => ({
  id: null,
  kind: 'vacation',
  status: 'pending',
  startDate: '2026-07-06',
  endDate: '2026-07-10',
  halfDay: null,
  ...fields,
});

describe('working days of an absence', () => {
  const days = (startDate: string, endDate: string, halfDay: 'morning' | null = null) =>
    absenceWorkingDays({ startDate, endDate, halfDay }, WEEKDAYS, HOLIDAYS);

  it('counts the days the schedule plans, less holidays', () => {
    // Two weeks in August: 10 weekdays; the 15th is a Saturday and costs nothing.
    expect(days('2026-08-10', '2026-08-21')).toBe(10);
    // Two weeks in October over the 12th (a Monday holiday): 9.
    expect(days('2026-10-05', '2026-10-16')).toBe(9);
    // A weekend.
    expect(days('2026-10-17', '2026-10-18')).toBe(0);
  });

  it('counts a half day as 0.5, and nothing on a day off', () => {
    expect(days('2026-10-13', '2026-10-13', 'morning')).toBe(0.5);
    expect(days('2026-10-18', '2026-10-18', 'morning')).toBe(0);
    expect(days('2026-10-12', '2026-10-12', 'morning')).toBe(0);
  });

  it('counts only the days of a year when asked, for a request over New Year', () => {
    // 21-24 and 28-31 December (25th is a holiday) + 4, 5, 7 and 8 January (1st and 6th are).
    const period = { startDate: '2026-12-21', endDate: '2027-01-08', halfDay: null };
    expect(absenceWorkingDays(period, WEEKDAYS, HOLIDAYS)).toBe(12);
    expect(
      absenceWorkingDays(period, WEEKDAYS, HOLIDAYS, { from: '2026-01-01', to: '2026-12-31' }),
    ).toBe(8);
    expect(
      absenceWorkingDays(period, WEEKDAYS, HOLIDAYS, { from: '2027-01-01', to: '2027-12-31' }),
    ).toBe(4);
    expect(
      absenceWorkingDays(period, WEEKDAYS, HOLIDAYS, { from: '2028-01-01', to: '2028-12-31' }),
    ).toBe(0);
  });
});

describe('vacation balance', () => {
  const REQUESTS: AbsenceRequest[] = [
    request({ id: 'v1', status: 'approved', startDate: '2026-10-05', endDate: '2026-10-16' }), // 9
    request({ id: 'v2', status: 'pending', startDate: '2026-08-10', endDate: '2026-08-14' }), // 5
    // 4 days in 2026 (28-31 December), 4 in 2027 (4, 5, 7, 8 January).
    request({ id: 'v3', status: 'approved', startDate: '2026-12-28', endDate: '2027-01-08' }),
    request({
      id: 'v4',
      status: 'approved',
      startDate: '2026-11-06',
      endDate: '2026-11-06',
      halfDay: 'morning',
    }), // 0.5
    request({ id: 'r1', status: 'rejected', startDate: '2026-07-06', endDate: '2026-07-10' }),
    request({ id: 'c1', status: 'cancelled', startDate: '2026-07-13', endDate: '2026-07-17' }),
    request({
      id: 's1',
      kind: 'sick_leave',
      status: 'approved',
      startDate: '2026-03-02',
      endDate: '2026-03-06',
    }),
  ];

  it('adds approved and pending vacation of the year; pending days are reserved', () => {
    expect(DEFAULT_VACATION_DAYS).toBe(22);
    expect(vacationBalance(2026, REQUESTS, WEEKDAYS, HOLIDAYS)).toEqual({
      year: 2026,
      entitled: 22,
      approved: 13.5,
      pending: 5,
      remaining: 3.5,
    });
    expect(vacationBalance(2027, REQUESTS, WEEKDAYS, HOLIDAYS)).toEqual({
      year: 2027,
      entitled: 22,
      approved: 4,
      pending: 0,
      remaining: 18,
    });
  });

  it('takes the allowance as a parameter and can leave the request being decided out', () => {
    expect(vacationBalance(2026, REQUESTS, WEEKDAYS, HOLIDAYS, 25).remaining).toBe(6.5);
    expect(vacationBalance(2026, REQUESTS, WEEKDAYS, HOLIDAYS, 22, 'v2')).toMatchObject({
      pending: 0,
      remaining: 8.5,
    });
  });

  it('refuses vacation beyond what remains, saying how much', () => {
    // 7-10 September: 4 working days, 3.5 remain.
    expect(
      vacationBalanceRefusal(
        request({ startDate: '2026-09-07', endDate: '2026-09-10' }),
        REQUESTS,
        WEEKDAYS,
        HOLIDAYS,
      ),
    ).toEqual({
      code: 'vacation_exceeded',
      message:
        'No quedan días de vacaciones suficientes en 2026: la solicitud ocupa 4 días laborables y quedan 3,5.',
      details: { year: 2026, requested: 4, remaining: 3.5 },
    });
    expect(
      vacationBalanceRefusal(
        request({ startDate: '2026-09-07', endDate: '2026-09-09' }),
        REQUESTS,
        WEEKDAYS,
        HOLIDAYS,
      ),
    ).toBeNull();
  });

  it('speaks in the singular of one day', () => {
    expect(
      vacationBalanceRefusal(
        request({ startDate: '2026-09-07', endDate: '2026-09-07' }),
        REQUESTS,
        WEEKDAYS,
        HOLIDAYS,
        () => 18.5,
      )?.message,
    ).toBe(
      'No quedan días de vacaciones suficientes en 2026: la solicitud ocupa 1 día laborable y quedan 0.',
    );
  });

  it('checks each year a request touches against that year’s allowance', () => {
    // 2027: 5 allowed, 4 already approved → 1 left; 11-15 January asks 5.
    const refusal = vacationBalanceRefusal(
      request({ startDate: '2027-01-11', endDate: '2027-01-15' }),
      REQUESTS,
      WEEKDAYS,
      HOLIDAYS,
      (year) => (year === 2027 ? 5 : 22),
    );
    expect(refusal?.message).toBe(
      'No quedan días de vacaciones suficientes en 2027: la solicitud ocupa 5 días laborables y queda 1.',
    );
  });

  it('does not count the request against itself when approving it', () => {
    const pending = REQUESTS.find((r) => r.id === 'v2')!;
    expect(vacationBalanceRefusal(pending, REQUESTS, WEEKDAYS, HOLIDAYS)).toBeNull();
  });

  it('spends no balance on other kinds of absence', () => {
    expect(
      vacationBalanceRefusal(
        request({ kind: 'sick_leave', startDate: '2026-09-01', endDate: '2026-10-30' }),
        REQUESTS,
        WEEKDAYS,
        HOLIDAYS,
      ),
    ).toBeNull();
  });
});
