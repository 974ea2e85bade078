import {
  type AttendanceEntry,
  workedIntervals,
  workedMs,
  workedPerDay,
  workedPerDayOfEntry,
  workedPerIsoWeek,
  workedPerMonth,
} from '../src/domain/worked-time';

const at = (iso: string) => new Date(iso);
const MIN = 60_000;
const HOUR = 60 * MIN;
const NOW = at('2026-06-01T12:00:00Z');

describe('worked time of an entry', () => {
  it('is clock-out minus clock-in minus its breaks', () => {
    // 08:00 to 17:00 in Madrid (winter, UTC+1) with an hour for lunch: 8 h.
    const entry = { clockIn: at('2026-01-15T07:00:00Z'), clockOut: at('2026-01-15T16:00:00Z') };
    const lunch = [{ start: at('2026-01-15T11:00:00Z'), end: at('2026-01-15T12:00:00Z') }];
    expect(workedMs(entry, lunch, NOW)).toBe(8 * HOUR);
    expect(workedIntervals(entry, lunch, NOW)).toEqual([
      { start: at('2026-01-15T07:00:00Z'), end: at('2026-01-15T11:00:00Z') },
      { start: at('2026-01-15T12:00:00Z'), end: at('2026-01-15T16:00:00Z') },
    ]);
    expect(workedMs(entry, [], NOW)).toBe(9 * HOUR);
  });

  it('measures a running entry and a running break up to now', () => {
    const open = { clockIn: at('2026-01-15T07:00:00Z'), clockOut: null };
    expect(workedMs(open, [], at('2026-01-15T10:30:00Z'))).toBe(3.5 * HOUR);
    const onBreak = [{ start: at('2026-01-15T10:00:00Z'), end: null }];
    expect(workedMs(open, onBreak, at('2026-01-15T10:45:00Z'))).toBe(3 * HOUR);
    // Before the clock-in nothing has been worked yet.
    expect(workedMs(open, [], at('2026-01-15T06:00:00Z'))).toBe(0);
  });

  it('does not subtract overlapping breaks twice, nor break time outside the entry', () => {
    const entry = { clockIn: at('2026-01-15T07:00:00Z'), clockOut: at('2026-01-15T16:00:00Z') };
    const overlapping = [
      { start: at('2026-01-15T10:00:00Z'), end: at('2026-01-15T11:00:00Z') },
      { start: at('2026-01-15T10:30:00Z'), end: at('2026-01-15T11:30:00Z') },
    ];
    expect(workedMs(entry, overlapping, NOW)).toBe(7.5 * HOUR);
    const straddling = [{ start: at('2026-01-15T06:00:00Z'), end: at('2026-01-15T07:30:00Z') }];
    expect(workedMs(entry, straddling, NOW)).toBe(8.5 * HOUR);
    // A break left open in a closed entry ends with it.
    const forgotten = [{ start: at('2026-01-15T15:00:00Z'), end: null }];
    expect(workedMs(entry, forgotten, NOW)).toBe(8 * HOUR);
  });

  it('is zero for an entry whose clock-out is not after its clock-in', () => {
    const backwards = { clockIn: at('2026-01-15T16:00:00Z'), clockOut: at('2026-01-15T07:00:00Z') };
    expect(workedMs(backwards, [], NOW)).toBe(0);
    expect(workedPerDayOfEntry(backwards, [], NOW)).toEqual([]);
  });
});

