/**
 * Server state of the admin screens (React Query): users, roles, permissions, the role ×
 * permission matrix, pages and page categories (docs/api-identity-access.md).
 */
import {
  type QueryClient,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { invalidateUserPermissions } from '@/features/access/api';
import { ApiError, apiRequest, isRetryableError } from '@/shared/api';
import {
  MODULES_STALE_TIME,
  ROLES_PERMISSIONS_RETRIES,
  ROLES_PERMISSIONS_STALE_TIME,
} from '@/shared/query-config';
import { sortRolesByPriority, toList, type UsersListParams } from './model';
import {
  isAdminRoleName,
  type ModuleInfo,
  type NavigationPage,
  type PageCategoryInfo,
  type Paginated,
  type PermissionInfo,
  type RoleInfo,
  type RoleRef,
  type UserSummary,
  type CreatedUser,
  type TemporaryPasswordReset,
} from './types';

const PERMISSIONS_API = '/api/permissions-dynamic';

export const adminKeys = {
  all: ['admin'] as const,
  users: () => ['admin', 'users'] as const,
  userList: (params: UsersListParams) => ['admin', 'users', 'list', params] as const,
  roles: () => ['admin', 'roles'] as const,
  permissions: () => ['admin', 'permissions'] as const,
  modules: () => ['admin', 'modules'] as const,
  rolePermissions: (roleId: string) => ['admin', 'role-permissions', roleId] as const,
  pages: () => ['admin', 'pages'] as const,
  categories: () => ['admin', 'page-categories'] as const,
  category: (id: string) => ['admin', 'page-categories', id] as const,
};

/**
 * SPEC §8: permission queries do not retry on "cannot connect" or "Authentication required"
 * errors, and otherwise retry fewer than 2 times (SPEC §9: roles and permissions lists, 2).
 */
export function permissionQueryRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= ROLES_PERMISSIONS_RETRIES) return false;
  if (error instanceof ApiError && (error.isNetworkError || error.statusCode === 401)) {
    return false;
  }
  return isRetryableError(error);
}

const permissionListOptions = {
  staleTime: ROLES_PERMISSIONS_STALE_TIME,
  retry: permissionQueryRetry,
} as const;

/**
 * After a change to roles, role permissions, user roles or pages, the cached permissions, sidebar
 * and menu of every user (the signed-in admin included) are fetched again, so the change takes
 * effect without a new login (SPEC §4 "Permission caching"). The access feature owns those queries.
 */
export function invalidateAccessQueries(queryClient: QueryClient): Promise<void> {
  return invalidateUserPermissions(queryClient);
}

// ---------------------------------------------------------------------------------------------
// Roles, permissions, modules

export async function fetchRoles(): Promise<RoleInfo[]> {
  return sortRolesByPriority(toList<RoleInfo>(await apiRequest(`${PERMISSIONS_API}/roles`)));
}

export async function fetchPermissions(): Promise<PermissionInfo[]> {
  return toList<PermissionInfo>(await apiRequest(`${PERMISSIONS_API}/permissions`));
}

export async function fetchModules(): Promise<ModuleInfo[]> {
  return toList<ModuleInfo>(await apiRequest(`${PERMISSIONS_API}/modules`));
}

export async function fetchRolePermissions(roleIdOrName: string): Promise<PermissionInfo[]> {
  return toList<PermissionInfo>(
    await apiRequest(`${PERMISSIONS_API}/roles/${encodeURIComponent(roleIdOrName)}/permissions`),
  );
}

export function useRoles() {
  return useQuery({ queryKey: adminKeys.roles(), queryFn: fetchRoles, ...permissionListOptions });
}

export function usePermissions() {
  return useQuery({
    queryKey: adminKeys.permissions(),
    queryFn: fetchPermissions,
    ...permissionListOptions,
  });
}

export function useModules() {
  return useQuery({
    queryKey: adminKeys.modules(),
    queryFn: fetchModules,
    staleTime: MODULES_STALE_TIME,
    retry: permissionQueryRetry,
  });
}

/** The permission ids of every non-administrator role (administrators have them all). */
export function useRolePermissionSets(roles: readonly RoleInfo[]) {
  const editable = roles.filter((role) => !isAdminRoleName(role.name));
  const results = useQueries({
    queries: editable.map((role) => ({
      queryKey: adminKeys.rolePermissions(role.id),
      queryFn: () => fetchRolePermissions(role.id),
      ...permissionListOptions,
    })),
  });
  const sets = new Map<string, Set<string>>();
  editable.forEach((role, index) => {
    const data = results[index]?.data;
    if (data) sets.set(role.id, new Set(data.map((permission) => permission.id)));
  });
  return {
    sets,
    isLoading: results.some((result) => result.isPending),
    error: results.find((result) => result.error)?.error ?? null,
    refetch: () => Promise.all(results.map((result) => result.refetch())),
  };
}

