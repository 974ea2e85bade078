/** The languages the interface supports (SPEC §1): Spanish by default, English as fallback. */
export type AppLocale = 'es' | 'en';

export const DEFAULT_LOCALE: AppLocale = 'es';
export const FALLBACK_LOCALE: AppLocale = 'en';
export const SUPPORTED_LOCALES: readonly AppLocale[] = ['es', 'en'];

/** Business days and dates are in Europe/Madrid (DESIGN §6). */
export const BUSINESS_TIME_ZONE = 'Europe/Madrid';

/** BCP 47 tag used for Intl formatting of each interface language. */
export const INTL_LOCALE: Record<AppLocale, string> = {
  es: 'es-ES',
  en: 'en-GB',
};

export function isAppLocale(value: unknown): value is AppLocale {
  return value === 'es' || value === 'en';
}
