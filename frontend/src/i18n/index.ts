import type { AppLocale } from '@/shared/format';
import en from './en.json';
import es from './es.json';

export type MessageId = keyof typeof es;
export type Messages = Record<string, string>;

export const MESSAGES: Record<AppLocale, Messages> = { es, en };

/**
 * The messages of `locale`, with English filling any key the locale lacks (SPEC §1: the fallback
 * language is English).
 */
export function messagesFor(locale: AppLocale): Messages {
  return locale === 'en' ? MESSAGES.en : { ...MESSAGES.en, ...MESSAGES[locale] };
}
