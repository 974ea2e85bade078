import {
  ABSENCE_KINDS,
  ABSENCE_KIND_LABELS,
  type AbsenceRequest,
  absenceOverlapRefusal,
  absenceRequestErrors,
  describePeriod,
  periodsOverlap,
} from '../src/domain/absence-rules';

const TODAY = '2026-06-15';

const request = (fields: Partial<AbsenceRequest>): AbsenceRequest => ({
  id: null,
  kind: 'vacation',
  status: 'pending',
  startDate: '2026-07-06',
  endDate: '2026-07-10',
  halfDay: null,
  ...fields,
});

describe('absence kinds', () => {
  it('have Spanish labels', () => {
    expect(ABSENCE_KINDS.map((kind) => ABSENCE_KIND_LABELS[kind])).toEqual([
      'Vacaciones',
      'Baja médica',
      'Asuntos propios',
      'Permiso retribuido',
    ]);
  });
});

describe('the dates of an absence request', () => {
  it('accepts a well-formed request', () => {
    expect(absenceRequestErrors(request({}), TODAY)).toEqual([]);
    expect(
      absenceRequestErrors(
        request({ startDate: '2026-07-06', endDate: '2026-07-06', halfDay: 'morning' }),
        TODAY,
      ),
    ).toEqual([]);
  });

  it('wants real dates', () => {
    expect(
      absenceRequestErrors(request({ startDate: '2026-02-30', endDate: 'mañana' }), TODAY),
    ).toEqual([
      { field: 'start_date', code: 'isDate', message: 'La fecha de inicio no es válida.' },
      { field: 'end_date', code: 'isDate', message: 'La fecha de fin no es válida.' },
    ]);
  });

  it('wants the end on or after the start', () => {
    expect(
      absenceRequestErrors(request({ startDate: '2026-07-10', endDate: '2026-07-06' }), TODAY),
    ).toEqual([
      {
        field: 'end_date',
        code: 'dateOrder',
        message: 'La fecha de fin no puede ser anterior a la de inicio.',
      },
    ]);
  });

  it('allows a half day only for a single day', () => {
    expect(absenceRequestErrors(request({ halfDay: 'afternoon' }), TODAY)).toEqual([
      {
        field: 'half_day',
        code: 'halfDaySingleDay',
        message: 'La media jornada solo se puede pedir para un único día.',
      },
    ]);
  });

  it('lets vacation and personal days start at most 7 days ago, sick and paid leave any time', () => {
    const since = (startDate: string, kind: AbsenceRequest['kind']) =>
      absenceRequestErrors(request({ kind, startDate, endDate: '2026-06-20' }), TODAY);
    expect(since('2026-06-08', 'vacation')).toEqual([]);
    expect(since('2026-06-07', 'vacation')).toEqual([
      {
        field: 'start_date',
        code: 'tooFarInPast',
        message: 'Una ausencia de tipo «Vacaciones» no puede empezar más de 7 días antes de hoy.',
      },
    ]);
    expect(since('2026-06-07', 'personal')).toEqual([
      expect.objectContaining({
        code: 'tooFarInPast',
        message:
          'Una ausencia de tipo «Asuntos propios» no puede empezar más de 7 días antes de hoy.',
      }),
    ]);
    expect(since('2026-04-01', 'sick_leave')).toEqual([]);
    expect(since('2026-04-01', 'paid_leave')).toEqual([]);
  });
});

