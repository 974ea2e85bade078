import { type LocalDate, businessOffsetMs, isLocalDate } from '@px/contracts';

/**
 * VERI*FACTU's time formats (Orden HAC/1177/2024 and the AEAT's record specification):
 * FechaHoraHusoGenRegistro is ISO 8601 with the issuer's offset, to the second
 * (`2024-01-01T19:20:30+01:00`; `+02:00` in summer), generated at issue time in Madrid; dates are
 * `dd-mm-aaaa` (the XSD's `fecha` type).
 */

const pad = (value: number) => String(value).padStart(2, '0');

/** `at` as FechaHoraHusoGenRegistro: Madrid's wall clock and offset, milliseconds dropped. */
export function registrationTimestamp(at: Date): string {
  if (!Number.isFinite(at.getTime())) throw new RangeError('Invalid date.');
  const offsetMs = businessOffsetMs(at);
  const wall = new Date(Math.floor(at.getTime() / 1000) * 1000 + offsetMs).toISOString();
  const minutes = Math.round(Math.abs(offsetMs) / 60_000);
  const sign = offsetMs < 0 ? '-' : '+';
  return `${wall.slice(0, 19)}${sign}${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** A calendar date as the AEAT writes it: `2024-01-01` → `01-01-2024`. */
export function aeatDate(date: LocalDate): string {
  if (!isLocalDate(date)) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${date}`);
  const [year, month, day] = date.split('-');
  return `${day}-${month}-${year}`;
}
