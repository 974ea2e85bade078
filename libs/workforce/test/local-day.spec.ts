import {
  addDays,
  businessOffsetMs,
  datesBetween,
  daysBetween,
  formatSpanishDate,
  isLocalDate,
  isoWeek,
  isoWeekday,
  localDate,
  localDayEnd,
  localDayStart,
  localInstant,
  localMonth,
} from '../src/domain/local-day';

const at = (iso: string) => new Date(iso);
const HOUR = 3_600_000;

describe('the workshop calendar (Europe/Madrid)', () => {
  it('gives an instant its local date, which is not the UTC date around midnight', () => {
    expect(localDate(at('2026-01-15T12:00:00Z'))).toBe('2026-01-15');
    // 23:30 UTC on 28 March is 00:30 in Madrid (still winter time, UTC+1).
    expect(localDate(at('2026-03-28T23:30:00Z'))).toBe('2026-03-29');
    // Summer time, UTC+2: 22:00 UTC on 30 June is midnight of 1 July.
    expect(localDate(at('2026-06-30T21:59:59Z'))).toBe('2026-06-30');
    expect(localDate(at('2026-06-30T22:00:00Z'))).toBe('2026-07-01');
    expect(localDate(at('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
    expect(localMonth(at('2026-03-31T22:30:00Z'))).toBe('2026-04');
  });

  it('knows the offset on each side of the 2026 changes (01:00 UTC both times)', () => {
    expect(businessOffsetMs(at('2026-03-29T00:59:59Z'))).toBe(HOUR);
    expect(businessOffsetMs(at('2026-03-29T01:00:00Z'))).toBe(2 * HOUR);
    expect(businessOffsetMs(at('2026-10-25T00:59:59Z'))).toBe(2 * HOUR);
    expect(businessOffsetMs(at('2026-10-25T01:00:00Z'))).toBe(HOUR);
  });

  it('turns wall-clock times into instants', () => {
    expect(localInstant('2026-01-12', 8 * 60)).toEqual(at('2026-01-12T07:00:00Z'));
    expect(localInstant('2026-07-06', 7 * 60)).toEqual(at('2026-07-06T05:00:00Z'));
    // 24:00 is the next midnight.
    expect(localInstant('2026-01-15', 24 * 60)).toEqual(at('2026-01-15T23:00:00Z'));
  });

  it('reads a wall time skipped in spring one hour later, a repeated one in autumn first', () => {
    // 02:30 does not exist on 29 March 2026: clocks jump from 02:00 to 03:00 → 03:30 CEST.
    expect(localInstant('2026-03-29', 150)).toEqual(at('2026-03-29T01:30:00Z'));
    expect(localInstant('2026-03-29', 180)).toEqual(at('2026-03-29T01:00:00Z'));
    // 02:30 happens twice on 25 October 2026: the first time is still CEST (UTC+2).
    expect(localInstant('2026-10-25', 150)).toEqual(at('2026-10-25T00:30:00Z'));
    expect(localInstant('2026-10-25', 210)).toEqual(at('2026-10-25T02:30:00Z'));
  });

  it('has days of 23 and 25 hours on the last Sundays of March and October', () => {
    expect(localDayStart('2026-03-29')).toEqual(at('2026-03-28T23:00:00Z'));
    expect(localDayEnd('2026-03-29')).toEqual(at('2026-03-29T22:00:00Z'));
    expect(localDayStart('2026-10-25')).toEqual(at('2026-10-24T22:00:00Z'));
    expect(localDayEnd('2026-10-25')).toEqual(at('2026-10-25T23:00:00Z'));
    expect(localDayEnd('2026-03-29').getTime() - localDayStart('2026-03-29').getTime()).toBe(
      23 * HOUR,
    );
    expect(localDayEnd('2026-10-25').getTime() - localDayStart('2026-10-25').getTime()).toBe(
      25 * HOUR,
    );
    expect(localDayEnd('2026-01-15').getTime() - localDayStart('2026-01-15').getTime()).toBe(
      24 * HOUR,
    );
  });

  it('counts dates as calendar days', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(datesBetween('2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(datesBetween('2026-03-02', '2026-03-01')).toEqual([]);
    expect(daysBetween('2026-03-01', '2026-03-31')).toBe(30);
    expect(daysBetween('2026-03-31', '2026-03-01')).toBe(-30);
    expect(daysBetween('2026-10-24', '2026-10-26')).toBe(2);
  });

  it('accepts only real dates written YYYY-MM-DD', () => {
    expect(isLocalDate('2026-03-29')).toBe(true);
    expect(isLocalDate('2028-02-29')).toBe(true);
    expect(isLocalDate('2026-02-29')).toBe(false);
    expect(isLocalDate('2026-13-01')).toBe(false);
    expect(isLocalDate('2026-3-01')).toBe(false);
    expect(isLocalDate('29/03/2026')).toBe(false);
    expect(isLocalDate(null)).toBe(false);
  });

  it('names ISO weekdays and weeks (Monday first; the week is its Thursday’s year)', () => {
    expect(isoWeekday('2026-03-29')).toBe(7);
    expect(isoWeekday('2026-03-30')).toBe(1);
    expect(isoWeekday('2026-01-01')).toBe(4);
    expect(isoWeek('2026-01-01')).toBe('2026-W01');
    expect(isoWeek('2025-12-29')).toBe('2026-W01');
    expect(isoWeek('2026-03-29')).toBe('2026-W13');
    expect(isoWeek('2026-03-30')).toBe('2026-W14');
    // 2026 starts on a Thursday, so it has 53 weeks: 1 January 2027 (a Friday) is in its last.
    expect(isoWeek('2026-12-31')).toBe('2026-W53');
    expect(isoWeek('2027-01-01')).toBe('2026-W53');
    expect(isoWeek('2027-01-04')).toBe('2027-W01');
  });

  it('writes dates the Spanish way', () => {
    expect(formatSpanishDate('2026-03-09')).toBe('09/03/2026');
  });

  it('reads the same local dates and offsets as Intl, to the second, around the changes', () => {
    const intl = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Madrid',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    // Every 7 min 13.5 s from a day before to a day after each change of 2025–2027 (the offsets
    // are remembered per hour: each hour is asked about several times, at odd seconds).
    for (const change of [
      '2025-03-30T01:00:00Z',
      '2025-10-26T01:00:00Z',
      '2026-03-29T01:00:00Z',
      '2026-10-25T01:00:00Z',
      '2027-03-28T01:00:00Z',
      '2027-10-31T01:00:00Z',
    ]) {
      for (let ms = -24 * HOUR; ms <= 24 * HOUR; ms += 433_500) {
        const instant = new Date(Date.parse(change) + ms);
        expect(localDate(instant)).toBe(intl.format(instant));
        // Winter time before the March change and after the October one.
        const winter = ms < 0 === change.includes('-03-');
        expect(businessOffsetMs(instant)).toBe(winter ? HOUR : 2 * HOUR);
      }
    }
  });

  it('does not depend on the process time zone', () => {
    const saved = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      expect(localDate(at('2026-03-28T23:30:00Z'))).toBe('2026-03-29');
      expect(localDayStart('2026-10-25')).toEqual(at('2026-10-24T22:00:00Z'));
      expect(isoWeekday('2026-03-29')).toBe(7);
    } finally {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    }
  });
});

describe('localInstant’s memory of wall times', () => {
  it('answers a remembered wall time as a fresh Date (a caller changing it changes nothing)', () => {
    const first = localInstant('2026-03-29', 3 * 60);
    first.setTime(0);
    const again = localInstant('2026-03-29', 3 * 60);
    expect(again.toISOString()).toBe('2026-03-29T01:00:00.000Z');
    expect(again).not.toBe(first);
  });
});
