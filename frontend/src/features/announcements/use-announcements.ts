import type { Announcement, AnnouncementAction } from '@px/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/store/hooks';
import { logout } from '@/app/store/auth-slice';
import { useSessionExpiredToast } from '@/features/auth/session-events';
import { getAccessToken, isApiError } from '@/shared/api';
import { logger } from '@/shared/logger';
import { ANNOUNCEMENTS_REFRESH_INTERVAL, APP_VERSION } from '@/shared/query-config';
import { useRealtimeEvent } from '@/shared/realtime';
import {
  announcementKeys,
  checkAnnouncementsMeta,
  fetchUnreadAnnouncements,
  markAnnouncement,
} from './api';
import { readAnnouncementsMeta, writeAnnouncementsMeta } from './meta-storage';

interface MetaState {
  etag: string | null;
  unreadCount: number;
}

export interface AnnouncementsFeed {
  unreadCount: number;
  announcements: Announcement[];
  loading: boolean;
  /** "Entendido" / "No volver a mostrar": resolves once the server agreed (then it is gone). */
  mark: (id: string, action: AnnouncementAction) => Promise<void>;
  check: () => Promise<void>;
}

/**
 * "Novedades" for the signed-in user (SPEC §2 announcements modal, §9 announcements check): the
 * unread meta is checked on load, on window focus or the tab becoming visible, every 3 minutes
 * and on every announcement.published push, sending the stored ETag (a 304 changes nothing). The
 * list is fetched while the count is above 0, again whenever the ETag changes. A 401, or no token
 * at all, ends the session with SPEC's toast and /login; other failures are ignored.
 */
export function useAnnouncements(): AnnouncementsFeed {
  const userId = useAppSelector((state) => state.auth.user?.id ?? null);
  const queryClient = useQueryClient();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const showExpired = useSessionExpiredToast();
  const [meta, setMeta] = useState<MetaState>(() => storedMeta(userId));
  const metaRef = useRef(meta);
  const inFlight = useRef<Promise<void> | null>(null);
  const checkAgain = useRef(false);
  const expiredRef = useRef<() => void>(() => undefined);

  expiredRef.current = () => {
    showExpired();
    dispatch(logout());
    navigate('/login', { replace: true });
  };

  // A different user on the same tab starts from their own stored meta.
  useEffect(() => {
    const next = storedMeta(userId);
    metaRef.current = next;
    setMeta(next);
  }, [userId]);

  const check = useCallback((): Promise<void> => {
    if (!userId) return Promise.resolve();
    // A push arriving while a check is in flight may describe a change that check's answer
    // predates: the running check goes round once more instead of dropping it.
    if (inFlight.current) {
      checkAgain.current = true;
      return inFlight.current;
    }
    const checkOnce = async (): Promise<'continue' | 'stop'> => {
      if (!getAccessToken()) {
        expiredRef.current();
        return 'stop';
      }
      try {
        const result = await checkAnnouncementsMeta(metaRef.current.etag);
        if (!result.changed) return 'continue';
        const next = { etag: result.etag, unreadCount: result.unreadCount };
        metaRef.current = next;
        setMeta(next);
        if (result.etag) {
          writeAnnouncementsMeta(userId, {
            etag: result.etag,
            unreadCount: result.unreadCount,
            appVersion: APP_VERSION,
          });
        }
        return 'continue';
      } catch (error) {
        if (isApiError(error) && error.statusCode === 401) {
          expiredRef.current();
          return 'stop';
        }
        // SPEC §8: other non-OK announcement answers are ignored (the next check tries again).
        logger.warn('Announcements check failed', { error: String(error) });
        return 'continue';
      }
    };
    const run = async () => {
      do {
        checkAgain.current = false;
        if ((await checkOnce()) === 'stop') return;
      } while (checkAgain.current);
    };
    inFlight.current = run().finally(() => {
      inFlight.current = null;
      checkAgain.current = false;
    });
    return inFlight.current;
  }, [userId]);

  // On load, on focus or visibility, and every 3 minutes (SPEC §9).
  useEffect(() => {
    if (!userId) return undefined;
    void check();
    const onFocus = () => void check();
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void check();
    };
    const timer = window.setInterval(() => void check(), ANNOUNCEMENTS_REFRESH_INTERVAL);
    window.addEventListener('focus', onFocus);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', onFocus);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [userId, check]);

  // A publication (or a missed one, after a reconnection) is checked at once.
  useRealtimeEvent(
    'announcement.published',
    () => void check(),
    () => void check(),
    Boolean(userId),
  );

  const list = useQuery({
    queryKey: announcementKeys.unread(userId ?? '', meta.etag),
    queryFn: ({ signal }) => fetchUnreadAnnouncements(signal),
    enabled: Boolean(userId) && meta.unreadCount > 0,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    retry: (failures, error) => !(isApiError(error) && error.statusCode === 401) && failures < 1,
  });

  useEffect(() => {
    if (list.error && isApiError(list.error) && list.error.statusCode === 401) {
      expiredRef.current();
    }
  }, [list.error]);

  const mark = useCallback(
    async (id: string, action: AnnouncementAction) => {
      await markAnnouncement(id, action);
      // SPEC §4: dismissed locally only after the call succeeded.
      queryClient.setQueriesData<Announcement[]>(
        { queryKey: announcementKeys.unreadOf(userId ?? '') },
        (current) => current?.filter((item) => item.id !== id),
      );
      const next = {
        ...metaRef.current,
        unreadCount: Math.max(0, metaRef.current.unreadCount - 1),
      };
      metaRef.current = next;
      setMeta(next);
      void check();
    },
    [check, queryClient, userId],
  );

  const announcements = meta.unreadCount > 0 ? (list.data ?? []) : [];
  return {
    unreadCount: meta.unreadCount,
    announcements,
    loading: meta.unreadCount > 0 && list.isPending,
    mark,
    check,
  };
}

function storedMeta(userId: string | null): MetaState {
  const stored = userId ? readAnnouncementsMeta(userId, APP_VERSION) : null;
  return stored
    ? { etag: stored.etag, unreadCount: stored.unreadCount }
    : { etag: null, unreadCount: 0 };
}
