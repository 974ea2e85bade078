import type { CapacityDayView, EmployeeCapacityView, EmployeeWorkSchedule } from '@px/contracts';
import { describe, expect, it } from 'vitest';
import {
  cellStatusKey,
  copyMondayToWeekdays,
  dayMonthOf,
  emptyWeek,
  formatHours,
  monthDayOf,
  nextRange,
  normaliseTime,
  planningRange,
  planningRows,
  planningStateOf,
  rangeProblems,
  scheduleFormOf,
  scheduleFormProblems,
  scheduleInputOf,
  shiftPlanning,
  standardWeek,
  summerSeason,
  dayOfYear,
  weekMessages,
  weekMinutes,
  weekSummary,
} from './model';

const SPLIT = [
  { start: '08:00', end: '13:00' },
  { start: '15:00', end: '18:00' },
];

const SCHEDULE: EmployeeWorkSchedule = {
  employee_id: 'e-1',
  employee_name: 'Carlos López',
  employee_code: 'E004',
  position: 'mecanico',
  today: '2026-03-11',
  revision: 'rev-1',
  periods: [
    {
      id: 'p-2',
      valid_from: '2026-04-01',
      valid_to: null,
      days: { '1': [{ start: '07:00', end: '15:00' }] },
      seasons: [],
      weekly_minutes: 480,
      current: false,
      updated_at: '2026-03-01T10:00:00.000Z',
    },
    {
      id: 'p-1',
      valid_from: '2025-01-01',
      valid_to: '2026-03-31',
      days: { '1': SPLIT, '2': SPLIT },
      seasons: [
        {
          name: 'Jornada intensiva de verano',
          from: '07-01',
          to: '08-31',
          days: { '1': [{ start: '08:00', end: '15:00' }] },
          weekly_minutes: 420,
        },
      ],
      weekly_minutes: 960,
      current: true,
      updated_at: '2025-01-01T10:00:00.000Z',
    },
  ],
};

