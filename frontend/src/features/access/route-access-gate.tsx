import { Outlet, useLocation } from 'react-router-dom';
import { useAppSelector } from '@/app/store/hooks';
import { AccessDeniedScreen } from './access-denied-screen';
import { CheckingPermissions } from './access-status';
import { useSidebarQuery } from './api';
import { usePermissions } from './permissions-context';
import { canAccessRoute, isAlwaysAccessible } from './route-access';
import { useRoleLabel } from './route-guard';

/**
 * The per-path guard around every protected page (SPEC §5): always-accessible pages, the server's
 * sidebar list, parent list pages of detail paths and the admin area. When the sidebar call fails
 * the list counts as empty, so only the always-accessible pages stay reachable.
 */
export function RouteAccessGate() {
  const location = useLocation();
  const user = useAppSelector((state) => state.auth.user);
  const { roleNames, isAdmin, isLoading: permissionsLoading } = usePermissions();
  const roleLabel = useRoleLabel();
  const sidebar = useSidebarQuery(user?.id);
  const path = location.pathname;

  if (isAdmin || isAlwaysAccessible(path)) return <Outlet />;
  if (sidebar.isPending || permissionsLoading) return <CheckingPermissions />;

  const allowed = canAccessRoute({
    path,
    roleNames,
    sidebarPaths: sidebar.isError ? null : sidebar.data.map((entry) => entry.path),
  });
  if (allowed) return <Outlet />;
  return <AccessDeniedScreen route={path} role={roleLabel} />;
}
