import type { UserPermissionsPayload } from '@px/contracts';
import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react';
import { useAppSelector } from '@/app/store/hooks';
import { useUserPermissionsQuery } from './api';
import {
  checkAllPermissions,
  checkAnyPermission,
  checkModuleAccess,
  checkPermission,
  hasAdminRole,
  hasSuperAdminRole,
  type PermissionRequirement,
  subjectFromPayload,
} from './permission-logic';

export interface PermissionsContextValue {
  /** The payload of GET /api/permissions-dynamic/user/permissions, once loaded. */
  permissions: UserPermissionsPayload | null;
  /** Every role name of the user (permissions payload + session user). */
  roleNames: string[];
  effectivePermissions: string[];
  isLoading: boolean;
  error: unknown;
  hasPermission: (permission: string) => boolean;
  hasAnyPermission: (items: readonly PermissionRequirement[]) => boolean;
  hasAllPermissions: (items: readonly PermissionRequirement[]) => boolean;
  hasModuleAccess: (module: string) => boolean;
  /** One of administrador, admin, superadmin, super_admin (never decided by e-mail). */
  isAdmin: boolean;
  isSuperAdmin: boolean;
  /** Re-fetches the user's permissions (SPEC §4 "A refresh action re-fetches them"). */
  refresh: () => Promise<void>;
}

const PermissionsContext = createContext<PermissionsContextValue | null>(null);

/** Loads the current user's permissions (SPEC §6) for everything under it. */
export function PermissionsProvider({ children }: { children: ReactNode }) {
  const user = useAppSelector((state) => state.auth.user);
  const query = useUserPermissionsQuery(user?.id);
  const { refetch } = query;

  const sessionRoleNames = useMemo(
    () =>
      [user?.role?.name, ...(user?.roles ?? []).map((role) => role.name)].filter(
        (name): name is string => typeof name === 'string' && name !== '',
      ),
    [user],
  );

  const refresh = useCallback(async () => {
    await refetch();
  }, [refetch]);

  const value = useMemo<PermissionsContextValue>(() => {
    const subject = subjectFromPayload(query.data, sessionRoleNames);
    const roleNames = [...new Set(subject.roleNames)];
    return {
      permissions: query.data ?? null,
      roleNames,
      effectivePermissions: [...subject.effectivePermissions],
      isLoading: query.isPending && Boolean(user?.id),
      error: query.error,
      hasPermission: (permission) => checkPermission(subject, permission),
      hasAnyPermission: (items) => checkAnyPermission(subject, items),
      hasAllPermissions: (items) => checkAllPermissions(subject, items),
      hasModuleAccess: (module) => checkModuleAccess(subject, module),
      isAdmin: hasAdminRole(roleNames),
      isSuperAdmin: hasSuperAdminRole(roleNames),
      refresh,
    };
  }, [query.data, query.error, query.isPending, sessionRoleNames, user?.id, refresh]);

  return <PermissionsContext.Provider value={value}>{children}</PermissionsContext.Provider>;
}

/** The permissions of the current user. Only inside <PermissionsProvider>. */
export function usePermissions(): PermissionsContextValue {
  const value = useContext(PermissionsContext);
  if (!value) {
    throw new Error(
      'usePermissions debe usarse dentro de <PermissionsProvider> (usePermissions must be used within a PermissionsProvider)',
    );
  }
  return value;
}
