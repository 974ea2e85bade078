import { employeeCapacity } from '../src/domain/capacity';
import { type CapacityEmployee, capacityView } from '../src/domain/capacity-view';
import { type WorkSchedule } from '../src/domain/work-schedule';

const week = (start: string, end: string): WorkSchedule['days'] =>
  Object.fromEntries([1, 2, 3, 4, 5].map((d) => [d, [{ start, end }]]));

const period = (validFrom: string, validTo: string | null, days: WorkSchedule['days']) => ({
  validFrom,
  validTo,
  days,
});

const employee = (id: string, schedules: WorkSchedule[]): CapacityEmployee => ({
  id,
  code: id.toUpperCase(),
  fullName: id,
  position: 'mecanico',
  schedules,
});

const FROM = '2026-04-27';
const TO = '2026-05-10';
const HOLIDAYS = [{ date: '2026-05-01', name: 'Fiesta del Trabajo', scope: 'national' as const }];

/** Each employee's minutes as their own schedule alone gives them (no sharing). */
const alone = (e: CapacityEmployee) =>
  employeeCapacity(
    { employeeId: e.id, schedules: e.schedules, absences: [] },
    HOLIDAYS,
    FROM,
    TO,
  ).days.map((day) => day.availableMinutes);

describe('capacity view', () => {
  it('gives everyone what their own timetable plans, whoever shares the same hours', () => {
    const employees = [
      // Same hours, hired on different dates: they share the computed days.
      employee('ana', [period('2019-03-01', null, week('08:00', '16:00'))]),
      employee('luis', [period('2024-09-15', null, week('08:00', '16:00'))]),
      // Hired in the middle of the range: nothing planned before.
      employee('eva', [period('2026-05-04', null, week('08:00', '16:00'))]),
      // Two periods starting before the range: the later one is in force. Same periods in the
      // other order of dates: the other one is.
      employee('pau', [
        period('2020-01-01', null, week('08:00', '16:00')),
        period('2025-01-01', null, week('09:00', '14:00')),
      ]),
      employee('rita', [
        period('2020-01-01', null, week('09:00', '14:00')),
        period('2025-01-01', null, week('08:00', '16:00')),
      ]),
      // A period ending inside the range: the older one comes back after it.
      employee('teo', [
        period('2020-01-01', null, week('08:00', '16:00')),
        period('2025-01-01', '2026-04-30', week('09:00', '14:00')),
      ]),
    ];
    const view = capacityView({ from: FROM, to: TO, employees, holidays: HOLIDAYS, absences: [] });

    for (const [index, e] of employees.entries()) {
      expect(view.employees[index].days.map((day) => day.available_minutes)).toEqual(alone(e));
    }
    const [ana, luis, eva, pau, rita, teo] = view.employees;
    expect(ana.available_minutes).toBe(9 * 480);
    expect(luis.available_minutes).toBe(9 * 480);
    expect(eva.available_minutes).toBe(5 * 480);
    expect(pau.available_minutes).toBe(9 * 300);
    expect(rita.available_minutes).toBe(9 * 480);
    expect(teo.days.slice(0, 4).map((day) => day.available_minutes)).toEqual([300, 300, 300, 300]);
    expect(teo.days[7].available_minutes).toBe(480);
  });

  it('takes each one’s approved absences from their own days and sums the team', () => {
    const hours = [period('2019-03-01', null, week('08:00', '16:00'))];
    const view = capacityView({
      from: FROM,
      to: TO,
      employees: [employee('ana', hours), employee('luis', hours)],
      holidays: HOLIDAYS,
      absences: [
        {
          employeeId: 'luis',
          kind: 'vacation',
          startDate: '2026-04-28',
          endDate: '2026-04-28',
          halfDay: null,
        },
        {
          employeeId: 'luis',
          kind: 'personal',
          startDate: '2026-04-29',
          endDate: '2026-04-29',
          halfDay: 'afternoon',
        },
      ],
    });
    const [ana, luis] = view.employees;
    expect(ana.days[1]).toMatchObject({ status: 'work', available_minutes: 480 });
    expect(luis.days[1]).toMatchObject({ status: 'absence', absence_kind: 'vacation' });
    expect(luis.days[2]).toMatchObject({
      status: 'half_absence',
      available_minutes: 240,
      half_day: 'afternoon',
    });
    expect(view.days[4]).toMatchObject({
      date: '2026-05-01',
      holiday: { name: 'Fiesta del Trabajo' },
      available_minutes: 0,
    });
    expect(view.days[1].available_minutes).toBe(480);
    expect(view.available_minutes).toBe(ana.available_minutes + luis.available_minutes);
    expect(luis.available_minutes).toBe(9 * 480 - 480 - 240);
  });
});
