import { afterEach, describe, expect, it } from 'vitest';
import { createAppStore } from '@/app/store';
import { logout } from '@/app/store/auth-slice';
import {
  announcementsMetaKey,
  readAnnouncementsMeta,
  writeAnnouncementsMeta,
} from './meta-storage';

afterEach(() => localStorage.clear());

describe('announcements ETag storage (SPEC §9)', () => {
  it('keeps one entry per user with the ETag, the count and the app version', () => {
    writeAnnouncementsMeta('u-1', { etag: 'W/"a"', unreadCount: 2, appVersion: '1.0.0' });
    writeAnnouncementsMeta('u-2', { etag: 'W/"b"', unreadCount: 0, appVersion: '1.0.0' });
    expect(announcementsMetaKey('u-1')).toBe('px_announcements_etag:u-1');
    expect(readAnnouncementsMeta('u-1', '1.0.0')).toEqual({
      etag: 'W/"a"',
      unreadCount: 2,
      appVersion: '1.0.0',
    });
    expect(readAnnouncementsMeta('u-2', '1.0.0')?.etag).toBe('W/"b"');
    expect(readAnnouncementsMeta('u-3', '1.0.0')).toBeNull();
  });

  it('forgets an entry of another app version or a malformed one', () => {
    writeAnnouncementsMeta('u-1', { etag: 'W/"a"', unreadCount: 2, appVersion: '1.0.0' });
    expect(readAnnouncementsMeta('u-1', '1.1.0')).toBeNull();
    localStorage.setItem(announcementsMetaKey('u-1'), '{"etag":"","unreadCount":1}');
    expect(readAnnouncementsMeta('u-1', '1.0.0')).toBeNull();
    localStorage.setItem(announcementsMetaKey('u-1'), 'not json');
    expect(readAnnouncementsMeta('u-1', '1.0.0')).toBeNull();
  });

  it('is cleared for every user on logout', () => {
    writeAnnouncementsMeta('u-1', { etag: 'W/"a"', unreadCount: 2, appVersion: '1.0.0' });
    writeAnnouncementsMeta('u-2', { etag: 'W/"b"', unreadCount: 1, appVersion: '1.0.0' });
    localStorage.setItem('px_theme', 'dark');
    createAppStore().dispatch(logout());
    expect(localStorage.getItem(announcementsMetaKey('u-1'))).toBeNull();
    expect(localStorage.getItem(announcementsMetaKey('u-2'))).toBeNull();
    expect(localStorage.getItem('px_theme')).toBe('dark');
  });
});
