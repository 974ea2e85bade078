import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ModuleInfo,
  NavigationPage,
  PageAccessResult,
  Paginated,
  PermissionCheckResult,
  PermissionInfo,
  RoleInfo,
  RoleRef,
  UserPermissionsPayload,
} from '@px/contracts';
import { apiRequest, isApiError } from '@/shared/api';
import {
  MODULES_STALE_TIME,
  PAGE_ACCESS_STALE_TIME,
  ROLES_PERMISSIONS_RETRIES,
  ROLES_PERMISSIONS_STALE_TIME,
  SIDEBAR_GC_TIME,
  SIDEBAR_STALE_TIME,
  USER_PERMISSIONS_GC_TIME,
  USER_PERMISSIONS_RETRIES,
  USER_PERMISSIONS_STALE_TIME,
} from '@/shared/query-config';

/**
 * React Query hooks of the access domain (SPEC §4 "Permission caching", §7 "Permissions", §9).
 * Every user-scoped key carries the user id, and the whole cache is cleared on logout.
 */
export const accessKeys = {
  all: ['access'] as const,
  user: (userId: string | undefined) => ['access', 'user', userId ?? 'anonymous'] as const,
  userPermissions: (userId: string | undefined) =>
    [...accessKeys.user(userId), 'permissions'] as const,
  sidebar: (userId: string | undefined) => [...accessKeys.user(userId), 'sidebar'] as const,
  permissionCheck: (userId: string | undefined, module: string, action: string) =>
    [...accessKeys.user(userId), 'check', module, action] as const,
  pageAccess: (userId: string | undefined, path: string) =>
    [...accessKeys.user(userId), 'page', path] as const,
  roles: ['access', 'roles'] as const,
  permissions: ['access', 'permissions'] as const,
  modules: ['access', 'modules'] as const,
  rolePermissions: (role: string) => ['access', 'roles', role, 'permissions'] as const,
};

/** Errors after which a permission query is not retried (SPEC §8). */
export function isNoRetryPermissionError(error: unknown): boolean {
  if (isApiError(error)) {
    if (error.isNetworkError && error.error === 'NETWORK_ERROR') return true;
    if (error.statusCode === 401 || error.statusCode === 403) return true;
  }
  const message = error instanceof Error ? error.message : String(error ?? '');
  return /cannot connect|no se pudo conectar|authentication required/i.test(message);
}

/**
 * SPEC §8: permission queries never retry on "cannot connect" or "Authentication required" errors,
 * and otherwise retry fewer than `maxRetries` times.
 */
export function permissionRetry(maxRetries: number) {
  return (failureCount: number, error: unknown): boolean =>
    !isNoRetryPermissionError(error) && failureCount < maxRetries;
}

/** A list answered either as `data` or as `data.data` (SPEC §7). */
export function unwrapList<T>(value: unknown): T[] {
  if (Array.isArray(value)) return value as T[];
  if (value && typeof value === 'object' && Array.isArray((value as { data?: unknown }).data)) {
    return (value as { data: T[] }).data;
  }
  return [];
}

export async function fetchUserPermissions(signal?: AbortSignal): Promise<UserPermissionsPayload> {
  const body = await apiRequest<unknown>('/api/permissions-dynamic/user/permissions', { signal });
  const payload =
    body && typeof body === 'object' && 'data' in body && !('roles' in body)
      ? (body as { data: UserPermissionsPayload }).data
      : (body as UserPermissionsPayload);
  return {
    roles: payload?.roles ?? [],
    effectivePermissions: payload?.effectivePermissions ?? [],
    permissions: payload?.permissions ?? [],
    isAdmin: Boolean(payload?.isAdmin),
    isSuperAdmin: Boolean(payload?.isSuperAdmin),
  };
}

/** The current user's roles and permissions: fresh 5 min, cached 10 min, 2 retries (SPEC §9). */
export function useUserPermissionsQuery(userId: string | undefined) {
  return useQuery({
    queryKey: accessKeys.userPermissions(userId),
    queryFn: ({ signal }) => fetchUserPermissions(signal),
    enabled: Boolean(userId),
    staleTime: USER_PERMISSIONS_STALE_TIME,
    gcTime: USER_PERMISSIONS_GC_TIME,
    retry: permissionRetry(USER_PERMISSIONS_RETRIES),
  });
}

/** The pages the user may open (SPEC §5 sidebar list): fresh 5 min, cached 10 min. */
export function useSidebarQuery(userId: string | undefined) {
  return useQuery({
    queryKey: accessKeys.sidebar(userId),
    queryFn: async ({ signal }) =>
      unwrapList<NavigationPage>(
        await apiRequest<unknown>('/api/permissions-dynamic/user/sidebar', { signal }),
      ),
    enabled: Boolean(userId),
    staleTime: SIDEBAR_STALE_TIME,
    gcTime: SIDEBAR_GC_TIME,
    retry: permissionRetry(USER_PERMISSIONS_RETRIES),
  });
}

