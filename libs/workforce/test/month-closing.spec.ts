import {
  checkCorrection,
  closedMonthRefusal,
  isMonthKey,
  monthKeyOf,
  spanishMonthName,
} from '../src/domain/month-closing';

const at = (iso: string) => new Date(iso);
const NOW = at('2026-04-10T10:00:00Z');

describe('months of the time clock', () => {
  it('are written YYYY-MM and named in Spanish', () => {
    expect(isMonthKey('2026-03')).toBe(true);
    expect(isMonthKey('2026-13')).toBe(false);
    expect(isMonthKey('2026-3')).toBe(false);
    expect(isMonthKey(202603)).toBe(false);
    expect(spanishMonthName('2026-03')).toBe('marzo de 2026');
    expect(spanishMonthName('2026-12')).toBe('diciembre de 2026');
  });

  it('take an instant’s month from its local date in Madrid', () => {
    // 23:00 CEST on 31 March, and 00:30 CEST on 1 April.
    expect(monthKeyOf(at('2026-03-31T21:00:00Z'))).toBe('2026-03');
    expect(monthKeyOf(at('2026-03-31T22:30:00Z'))).toBe('2026-04');
  });
});

describe('a closed month', () => {
  it('refuses changes to times whose local date falls in it', () => {
    expect(closedMonthRefusal([at('2026-03-31T21:00:00Z')], ['2026-03'])).toEqual({
      code: 'month_closed',
      message: 'El mes de marzo de 2026 está cerrado; reábrelo para corregirlo.',
      details: { month: '2026-03' },
    });
    expect(closedMonthRefusal([at('2026-03-31T22:30:00Z')], ['2026-03'])).toBeNull();
    expect(closedMonthRefusal([at('2026-04-02T07:00:00Z')], new Set<string>())).toBeNull();
  });

  it('looks at every time the correction touches, naming the earliest closed month', () => {
    const before = [at('2026-04-01T06:00:00Z'), at('2026-04-01T14:00:00Z')];
    const after = [at('2026-02-27T07:00:00Z'), at('2026-03-02T14:00:00Z')];
    expect(
      closedMonthRefusal([...before, ...after], new Set(['2026-03', '2026-02']))?.message,
    ).toBe('El mes de febrero de 2026 está cerrado; reábrelo para corregirlo.');
    expect(closedMonthRefusal(before, ['2026-03'])).toBeNull();
  });
});

describe('a correction of an entry', () => {
  const valid = {
    clockIn: at('2026-04-09T06:00:00Z'),
    clockOut: at('2026-04-09T14:30:00Z'),
    reason: '  Olvidó fichar la salida  ',
  };

  it('is ready to apply with its reason trimmed', () => {
    expect(checkCorrection(valid, NOW)).toEqual({
      ok: true,
      correction: {
        clockIn: at('2026-04-09T06:00:00Z'),
        clockOut: at('2026-04-09T14:30:00Z'),
        reason: 'Olvidó fichar la salida',
      },
    });
  });

  it('needs a reason of at least five characters', () => {
    expect(checkCorrection({ ...valid, reason: '   ' }, NOW)).toEqual({
      ok: false,
      errors: [
        { field: 'reason', code: 'required', message: 'Indica el motivo de la corrección.' },
      ],
    });
    expect(checkCorrection({ ...valid, reason: null }, NOW)).toMatchObject({
      errors: [{ field: 'reason', code: 'required' }],
    });
    expect(checkCorrection({ ...valid, reason: ' olvi ' }, NOW)).toEqual({
      ok: false,
      errors: [
        {
          field: 'reason',
          code: 'minLength',
          message: 'El motivo debe tener al menos 5 caracteres.',
        },
      ],
    });
    expect(checkCorrection({ ...valid, reason: 'olvid' }, NOW).ok).toBe(true);
    expect(checkCorrection({ ...valid, reason: 'x'.repeat(501) }, NOW)).toMatchObject({
      errors: [{ field: 'reason', code: 'maxLength' }],
    });
  });

  it('needs the clock-out after the clock-in', () => {
    for (const clockOut of [valid.clockIn, at('2026-04-09T05:00:00Z')]) {
      expect(checkCorrection({ ...valid, clockOut }, NOW)).toEqual({
        ok: false,
        errors: [
          {
            field: 'clock_out',
            code: 'dateOrder',
            message: 'La salida debe ser posterior a la entrada.',
          },
        ],
      });
    }
  });

  it('cannot put times in the future', () => {
    expect(
      checkCorrection(
        { ...valid, clockIn: at('2026-04-10T11:00:00Z'), clockOut: at('2026-04-10T12:00:00Z') },
        NOW,
      ),
    ).toEqual({
      ok: false,
      errors: [
        {
          field: 'clock_in',
          code: 'notFuture',
          message: 'La entrada no puede estar en el futuro.',
        },
        {
          field: 'clock_out',
          code: 'notFuture',
          message: 'La salida no puede estar en el futuro.',
        },
      ],
    });
    // Up to now is not the future.
    expect(
      checkCorrection({ ...valid, clockIn: at('2026-04-10T06:00:00Z'), clockOut: NOW }, NOW).ok,
    ).toBe(true);
  });

  it('spans at most 24 hours', () => {
    const clockIn = at('2026-04-08T06:00:00Z');
    expect(
      checkCorrection({ ...valid, clockIn, clockOut: at('2026-04-09T06:00:00Z') }, NOW).ok,
    ).toBe(true);
    expect(
      checkCorrection({ ...valid, clockIn, clockOut: at('2026-04-09T06:00:01Z') }, NOW),
    ).toEqual({
      ok: false,
      errors: [
        {
          field: 'clock_out',
          code: 'maxSpan',
          message: 'Un fichaje no puede durar más de 24 horas.',
        },
      ],
    });
  });

  it('needs both times, as real dates', () => {
    expect(
      checkCorrection(
        { clockIn: null, clockOut: new Date('no es una fecha'), reason: 'Motivo' },
        NOW,
      ),
    ).toEqual({
      ok: false,
      errors: [
        { field: 'clock_in', code: 'isDate', message: 'Indica una hora de entrada válida.' },
        { field: 'clock_out', code: 'isDate', message: 'Indica una hora de salida válida.' },
      ],
    });
  });
});
