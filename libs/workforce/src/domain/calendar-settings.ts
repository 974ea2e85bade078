import { type ApiFieldError } from '@px/contracts';
import { regionErrors } from './holiday-calendar';
import { type LocalDate, formatSpanishDate, isLocalDate } from './local-day';

/**
 * The workshop's calendar settings and the town holidays it enters by hand: what a form may send.
 * The table's checks say the same (vacation days 0–60, margin 0–720 min): these answer in Spanish
 * before the database refuses.
 */

export const MAX_VACATION_DAYS = 60;
/** Twelve hours: a forgotten clock-out is closed the same night, never days later. */
export const MAX_AUTO_CLOSE_MARGIN_MINUTES = 720;
export const MAX_LOCAL_HOLIDAY_NAME_LENGTH = 100;
/** The years the holiday calendar answers (the library's tables, and nobody plans further). */
export const HOLIDAY_YEARS = { min: 2000, max: 2100 } as const;

export interface CalendarSettingsInput {
  holiday_region: unknown;
  vacation_days: unknown;
  auto_close_margin_minutes: unknown;
}

export interface CalendarSettings {
  holidayRegion: string;
  vacationDays: number;
  autoCloseMarginMinutes: number;
}

/** The settings a PUT describes (region upper-cased), or its Spanish field errors. */
export function calendarSettingsOf(
  input: CalendarSettingsInput,
): { ok: true; settings: CalendarSettings } | { ok: false; errors: ApiFieldError[] } {
  const errors: ApiFieldError[] = [];
  const region =
    typeof input.holiday_region === 'string' ? input.holiday_region.trim().toUpperCase() : '';
  errors.push(...regionErrors(region));
  const vacation = input.vacation_days;
  if (
    typeof vacation !== 'number' ||
    !Number.isFinite(vacation) ||
    vacation < 0 ||
    vacation > MAX_VACATION_DAYS ||
    !Number.isInteger(vacation * 2)
  ) {
    errors.push({
      field: 'vacation_days',
      code: 'vacationDays',
      message: `Los días de vacaciones deben ir de 0 a ${MAX_VACATION_DAYS}, en días o medios días.`,
    });
  }
  const margin = input.auto_close_margin_minutes;
  if (
    typeof margin !== 'number' ||
    !Number.isInteger(margin) ||
    margin < 0 ||
    margin > MAX_AUTO_CLOSE_MARGIN_MINUTES
  ) {
    errors.push({
      field: 'auto_close_margin_minutes',
      code: 'autoCloseMargin',
      message: `El margen de cierre automático debe ser un número entero de minutos entre 0 y ${MAX_AUTO_CLOSE_MARGIN_MINUTES}.`,
    });
  }
  if (errors.length) return { ok: false, errors };
  return {
    ok: true,
    settings: {
      holidayRegion: region,
      vacationDays: vacation as number,
      autoCloseMarginMinutes: margin as number,
    },
  };
}

/** The API names of the settings that differ. */
export function changedCalendarSettings(
  before: CalendarSettings,
  after: CalendarSettings,
): string[] {
  const changed: string[] = [];
  if (before.holidayRegion !== after.holidayRegion) changed.push('holiday_region');
  if (before.vacationDays !== after.vacationDays) changed.push('vacation_days');
  if (before.autoCloseMarginMinutes !== after.autoCloseMarginMinutes) {
    changed.push('auto_close_margin_minutes');
  }
  return changed;
}

export function holidayYearErrors(year: number, field = 'year'): ApiFieldError[] {
  return Number.isInteger(year) && year >= HOLIDAY_YEARS.min && year <= HOLIDAY_YEARS.max
    ? []
    : [
        {
          field,
          code: 'holidayYear',
          message: `Indica un año entre ${HOLIDAY_YEARS.min} y ${HOLIDAY_YEARS.max}.`,
        },
      ];
}

/** A date of the holiday calendar ('YYYY-MM-DD' within its years), or its field error. */
export function holidayDateErrors(date: unknown, field = 'date'): ApiFieldError[] {
  if (!isLocalDate(date)) {
    return [{ field, code: 'isDate', message: 'Indica una fecha válida (AAAA-MM-DD).' }];
  }
  return holidayYearErrors(Number(date.slice(0, 4)), field);
}

export interface LocalHolidayInput {
  date: unknown;
  name: unknown;
}

/** The town holiday a POST describes (name trimmed), or its Spanish field errors. */
export function localHolidayOf(
  input: LocalHolidayInput,
): { ok: true; date: LocalDate; name: string } | { ok: false; errors: ApiFieldError[] } {
  const errors = holidayDateErrors(input.date);
  const name = typeof input.name === 'string' ? input.name.trim().replace(/\s+/g, ' ') : '';
  if (!name) {
    errors.push({
      field: 'name',
      code: 'isNotEmpty',
      message: 'Indica el nombre del festivo (por ejemplo San Isidro).',
    });
  } else if (name.length > MAX_LOCAL_HOLIDAY_NAME_LENGTH) {
    errors.push({
      field: 'name',
      code: 'maxLength',
      message: `El nombre del festivo no puede superar los ${MAX_LOCAL_HOLIDAY_NAME_LENGTH} caracteres.`,
    });
  }
  if (errors.length) return { ok: false, errors };
  return { ok: true, date: input.date as LocalDate, name };
}

export const localHolidayExistsMessage = (date: LocalDate, name: string) =>
  `El ${formatSpanishDate(date)} ya es festivo local (${name}).`;

export const alreadyHolidayMessage = (
  date: LocalDate,
  name: string,
  scope: 'national' | 'regional',
) =>
  `El ${formatSpanishDate(date)} ya es festivo ${scope === 'national' ? 'nacional' : 'autonómico'} (${name}): no hace falta añadirlo.`;

export const localHolidayMissingMessage = (date: LocalDate) =>
  `No hay ningún festivo local el ${formatSpanishDate(date)}.`;
