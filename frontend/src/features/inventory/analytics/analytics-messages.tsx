import { type ReactNode, useMemo } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { useAppSelector } from '@/app/store/hooks';
import type { AppLocale } from '@/shared/format';
import en from './i18n/en.json';
import es from './i18n/es.json';

type Messages = Record<string, string>;

/** This screen's messages by language. */
export const ANALYTICS_MESSAGES: Record<AppLocale, Messages> = { es, en };

/** The messages of `locale` (English filling what it lacks) the app's merged set lacks, or null. */
export function missingAnalyticsMessages(
  locale: AppLocale,
  present: Readonly<Record<string, unknown>>,
): Messages | null {
  const own = { ...ANALYTICS_MESSAGES.en, ...ANALYTICS_MESSAGES[locale] };
  const missing = Object.fromEntries(Object.entries(own).filter(([key]) => !(key in present)));
  return Object.keys(missing).length > 0 ? missing : null;
}

/**
 * Makes this folder's `i18n/{es,en}.json` available to the screen. The app merges only
 * `features/<name>/i18n/*.json` (src/i18n/index.ts), one folder deep, and this screen lives in
 * `features/inventory/analytics/`: until the app also takes nested folders, this adds the missing
 * keys over the app's messages. Once they are merged it adds nothing (and can go).
 */
export function AnalyticsMessages({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const locale = useAppSelector((state) => state.ui.locale);
  const missing = useMemo(
    () => missingAnalyticsMessages(locale, intl.messages),
    [locale, intl.messages],
  );
  const messages = useMemo(
    () => ({ ...(intl.messages as Messages), ...missing }),
    [missing, intl.messages],
  );
  return (
    <IntlProvider
      locale={intl.locale}
      defaultLocale={intl.defaultLocale}
      messages={messages}
      onError={intl.onError}
      textComponent={intl.textComponent}
    >
      {children}
    </IntlProvider>
  );
}
