import type { AppLocale } from '@/shared/format';
import es from './es.json';

export type Messages = Record<string, string>;

/**
 * The messages the running app has, by locale. The app-wide Spanish words (shell, sign-in, common
 * words: es.json) travel with the first page; the English ones are a chunk fetched when English is
 * shown. Each feature's file (`features/<name>/i18n/<locale>.json`, one namespace each:
 * `workOrders.…`) is a chunk of its own, fetched when code that names one of its ids first runs:
 * the build appends `needMessages([...])` to every module that names a feature's ids
 * (frontend/build/message-needs.ts). A screen (lazyPage) waits for what its code needs, so /orders
 * downloads the words of work orders, customers and the shell, not those of every screen (issue
 * 22's first-load budget). English no longer fills missing Spanish keys at run time: the i18n
 * tests keep both languages' keys equal, so there are none to fill.
 */
const APP = 'app';

/** `../features/work-orders/i18n/es.json` → its loader; the source is `features/work-orders`. */
const FILES = import.meta.glob<Messages>('../features/**/i18n/*.json', { import: 'default' });

function loaderOf(source: string, locale: AppLocale): (() => Promise<Messages>) | undefined {
  if (source === APP) {
    return locale === 'es'
      ? () => Promise.resolve(es)
      : () => import('./en.json').then((m) => m.default);
  }
  return FILES[`../${source}/i18n/${locale}.json`];
}

/**
 * What the interface reads, by locale: the messages loaded so far, whether the app-wide ones are
 * among them, and whether everything the code run so far needs is in.
 */
export interface CatalogSnapshot {
  readonly messages: Readonly<Partial<Record<AppLocale, Messages>>>;
  readonly hasAppWords: Readonly<Record<AppLocale, boolean>>;
  readonly complete: Readonly<Record<AppLocale, boolean>>;
}

const LOCALES: readonly AppLocale[] = ['es', 'en'];
const needed = new Set<string>([APP]);
const loadedSources: Record<AppLocale, Set<string>> = { es: new Set([APP]), en: new Set() };
/** Set by the unit tests, which hand every file over at once. */
const provided: Record<AppLocale, boolean> = { es: false, en: false };
const merged: Partial<Record<AppLocale, Messages>> = { es: { ...es } };
const pending = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();
let activeLocale: AppLocale = 'es';
let snapshot: CatalogSnapshot = takeSnapshot();

function isComplete(locale: AppLocale): boolean {
  return provided[locale] || [...needed].every((source) => loadedSources[locale].has(source));
}

function takeSnapshot(): CatalogSnapshot {
  const hasAppWords = (locale: AppLocale) => provided[locale] || loadedSources[locale].has(APP);
  return {
    messages: { ...merged },
    hasAppWords: { es: hasAppWords('es'), en: hasAppWords('en') },
    complete: { es: isComplete('es'), en: isComplete('en') },
  };
}

function publish(): void {
  snapshot = takeSnapshot();
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

/** Hands over every message of `locale` at once (the unit tests load every file eagerly). */
export function provideMessages(locale: AppLocale, messages: Messages): void {
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
  needed.add(APP);
  pending.clear();
  for (const locale of LOCALES) {
    loadedSources[locale].clear();
    provided[locale] = false;
    delete merged[locale];
  }
  loadedSources.es.add(APP);
  merged.es = { ...es };
  publish();
}