describe('worked time per local day', () => {
  it('splits a night shift at Madrid’s midnight: 22:00 to 06:00 is 2 h + 6 h', () => {
    const night = { clockIn: at('2026-01-15T21:00:00Z'), clockOut: at('2026-01-16T05:00:00Z') };
    expect(workedPerDayOfEntry(night, [], NOW)).toEqual([
      { date: '2026-01-15', ms: 2 * HOUR },
      { date: '2026-01-16', ms: 6 * HOUR },
    ]);
  });

  it('gives the night of 29 March 2026 an hour less (clocks go from 02:00 to 03:00)', () => {
    // 22:00 CET (UTC+1) on the 28th to 06:00 CEST (UTC+2) on the 29th: 7 h, not 8.
    const night = { clockIn: at('2026-03-28T21:00:00Z'), clockOut: at('2026-03-29T04:00:00Z') };
    expect(workedMs(night, [], NOW)).toBe(7 * HOUR);
    expect(workedPerDayOfEntry(night, [], NOW)).toEqual([
      { date: '2026-03-28', ms: 2 * HOUR },
      { date: '2026-03-29', ms: 5 * HOUR },
    ]);
  });

  it('gives the night of 25 October 2026 an hour more (clocks go from 03:00 back to 02:00)', () => {
    // 22:00 CEST (UTC+2) on the 24th to 06:00 CET (UTC+1) on the 25th: 9 h, not 8.
    const night = { clockIn: at('2026-10-24T20:00:00Z'), clockOut: at('2026-10-25T05:00:00Z') };
    expect(workedMs(night, [], NOW)).toBe(9 * HOUR);
    expect(workedPerDayOfEntry(night, [], NOW)).toEqual([
      { date: '2026-10-24', ms: 2 * HOUR },
      { date: '2026-10-25', ms: 7 * HOUR },
    ]);
  });

  it('cuts the night after each change at the real midnight (not 24 h after the last one)', () => {
    // 22:00 CEST on Sunday 29 March → 06:00 CEST on the 30th: midnight is 22:00 UTC.
    const afterSpring = {
      clockIn: at('2026-03-29T20:00:00Z'),
      clockOut: at('2026-03-30T04:00:00Z'),
    };
    expect(workedPerDayOfEntry(afterSpring, [], NOW)).toEqual([
      { date: '2026-03-29', ms: 2 * HOUR },
      { date: '2026-03-30', ms: 6 * HOUR },
    ]);
    // 22:00 CET on Sunday 25 October → 06:00 CET on the 26th: midnight is 23:00 UTC.
    const afterAutumn = {
      clockIn: at('2026-10-25T21:00:00Z'),
      clockOut: at('2026-10-26T05:00:00Z'),
    };
    expect(workedPerDayOfEntry(afterAutumn, [], NOW)).toEqual([
      { date: '2026-10-25', ms: 2 * HOUR },
      { date: '2026-10-26', ms: 6 * HOUR },
    ]);
  });

  it('gives a whole local day 23 h in March and 25 h in October', () => {
    // From midnight to midnight in Madrid.
    const spring = { clockIn: at('2026-03-28T23:00:00Z'), clockOut: at('2026-03-29T22:00:00Z') };
    expect(workedPerDayOfEntry(spring, [], NOW)).toEqual([{ date: '2026-03-29', ms: 23 * HOUR }]);
    const autumn = { clockIn: at('2026-10-24T22:00:00Z'), clockOut: at('2026-10-25T23:00:00Z') };
    expect(workedPerDayOfEntry(autumn, [], NOW)).toEqual([{ date: '2026-10-25', ms: 25 * HOUR }]);
  });

  it('splits the breaks too: a break across midnight is taken from both days', () => {
    // 22:00 → 06:00 with a break 23:30 → 00:30 (local, winter).
    const night = { clockIn: at('2026-01-15T21:00:00Z'), clockOut: at('2026-01-16T05:00:00Z') };
    const pause = [{ start: at('2026-01-15T22:30:00Z'), end: at('2026-01-15T23:30:00Z') }];
    expect(workedPerDayOfEntry(night, pause, NOW)).toEqual([
      { date: '2026-01-15', ms: 1.5 * HOUR },
      { date: '2026-01-16', ms: 5.5 * HOUR },
    ]);
  });

  it('adds up several entries of a day, and a running one up to now', () => {
    const entries: AttendanceEntry[] = [
      // 08:00-13:00 and 15:00-18:00 on Wednesday 14 January.
      {
        clockIn: at('2026-01-14T07:00:00Z'),
        clockOut: at('2026-01-14T12:00:00Z'),
        breaks: [],
      },
      {
        clockIn: at('2026-01-14T14:00:00Z'),
        clockOut: at('2026-01-14T17:00:00Z'),
        breaks: [{ start: at('2026-01-14T15:00:00Z'), end: at('2026-01-14T15:20:00Z') }],
      },
      // Running since 08:00 on the 15th, asked at 09:45.
      { clockIn: at('2026-01-15T07:00:00Z'), clockOut: null, breaks: [] },
    ];
    expect(workedPerDay(entries, at('2026-01-15T08:45:00Z'))).toEqual([
      { date: '2026-01-14', ms: 7 * HOUR + 40 * MIN },
      { date: '2026-01-15', ms: 1 * HOUR + 45 * MIN },
    ]);
  });
});

describe('worked time per ISO week and month', () => {
  it('gives a night from Sunday to Monday to two weeks', () => {
    const entries: AttendanceEntry[] = [
      // Wednesday 14 January 2026 (week 3): 8 h.
      { clockIn: at('2026-01-14T07:00:00Z'), clockOut: at('2026-01-14T15:00:00Z'), breaks: [] },
      // Sunday 18 January 22:00 → Monday 19 January 06:00: 2 h in week 3, 6 h in week 4.
      { clockIn: at('2026-01-18T21:00:00Z'), clockOut: at('2026-01-19T05:00:00Z'), breaks: [] },
    ];
    expect(workedPerIsoWeek(entries, NOW)).toEqual([
      { week: '2026-W03', ms: 10 * HOUR },
      { week: '2026-W04', ms: 6 * HOUR },
    ]);
  });

  it('puts the last days of 2026 and 1 January 2027 in week 53 of 2026', () => {
    const entries: AttendanceEntry[] = [
      { clockIn: at('2026-12-31T08:00:00Z'), clockOut: at('2026-12-31T12:00:00Z'), breaks: [] },
      { clockIn: at('2027-01-01T08:00:00Z'), clockOut: at('2027-01-01T10:00:00Z'), breaks: [] },
      { clockIn: at('2027-01-04T08:00:00Z'), clockOut: at('2027-01-04T09:00:00Z'), breaks: [] },
    ];
    expect(workedPerIsoWeek(entries, NOW)).toEqual([
      { week: '2026-W53', ms: 6 * HOUR },
      { week: '2027-W01', ms: 1 * HOUR },
    ]);
  });

  it('gives a night from 31 March to 1 April to two months', () => {
    const entries: AttendanceEntry[] = [
      // 22:00 CEST on 31 March → 06:00 CEST on 1 April.
      { clockIn: at('2026-03-31T20:00:00Z'), clockOut: at('2026-04-01T04:00:00Z'), breaks: [] },
      { clockIn: at('2026-03-02T07:00:00Z'), clockOut: at('2026-03-02T15:00:00Z'), breaks: [] },
    ];
    expect(workedPerMonth(entries, NOW)).toEqual([
      { month: '2026-03', ms: 10 * HOUR },
      { month: '2026-04', ms: 6 * HOUR },
    ]);
  });

  it('is empty without entries', () => {
    expect(workedPerDay([], NOW)).toEqual([]);
    expect(workedPerIsoWeek([], NOW)).toEqual([]);
    expect(workedPerMonth([], NOW)).toEqual([]);
  });
});
