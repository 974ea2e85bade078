import { type AppLocale, INTL_LOCALE } from './locale';

const cache = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    cache.set(key, format);
  }
  return format;
}

/**
 * Money is stored and sent as integer cents (DESIGN §6) and always shown as EUR with two decimals in
 * the es-ES locale (SPEC §1), whatever the interface language: 123456 → "1.234,56 €". Thousands are
 * always grouped (CLDR's es-ES leaves 4-digit amounts ungrouped, which reads oddly in money columns).
 */
export function formatEurFromCents(cents: number | null | undefined): string {
  const value = typeof cents === 'number' && Number.isFinite(cents) ? cents / 100 : 0;
  return formatter('es-ES', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: 'always',
  }).format(value);
}

/** Numbers show up to two decimals (SPEC §1). */
export function formatNumber(value: number | null | undefined, locale: AppLocale = 'es'): string {
  const safe = typeof value === 'number' && Number.isFinite(value) ? value : 0;
  return formatter(INTL_LOCALE[locale], { maximumFractionDigits: 2, useGrouping: 'always' }).format(
    safe,
  );
}

/**
 * Percentages show up to one decimal (SPEC §1). `value` is in percentage points: 12.34 → "12,3 %".
 */
export function formatPercent(value: number | null | undefined, locale: AppLocale = 'es'): string {
  const safe = typeof value === 'number' && Number.isFinite(value) ? value : 0;
  return formatter(INTL_LOCALE[locale], { style: 'percent', maximumFractionDigits: 1 }).format(
    safe / 100,
  );
}
