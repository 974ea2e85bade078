import {
  type RegistroEntry,
  breaksText,
  checkReportRequest,
  correctionText,
  daysOfMonth,
  formatHm,
  lineNotes,
  madridTime,
  registroCsvRows,
  registroLines,
  reportFileName,
  shortDay,
  timeOn,
  totalWorkedMs,
} from '../src/domain/timesheet-report';

const at = (iso: string) => new Date(iso);
const HOUR = 3_600_000;
const NOW = at('2026-04-10T10:00:00Z');

/** Monday 2 March 2026, 08:00–17:00 Madrid (CET, UTC+1) with lunch 13:00–14:00. */
const monday: RegistroEntry = {
  clockIn: at('2026-03-02T07:00:00Z'),
  clockOut: at('2026-03-02T16:00:00Z'),
  breaks: [{ start: at('2026-03-02T12:00:00Z'), end: at('2026-03-02T13:00:00Z') }],
  autoClosed: false,
  pendingReview: false,
  corrections: [],
};

/** Tuesday: corrected by the manager (entry 08:20 → 08:00). */
const tuesday: RegistroEntry = {
  clockIn: at('2026-03-03T07:00:00Z'),
  clockOut: at('2026-03-03T15:30:00Z'),
  breaks: [],
  autoClosed: false,
  pendingReview: false,
  corrections: [
    {
      at: at('2026-03-04T12:05:00Z'),
      author: 'Marta Ruiz',
      before: { clockIn: at('2026-03-03T07:20:00Z'), clockOut: at('2026-03-03T15:30:00Z') },
      after: { clockIn: at('2026-03-03T07:00:00Z'), clockOut: at('2026-03-03T15:30:00Z') },
      reason: 'Fichó tarde; entró a las 8 según el parte.',
    },
  ],
};

