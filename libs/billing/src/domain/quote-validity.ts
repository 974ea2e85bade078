import { type FieldProblem } from './field-problem';
import {
  type LocalDate,
  addDays as addCalendarDays,
  formatSpanishDate as spanishDate,
  isLocalDate,
} from '@px/contracts';

/**
 * RD 1457/1986 art. 14: a workshop's estimate is valid for at least twelve working days. They are
 * counted from the day after it is sent, on the workshop's calendar (the workforce module's
 * schedule and holidays, Europe/Madrid), which the caller hands in as a predicate.
 */
export const MIN_QUOTE_VALIDITY_WORKING_DAYS = 12;

export type IsWorkingDay = (date: LocalDate) => boolean;

/** More calendar days than any real calendar needs to find N working days. */
const SEARCH_LIMIT_DAYS = 3_660;

/** The date `count` working days after `from` (`from` itself not counted). */
export function addWorkingDays(
  from: LocalDate,
  count: number,
  isWorkingDay: IsWorkingDay,
): LocalDate {
  if (!Number.isInteger(count) || count < 0) throw new RangeError(`Invalid day count: ${count}`);
  let date = from;
  let found = 0;
  for (let step = 0; found < count; step++) {
    if (step >= SEARCH_LIMIT_DAYS) throw new RangeError('The calendar has no working days.');
    date = addCalendarDays(date, 1);
    if (isWorkingDay(date)) found++;
  }
  return date;
}

/** The earliest "valid until" date a quote sent on `sentOn` may carry. */
export function earliestValidUntil(sentOn: LocalDate, isWorkingDay: IsWorkingDay): LocalDate {
  return addWorkingDays(sentOn, MIN_QUOTE_VALIDITY_WORKING_DAYS, isWorkingDay);
}

/** What is wrong with a quote's validity when it is sent on `sentOn`. */
export function quoteValidityProblems(
  sentOn: LocalDate,
  validUntil: LocalDate | null,
  isWorkingDay: IsWorkingDay,
): FieldProblem[] {
  if (validUntil === null || !isLocalDate(validUntil)) {
    return [{ field: 'valid_until', code: 'isDate', message: 'Indica hasta qué fecha es válido.' }];
  }
  const earliest = earliestValidUntil(sentOn, isWorkingDay);
  if (validUntil >= earliest) return [];
  return [
    {
      field: 'valid_until',
      code: 'minValidity',
      message: `El presupuesto debe ser válido al menos ${MIN_QUOTE_VALIDITY_WORKING_DAYS} días hábiles: hasta el ${spanishDate(earliest)} como pronto.`,
    },
  ];
}

/** A quote is valid through its last day; it has expired the day after. */
export function quoteHasExpired(validUntil: LocalDate, today: LocalDate): boolean {
  return today > validUntil;
}
