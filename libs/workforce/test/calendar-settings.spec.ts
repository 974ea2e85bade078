import {
  alreadyHolidayMessage,
  calendarSettingsOf,
  changedCalendarSettings,
  holidayYearErrors,
  localHolidayOf,
} from '../src/domain/calendar-settings';

describe('the workshop’s calendar settings', () => {
  it('accepts a known region in any case, half vacation days and a whole-minute margin', () => {
    expect(
      calendarSettingsOf({
        holiday_region: ' ct ',
        vacation_days: 23.5,
        auto_close_margin_minutes: 90,
      }),
    ).toEqual({
      ok: true,
      settings: { holidayRegion: 'CT', vacationDays: 23.5, autoCloseMarginMinutes: 90 },
    });
  });

  it('answers every wrong setting at once, in Spanish, on its field', () => {
    const result = calendarSettingsOf({
      holiday_region: 'XX',
      vacation_days: 22.3,
      auto_close_margin_minutes: 721,
    });
    expect(result.ok ? [] : result.errors).toEqual([
      {
        field: 'holiday_region',
        code: 'isRegion',
        message: 'La comunidad autónoma indicada no existe o no tiene calendario de festivos.',
      },
      {
        field: 'vacation_days',
        code: 'vacationDays',
        message: 'Los días de vacaciones deben ir de 0 a 60, en días o medios días.',
      },
      {
        field: 'auto_close_margin_minutes',
        code: 'autoCloseMargin',
        message:
          'El margen de cierre automático debe ser un número entero de minutos entre 0 y 720.',
      },
    ]);
    const wrongTypes = calendarSettingsOf({
      holiday_region: 7,
      vacation_days: '22',
      auto_close_margin_minutes: 1.5,
    });
    expect(wrongTypes.ok ? [] : wrongTypes.errors.map((e) => e.field)).toEqual([
      'holiday_region',
      'vacation_days',
      'auto_close_margin_minutes',
    ]);
  });

  it('names the settings that changed', () => {
    const before = { holidayRegion: 'MD', vacationDays: 22, autoCloseMarginMinutes: 120 };
    expect(changedCalendarSettings(before, { ...before })).toEqual([]);
    expect(
      changedCalendarSettings(before, {
        holidayRegion: 'CT',
        vacationDays: 22,
        autoCloseMarginMinutes: 60,
      }),
    ).toEqual(['holiday_region', 'auto_close_margin_minutes']);
  });
});

describe('town holidays entered by hand', () => {
  it('takes a real date and a trimmed name', () => {
    expect(localHolidayOf({ date: '2026-05-15', name: '  San   Isidro ' })).toEqual({
      ok: true,
      date: '2026-05-15',
      name: 'San Isidro',
    });
  });

  it('refuses a date that does not exist, a far year, and an empty or long name', () => {
    const result = localHolidayOf({ date: '2026-02-30', name: '  ' });
    expect(result.ok ? [] : result.errors).toEqual([
      { field: 'date', code: 'isDate', message: 'Indica una fecha válida (AAAA-MM-DD).' },
      {
        field: 'name',
        code: 'isNotEmpty',
        message: 'Indica el nombre del festivo (por ejemplo San Isidro).',
      },
    ]);
    const far = localHolidayOf({ date: '2300-05-15', name: 'x'.repeat(101) });
    expect(far.ok ? [] : far.errors.map((e) => [e.field, e.code])).toEqual([
      ['date', 'holidayYear'],
      ['name', 'maxLength'],
    ]);
  });

  it('says why a date already off needs no local holiday', () => {
    expect(alreadyHolidayMessage('2026-05-02', 'Día de la Comunidad de Madrid', 'regional')).toBe(
      'El 02/05/2026 ya es festivo autonómico (Día de la Comunidad de Madrid): no hace falta añadirlo.',
    );
  });

  it('answers the years of the calendar only', () => {
    expect(holidayYearErrors(2026)).toEqual([]);
    expect(holidayYearErrors(1999)[0].message).toBe('Indica un año entre 2000 y 2100.');
    expect(holidayYearErrors(2026.5)).toHaveLength(1);
  });
});
