import { type AppLocale, BUSINESS_TIME_ZONE, INTL_LOCALE } from './locale';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type DateInput = Date | string | number;

export interface RelativeTimeOptions {
  locale?: AppLocale;
  /** "Now", injectable for tests. */
  now?: Date | number;
  timeZone?: string;
}

function toDate(value: DateInput): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function elapsedMs(value: Date, now: Date | number | undefined): number {
  const reference = now === undefined ? Date.now() : typeof now === 'number' ? now : now.getTime();
  // A date slightly in the future (clock skew) reads as "just now".
  return Math.max(0, reference - value.getTime());
}

/**
 * Relative time of work orders (SPEC §9): under 60 s "hace unos segundos", then minutes, hours and
 * days (under 30 days), else a long date ("21 de noviembre de 2026").
 */
export function formatWorkOrderRelativeTime(
  value: DateInput,
  { locale = 'es', now, timeZone = BUSINESS_TIME_ZONE }: RelativeTimeOptions = {},
): string {
  const date = toDate(value);
  if (!date) return '';
  const elapsed = elapsedMs(date, now);
  const tag = INTL_LOCALE[locale];
  if (elapsed < MINUTE) return locale === 'es' ? 'hace unos segundos' : 'a few seconds ago';
  const rtf = new Intl.RelativeTimeFormat(tag, { numeric: 'always' });
  if (elapsed < HOUR) return rtf.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return rtf.format(-Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < 30 * DAY) return rtf.format(-Math.floor(elapsed / DAY), 'day');
  return new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone }).format(date);
}

const NOTIFICATION_TEXT: Record<
  AppLocale,
  {
    now: string;
    minutes: (n: number) => string;
    hours: (n: number) => string;
    days: (n: number) => string;
  }
> = {
  es: {
    now: 'Ahora mismo',
    minutes: (n) => `Hace ${n} min`,
    hours: (n) => `Hace ${n}h`,
    days: (n) => (n === 1 ? 'Hace 1 día' : `Hace ${n} días`),
  },
  en: {
    now: 'Just now',
    minutes: (n) => `${n} min ago`,
    hours: (n) => `${n}h ago`,
    days: (n) => (n === 1 ? '1 day ago' : `${n} days ago`),
  },
};

/**
 * Relative time of notifications (SPEC §2/§9): "Ahora mismo", "Hace N min", "Hace Nh", "Hace N días"
 * (under 7 days), else the locale's short date.
 */
export function formatNotificationRelativeTime(
  value: DateInput,
  { locale = 'es', now, timeZone = BUSINESS_TIME_ZONE }: RelativeTimeOptions = {},
): string {
  const date = toDate(value);
  if (!date) return '';
  const elapsed = elapsedMs(date, now);
  const text = NOTIFICATION_TEXT[locale];
  if (elapsed < MINUTE) return text.now;
  if (elapsed < HOUR) return text.minutes(Math.floor(elapsed / MINUTE));
  if (elapsed < DAY) return text.hours(Math.floor(elapsed / HOUR));
  if (elapsed < 7 * DAY) return text.days(Math.floor(elapsed / DAY));
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    timeZone,
  }).format(date);
}
