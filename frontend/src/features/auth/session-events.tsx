import { useQueryClient } from '@tanstack/react-query';

import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector, useAppStore } from '@/app/store/hooks';
import { logout, sessionStarted, userRefreshed } from '@/app/store/auth-slice';
import { getAccessToken, isApiError } from '@/shared/api';
import { appEvents } from '@/shared/events';
import { useFeedback } from '@/shared/feedback';
import { logger } from '@/shared/logger';
import { authKeys, CURRENT_USER_STALE_TIME, fetchCurrentUser, isLoggingOut } from './api';

const EXPIRED_TOAST_KEY = 'session-expired';

/** The "Tu sesión ha expirado, vuelve a iniciar sesión" toast (one at a time). */
export function useSessionExpiredToast(): () => void {
  const { notification } = useFeedback();
  const intl = useIntl();
  return () =>
    notification.warning({
      key: EXPIRED_TOAST_KEY,
      title: intl.formatMessage({ id: 'auth.sessionExpired' }),
      placement: 'topRight',
    });
}

/**
 * SPEC §4 start-up: the app starts `loading`; with a stored token it checks GET /api/auth/me (5 s
 * time-out) and ends authenticated, or logs out with the expiry toast; without a token it ends
 * unauthenticated. It also turns the API client's 'session-expired' event into a logout, with the
 * toast only when the user had a token. Rendered once, at the root of the router.
 */
export function AuthBootstrap() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const queryClient = useQueryClient();
  const showExpired = useSessionExpiredToast();

  useEffect(() => {
    if (store.getState().auth.status !== 'loading') return;
    if (getAccessToken() === null) {
      dispatch(logout());
      return;
    }
    let cancelled = false;
    queryClient
      .fetchQuery({
        queryKey: authKeys.me,
        queryFn: ({ signal }) => fetchCurrentUser(signal),
        staleTime: CURRENT_USER_STALE_TIME,
        retry: false,
      })
      .then((user) => {
        if (!cancelled) dispatch(sessionStarted(user));
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        logger.warn('Session check failed at start-up', { error: String(error) });
        dispatch(logout());
        queryClient.clear();
        showExpired();
      });
    return () => {
      cancelled = true;
    };
    // Runs once per app start; the toast helper changes with the language only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(
    () =>
      appEvents.on('session-expired', ({ hadToken, path }) => {
        if (isLoggingOut()) return;
        const wasSignedIn = store.getState().auth.status !== 'unauthenticated';
        logger.warn('Session expired: the token could not be refreshed', { path });
        dispatch(logout());
        queryClient.clear();
        if (hadToken && wasSignedIn) showExpired();
      }),
    [dispatch, queryClient, showExpired, store],
  );

  return null;
}

/**
 * SPEC §4 "Each protected screen checks the current user when mounted": whenever the address
 * changes, GET /api/auth/me runs again if the last answer is older than CURRENT_USER_STALE_TIME.
 * An authentication failure (401 after the one refresh) logs out, and the guard redirects to
 * /login. Other failures (network, 5xx) keep the session: a reception screen stays open all day
 * and should not lose its session on a server blip.
 */
export function useCurrentUserCheck(): void {
  const location = useLocation();
  const dispatch = useAppDispatch();
  const queryClient = useQueryClient();
  const status = useAppSelector((state) => state.auth.status);

  useEffect(() => {
    if (status !== 'authenticated') return;
    let cancelled = false;
    queryClient
      .fetchQuery({
        queryKey: authKeys.me,
        queryFn: ({ signal }) => fetchCurrentUser(signal),
        staleTime: CURRENT_USER_STALE_TIME,
        retry: false,
      })
      .then((user) => {
        if (!cancelled) dispatch(userRefreshed(user));
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        if (isApiError(error) && (error.statusCode === 401 || error.statusCode === 403)) {
          dispatch(logout());
          queryClient.clear();
          return;
        }
        logger.warn('Current-user check failed; keeping the session', { error: String(error) });
      });
    return () => {
      cancelled = true;
    };
  }, [location.pathname, status, dispatch, queryClient]);
}
