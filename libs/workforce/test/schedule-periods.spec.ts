import {
  paintSchedule,
  scheduleOfBody,
  scheduleRevision,
  scheduleTimeline,
  weekPatternMinutes,
} from '../src/domain/schedule-periods';
import { type WeekPattern, type WorkSchedule } from '../src/domain/work-schedule';

const SPLIT = [
  { start: '08:00', end: '13:00' },
  { start: '15:00', end: '18:00' },
];
const WEEKDAYS: WeekPattern = { 1: SPLIT, 2: SPLIT, 3: SPLIT, 4: SPLIT, 5: SPLIT };
const MORNINGS: WeekPattern = { 1: [{ start: '07:00', end: '15:00' }] };

const period = (
  validFrom: string,
  validTo: string | null,
  days: WeekPattern = WEEKDAYS,
): WorkSchedule => ({ validFrom, validTo, days, seasons: [] });

const spans = (periods: WorkSchedule[]) =>
  periods.map((p) => [p.validFrom, p.validTo, p.days === MORNINGS ? 'M' : 'W']);

describe('a schedule as the API body sends it', () => {
  it('accepts a split week with summer intensive hours, ranges sorted and empty days dropped', () => {
    const result = scheduleOfBody({
      valid_from: '2026-01-01',
      days: { '1': [SPLIT[1], SPLIT[0]], '6': [] },
      seasons: [
        {
          name: '  Jornada intensiva de verano ',
          from: '07-01',
          to: '08-31',
          days: { '1': [{ start: '08:00', end: '15:00' }] },
        },
        { name: '', from: '12-24', to: '12-31', days: {} },
      ],
    });
    expect(result).toEqual({
      ok: true,
      schedule: {
        validFrom: '2026-01-01',
        validTo: null,
        days: { 1: SPLIT },
        seasons: [
          {
            name: 'Jornada intensiva de verano',
            from: '07-01',
            to: '08-31',
            days: { 1: [{ start: '08:00', end: '15:00' }] },
          },
          { from: '12-24', to: '12-31', days: {} },
        ],
      },
    });
  });

  it('refuses a body of the wrong shape with Spanish field errors, before reading its meaning', () => {
    const result = scheduleOfBody({ valid_from: 20260101, days: [], seasons: [null, 'x'] });
    expect(result.ok).toBe(false);
    const errors = result.ok ? [] : result.errors;
    expect(errors.map((e) => [e.field, e.code])).toEqual([
      ['valid_from', 'isDate'],
      ['days', 'isObject'],
      ['seasons.0', 'isObject'],
      ['seasons.1', 'isObject'],
    ]);
    expect(errors[1].message).toBe('Indica los tramos horarios de cada día de la semana.');
  });

  it('refuses more than four seasons, a season without days and a long name', () => {
    const season = { from: '01-01', to: '01-02', days: {} };
    const many = scheduleOfBody({
      valid_from: '2026-01-01',
      days: {},
      seasons: Array(5).fill(season),
    });
    expect(many.ok ? [] : many.errors).toEqual([
      {
        field: 'seasons',
        code: 'arrayMaxSize',
        message: 'Un horario admite como máximo 4 temporadas.',
      },
    ]);
    const bad = scheduleOfBody({
      valid_from: '2026-01-01',
      days: {},
      seasons: [{ ...season, name: 'x'.repeat(61), days: null }],
    });
    expect(bad.ok ? [] : bad.errors.map((e) => e.field)).toEqual([
      'seasons.0.name',
      'seasons.0.days',
    ]);
  });

  it('passes the meaning to scheduleErrors: overlapping ranges and bad times', () => {
    const result = scheduleOfBody({
      valid_from: '2026-01-01',
      valid_to: null,
      days: {
        '1': [
          { start: '08:00', end: '13:00' },
          { start: '12:00', end: '18:00' },
        ],
        '2': [{ start: '8h', end: '13:00' }],
      },
    });
    expect(result.ok ? [] : result.errors.map((e) => [e.field, e.code])).toEqual([
      ['days.1.1', 'overlap'],
      ['days.2.0.start', 'timeFormat'],
    ]);
  });
});

