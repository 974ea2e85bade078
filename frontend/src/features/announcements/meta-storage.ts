/**
 * SPEC §9 "Announcements ETag: kept in local storage". One entry per user (reception computers are
 * shared; logout removes them all, see SESSION_LOCAL_KEY_PREFIXES) holding the ETag of the last
 * 200 answer of GET /api/announcements/unread/meta, the unread count it carried (a 304 keeps the
 * badge without a body) and the app version it was read for.
 */
import { readJsonStorage, STORAGE_KEYS, writeStorage } from '@/shared/storage-keys';

export interface StoredAnnouncementsMeta {
  etag: string;
  unreadCount: number;
  appVersion: string;
}

export function announcementsMetaKey(userId: string): string {
  return `${STORAGE_KEYS.announcementsEtag}:${userId}`;
}

/** The stored meta of `userId`, if it is well formed and was read for `appVersion`. */
export function readAnnouncementsMeta(
  userId: string,
  appVersion: string,
): StoredAnnouncementsMeta | null {
  const stored = readJsonStorage<Partial<StoredAnnouncementsMeta>>(announcementsMetaKey(userId));
  if (
    !stored ||
    typeof stored.etag !== 'string' ||
    stored.etag === '' ||
    typeof stored.unreadCount !== 'number' ||
    !Number.isFinite(stored.unreadCount) ||
    stored.unreadCount < 0 ||
    stored.appVersion !== appVersion
  ) {
    return null;
  }
  return { etag: stored.etag, unreadCount: stored.unreadCount, appVersion };
}

export function writeAnnouncementsMeta(userId: string, meta: StoredAnnouncementsMeta): void {
  writeStorage(announcementsMetaKey(userId), JSON.stringify(meta));
}
