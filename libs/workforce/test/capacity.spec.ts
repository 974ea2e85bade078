import { type CapacityAbsence, employeeCapacity, teamCapacity } from '../src/domain/capacity';
import { type WorkSchedule } from '../src/domain/work-schedule';

const SPLIT_DAY = [
  { start: '08:00', end: '13:00' },
  { start: '15:00', end: '18:00' },
];
/** 480 min Monday to Friday, 240 min on Saturday. */
const WORKSHOP: WorkSchedule = {
  validFrom: '2026-01-01',
  validTo: null,
  days: {
    1: SPLIT_DAY,
    2: SPLIT_DAY,
    3: SPLIT_DAY,
    4: SPLIT_DAY,
    5: SPLIT_DAY,
    6: [{ start: '09:00', end: '13:00' }],
  },
};
/** 300 min Monday to Friday. */
const MORNINGS: WorkSchedule = {
  validFrom: '2026-01-01',
  validTo: null,
  days: Object.fromEntries([1, 2, 3, 4, 5].map((d) => [d, [{ start: '09:00', end: '14:00' }]])),
};
/** Madrid, first days of May 2026: 1 May (Friday) national, 2 May (Saturday) regional. */
const HOLIDAYS = [{ date: '2026-05-01' }, { date: '2026-05-02' }];

const absence = (fields: Partial<CapacityAbsence>): CapacityAbsence => ({
  startDate: '2026-04-29',
  endDate: '2026-04-29',
  halfDay: null,
  status: 'approved',
  ...fields,
});