describe('overlapping requests', () => {
  const others: AbsenceRequest[] = [
    request({ id: 'a1', status: 'approved', startDate: '2026-08-03', endDate: '2026-08-14' }),
    request({
      id: 'p1',
      kind: 'personal',
      startDate: '2026-09-04',
      endDate: '2026-09-04',
      halfDay: 'morning',
    }),
    request({ id: 'r1', status: 'rejected', startDate: '2026-10-01', endDate: '2026-10-02' }),
    request({ id: 'c1', status: 'cancelled', startDate: '2026-10-05', endDate: '2026-10-05' }),
    request({ id: 'p2', startDate: '2026-09-28', endDate: '2026-09-30' }),
  ];

  it('refuses one sharing days with a pending or approved request, naming its dates', () => {
    expect(
      absenceOverlapRefusal(request({ startDate: '2026-08-10', endDate: '2026-08-20' }), others),
    ).toEqual({
      code: 'absence_overlap',
      message:
        'Las fechas se solapan con otra solicitud (Vacaciones, aprobada) del 03/08/2026 al 14/08/2026.',
      details: {
        overlapping: [
          {
            id: 'a1',
            kind: 'vacation',
            status: 'approved',
            start_date: '2026-08-03',
            end_date: '2026-08-14',
            half_day: null,
          },
        ],
      },
    });
    expect(
      absenceOverlapRefusal(request({ startDate: '2026-09-04', endDate: '2026-09-04' }), others)
        ?.message,
    ).toBe(
      'Las fechas se solapan con otra solicitud (Asuntos propios, pendiente) el 04/09/2026 por la mañana.',
    );
  });

  it('names the earliest of several and lists them all', () => {
    const refusal = absenceOverlapRefusal(
      request({ startDate: '2026-08-14', endDate: '2026-09-30' }),
      others,
    );
    expect(refusal?.message).toContain('del 03/08/2026 al 14/08/2026');
    expect((refusal?.details?.overlapping as { id: string }[]).map((o) => o.id)).toEqual([
      'a1',
      'p1',
      'p2',
    ]);
  });

  it('lets the morning and the afternoon of a day go to different requests', () => {
    expect(
      absenceOverlapRefusal(
        request({ startDate: '2026-09-04', endDate: '2026-09-04', halfDay: 'afternoon' }),
        others,
      ),
    ).toBeNull();
    expect(
      absenceOverlapRefusal(
        request({ startDate: '2026-09-04', endDate: '2026-09-04', halfDay: 'morning' }),
        others,
      ),
    ).toMatchObject({ code: 'absence_overlap' });
  });

  it('ignores rejected and cancelled requests, adjacent days and the request itself', () => {
    expect(
      absenceOverlapRefusal(request({ startDate: '2026-10-01', endDate: '2026-10-05' }), others),
    ).toBeNull();
    expect(
      absenceOverlapRefusal(request({ startDate: '2026-08-15', endDate: '2026-08-16' }), others),
    ).toBeNull();
    expect(
      absenceOverlapRefusal(
        request({ id: 'a1', startDate: '2026-08-03', endDate: '2026-08-17' }),
        others,
      ),
    ).toBeNull();
  });

  it('compares periods day by day', () => {
    const day = (date: string, halfDay: 'morning' | 'afternoon' | null = null) => ({
      startDate: date,
      endDate: date,
      halfDay,
    });
    expect(periodsOverlap(day('2026-07-01'), day('2026-07-01', 'morning'))).toBe(true);
    expect(periodsOverlap(day('2026-07-01', 'morning'), day('2026-07-01', 'morning'))).toBe(true);
    expect(periodsOverlap(day('2026-07-01', 'morning'), day('2026-07-01', 'afternoon'))).toBe(
      false,
    );
    expect(periodsOverlap(day('2026-07-01'), day('2026-07-02'))).toBe(false);
  });

  it('says the dates the way a sentence does', () => {
    expect(describePeriod({ startDate: '2026-07-01', endDate: '2026-07-01', halfDay: null })).toBe(
      'el 01/07/2026',
    );
    expect(
      describePeriod({ startDate: '2026-07-01', endDate: '2026-07-01', halfDay: 'afternoon' }),
    ).toBe('el 01/07/2026 por la tarde');
    expect(describePeriod({ startDate: '2026-07-01', endDate: '2026-07-15', halfDay: null })).toBe(
      'del 01/07/2026 al 15/07/2026',
    );
  });
});
