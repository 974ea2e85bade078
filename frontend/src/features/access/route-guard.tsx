import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAppSelector } from '@/app/store/hooks';
import { PageLoader } from '@/shared/ui';
import { useIntl } from 'react-intl';
import { AccessDeniedScreen } from './access-denied-screen';
import { CheckingPermissions, PermissionCheckError } from './access-status';
import { usePageAccess, usePermissionCheck } from './api';
import { usePermissions } from './permissions-context';
import { DEFAULT_FALLBACK_PATH } from './route-access';

export interface RouteGuardProps {
  children: ReactNode;
  /** Roles that may enter (compared trimmed and lower-cased). */
  allowedRoles?: readonly string[];
  /** A permission module the user must hold `action` on (GET /api/permissions-dynamic/user/check). */
  module?: string;
  action?: string;
  /** A page the user must be allowed to open (GET /api/permissions/user/page/{path}). */
  pagePath?: string;
  fallbackPath?: string;
}

const normalise = (name: string | null | undefined) => (name ?? '').trim().toLowerCase();

/** The user's role as shown on the denied screen: display name of the main role. */
export function useRoleLabel(): string | null {
  const user = useAppSelector((state) => state.auth.user);
  return user?.role?.display_name || user?.role?.name || null;
}

/**
 * SPEC §6 route guard. Checks, in order: 1. not logged in → /login; 2. role in `allowedRoles` →
 * granted; 3. role not in the list → "Acceso Denegado" with role and route; 4. missing module
 * permission → fallback; 5. page access denied → fallback. A failed check grants nothing.
 */
export function RouteGuard({
  children,
  allowedRoles,
  module,
  action = 'access',
  pagePath,
  fallbackPath = DEFAULT_FALLBACK_PATH,
}: RouteGuardProps) {
  const intl = useIntl();
  const location = useLocation();
  const auth = useAppSelector((state) => state.auth);
  const { roleNames, isLoading: permissionsLoading } = usePermissions();
  const roleLabel = useRoleLabel();
  const userId = auth.user?.id;
  const needsModule = Boolean(module) && !allowedRoles;
  const needsPage = Boolean(pagePath) && !allowedRoles;
  const moduleCheck = usePermissionCheck(needsModule ? userId : undefined, module, action);
  const pageCheck = usePageAccess(needsPage ? userId : undefined, pagePath);

  // 1. Not logged in.
  if (auth.status === 'loading') {
    return <PageLoader label={intl.formatMessage({ id: 'common.loading' })} />;
  }
  if (!auth.isAuthenticated || !auth.user) {
    return <Navigate to="/login" replace state={{ from: location }} />;
  }

  // 2–3. Allowed roles.
  if (allowedRoles) {
    const allowed = allowedRoles.map(normalise);
    if (roleNames.some((name) => allowed.includes(normalise(name)))) return <>{children}</>;
    if (permissionsLoading) return <CheckingPermissions />;
    return <AccessDeniedScreen route={location.pathname} role={roleLabel} />;
  }

  // 4. Module permission.
  if (needsModule) {
    if (moduleCheck.isPending) return <CheckingPermissions />;
    if (moduleCheck.isError)
      return <PermissionCheckError onRetry={() => void moduleCheck.refetch()} />;
    if (!moduleCheck.data) return <Navigate to={fallbackPath} replace />;
  }

  // 5. Page access.
  if (needsPage) {
    if (pageCheck.isPending) return <CheckingPermissions />;
    if (pageCheck.isError) return <PermissionCheckError onRetry={() => void pageCheck.refetch()} />;
    if (!pageCheck.data) return <Navigate to={fallbackPath} replace />;
  }

  return <>{children}</>;
}
