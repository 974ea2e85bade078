// How the documents write money and dates: Spanish formats, Madrid's calendar.

/**
 * Integer cents as es-ES euros: 123456 → "1.234,56 €". Thousands always grouped (CLDR's es-ES
 * leaves 4-digit amounts ungrouped, which reads oddly in a column of money), as the SPA does.
 */
export const euros = (cents: number): string =>
  `${(cents / 100).toLocaleString('es-ES', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: 'always',
  })} €`;

const MADRID = new Intl.DateTimeFormat('es-ES', {
  timeZone: 'Europe/Madrid',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** `dd/mm/yyyy hh:mm` (or `dd/mm/yyyy`) in Madrid's time, whatever the server's zone. */
export function madrid(at: Date, withTime = false): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    MADRID.formatToParts(at).find((p) => p.type === type)?.value ?? '';
  const day = `${part('day')}/${part('month')}/${part('year')}`;
  return withTime ? `${day} ${part('hour')}:${part('minute')}` : day;
}

/** A calendar day `YYYY-MM-DD` as `dd/mm/yyyy` (no time zone involved). */
export function isoDay(day: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day ?? '');
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}
