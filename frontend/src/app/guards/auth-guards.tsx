import { Flex, Spin } from 'antd';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, Outlet, type Location, useLocation } from 'react-router-dom';
import { useCurrentUserCheck } from '@/features/auth/session-events';
import { getAccessToken } from '@/shared/api';
import { BrandLogo, PlainText } from '@/shared/ui';
import { logout } from '../store/auth-slice';
import { useAppDispatch, useAppSelector } from '../store/hooks';

export const CHANGE_PASSWORD_PATH = '/change-password';

/** Full-screen "Verificando autenticación..." while the session is being checked (SPEC §2). */
export function AuthLoadingScreen() {
  const intl = useIntl();
  return (
    <Flex
      vertical
      align="center"
      justify="center"
      gap="large"
      style={{ minHeight: '100vh', padding: 24 }}
      role="status"
      aria-live="polite"
      data-testid="auth-loading"
    >
      <BrandLogo />
      <Spin size="large" />
      <PlainText tone="secondary">{intl.formatMessage({ id: 'auth.verifying' })}</PlainText>
    </Flex>
  );
}

/** Where the user was going: kept in the navigation state of the redirect to /login. */
export interface LoginRedirectState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

/** The page to return to after login: a same-app path, never /login itself or another site. */
export function returnPathFrom(state: unknown): string {
  const from = (state as LoginRedirectState | null)?.from;
  if (!from || typeof from.pathname !== 'string') return '/dashboard';
  const path = `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
  if (!path.startsWith('/') || path.startsWith('//')) return '/dashboard';
  if (/^\/(login|register)(\/|$|\?)/.test(path) || path === '/') return '/dashboard';
  return path;
}

/**
 * SPEC §2 public routes: an authenticated user goes to /dashboard, or to the page a login redirect
 * is carrying. The login form starts the session and then navigates to that page itself; this
 * guard re-renders for the new session in between, so both must agree on the target (otherwise
 * the guard's /dashboard could win over the return path).
 */
export function PublicOnlyRoute() {
  const location = useLocation();
  const status = useAppSelector((state) => state.auth.status);
  if (status === 'loading') return <AuthLoadingScreen />;
  if (status === 'authenticated') return <Navigate to={returnPathFrom(location.state)} replace />;
  return <Outlet />;
}

/** "/" and unknown paths: /dashboard when authenticated, otherwise /login (SPEC §2). */
export function HomeRedirect() {
  const status = useAppSelector((state) => state.auth.status);
  if (status === 'loading') return <AuthLoadingScreen />;
  return <Navigate to={status === 'authenticated' ? '/dashboard' : '/login'} replace />;
}

/**
 * Protected screens (SPEC §4): without a stored token or a session they log out and go to /login,
 * carrying the page the user came from; each screen re-checks the current user; a user who must
 * change a temporary password goes to the change-password screen before anything else.
 */
export function RequireAuth() {
  const location = useLocation();
  const dispatch = useAppDispatch();
  const { status, user } = useAppSelector((state) => state.auth);
  const hasToken = getAccessToken() !== null;
  const signedIn = status === 'authenticated' && user !== null && hasToken;
  useCurrentUserCheck();

  useEffect(() => {
    if (status === 'authenticated' && !hasToken) dispatch(logout());
  }, [status, hasToken, dispatch]);

  if (status === 'loading') return <AuthLoadingScreen />;
  if (!signedIn) {
    return (
      <Navigate
        to="/login"
        replace
        state={{
          from: { pathname: location.pathname, search: location.search, hash: location.hash },
        }}
      />
    );
  }
  const onChangePassword = location.pathname === CHANGE_PASSWORD_PATH;
  if (user.must_change_password && !onChangePassword) {
    return <Navigate to={CHANGE_PASSWORD_PATH} replace />;
  }
  if (!user.must_change_password && onChangePassword) {
    return <Navigate to="/dashboard" replace />;
  }
  return <Outlet />;
}
