import type { AppLocale } from '@/shared/format';
import en from './en.json';
import es from './es.json';

export type Messages = Record<string, string>;

/**
 * The messages the running app has, by locale. The app-wide files (shell, sign-in, common words)
 * travel with the first page. Each feature's file (`features/<name>/i18n/<locale>.json`, one
 * namespace each: `workOrders.…`) is a chunk of its own, fetched when code that names one of its
 * ids first runs: the build appends `needMessages([...])` to every module that names another
 * folder's ids (frontend/build/message-needs.ts). A screen (lazyPage) waits for what its code
 * needs, so /orders downloads the words of work orders, customers, vehicles and the shell, not
 * those of every screen (issue 22's first-load budget).
 */
const CORE: Record<AppLocale, Messages> = { es, en };

/** `../features/work-orders/i18n/es.json` → its loader; the source is `features/work-orders`. */
const FILES = import.meta.glob<Messages>('../features/**/i18n/*.json', { import: 'default' });

function loaderOf(source: string, locale: AppLocale): (() => Promise<Messages>) | undefined {
  return FILES[`../${source}/i18n/${locale}.json`];
}

/** What the interface reads: the features' messages loaded so far, and whether all needed are in. */
export interface CatalogSnapshot {
  readonly messages: Readonly<Partial<Record<AppLocale, Messages>>>;
  readonly complete: Readonly<Record<AppLocale, boolean>>;
}

const LOCALES: readonly AppLocale[] = ['es', 'en'];
const needed = new Set<string>();
const loadedSources: Record<AppLocale, Set<string>> = { es: new Set(), en: new Set() };
/** Set by the unit tests, which hand every file over at once. */
const provided: Record<AppLocale, boolean> = { es: false, en: false };
const merged: Partial<Record<AppLocale, Messages>> = {};
const pending = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();
let activeLocale: AppLocale = 'es';
let snapshot: CatalogSnapshot = { messages: {}, complete: { es: true, en: true } };

function isComplete(locale: AppLocale): boolean {
  return provided[locale] || [...needed].every((source) => loadedSources[locale].has(source));
}

function publish(): void {
  snapshot = {
    messages: { ...merged },
    complete: { es: isComplete('es'), en: isComplete('en') },
  };
  for (const listener of listeners) listener();
}

function loadSource(locale: AppLocale, source: string): Promise<void> {
  if (provided[locale] || loadedSources[locale].has(source)) return Promise.resolve();
  const key = `${locale}:${source}`;
  let promise = pending.get(key);
  if (!promise) {
    const load = loaderOf(source, locale);
    if (!load) return Promise.reject(new Error(`No ${locale} messages for ${source}`));
    promise = load().then(
      (messages) => {
        pending.delete(key);
        loadedSources[locale].add(source);
        merged[locale] = { ...merged[locale], ...messages };
        publish();
      },
      (error: unknown) => {
        pending.delete(key); // a later screen may try again (e.g. after a network blip)
        throw error;
      },
    );
    pending.set(key, promise);
  }
  return promise;
}

/**
 * Called by the build-generated line at the end of a module that names these folders' ids:
 * from now on the interface waits for them, and the current language's files start loading.
 */
export function needMessages(sources: readonly string[]): void {
  const added = sources.filter((source) => !needed.has(source));
  if (added.length === 0) return;
  for (const source of added) needed.add(source);
  publish();
  // Errors surface where a screen awaits loadNeededMessages (lazyPage shows the stale-chunk notice).
  for (const source of added) loadSource(activeLocale, source).catch(() => undefined);
}

/** Fetches the messages of `locale` that the code run so far needs; resolves when all are in. */
export async function loadNeededMessages(locale: AppLocale = activeLocale): Promise<void> {
  await Promise.all([...needed].map((source) => loadSource(locale, source)));
}

/**
 * A lazily loaded module whose words arrive with it: the module runs first (so its needs are
 * known), then its messages load. lazyPage and the lazily loaded parts of a screen use it.
 */
export function withMessages<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    const module = await load();
    await loadNeededMessages();
    return module;
  };
}

/** Hands over every feature's messages at once (the unit tests load every file eagerly). */
export function provideFeatureMessages(locale: AppLocale, messages: Messages): void {
  provided[locale] = true;
  merged[locale] = messages;
  publish();
}

/** The locale the interface shows, so code that runs later fetches the right messages. */
export function setActiveLocale(locale: AppLocale): void {
  activeLocale = locale;
}

export function subscribeToCatalog(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function catalogSnapshot(): CatalogSnapshot {
  return snapshot;
}

/** For tests of the catalog itself: forgets what was needed and loaded. */
export function resetCatalogForTests(): void {
  needed.clear();
  pending.clear();
  for (const locale of LOCALES) {
    loadedSources[locale].clear();
    provided[locale] = false;
    delete merged[locale];
  }
  publish();
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