describe('weekly minutes of a pattern', () => {
  it('adds every range of the week on the wall clock', () => {
    expect(weekPatternMinutes(WEEKDAYS)).toBe(5 * 8 * 60);
    expect(weekPatternMinutes({ 5: [{ start: '22:00', end: '24:00' }] })).toBe(120);
    expect(weekPatternMinutes({})).toBe(0);
  });
});

describe('painting a period over an employee’s timeline', () => {
  it('ends the period in force the day before an open-ended one starts', () => {
    const painted = paintSchedule(
      [period('2025-01-01', null)],
      period('2026-03-01', null, MORNINGS),
    );
    expect(spans(painted)).toEqual([
      ['2025-01-01', '2026-02-28', 'W'],
      ['2026-03-01', null, 'M'],
    ]);
  });

  it('replaces the periods it covers entirely, future ones included', () => {
    const painted = paintSchedule(
      [
        period('2025-01-01', '2025-12-31'),
        period('2026-01-01', '2026-05-31'),
        period('2026-06-01', null),
      ],
      period('2025-07-01', null, MORNINGS),
    );
    expect(spans(painted)).toEqual([
      ['2025-01-01', '2025-06-30', 'W'],
      ['2025-07-01', null, 'M'],
    ]);
  });

  it('cuts a temporary period out of a long one, which resumes the day after', () => {
    const painted = paintSchedule(
      [period('2025-01-01', null)],
      period('2026-06-01', '2026-06-30', MORNINGS),
    );
    expect(spans(painted)).toEqual([
      ['2025-01-01', '2026-05-31', 'W'],
      ['2026-06-01', '2026-06-30', 'M'],
      ['2026-07-01', null, 'W'],
    ]);
  });

  it('replaces a period starting on the same day and keeps those it does not touch', () => {
    const painted = paintSchedule(
      [period('2024-01-01', '2024-12-31'), period('2026-01-01', null)],
      period('2026-01-01', null, MORNINGS),
    );
    expect(spans(painted)).toEqual([
      ['2024-01-01', '2024-12-31', 'W'],
      ['2026-01-01', null, 'M'],
    ]);
  });

  it('reads overlapping rows by the latest start before painting (an older period resumes)', () => {
    const base = period('2026-01-01', null);
    const temporary = period('2026-06-01', '2026-06-30', MORNINGS);
    expect(spans(scheduleTimeline([base, temporary]))).toEqual([
      ['2026-01-01', '2026-05-31', 'W'],
      ['2026-06-01', '2026-06-30', 'M'],
      ['2026-07-01', null, 'W'],
    ]);
    const painted = paintSchedule([base, temporary], period('2026-06-10', '2026-06-20', WEEKDAYS));
    expect(painted.map((p) => [p.validFrom, p.validTo])).toEqual([
      ['2026-01-01', '2026-05-31'],
      ['2026-06-01', '2026-06-09'],
      ['2026-06-10', '2026-06-20'],
      ['2026-06-21', '2026-06-30'],
      ['2026-07-01', null],
    ]);
  });

  it('starts a first schedule on its own', () => {
    expect(spans(paintSchedule([], period('2026-01-01', null)))).toEqual([
      ['2026-01-01', null, 'W'],
    ]);
  });
});

describe('the revision of a timeline', () => {
  it('is stable whatever the order of periods and keys, and changes with any change', () => {
    const a = [period('2025-01-01', '2025-12-31'), period('2026-01-01', null, MORNINGS)];
    const reordered = [
      { ...a[1], days: { 1: [{ end: '15:00', start: '07:00' }] } },
      a[0],
    ] as WorkSchedule[];
    expect(scheduleRevision(reordered)).toBe(scheduleRevision(a));
    expect(scheduleRevision(a)).toMatch(/^[\w-]{16}$/);
    expect(scheduleRevision([a[0], { ...a[1], validTo: '2026-12-31' }])).not.toBe(
      scheduleRevision(a),
    );
    expect(scheduleRevision([])).not.toBe(scheduleRevision(a));
  });
});
