import type { AppLocale } from '@/shared/format';
import en from './en.json';
import es from './es.json';

export type Messages = Record<string, string>;

/**
 * The messages the running app has, by locale: the app-wide files (shell, sign-in, common words)
 * travel with the first page; the features' own files (`features/<name>/i18n/<locale>.json`), most
 * of the text, are one lazily loaded chunk per locale, fetched with the first screen that needs
 * them (lazyPage) so /login does not download every screen's words in both languages.
 */
const CORE: Record<AppLocale, Messages> = { es, en };

const FEATURE_LOADERS: Record<AppLocale, () => Promise<{ default: Messages }>> = {
  es: () => import('./feature-messages.es'),
  en: () => import('./feature-messages.en'),
};

type Loaded = Readonly<Partial<Record<AppLocale, Messages>>>;

let loaded: Loaded = {};
const pending = new Map<AppLocale, Promise<void>>();
const listeners = new Set<() => void>();
let activeLocale: AppLocale = 'es';

function publish(locale: AppLocale, messages: Messages): void {
  loaded = { ...loaded, [locale]: messages };
  for (const listener of listeners) listener();
}

/** Fetches the features' messages of `locale` once; later calls share the same promise. */
export function loadFeatureMessages(locale: AppLocale = activeLocale): Promise<void> {
  if (loaded[locale]) return Promise.resolve();
  let promise = pending.get(locale);
  if (!promise) {
    promise = FEATURE_LOADERS[locale]().then(
      (module) => publish(locale, module.default),
      (error: unknown) => {
        pending.delete(locale); // a later screen may try again (e.g. after a network blip)
        throw error;
      },
    );
    pending.set(locale, promise);
  }
  return promise;
}

/** Hands over messages already in memory (the unit tests load every file eagerly). */
export function provideFeatureMessages(locale: AppLocale, messages: Messages): void {
  publish(locale, messages);
}

/** The locale the interface shows, so a screen loaded later fetches the right messages. */
export function setActiveLocale(locale: AppLocale): void {
  activeLocale = locale;
}

export function subscribeToCatalog(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function loadedFeatureMessages(): Loaded {
  return loaded;
}

/**
 * What IntlProvider gets for `locale`: its app-wide and (once loaded) feature messages, with
 * English filling any app-wide key the locale lacks (SPEC §1: the fallback language is English;
 * the i18n tests keep both languages' keys equal, so the fallback never shows in practice).
 */
export function composeMessages(locale: AppLocale, features: Messages | undefined): Messages {
  const core = locale === 'en' ? CORE.en : { ...CORE.en, ...CORE[locale] };
  return features ? { ...core, ...features } : core;
}
