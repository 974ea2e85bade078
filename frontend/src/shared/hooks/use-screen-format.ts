import { useMemo } from 'react';
import { useAppSelector } from '@/app/store/hooks';
import { type AppLocale, BUSINESS_TIME_ZONE, INTL_LOCALE, formatNumber } from '@/shared/format';

export interface ScreenFormat {
  locale: AppLocale;
  /** BCP 47 tag for Intl (es-ES, en-GB). */
  tag: string;
  /** 125400 → "125.400 km" (always grouped, also 4-digit figures). */
  km: (value: number) => string;
  /** A plain number, always grouped: 1500 → "1.500". */
  number: (value: number) => string;
  /** A calendar day (YYYY-MM-DD, no time zone): "31/03/2027". */
  day: (isoDate: string) => string;
  /** A moment (ISO timestamp) as a date in Madrid: "31/03/2027". */
  date: (iso: string) => string;
  /** A moment with its time in Madrid: "31 mar 2027, 10:30". */
  dateTime: (iso: string) => string;
}

/** The formatters of the customer and vehicle screens for an interface language (pure). */
export function screenFormat(locale: AppLocale): ScreenFormat {
  const tag = INTL_LOCALE[locale];
  const dayFormat = new Intl.DateTimeFormat(tag, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const dateFormat = new Intl.DateTimeFormat(tag, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: BUSINESS_TIME_ZONE,
  });
  const dateTimeFormat = new Intl.DateTimeFormat(tag, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: BUSINESS_TIME_ZONE,
  });
  return {
    locale,
    tag,
    km: (value) => `${formatNumber(value, locale)} km`,
    number: (value) => formatNumber(value, locale),
    day: (isoDate) => dayFormat.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`)),
    date: (iso) => dateFormat.format(new Date(iso)),
    dateTime: (iso) => dateTimeFormat.format(new Date(iso)),
  };
}

/** The formatters in the user's interface language. */
export function useScreenFormat(): ScreenFormat {
  const locale = useAppSelector((state) => state.ui.locale);
  return useMemo(() => screenFormat(locale), [locale]);
}
