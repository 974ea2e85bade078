import { capacityRange } from '../src/domain/capacity-range';

// Wednesday 11 March 2026, 10:00 in Madrid.
const NOW = new Date('2026-03-11T09:00:00Z');

describe('the days a capacity question covers', () => {
  it('is this week, Monday to Sunday, without dates', () => {
    expect(capacityRange({}, NOW)).toEqual({ ok: true, from: '2026-03-09', to: '2026-03-15' });
  });

  it('is the week from `from`, or the week up to `to`, with one date', () => {
    expect(capacityRange({ from: '2026-03-20' }, NOW)).toMatchObject({ to: '2026-03-26' });
    expect(capacityRange({ to: '2026-03-20' }, NOW)).toMatchObject({ from: '2026-03-14' });
  });

  it('takes up to 92 days and refuses more, a reversed range and a bad date in Spanish', () => {
    expect(capacityRange({ from: '2026-01-01', to: '2026-04-02' }, NOW)).toMatchObject({
      ok: true,
    });
    expect(capacityRange({ from: '2026-01-01', to: '2026-04-03' }, NOW)).toEqual({
      ok: false,
      errors: [
        { field: 'to', code: 'maxRange', message: 'El periodo no puede superar los 92 días.' },
      ],
    });
    expect(capacityRange({ from: '2026-03-10', to: '2026-03-09' }, NOW)).toEqual({
      ok: false,
      errors: [
        {
          field: 'to',
          code: 'dateOrder',
          message: 'La fecha de fin no puede ser anterior a la de inicio.',
        },
      ],
    });
    const bad = capacityRange({ from: '2026-13-01', to: 'mañana' }, NOW);
    expect(bad.ok ? [] : bad.errors.map((e) => e.field)).toEqual(['from', 'to']);
  });

  it('allows a single day', () => {
    expect(capacityRange({ from: '2026-03-10', to: '2026-03-10' }, NOW)).toMatchObject({
      ok: true,
    });
  });
});