export interface RoleInput {
  name?: string;
  display_name: string;
  description?: string | null;
  priority?: number;
}

export function useSaveRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: RoleInput }) =>
      id
        ? apiRequest<RoleInfo>(`${PERMISSIONS_API}/roles/${id}`, {
            method: 'PUT',
            body: {
              display_name: input.display_name,
              description: input.description ?? null,
              priority: input.priority,
            },
          })
        : apiRequest<RoleInfo>(`${PERMISSIONS_API}/roles`, { method: 'POST', body: input }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.roles() });
      await invalidateAccessQueries(queryClient);
    },
  });
}

export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<null>(`${PERMISSIONS_API}/roles/${id}`, { method: 'DELETE' }),
    onSuccess: async (_data, id) => {
      queryClient.removeQueries({ queryKey: adminKeys.rolePermissions(id) });
      await queryClient.invalidateQueries({ queryKey: adminKeys.roles() });
      await invalidateAccessQueries(queryClient);
    },
  });
}

export function useSaveRolePermissions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ roleId, permissionIds }: { roleId: string; permissionIds: string[] }) =>
      apiRequest<PermissionInfo[]>(`${PERMISSIONS_API}/roles/${roleId}/permissions`, {
        method: 'PUT',
        body: { permission_ids: permissionIds },
      }),
    onSuccess: async (saved, { roleId }) => {
      queryClient.setQueryData(adminKeys.rolePermissions(roleId), toList<PermissionInfo>(saved));
      await queryClient.invalidateQueries({ queryKey: adminKeys.roles() });
      await invalidateAccessQueries(queryClient);
    },
  });
}

// ---------------------------------------------------------------------------------------------
// Users

export async function fetchUsers(params: UsersListParams): Promise<Paginated<UserSummary>> {
  const answer = await apiRequest<Paginated<UserSummary> | UserSummary[]>('/api/users', {
    query: {
      search: params.search || undefined,
      active: params.active,
      page: params.page,
      limit: params.limit,
    },
  });
  if (Array.isArray(answer)) {
    return { data: answer, pagination: { page: 1, limit: params.limit, total: answer.length } };
  }
  return {
    data: toList<UserSummary>(answer),
    pagination: answer?.pagination ?? { page: params.page, limit: params.limit, total: 0 },
  };
}

export function useUsers(params: UsersListParams) {
  return useQuery({
    queryKey: adminKeys.userList(params),
    queryFn: () => fetchUsers(params),
    placeholderData: (previous) => previous,
  });
}

export interface CreateUserInput {
  email: string;
  first_name: string;
  last_name: string;
  role_ids?: string[];
}

/** Users and the permissions/menus that depend on their roles are stale after any user change. */
async function afterUserChange(queryClient: QueryClient, rolesChanged: boolean) {
  await queryClient.invalidateQueries({ queryKey: adminKeys.users() });
  if (rolesChanged) {
    await queryClient.invalidateQueries({ queryKey: adminKeys.roles() });
    await invalidateAccessQueries(queryClient);
  }
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateUserInput) =>
      apiRequest<CreatedUser>('/api/users', { method: 'POST', body: input }),
    onSuccess: () => afterUserChange(queryClient, true),
  });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: { first_name: string; last_name: string } }) =>
      apiRequest<UserSummary>(`/api/users/${id}`, { method: 'PATCH', body: input }),
    onSuccess: () => afterUserChange(queryClient, false),
  });
}

export function useSetUserActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      apiRequest<UserSummary>(`/api/users/${id}/${active ? 'activate' : 'deactivate'}`, {
        method: 'POST',
      }),
    onSuccess: () => afterUserChange(queryClient, false),
  });
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<TemporaryPasswordReset>(`/api/users/${id}/reset-password`, {
        method: 'POST',
      }),
    onSuccess: () => afterUserChange(queryClient, false),
  });
}

/** PUT …/users/{id}/roles {role_ids}: replaces every role of the user. */
export function useReplaceUserRoles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, roleIds }: { userId: string; roleIds: string[] }) =>
      apiRequest<RoleRef[]>(`${PERMISSIONS_API}/users/${userId}/roles`, {
        method: 'PUT',
        body: { role_ids: roleIds },
      }),
    onSuccess: () => afterUserChange(queryClient, true),
  });
}

/** POST …/users/{id}/roles {role_id}: adds one role. */
export function useAssignUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, roleId }: { userId: string; roleId: string }) =>
      apiRequest<RoleRef[]>(`${PERMISSIONS_API}/users/${userId}/roles`, {
        method: 'POST',
        body: { role_id: roleId },
      }),
    onSuccess: () => afterUserChange(queryClient, true),
  });
}