/** GET /api/permissions-dynamic/user/check; a failed check means "no permission" (SPEC §7). */
export function usePermissionCheck(
  userId: string | undefined,
  module: string | undefined,
  action = 'access',
) {
  return useQuery({
    queryKey: accessKeys.permissionCheck(userId, module ?? '', action),
    queryFn: async ({ signal }) => {
      const data = await apiRequest<Partial<PermissionCheckResult>>(
        '/api/permissions-dynamic/user/check',
        { query: { module, action }, signal },
      );
      return Boolean(data?.hasPermission);
    },
    enabled: Boolean(userId && module),
    staleTime: USER_PERMISSIONS_STALE_TIME,
    retry: permissionRetry(USER_PERMISSIONS_RETRIES),
  });
}

/** GET /api/permissions/user/page/{encodedPath}, fresh 5 min; a failure means "no access". */
export function usePageAccess(userId: string | undefined, path: string | undefined) {
  return useQuery({
    queryKey: accessKeys.pageAccess(userId, path ?? ''),
    queryFn: async ({ signal }) => {
      const data = await apiRequest<Partial<PageAccessResult>>(
        `/api/permissions/user/page/${encodeURIComponent(path ?? '')}`,
        { signal },
      );
      return Boolean(data?.canAccess);
    },
    enabled: Boolean(userId && path),
    staleTime: PAGE_ACCESS_STALE_TIME,
    retry: permissionRetry(USER_PERMISSIONS_RETRIES),
  });
}

/** Roles, highest priority first (SPEC §6), fresh 10 min, 2 retries. */
export function useRolesQuery(enabled = true) {
  return useQuery({
    queryKey: accessKeys.roles,
    queryFn: async ({ signal }) =>
      unwrapList<RoleInfo>(await apiRequest<unknown>('/api/permissions-dynamic/roles', { signal }))
        .slice()
        .sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0)),
    enabled,
    staleTime: ROLES_PERMISSIONS_STALE_TIME,
    retry: permissionRetry(ROLES_PERMISSIONS_RETRIES),
  });
}

/** SPEC §3: a permission is shown as "module display name - permission display name". */
export function permissionLabel(permission: Pick<PermissionInfo, 'display_name' | 'module'>) {
  return permission.module?.display_name
    ? `${permission.module.display_name} - ${permission.display_name}`
    : permission.display_name;
}

export function usePermissionsListQuery(enabled = true) {
  return useQuery({
    queryKey: accessKeys.permissions,
    queryFn: async ({ signal }) =>
      unwrapList<PermissionInfo>(
        await apiRequest<unknown>('/api/permissions-dynamic/permissions', { signal }),
      ),
    enabled,
    staleTime: ROLES_PERMISSIONS_STALE_TIME,
    retry: permissionRetry(ROLES_PERMISSIONS_RETRIES),
  });
}

export function useModulesQuery(enabled = true) {
  return useQuery({
    queryKey: accessKeys.modules,
    queryFn: async ({ signal }) =>
      unwrapList<ModuleInfo>(
        await apiRequest<Paginated<ModuleInfo> | ModuleInfo[]>('/api/permissions-dynamic/modules', {
          signal,
        }),
      ),
    enabled,
    staleTime: MODULES_STALE_TIME,
    retry: permissionRetry(ROLES_PERMISSIONS_RETRIES),
  });
}

/**
 * SPEC §4: after any role assignment, removal or replacement the cached user permissions are
 * invalidated (and with them what depends on them: the sidebar list, page checks and the menu).
 * The admin screens call this after every role change.
 */
export function invalidateUserPermissions(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['access', 'user'] }),
    queryClient.invalidateQueries({ queryKey: ['navigation'] }),
    queryClient.invalidateQueries({ queryKey: accessKeys.roles }),
  ]).then(() => undefined);
}

export function useInvalidateUserPermissions(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => invalidateUserPermissions(queryClient);
}

/** POST /api/permissions-dynamic/users/{userId}/roles { role_id }. */
export function useAssignUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, roleId }: { userId: string; roleId: string }) =>
      apiRequest<RoleRef[]>(`/api/permissions-dynamic/users/${encodeURIComponent(userId)}/roles`, {
        method: 'POST',
        body: { role_id: roleId },
      }),
    onSettled: () => invalidateUserPermissions(queryClient),
  });
}

/** PUT /api/permissions-dynamic/users/{userId}/roles { role_ids }. */
export function useReplaceUserRoles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, roleIds }: { userId: string; roleIds: string[] }) =>
      apiRequest<RoleRef[]>(`/api/permissions-dynamic/users/${encodeURIComponent(userId)}/roles`, {
        method: 'PUT',
        body: { role_ids: roleIds },
      }),
    onSettled: () => invalidateUserPermissions(queryClient),
  });
}

/** DELETE /api/permissions-dynamic/users/{userId}/roles/{roleId}. */
export function useRemoveUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, roleId }: { userId: string; roleId: string }) =>
      apiRequest<RoleRef[]>(
        `/api/permissions-dynamic/users/${encodeURIComponent(userId)}/roles/${encodeURIComponent(roleId)}`,
        { method: 'DELETE' },
      ),
    onSettled: () => invalidateUserPermissions(queryClient),
  });
}