describe('the weekly pattern editor', () => {
  it('opens with the period in force today, from today, seasons written DD/MM', () => {
    const form = scheduleFormOf(SCHEDULE);
    expect(form.validFrom).toBe('2026-03-11');
    expect(form.validTo).toBe('');
    expect(form.days['1']).toEqual(SPLIT);
    expect(form.days['3']).toEqual([]);
    expect(form.seasons).toEqual([
      expect.objectContaining({ name: 'Jornada intensiva de verano', from: '01/07', to: '31/08' }),
    ]);
  });

  it('opens a new schedule on the standard split week', () => {
    const form = scheduleFormOf({ ...SCHEDULE, periods: [] });
    expect(weekMinutes(form.days)).toBe(40 * 60);
    expect(form.days['6']).toEqual([]);
  });

  it('sends the API body: empty days left out, MM-DD seasons, no end as null, the revision', () => {
    const form = { ...scheduleFormOf(SCHEDULE), validTo: '' };
    form.seasons[0]!.name = '  ';
    expect(scheduleInputOf(form, 'rev-1')).toEqual({
      valid_from: '2026-03-11',
      valid_to: null,
      days: { '1': SPLIT, '2': SPLIT },
      seasons: [
        {
          name: null,
          from: '07-01',
          to: '08-31',
          days: { '1': [{ start: '08:00', end: '15:00' }] },
        },
      ],
      revision: 'rev-1',
    });
  });

  it('copies Monday to Tuesday–Friday and leaves the weekend alone', () => {
    const week = emptyWeek();
    week['1'] = [...SPLIT];
    week['6'] = [{ start: '09:00', end: '13:00' }];
    const copied = copyMondayToWeekdays(week);
    expect(copied['5']).toEqual(SPLIT);
    expect(copied['5']).not.toBe(week['1']);
    expect(copied['6']).toEqual([{ start: '09:00', end: '13:00' }]);
    expect(weekMinutes(copied)).toBe(5 * 480 + 240);
  });

  it('marks a bad time, an end before its start and overlapping ranges', () => {
    expect(rangeProblems(SPLIT)).toEqual([null, null]);
    expect(
      rangeProblems([
        { start: '08:00', end: '13:00' },
        { start: '12:00', end: '14:00' },
        { start: '', end: '10:00' },
        { start: '18:00', end: '17:00' },
      ]),
    ).toEqual([null, 'overlap', 'time', 'order']);
    // Touching ranges are fine.
    expect(
      rangeProblems([
        { start: '08:00', end: '13:00' },
        { start: '13:00', end: '14:00' },
      ]),
    ).toEqual([null, null]);
  });

  it('refuses to send a form with problems', () => {
    const form = scheduleFormOf(SCHEDULE);
    expect(scheduleFormProblems(form)).toBe(false);
    expect(scheduleFormProblems({ ...form, validTo: '2026-01-01' })).toBe(true);
    expect(scheduleFormProblems({ ...form, seasons: [{ ...summerSeason(), from: '31/02' }] })).toBe(
      true,
    );
    const week = standardWeek();
    week['3'] = [{ start: '10:00', end: '09:00' }];
    expect(scheduleFormProblems({ ...form, days: week })).toBe(true);
  });

  it('adds a morning to an empty day and an afternoon after a morning', () => {
    expect(nextRange([])).toEqual({ start: '08:00', end: '13:00' });
    expect(nextRange([{ start: '08:00', end: '13:00' }])).toEqual({ start: '15:00', end: '18:00' });
    expect(nextRange([{ start: '14:00', end: '23:00' }])).toEqual({ start: '22:00', end: '23:59' });
  });

  it('reads a typed time as HH:MM when it can', () => {
    expect(normaliseTime('8')).toBe('08:00');
    expect(normaliseTime(' 830 ')).toBe('08:30');
    expect(normaliseTime('1530')).toBe('15:30');
    expect(normaliseTime('15.30')).toBe('15:30');
    expect(normaliseTime('9h05')).toBe('09:05');
    expect(normaliseTime('24:00')).toBe('24:00');
    expect(normaliseTime('mañana')).toBe('mañana');
  });

  it('sums a week up in a line, equal consecutive days together', () => {
    const short = (key: string) => ({ '1': 'L', '5': 'V', '6': 'S' })[key] ?? key;
    const split = SPLIT;
    expect(
      weekSummary(
        {
          '1': split,
          '2': split,
          '3': split,
          '4': split,
          '5': split,
          '6': [{ start: '09:00', end: '13:00' }],
        },
        short,
      ),
    ).toBe('L–V 08:00–13:00 / 15:00–18:00 · S 09:00–13:00');
    expect(weekSummary({ '1': split, '3': split }, short)).toBe(
      'L 08:00–13:00 / 15:00–18:00 · 3 08:00–13:00 / 15:00–18:00',
    );
    expect(weekSummary({}, short)).toBe('');
  });

  it('writes a holiday’s day without its year', () => {
    expect(dayOfYear('2026-05-15', 'es')).toBe('vie, 15 de mayo');
  });

  it('converts the days of a season both ways', () => {
    expect(dayMonthOf('07-01')).toBe('01/07');
    expect(monthDayOf('1/7')).toBe('07-01');
    expect(monthDayOf(' 31/08 ')).toBe('08-31');
  });

  it('files the server’s field messages under their weekday', () => {
    const errors = [
      { field: 'days.1.1', message: 'Los tramos del lunes se solapan.' },
      { field: 'days.3.0.end', message: 'La hora de fin debe ser posterior a la de inicio.' },
      { field: 'seasons.0.days.2.0.start', message: 'Mal.' },
      { field: 'valid_from', message: 'Fecha.' },
    ];
    expect(weekMessages(errors, 'days')).toEqual({
      '1': ['Los tramos del lunes se solapan.'],
      '3': ['La hora de fin debe ser posterior a la de inicio.'],
    });
    expect(weekMessages(errors, 'seasons.0.days')).toEqual({ '2': ['Mal.'] });
  });

  it('writes minutes as hours', () => {
    expect(formatHours(480)).toBe('8 h');
    expect(formatHours(450)).toBe('7,5 h');
    expect(formatHours(450, 'en')).toBe('7.5 h');
    expect(formatHours(0)).toBe('0 h');
  });
});