/** DELETE …/users/{id}/roles/{roleId}: removes one role. */
export function useRemoveUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, roleId }: { userId: string; roleId: string }) =>
      apiRequest<RoleRef[]>(`${PERMISSIONS_API}/users/${userId}/roles/${roleId}`, {
        method: 'DELETE',
      }),
    onSuccess: () => afterUserChange(queryClient, true),
  });
}

// ---------------------------------------------------------------------------------------------
// Pages and page categories

export async function fetchPages(): Promise<NavigationPage[]> {
  return toList<NavigationPage>(await apiRequest(`${PERMISSIONS_API}/pages`));
}

export async function fetchCategories(): Promise<PageCategoryInfo[]> {
  return toList<PageCategoryInfo>(await apiRequest('/api/page-categories'));
}

export async function fetchCategory(id: string): Promise<PageCategoryInfo> {
  return apiRequest<PageCategoryInfo>(`/api/page-categories/${id}`);
}

export function usePages() {
  return useQuery({ queryKey: adminKeys.pages(), queryFn: fetchPages });
}

export function useCategories() {
  return useQuery({ queryKey: adminKeys.categories(), queryFn: fetchCategories });
}

/** The navigation menu of every user follows pages and categories. */
async function afterNavigationChange(queryClient: QueryClient) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.pages() }),
    queryClient.invalidateQueries({ queryKey: adminKeys.categories() }),
    invalidateAccessQueries(queryClient),
  ]);
}

export type PageInput = Omit<NavigationPage, 'id'>;

export function useSavePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: PageInput }) =>
      apiRequest<NavigationPage>(
        id ? `${PERMISSIONS_API}/pages/${id}` : `${PERMISSIONS_API}/pages`,
        {
          method: id ? 'PUT' : 'POST',
          body: input,
        },
      ),
    onSuccess: () => afterNavigationChange(queryClient),
  });
}

export function useDeletePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<null>(`${PERMISSIONS_API}/pages/${id}`, { method: 'DELETE' }),
    onSuccess: () => afterNavigationChange(queryClient),
  });
}

/**
 * Reorders pages: the new order shows at once (optimistic) and goes back if the server refuses.
 */
export function useReorderPages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: {
      pages: { id: string; sort_order: number; category_id: string | null }[];
    }) =>
      apiRequest<NavigationPage[]>(`${PERMISSIONS_API}/pages/reorder`, { method: 'POST', body }),
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: adminKeys.pages() });
      const previous = queryClient.getQueryData<NavigationPage[]>(adminKeys.pages());
      const changes = new Map(body.pages.map((page) => [page.id, page]));
      queryClient.setQueryData<NavigationPage[]>(adminKeys.pages(), (pages) =>
        pages?.map((page) => {
          const change = changes.get(page.id);
          return change
            ? { ...page, sort_order: change.sort_order, category_id: change.category_id }
            : page;
        }),
      );
      return { previous };
    },
    onError: (_error, _body, context) => {
      if (context?.previous) queryClient.setQueryData(adminKeys.pages(), context.previous);
    },
    onSettled: () => afterNavigationChange(queryClient),
  });
}

export type CategoryInput = Omit<PageCategoryInfo, 'id'>;

export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: CategoryInput }) =>
      apiRequest<PageCategoryInfo>(id ? `/api/page-categories/${id}` : '/api/page-categories', {
        method: id ? 'PUT' : 'POST',
        body: input,
      }),
    onSuccess: () => afterNavigationChange(queryClient),
  });
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<null>(`/api/page-categories/${id}`, { method: 'DELETE' }),
    onSuccess: () => afterNavigationChange(queryClient),
  });
}

export function useReorderCategories() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { categories: { id: string; sort_order: number }[] }) =>
      apiRequest<PageCategoryInfo[]>('/api/page-categories/reorder', { method: 'POST', body }),
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: adminKeys.categories() });
      const previous = queryClient.getQueryData<PageCategoryInfo[]>(adminKeys.categories());
      const orders = new Map(body.categories.map((item) => [item.id, item.sort_order]));
      queryClient.setQueryData<PageCategoryInfo[]>(adminKeys.categories(), (categories) =>
        categories?.map((category) => ({
          ...category,
          sort_order: orders.get(category.id) ?? category.sort_order,
        })),
      );
      return { previous };
    },
    onError: (_error, _body, context) => {
      if (context?.previous) queryClient.setQueryData(adminKeys.categories(), context.previous);
    },
    onSettled: () => afterNavigationChange(queryClient),
  });
}
