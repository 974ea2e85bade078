/**
 * "Páginas recientes" of the palette: the pages this user really visited, newest first, kept in
 * localStorage per user (a shared reception computer has several users).
 */
export interface RecentPage {
  path: string;
  title: string;
  /** Epoch milliseconds of the last visit. */
  visitedAt: number;
}

export const RECENT_PAGES_LIMIT = 6;
const KEY_PREFIX = 'px_recent_pages:';

/** Paths that are not worth going back to from the palette. */
const SKIPPED = [/^\/login/, /^\/register/, /^\/change-password/, /\/new$/, /\/edit$/];

export function recentPagesKey(userId: string): string {
  return `${KEY_PREFIX}${userId}`;
}

export function readRecentPages(userId: string, storage: Storage = localStorage): RecentPage[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(recentPagesKey(userId)) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (item): item is RecentPage =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as RecentPage).path === 'string' &&
        typeof (item as RecentPage).title === 'string' &&
        typeof (item as RecentPage).visitedAt === 'number',
    );
  } catch {
    return [];
  }
}

/** Adds (or moves to the top) a visit; returns the new list. Untitled or skipped paths are ignored. */
export function recordVisit(
  userId: string,
  visit: RecentPage,
  storage: Storage = localStorage,
): RecentPage[] {
  const current = readRecentPages(userId, storage);
  if (!visit.title.trim() || SKIPPED.some((pattern) => pattern.test(visit.path))) return current;
  const next = [visit, ...current.filter((page) => page.path !== visit.path)].slice(
    0,
    RECENT_PAGES_LIMIT,
  );
  try {
    storage.setItem(recentPagesKey(userId), JSON.stringify(next));
  } catch {
    // A full or disabled storage only costs the recent list.
  }
  return next;
}