const day = (date: string, available: number, extra: Partial<CapacityDayView> = {}) =>
  ({
    date,
    planned_minutes: available,
    absent_minutes: 0,
    available_minutes: available,
    status: 'work',
    holiday_name: null,
    absence_kind: null,
    half_day: null,
    ...extra,
  }) as CapacityDayView;

describe('the planning grid', () => {
  it('reads view, date and position from the address, falling back to this week', () => {
    expect(planningStateOf(new URLSearchParams(''), '2026-03-11')).toEqual({
      view: 'week',
      date: '2026-03-11',
      position: undefined,
    });
    expect(
      planningStateOf(
        new URLSearchParams('view=month&date=2026-02-14&position=mecanico'),
        '2026-03-11',
      ),
    ).toEqual({ view: 'month', date: '2026-02-14', position: 'mecanico' });
    expect(
      planningStateOf(new URLSearchParams('view=year&date=2026-02-30&position=x'), '2026-03-11'),
    ).toEqual({ view: 'week', date: '2026-03-11', position: undefined });
  });

  it('shows Monday to Sunday, or the whole month', () => {
    expect(planningRange('week', '2026-03-11')).toEqual({ from: '2026-03-09', to: '2026-03-15' });
    expect(planningRange('week', '2026-03-15')).toEqual({ from: '2026-03-09', to: '2026-03-15' });
    expect(planningRange('month', '2026-02-14')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(planningRange('month', '2024-02-10')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(planningRange('month', '2026-12-31')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('moves a week or a month at a time', () => {
    expect(shiftPlanning('week', '2026-03-11', 1)).toBe('2026-03-18');
    expect(shiftPlanning('week', '2026-03-11', -1)).toBe('2026-03-04');
    expect(shiftPlanning('month', '2026-01-31', 1)).toBe('2026-02-01');
    expect(shiftPlanning('month', '2026-01-15', -1)).toBe('2025-12-01');
  });

  it('keeps the employees of a position and totals their days', () => {
    const employees = [
      {
        employee_id: 'a',
        position: 'mecanico',
        available_minutes: 960,
        days: [day('d1', 480), day('d2', 480)],
      },
      {
        employee_id: 'b',
        position: 'recepcion',
        available_minutes: 240,
        days: [day('d1', 240), day('d2', 0)],
      },
    ] as EmployeeCapacityView[];
    expect(planningRows(employees, undefined)).toMatchObject({
      dayTotals: [720, 480],
      total: 1200,
    });
    const mechanics = planningRows(employees, 'mecanico');
    expect(mechanics.rows.map((row) => row.employee_id)).toEqual(['a']);
    expect(mechanics).toMatchObject({ dayTotals: [480, 480], total: 960 });
    expect(planningRows([], 'mecanico')).toEqual({ rows: [], dayTotals: [], total: 0 });
  });

  it('names each cell’s state, absences by their kind', () => {
    expect(cellStatusKey(day('d', 480))).toBe('workCalendar.planning.cell.work');
    expect(cellStatusKey(day('d', 0, { status: 'holiday' }))).toBe(
      'workCalendar.planning.cell.holiday',
    );
    expect(cellStatusKey(day('d', 0, { status: 'absence', absence_kind: 'vacation' }))).toBe(
      'workCalendar.planning.cell.absence.vacation',
    );
    expect(cellStatusKey(day('d', 240, { status: 'half_absence', absence_kind: 'otra' }))).toBe(
      'workCalendar.planning.cell.halfAbsence',
    );
  });
});
