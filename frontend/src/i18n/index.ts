import type { AppLocale } from '@/shared/format';
import type { Messages } from './catalog';
import en from './en.json';
import es from './es.json';

export type MessageId = keyof typeof es;
export type { Messages };

/**
 * Every message file at once, for the tests (the key-parity and wording checks, components rendered
 * outside the app). The running app loads them through ./catalog instead.
 *
 * Every feature may ship its own messages in `features/<name>/i18n/{es,en}.json` (e.g. the admin
 * screens), and a feature's sub-screen in its own folder (`features/inventory/analytics/i18n/…`).
 * They are merged over the app-wide files at build time.
 */
const FEATURE_MESSAGE_FILES = import.meta.glob<Messages>('../features/**/i18n/*.json', {
  eager: true,
  import: 'default',
});

/** The message files by source (app or feature name) and locale, for the key-parity test. */
export function messageSources(): Record<string, Partial<Record<AppLocale, Messages>>> {
  const sources: Record<string, Partial<Record<AppLocale, Messages>>> = { app: { es, en } };
  for (const [path, messages] of Object.entries(FEATURE_MESSAGE_FILES)) {
    const match = /features\/(.+)\/i18n\/(es|en)\.json$/.exec(path);
    if (!match) continue;
    const [, feature = '', locale] = match;
    const source = (sources[feature] ??= {});
    source[locale as AppLocale] = messages;
  }
  return sources;
}

function mergedMessages(locale: AppLocale): Messages {
  const merged: Messages = {};
  for (const source of Object.values(messageSources())) Object.assign(merged, source[locale]);
  return merged;
}

export const MESSAGES: Record<AppLocale, Messages> = {
  es: mergedMessages('es'),
  en: mergedMessages('en'),
};

/**
 * The messages of `locale`, with English filling any key the locale lacks (SPEC §1: the fallback
 * language is English).
 */
export function messagesFor(locale: AppLocale): Messages {
  return locale === 'en' ? MESSAGES.en : { ...MESSAGES.en, ...MESSAGES[locale] };
}