describe('capacity of an employee', () => {
  it('is the planned minutes less holidays and approved absences, day by day', () => {
    const capacity = employeeCapacity(
      {
        employeeId: 'ana',
        schedules: [WORKSHOP],
        absences: [
          absence({ startDate: '2026-04-28', endDate: '2026-04-28', status: 'pending' }),
          absence({ startDate: '2026-04-29', endDate: '2026-04-29', halfDay: 'morning' }),
          absence({ startDate: '2026-04-30', endDate: '2026-04-30' }),
          absence({ startDate: '2026-04-27', endDate: '2026-04-27', status: 'rejected' }),
          absence({ startDate: '2026-04-27', endDate: '2026-04-27', status: 'cancelled' }),
        ],
      },
      HOLIDAYS,
      '2026-04-27',
      '2026-05-03',
    );
    expect(capacity.days).toEqual([
      {
        date: '2026-04-27',
        plannedMinutes: 480,
        holiday: false,
        absentMinutes: 0,
        availableMinutes: 480,
      },
      // A pending absence may still be rejected: it takes nothing yet.
      {
        date: '2026-04-28',
        plannedMinutes: 480,
        holiday: false,
        absentMinutes: 0,
        availableMinutes: 480,
      },
      {
        date: '2026-04-29',
        plannedMinutes: 480,
        holiday: false,
        absentMinutes: 240,
        availableMinutes: 240,
      },
      {
        date: '2026-04-30',
        plannedMinutes: 480,
        holiday: false,
        absentMinutes: 480,
        availableMinutes: 0,
      },
      {
        date: '2026-05-01',
        plannedMinutes: 480,
        holiday: true,
        absentMinutes: 0,
        availableMinutes: 0,
      },
      {
        date: '2026-05-02',
        plannedMinutes: 240,
        holiday: true,
        absentMinutes: 0,
        availableMinutes: 0,
      },
      {
        date: '2026-05-03',
        plannedMinutes: 0,
        holiday: false,
        absentMinutes: 0,
        availableMinutes: 0,
      },
    ]);
    // 5 × 480 + 240 planned; 480 + 480 + 240 available.
    expect(capacity.plannedMinutes).toBe(2640);
    expect(capacity.availableMinutes).toBe(1200);
    expect(capacity.employeeId).toBe('ana');
  });

  it('takes a half day as half the planned minutes, rounded so capacity is not overstated', () => {
    const odd: WorkSchedule = { ...WORKSHOP, days: { 3: [{ start: '08:00', end: '16:05' }] } };
    const capacity = employeeCapacity(
      { employeeId: 'ana', schedules: [odd], absences: [absence({ halfDay: 'afternoon' })] },
      [],
      '2026-04-29',
      '2026-04-29',
    );
    // 485 planned: 242.5 off → 243 off, 242 available.
    expect(capacity.days[0]).toMatchObject({
      plannedMinutes: 485,
      absentMinutes: 243,
      availableMinutes: 242,
    });
  });

  it('takes the whole day for a morning and an afternoon off, and for a whole-day absence over a half day', () => {
    const both = employeeCapacity(
      {
        employeeId: 'ana',
        schedules: [WORKSHOP],
        absences: [absence({ halfDay: 'morning' }), absence({ halfDay: 'afternoon' })],
      },
      [],
      '2026-04-29',
      '2026-04-29',
    );
    expect(both.availableMinutes).toBe(0);
    const wholeAndHalf = employeeCapacity(
      {
        employeeId: 'ana',
        schedules: [WORKSHOP],
        absences: [
          absence({ halfDay: 'morning' }),
          absence({ startDate: '2026-04-27', endDate: '2026-05-08' }),
        ],
      },
      [],
      '2026-04-29',
      '2026-04-29',
    );
    expect(wholeAndHalf.days[0]).toMatchObject({ absentMinutes: 480, availableMinutes: 0 });
  });

  it('follows the schedule’s real minutes on the day the clocks change', () => {
    const sundayNight: WorkSchedule = {
      validFrom: '2026-01-01',
      validTo: null,
      days: { 7: [{ start: '01:00', end: '04:00' }] },
    };
    const capacity = employeeCapacity(
      { employeeId: 'vigilante', schedules: [sundayNight], absences: [] },
      [],
      '2026-03-22',
      '2026-03-29',
    );
    expect(capacity.days.filter((d) => d.plannedMinutes > 0)).toEqual([
      {
        date: '2026-03-22',
        plannedMinutes: 180,
        holiday: false,
        absentMinutes: 0,
        availableMinutes: 180,
      },
      {
        date: '2026-03-29',
        plannedMinutes: 120,
        holiday: false,
        absentMinutes: 0,
        availableMinutes: 120,
      },
    ]);
  });

  it('is empty for an empty range', () => {
    expect(
      employeeCapacity(
        { employeeId: 'ana', schedules: [WORKSHOP], absences: [] },
        [],
        '2026-05-02',
        '2026-05-01',
      ),
    ).toEqual({ employeeId: 'ana', days: [], plannedMinutes: 0, availableMinutes: 0 });
  });
});

describe('capacity of the team', () => {
  it('adds up per employee, per date and in total', () => {
    const team = teamCapacity(
      [
        {
          employeeId: 'ana',
          schedules: [WORKSHOP],
          absences: [absence({ halfDay: 'morning' })],
        },
        { employeeId: 'luis', schedules: [MORNINGS], absences: [] },
      ],
      HOLIDAYS,
      '2026-04-27',
      '2026-05-01',
    );
    expect(team.employees.map((e) => [e.employeeId, e.availableMinutes])).toEqual([
      ['ana', 480 + 480 + 240 + 480 + 0],
      ['luis', 4 * 300],
    ]);
    expect(team.days).toEqual([
      { date: '2026-04-27', availableMinutes: 780 },
      { date: '2026-04-28', availableMinutes: 780 },
      { date: '2026-04-29', availableMinutes: 540 },
      { date: '2026-04-30', availableMinutes: 780 },
      { date: '2026-05-01', availableMinutes: 0 },
    ]);
    expect(team.availableMinutes).toBe(1680 + 1200);
  });

  it('is zero without employees', () => {
    const team = teamCapacity([], HOLIDAYS, '2026-04-27', '2026-04-28');
    expect(team).toEqual({
      employees: [],
      days: [
        { date: '2026-04-27', availableMinutes: 0 },
        { date: '2026-04-28', availableMinutes: 0 },
      ],
      availableMinutes: 0,
    });
  });
});
