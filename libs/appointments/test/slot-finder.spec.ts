import { type BookableResource, collides, freeSlots } from '../src/domain/slot-finder';
import { DEFAULT_OPENING_HOURS, openingIntervals } from '../src/domain/opening-hours';

const at = (iso: string) => new Date(iso);
const span = (start: string, end: string) => ({ start: at(start), end: at(end) });
const hhmm = (date: Date) =>
  new Intl.DateTimeFormat('es-ES', {
    timeZone: 'Europe/Madrid',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);

// Wednesday 10 June 2026, Madrid summer time (UTC+2): open 08:00–13:00 and 15:00–19:00.
const DAY = '2026-06-10';
const OPENING = openingIntervals(DEFAULT_OPENING_HOURS, DAY);
const ANA_WORKS = [
  span('2026-06-10T06:00:00Z', '2026-06-10T11:00:00Z'),
  span('2026-06-10T13:00:00Z', '2026-06-10T16:00:00Z'),
];
const mechanic = (id: string, busy: { start: Date; end: Date }[] = []): BookableResource => ({
  id,
  available: ANA_WORKS,
  busy,
});

const ask = (overrides: Partial<Parameters<typeof freeSlots>[0]> = {}) =>
  freeSlots({
    opening: OPENING,
    durationMinutes: 60,
    stepMinutes: 30,
    bufferMinutes: 0,
    notBefore: at('2026-06-01T00:00:00Z'),
    mechanics: [mechanic('ana')],
    bays: [],
    ...overrides,
  });

describe('opening hours', () => {
  it('are the day’s ranges as real instants in Madrid, none at the weekend', () => {
    expect(OPENING.map((i) => [hhmm(i.start), hhmm(i.end)])).toEqual([
      ['08:00', '13:00'],
      ['15:00', '19:00'],
    ]);
    expect(openingIntervals(DEFAULT_OPENING_HOURS, '2026-06-13')).toEqual([]);
  });

  it('follow the clock change: 08:00 is 07:00 UTC in winter and 06:00 UTC in summer', () => {
    expect(openingIntervals(DEFAULT_OPENING_HOURS, '2026-03-27')[0].start.toISOString()).toBe(
      '2026-03-27T07:00:00.000Z',
    );
    expect(openingIntervals(DEFAULT_OPENING_HOURS, '2026-03-30')[0].start.toISOString()).toBe(
      '2026-03-30T06:00:00.000Z',
    );
  });
});

describe('free slots', () => {
  it('start on the grid, inside the opening and the mechanic’s working time, never over lunch', () => {
    const starts = ask().map((slot) => hhmm(slot.start));
    // Ana works 08:00–13:00 and 15:00–18:00; the workshop is open until 19:00.
    expect(starts).toEqual([
      '08:00',
      '08:30',
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '12:00',
      '15:00',
      '15:30',
      '16:00',
      '16:30',
      '17:00',
    ]);
  });

  it('skip the mechanic’s bookings and keep the buffer around them', () => {
    const busy = [span('2026-06-10T07:00:00Z', '2026-06-10T08:00:00Z')]; // 09:00–10:00
    const starts = ask({ mechanics: [mechanic('ana', busy)], bufferMinutes: 15 }).map((s) =>
      hhmm(s.start),
    );
    // 08:00–09:00 would end right at 09:00: with 15 minutes kept it is refused; 10:00 too.
    expect(starts.slice(0, 3)).toEqual(['10:30', '11:00', '11:30']);
    expect(ask({ mechanics: [mechanic('ana', busy)] }).map((s) => hhmm(s.start))[0]).toBe('08:00');
  });

  it('list every free mechanic and need a free bay when the workshop books bays', () => {
    const luisBusy = [span('2026-06-10T06:00:00Z', '2026-06-10T10:00:00Z')]; // 08:00–12:00
    const bays: BookableResource[] = [
      {
        id: 'elevador-1',
        available: OPENING,
        busy: [span('2026-06-10T06:00:00Z', '2026-06-10T07:00:00Z')],
      },
    ];
    const slots = ask({ mechanics: [mechanic('ana'), mechanic('luis', luisBusy)], bays });
    expect(hhmm(slots[0].start)).toBe('09:00'); // the only bay is taken 08:00–09:00
    expect(slots[0]).toMatchObject({ employeeIds: ['ana'], bayIds: ['elevador-1'] });
    const noon = slots.find((slot) => hhmm(slot.start) === '12:00');
    expect(noon?.employeeIds).toEqual(['ana', 'luis']);
  });

  it('start no earlier than now (today’s past slots are gone)', () => {
    const starts = ask({ notBefore: at('2026-06-10T08:10:00Z') }).map((s) => hhmm(s.start));
    expect(starts[0]).toBe('10:30');
  });

  it('are none when nobody works that day or the job does not fit', () => {
    expect(ask({ mechanics: [] })).toEqual([]);
    expect(ask({ durationMinutes: 301 })).toEqual([]);
    expect(ask({ opening: [] })).toEqual([]);
  });

  it('collide by overlap widened by the buffer, touching bookings do not', () => {
    const busy = [span('2026-06-10T08:00:00Z', '2026-06-10T09:00:00Z')];
    const t = (iso: string) => at(iso).getTime();
    expect(collides(t('2026-06-10T07:00:00Z'), t('2026-06-10T08:00:00Z'), busy, 0)).toBe(false);
    expect(collides(t('2026-06-10T07:00:00Z'), t('2026-06-10T08:00:00Z'), busy, 5)).toBe(true);
    expect(collides(t('2026-06-10T09:10:00Z'), t('2026-06-10T10:00:00Z'), busy, 10)).toBe(false);
    expect(collides(t('2026-06-10T08:30:00Z'), t('2026-06-10T08:45:00Z'), busy, 0)).toBe(true);
  });
});
