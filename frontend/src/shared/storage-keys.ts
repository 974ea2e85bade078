/** Every key the SPA keeps in the browser's storage, in one place (SPEC §9 "Local storage keys"). */
export const STORAGE_KEYS = {
  /** localStorage: the short-lived JWT access token (sent as `Authorization: Bearer`). */
  accessToken: 'accessToken',
  /** localStorage: `{ user, isAuthenticated }` of the session (auth slice). */
  authStorage: 'auth-storage',
  /** localStorage: 'true' | 'false', whether the sidebar is collapsed. */
  sidebarCollapsed: 'sidebar-collapsed',
  /** localStorage: 'light' | 'dark'; absent means "follow the system". */
  theme: 'px_theme',
  /** localStorage: 'es' | 'en'. */
  locale: 'px_locale',
  /**
   * localStorage prefix: `px_announcements_etag:<userId>` holds, per user, the last ETag of
   * GET /api/announcements/unread/meta with its unread count and app version (JSON).
   */
  announcementsEtag: 'px_announcements_etag',
  /** sessionStorage: set once the app reloaded itself after a stale chunk, to avoid reload loops. */
  staleChunkReload: 'px_stale_chunk_reload',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Keys cleared on logout (SPEC §4: "Logout clears all stored tokens, session keys and the user"). */
export const SESSION_LOCAL_KEYS: readonly StorageKey[] = [
  STORAGE_KEYS.accessToken,
  STORAGE_KEYS.authStorage,
  STORAGE_KEYS.announcementsEtag,
];

/** Per-user localStorage keys (`<prefix>:<userId>`) cleared on logout as well. */
export const SESSION_LOCAL_KEY_PREFIXES: readonly string[] = [`${STORAGE_KEYS.announcementsEtag}:`];

type Area = 'local' | 'session';

function area(which: Area): Storage | null {
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    // Storage can throw (privacy modes, sandboxed iframes): the app keeps working without it.
    return null;
  }
}

export function readStorage(key: string, which: Area = 'local'): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string, which: Area = 'local'): void {
  try {
    area(which)?.setItem(key, value);
  } catch {
    // Quota exceeded or storage disabled: preferences simply are not remembered.
  }
}

export function removeStorage(key: string, which: Area = 'local'): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // Nothing to do.
  }
}

/** Removes every key starting with `prefix` (per-user entries). */
export function removeStorageWithPrefix(prefix: string, which: Area = 'local'): void {
  const storage = area(which);
  if (!storage) return;
  try {
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index++) {
      const key = storage.key(index);
      if (key?.startsWith(prefix)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Nothing to do.
  }
}

export function readJsonStorage<T>(key: string, which: Area = 'local'): T | null {
  const raw = readStorage(key, which);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

/**
 * sessionStorage keys that belong to the browser tab, not to the user's session, and so survive a
 * logout: the stale-chunk reload guard must outlive the logout that runs at every start-up without a
 * token, or a stale login chunk would reload the page forever.
 */
export const TAB_SESSION_KEYS: readonly StorageKey[] = [STORAGE_KEYS.staleChunkReload];

/** Clears sessionStorage (logout), keeping the tab-level keys of TAB_SESSION_KEYS. */
export function clearSessionStorage(): void {
  const storage = area('session');
  if (!storage) return;
  try {
    const kept = TAB_SESSION_KEYS.map((key) => [key, storage.getItem(key)] as const);
    storage.clear();
    for (const [key, value] of kept) if (value !== null) storage.setItem(key, value);
  } catch {
    // Nothing to do.
  }
}
