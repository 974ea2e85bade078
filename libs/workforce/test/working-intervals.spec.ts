import { workingIntervals } from '../src/domain/working-intervals';
import { type WorkSchedule } from '../src/domain/work-schedule';

const SPLIT: WorkSchedule = {
  validFrom: '2026-01-01',
  validTo: null,
  days: Object.fromEntries(
    [1, 2, 3, 4, 5].map((d) => [
      d,
      [
        { start: '08:00', end: '13:00' },
        { start: '15:00', end: '18:00' },
      ],
    ]),
  ),
};

const iso = (intervals: { start: Date; end: Date }[]) =>
  intervals.map(({ start, end }) => [start.toISOString(), end.toISOString()]);

describe('working intervals of a day', () => {
  it('are the planned shifts as real instants in Madrid (summer time: UTC+2)', () => {
    expect(iso(workingIntervals([SPLIT], '2026-06-10', false, []))).toEqual([
      ['2026-06-10T06:00:00.000Z', '2026-06-10T11:00:00.000Z'],
      ['2026-06-10T13:00:00.000Z', '2026-06-10T16:00:00.000Z'],
    ]);
  });

  it('follow the clock change: the same hours are an hour later in UTC in winter', () => {
    expect(iso(workingIntervals([SPLIT], '2026-11-25', false, []))[0]).toEqual([
      '2026-11-25T07:00:00.000Z',
      '2026-11-25T12:00:00.000Z',
    ]);
  });

  it('are none on a holiday, a weekend or a whole day off', () => {
    expect(workingIntervals([SPLIT], '2026-06-10', true, [])).toEqual([]);
    expect(workingIntervals([SPLIT], '2026-06-13', false, [])).toEqual([]);
    const away = { startDate: '2026-06-08', endDate: '2026-06-12', halfDay: null };
    expect(workingIntervals([SPLIT], '2026-06-10', false, [away])).toEqual([]);
  });

  it('lose the first half of the planned time for a morning off, the last half for an afternoon', () => {
    // 480 planned minutes: 240 off. Morning off: from 12:00 (4 h after 08:00).
    const morning = { startDate: '2026-06-10', endDate: '2026-06-10', halfDay: 'morning' as const };
    expect(iso(workingIntervals([SPLIT], '2026-06-10', false, [morning]))).toEqual([
      ['2026-06-10T10:00:00.000Z', '2026-06-10T11:00:00.000Z'],
      ['2026-06-10T13:00:00.000Z', '2026-06-10T16:00:00.000Z'],
    ]);
    const afternoon = { ...morning, halfDay: 'afternoon' as const };
    expect(iso(workingIntervals([SPLIT], '2026-06-10', false, [afternoon]))).toEqual([
      ['2026-06-10T06:00:00.000Z', '2026-06-10T10:00:00.000Z'],
    ]);
    expect(workingIntervals([SPLIT], '2026-06-10', false, [morning, afternoon])).toEqual([]);
  });

  it('ignore absences on other days', () => {
    const other = { startDate: '2026-06-11', endDate: '2026-06-12', halfDay: null };
    expect(workingIntervals([SPLIT], '2026-06-10', false, [other])).toHaveLength(2);
  });
});
