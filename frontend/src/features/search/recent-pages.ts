/**
 * "Páginas recientes" of the palette: the pages this user really visited, newest first, kept in
 * localStorage per user id (a front-desk computer is shared by several people), deduplicated by
 * path and capped. Only pages with a known title are kept.
 */
export interface RecentPage {
  path: string;
  title: string;
  /** Epoch milliseconds of the last visit. */
  visitedAt: number;
}

/** How many visits are kept per user. */
export const RECENT_PAGES_LIMIT = 10;
/** How many the palette shows. */
export const RECENT_PAGES_SHOWN = 5;

const KEY_PREFIX = 'px_recent_pages:';
const APP_NAME = 'PX Taller';

/** Forms and session screens are not worth going back to from the palette. */
const NOT_RECORDED = [
  /^\/login(\/|$)/,
  /^\/register(\/|$)/,
  /^\/change-password(\/|$)/,
  /\/new$/,
  /\/edit$/,
];

export function recentPagesKey(userId: string): string {
  return `${KEY_PREFIX}${userId}`;
}

export function isRecordablePath(path: string): boolean {
  return !NOT_RECORDED.some((pattern) => pattern.test(path));
}

/**
 * The title a screen gave the browser tab, without the app's name ("Clientes · PX Taller" →
 * "Clientes"); null while the tab only says "PX Taller".
 */
export function screenTitleOf(documentTitle: string): string | null {
  const title = documentTitle.replace(new RegExp(`\\s*·\\s*${APP_NAME}\\s*$`), '').trim();
  return title === '' || title === APP_NAME ? null : title;
}

function defaultStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function isRecentPage(item: unknown): item is RecentPage {
  if (typeof item !== 'object' || item === null) return false;
  const page = item as Partial<RecentPage>;
  return (
    typeof page.path === 'string' &&
    page.path.startsWith('/') &&
    typeof page.title === 'string' &&
    page.title.trim() !== '' &&
    typeof page.visitedAt === 'number' &&
    Number.isFinite(page.visitedAt)
  );
}

/** The user's visits, newest first; anything unreadable counts as none. */
export function readRecentPages(
  userId: string,
  storage: Storage | null = defaultStorage(),
): RecentPage[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(recentPagesKey(userId)) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter(isRecentPage)
      .sort((a, b) => b.visitedAt - a.visitedAt)
      .slice(0, RECENT_PAGES_LIMIT);
  } catch {
    return [];
  }
}

/**
 * Adds a visit, or moves the page to the top with its new time and title; returns the new list.
 * A visit without a title, or to a form or session screen, is ignored.
 */
export function recordVisit(
  userId: string,
  visit: RecentPage,
  storage: Storage | null = defaultStorage(),
): RecentPage[] {
  const current = readRecentPages(userId, storage);
  const title = visit.title.trim();
  if (!userId || !title || !isRecordablePath(visit.path)) return current;
  const next = [
    { path: visit.path, title, visitedAt: visit.visitedAt },
    ...current.filter((page) => page.path !== visit.path),
  ].slice(0, RECENT_PAGES_LIMIT);
  try {
    storage?.setItem(recentPagesKey(userId), JSON.stringify(next));
  } catch {
    // A full or disabled storage only costs the recent list.
  }
  return next;
}