describe('the registro de jornada report', () => {
  it('takes a month and csv or pdf, answering Spanish field errors otherwise', () => {
    expect(checkReportRequest({ month: '2026-03', format: 'pdf' })).toEqual({
      ok: true,
      month: '2026-03',
      format: 'pdf',
    });
    expect(checkReportRequest({ month: '2026-03' })).toMatchObject({ ok: true, format: 'csv' });
    expect(checkReportRequest({ month: '2026-13', format: 'xls' })).toEqual({
      ok: false,
      errors: [
        { field: 'month', code: 'isMonth', message: 'Indica un mes válido (AAAA-MM).' },
        { field: 'format', code: 'isIn', message: 'El formato debe ser csv o pdf.' },
      ],
    });
    expect(checkReportRequest({})).toEqual({
      ok: false,
      errors: [{ field: 'month', code: 'required', message: 'Indica el mes (AAAA-MM).' }],
    });
  });

  it('lists every day of a month, leap years included', () => {
    expect(daysOfMonth('2026-02')).toHaveLength(28);
    expect(daysOfMonth('2028-02').at(-1)).toBe('2028-02-29');
    expect(daysOfMonth('2026-03')[0]).toBe('2026-03-01');
    expect(daysOfMonth('2026-03').at(-1)).toBe('2026-03-31');
  });

  it('writes Madrid times, durations as hours:minutes and the day of a night shift’s end', () => {
    expect(madridTime(at('2026-03-02T07:05:00Z'))).toBe('08:05');
    expect(madridTime(at('2026-07-02T07:05:00Z'))).toBe('09:05'); // summer time
    expect(formatHm(8 * HOUR)).toBe('8:00');
    expect(formatHm(7.5 * HOUR + 29_000)).toBe('7:30');
    expect(formatHm(162 * HOUR + 30 * 60_000)).toBe('162:30');
    expect(formatHm(-5)).toBe('0:00');
    expect(timeOn(at('2026-03-03T05:00:00Z'), '2026-03-02')).toBe('03/03/2026 06:00');
    expect(shortDay('2026-03-02')).toBe('lun 02/03');
    expect(shortDay('2026-03-08')).toBe('dom 08/03');
  });

  it('lists each jornada on the day it starts with its breaks and time worked', () => {
    const night: RegistroEntry = {
      ...monday,
      clockIn: at('2026-03-05T21:00:00Z'), // Thursday 22:00
      clockOut: at('2026-03-06T05:00:00Z'), // Friday 06:00
      breaks: [{ start: at('2026-03-06T01:00:00Z'), end: at('2026-03-06T01:30:00Z') }],
    };
    const lines = registroLines([night, tuesday, monday], NOW);
    expect(lines.map((line) => [line.date, line.workedMs, line.breakMs])).toEqual([
      ['2026-03-02', 8 * HOUR, HOUR],
      ['2026-03-03', 8.5 * HOUR, 0],
      ['2026-03-05', 7.5 * HOUR, 0.5 * HOUR],
    ]);
    expect(totalWorkedMs(lines)).toBe(24 * HOUR);
    expect(breaksText(lines[0])).toBe('13:00–14:00');
    expect(breaksText(lines[2])).toBe('06/03/2026 02:00–06/03/2026 02:30');
  });

  it('measures a running jornada up to now and says so', () => {
    const [line] = registroLines(
      [{ ...monday, clockIn: at('2026-04-10T06:00:00Z'), clockOut: null, breaks: [] }],
      NOW,
    );
    expect(line).toMatchObject({ running: true, workedMs: 4 * HOUR });
    expect(lineNotes(line)).toEqual(['Jornada en curso']);
  });

  it('explains corrections (before, after, author, when, why) and system closings', () => {
    const [line] = registroLines([tuesday], NOW);
    expect(line.corrected).toBe(true);
    expect(correctionText(tuesday.corrections[0], line.date)).toBe(
      'Corregido el 04/03/2026 a las 13:05 por Marta Ruiz (antes 08:20–16:30; ahora 08:00–16:30): Fichó tarde; entró a las 8 según el parte.',
    );
    const [closed] = registroLines([{ ...monday, autoClosed: true, pendingReview: true }], NOW);
    expect(lineNotes(closed)).toEqual([
      'Cierre automático: salida no fichada (pendiente de revisión)',
    ]);
    const [reviewed] = registroLines([{ ...monday, autoClosed: true }], NOW);
    expect(lineNotes(reviewed)).toEqual(['Cierre automático: salida no fichada']);
    const anonymous = {
      ...tuesday.corrections[0],
      author: null,
      after: { ...tuesday.corrections[0].after, clockOut: null },
    };
    expect(correctionText(anonymous, line.date)).toContain(
      'a las 13:05 (antes 08:20–16:30; ahora 08:00–sin salida)',
    );
  });

  it('writes the CSV: preamble, header, one row per jornada and a total per worker', () => {
    const rows = registroCsvRows(
      [
        {
          employee: { code: 'E001', fullName: 'Pedro Gómez', nif: '12345678Z' },
          entries: [tuesday, monday],
        },
        { employee: { code: 'E002', fullName: 'Ana Ruiz', nif: null }, entries: [] },
      ],
      {
        name: 'Talleres PX S.L.',
        nif: 'B12345674',
        address: 'Calle Mayor 1, 28013 Madrid (Madrid)',
      },
      '2026-03',
      NOW,
    );
    expect(rows).toEqual([
      ['Registro de jornada', 'marzo de 2026'],
      ['Empresa', 'Talleres PX S.L.', 'CIF', 'B12345674'],
      ['Centro de trabajo', 'Calle Mayor 1, 28013 Madrid (Madrid)'],
      [],
      [
        'Empleado',
        'NIF',
        'Fecha',
        'Entrada',
        'Salida',
        'Pausas',
        'Tiempo de pausa',
        'Tiempo trabajado',
        'Corregido',
        'Observaciones',
      ],
      [
        'Pedro Gómez',
        '12345678Z',
        '02/03/2026',
        '08:00',
        '17:00',
        '13:00–14:00',
        '1:00',
        '8:00',
        'No',
        '',
      ],
      [
        'Pedro Gómez',
        '12345678Z',
        '03/03/2026',
        '08:00',
        '16:30',
        '',
        '0:00',
        '8:30',
        'Sí',
        'Corregido el 04/03/2026 a las 13:05 por Marta Ruiz (antes 08:20–16:30; ahora 08:00–16:30): Fichó tarde; entró a las 8 según el parte.',
      ],
      [
        'Pedro Gómez',
        '12345678Z',
        'Total marzo de 2026',
        '',
        '',
        '',
        '1:00',
        '16:30',
        '',
        '2 jornadas',
      ],
      ['Ana Ruiz', '', 'Total marzo de 2026', '', '', '', '0:00', '0:00', '', '0 jornadas'],
    ]);
  });

  it('leaves the employer blank when the workshop has no profile yet', () => {
    const rows = registroCsvRows([], null, '2026-03', NOW);
    expect(rows[1]).toEqual(['Empresa', '', 'CIF', '']);
  });

  it('names the file after the month and the worker (or the whole workshop)', () => {
    expect(reportFileName('2026-03', 'E001', 'csv')).toBe('registro-jornada-2026-03-E001.csv');
    expect(reportFileName('2026-03', null, 'pdf')).toBe('registro-jornada-2026-03-todos.pdf');
    expect(reportFileName('2026-03', 'Ñ"/', 'pdf')).toBe('registro-jornada-2026-03-empleado.pdf');
  });
});
