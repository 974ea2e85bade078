// How the documents write money and dates: Spanish formats, Madrid's calendar.

/** Money is written by @px/contracts' `euros`, shared with server messages. */
export { euros } from '@px/contracts';

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
