import {
  MAX_CLOCK_RANGE_DAYS,
  clockDateRange,
  entryTotals,
  isoWeekStart,
  parseInstant,
  workedBetween,
} from '../src/domain/clock-periods';

const at = (iso: string) => new Date(iso);
const HOUR = 3_600_000;

describe('the periods of the time clock', () => {
  it('start the week on Monday', () => {
    expect(isoWeekStart('2026-03-04')).toBe('2026-03-02'); // Wednesday
    expect(isoWeekStart('2026-03-02')).toBe('2026-03-02'); // Monday
    expect(isoWeekStart('2026-03-08')).toBe('2026-03-02'); // Sunday
    expect(isoWeekStart('2027-01-01')).toBe('2026-12-28'); // across the year
  });

  it('count worked time inside the local days asked for, a night cut at midnight', () => {
    // 22:00 to 06:00 Madrid (CET, UTC+1), a 30-minute break at 02:00.
    const night = {
      clockIn: at('2026-03-02T21:00:00Z'),
      clockOut: at('2026-03-03T05:00:00Z'),
      breaks: [{ start: at('2026-03-03T01:00:00Z'), end: at('2026-03-03T01:30:00Z') }],
    };
    const now = at('2026-03-10T00:00:00Z');
    expect(workedBetween([night], now, '2026-03-02', '2026-03-02')).toBe(2 * HOUR);
    expect(workedBetween([night], now, '2026-03-03', '2026-03-03')).toBe(5.5 * HOUR);
    expect(workedBetween([night], now, '2026-03-01', '2026-03-31')).toBe(7.5 * HOUR);
    expect(workedBetween([night], now, '2026-03-04', '2026-03-05')).toBe(0);
  });

  it('give an entry its worked and break time, running ones up to now', () => {
    const entry = { clockIn: at('2026-03-02T08:00:00Z'), clockOut: null };
    const breaks = [{ start: at('2026-03-02T10:00:00Z'), end: null }];
    expect(entryTotals(entry, breaks, at('2026-03-02T10:15:00Z'))).toEqual({
      workedMs: 2 * HOUR,
      breakMs: 0.25 * HOUR,
    });
    expect(entryTotals(entry, [], at('2026-03-02T07:00:00Z'))).toEqual({
      workedMs: 0,
      breakMs: 0,
    });
  });
});

describe('the days a read of entries covers', () => {
  const now = at('2026-03-15T10:00:00Z');

  it('defaults to the month so far', () => {
    expect(clockDateRange({}, now)).toEqual({ ok: true, from: '2026-03-01', to: '2026-03-15' });
    expect(clockDateRange({ to: '2026-02-10' }, now)).toEqual({
      ok: true,
      from: '2026-02-01',
      to: '2026-02-10',
    });
  });

  it('refuses dates that do not exist, backwards ranges and more than a year', () => {
    const wrong = clockDateRange({ from: '2026-02-30', to: 'mañana' }, now);
    expect(wrong.ok).toBe(false);
    if (!wrong.ok) expect(wrong.errors.map((error) => error.field)).toEqual(['from', 'to']);
    const backwards = clockDateRange({ from: '2026-03-10', to: '2026-03-09' }, now);
    expect(backwards).toMatchObject({ ok: false, errors: [{ field: 'to', code: 'dateOrder' }] });
    expect(
      clockDateRange({ from: '2025-01-01', to: '2026-01-01' }, now), // 366 days
    ).toMatchObject({ ok: true });
    expect(clockDateRange({ from: '2025-01-01', to: '2026-01-02' }, now)).toMatchObject({
      ok: false,
      errors: [{ field: 'to', code: 'maxRange' }],
    });
    expect(MAX_CLOCK_RANGE_DAYS).toBe(366);
  });
});

describe('an instant as the API takes it', () => {
  it('is ISO 8601 with its zone', () => {
    expect(parseInstant('2026-03-02T08:00:00Z')).toEqual(at('2026-03-02T08:00:00Z'));
    expect(parseInstant('2026-03-02T09:00+01:00')).toEqual(at('2026-03-02T08:00:00Z'));
    expect(parseInstant('2026-03-01T00:30:00.250+01:00')).toEqual(at('2026-02-28T23:30:00.250Z'));
  });

  it('is nothing without a zone, or when the date or time does not exist', () => {
    expect(parseInstant('2026-03-02T08:00:00')).toBeNull();
    expect(parseInstant('2026-02-30T08:00:00Z')).toBeNull();
    expect(parseInstant('2026-03-02T25:00:00Z')).toBeNull();
    expect(parseInstant('ayer')).toBeNull();
    expect(parseInstant(null)).toBeNull();
    expect(parseInstant(20260302)).toBeNull();
  });
});
