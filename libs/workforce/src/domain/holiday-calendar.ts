import Holidays from 'date-holidays';
import { type ApiFieldError } from '@px/contracts';
import { type LocalDate, isLocalDate } from './local-day';

/**
 * The days off of the workshop's calendar: Spain's national public holidays, those of its
 * autonomous community (a setting: 'MD' Madrid, 'CT' Cataluña, …) as the date-holidays library
 * knows them, and the local ones (the town's two fiestas) the workshop enters itself. Only public
 * holidays count: observances (Día de la Madre) and optional days are working days.
 */

export type HolidayScope = 'national' | 'regional' | 'local';

export interface Holiday {
  date: LocalDate;
  name: string;
  scope: HolidayScope;
}

/** A town holiday the workshop enters (the library does not know them). */
export interface LocalHoliday {
  date: LocalDate;
  name: string;
}

export interface SpanishRegion {
  code: string;
  name: string;
}

const COUNTRY = 'ES';
const LANGUAGE = 'es';

/** The library names two communities in English even when asked in Spanish. */
const SPANISH_REGION_NAMES: Record<string, string> = {
  CM: 'Castilla-La Mancha',
  MC: 'Región de Murcia',
};

const calendars = new Map<string, Holidays>();

/** The library's calendar of Spain ('') or of a community, built once (loading it is not free). */
function calendarOf(region: string): Holidays {
  let calendar = calendars.get(region);
  if (!calendar) {
    calendar = region
      ? new Holidays(COUNTRY, region, { languages: LANGUAGE })
      : new Holidays(COUNTRY, { languages: LANGUAGE });
    calendars.set(region, calendar);
  }
  return calendar;
}

let regions: SpanishRegion[] | null = null;

/** The communities (and Ceuta, Melilla) the library has holidays for, by Spanish name. */
export function spanishRegions(): SpanishRegion[] {
  regions ??= Object.entries(new Holidays().getStates(COUNTRY, LANGUAGE))
    .map(([code, name]) => ({ code, name: SPANISH_REGION_NAMES[code] ?? name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'es'));
  return regions.map((region) => ({ ...region }));
}

export function isSpanishRegion(code: string): boolean {
  const wanted = code.trim().toUpperCase();
  return spanishRegions().some((region) => region.code === wanted);
}

/** The 400 of a region setting the library does not know (empty when it does). */
export function regionErrors(code: string, field = 'holiday_region'): ApiFieldError[] {
  return isSpanishRegion(code)
    ? []
    : [
        {
          field,
          code: 'isRegion',
          message: 'La comunidad autónoma indicada no existe o no tiene calendario de festivos.',
        },
      ];
}

/** The library's public holidays of `year` in a calendar, one per date (the first named). */
function publicHolidays(calendar: Holidays, year: number): Map<LocalDate, string> {
  const byDate = new Map<LocalDate, string>();
  for (const holiday of calendar.getHolidays(year, LANGUAGE)) {
    const date = holiday.date.slice(0, 10);
    if (holiday.type === 'public' && !byDate.has(date)) byDate.set(date, holiday.name);
  }
  return byDate;
}

/**
 * The holidays of `year`, one per date and in date order. A national holiday stays national even
 * when the region or the town also lists it; regional ones are the community's days
 * that are not national (substitute Mondays included); local ones fill only free dates. `region`
 * null gives the national calendar; an unknown region is a programming error (validate the setting
 * with regionErrors) and throws.
 */
export function holidaysOfYear(
  year: number,
  region: string | null,
  localHolidays: readonly LocalHoliday[] = [],
): Holiday[] {
  const regionCode = region?.trim().toUpperCase() ?? '';
  if (regionCode && !isSpanishRegion(regionCode)) {
    throw new RangeError(`Unknown Spanish region for holidays: ${region}`);
  }
  const national = publicHolidays(calendarOf(''), year);
  const holidays = new Map<LocalDate, Holiday>();
  for (const [date, name] of national) holidays.set(date, { date, name, scope: 'national' });
  if (regionCode) {
    for (const [date, name] of publicHolidays(calendarOf(regionCode), year)) {
      if (!holidays.has(date)) holidays.set(date, { date, name, scope: 'regional' });
    }
  }
  for (const { date, name } of localHolidays) {
    if (!isLocalDate(date) || !date.startsWith(`${year}-`) || holidays.has(date)) continue;
    holidays.set(date, { date, name: name.trim(), scope: 'local' });
  }
  return [...holidays.values()].sort((a, b) => (a.date < b.date ? -1 : 1));
}
