/**
 * Pure helpers of the admin screens: permission names and grouping, the role × permission matrix
 * diff, drag-and-drop reordering and the list parameters kept in the URL query.
 */
import type { ListParamChanges } from '@/shared/hooks';
import type {
  ModuleInfo,
  NavigationPage,
  PageCategoryInfo,
  PermissionInfo,
  RoleInfo,
} from './types';

/** A list answer may arrive as an array, as `{ data: [...] }` or as `{ data: { data: [...] } }`. */
export function toList<T>(value: unknown): T[] {
  if (Array.isArray(value)) return value as T[];
  if (typeof value === 'object' && value !== null && 'data' in value) {
    return toList<T>((value as { data: unknown }).data);
  }
  return [];
}

/** Lower-cased and without accents, for search boxes ("Vehículos" matches "vehiculos"). */
export function normalizeText(text: string | null | undefined): string {
  return (text ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

/** SPEC §3: "module display name - permission display name". */
export function permissionDisplayName(
  permission: Pick<PermissionInfo, 'display_name'> & {
    module?: Pick<PermissionInfo['module'], 'display_name'> | null;
  },
): string {
  const moduleName = permission.module?.display_name?.trim();
  const name = permission.display_name?.trim() ?? '';
  return moduleName ? `${moduleName} - ${name}` : name;
}

/** SPEC §6: roles listed by priority, highest first (ties by display name). */
export function sortRolesByPriority<T extends Pick<RoleInfo, 'priority' | 'display_name'>>(
  roles: readonly T[],
): T[] {
  return [...roles].sort(
    (a, b) => b.priority - a.priority || a.display_name.localeCompare(b.display_name, 'es'),
  );
}

export interface PermissionGroup {
  module: PermissionInfo['module'];
  permissions: PermissionInfo[];
}

/**
 * Groups permissions by module. Modules follow their sort_order when the module list is known,
 * then their display name; permissions inside a module follow resource, then display name.
 */
export function groupPermissionsByModule(
  permissions: readonly PermissionInfo[],
  modules: readonly Pick<ModuleInfo, 'name' | 'sort_order'>[] = [],
): PermissionGroup[] {
  const moduleOrder = new Map(modules.map((module) => [module.name, module.sort_order]));
  const groups = new Map<string, PermissionGroup>();
  for (const permission of permissions) {
    const key = permission.module?.name ?? '';
    let group = groups.get(key);
    if (!group) {
      group = {
        module: permission.module ?? { id: '', name: '', display_name: '' },
        permissions: [],
      };
      groups.set(key, group);
    }
    group.permissions.push(permission);
  }
  const order = (group: PermissionGroup) =>
    moduleOrder.get(group.module.name) ?? Number.MAX_SAFE_INTEGER;
  return [...groups.values()]
    .map((group) => ({
      ...group,
      permissions: [...group.permissions].sort(
        (a, b) =>
          a.resource.localeCompare(b.resource, 'es') ||
          a.display_name.localeCompare(b.display_name, 'es'),
      ),
    }))
    .sort(
      (a, b) =>
        order(a) - order(b) || a.module.display_name.localeCompare(b.module.display_name, 'es'),
    );
}

/** Keeps the groups of `moduleName` (all when empty) and the permissions matching `search`. */
export function filterPermissionGroups(
  groups: readonly PermissionGroup[],
  { moduleName, search }: { moduleName?: string | null; search?: string | null },
): PermissionGroup[] {
  const needle = normalizeText(search);
  return groups
    .filter((group) => !moduleName || group.module.name === moduleName)
    .map((group) => ({
      ...group,
      permissions: needle
        ? group.permissions.filter((permission) =>
            [
              permission.name,
              permission.display_name,
              permissionDisplayName(permission),
              permission.description,
            ].some((text) => normalizeText(text).includes(needle)),
          )
        : group.permissions,
    }))
    .filter((group) => group.permissions.length > 0);
}

export interface PermissionDiff {
  added: string[];
  removed: string[];
}

/** What changed between the saved permission ids of a role and the edited ones. */
export function diffPermissionIds(
  saved: Iterable<string>,
  edited: Iterable<string>,
): PermissionDiff {
  const before = new Set(saved);
  const after = new Set(edited);
  return {
    added: [...after].filter((id) => !before.has(id)).sort(),
    removed: [...before].filter((id) => !after.has(id)).sort(),
  };
}

export function hasChanges(diff: PermissionDiff): boolean {
  return diff.added.length > 0 || diff.removed.length > 0;
}

/** Adds or removes every id of `ids` in a copy of `set`. */
export function setMembers(set: ReadonlySet<string>, ids: readonly string[], on: boolean) {
  const next = new Set(set);
  for (const id of ids) {
    if (on) next.add(id);
    else next.delete(id);
  }
  return next;
}

/** "all", "none" or "some" of `ids` are in `set` (a module checkbox: checked / indeterminate). */
export function coverage(
  set: ReadonlySet<string>,
  ids: readonly string[],
): 'all' | 'some' | 'none' {
  const count = ids.filter((id) => set.has(id)).length;
  if (count === 0) return 'none';
  return count === ids.length ? 'all' : 'some';
}

/** Moves the item at `from` to `to` in a copy of the list. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= next.length || to < 0 || to >= next.length || from === to) return next;
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/** Sorted by sort_order, then display name, so ties have a stable order. */
export function bySortOrder<T extends { sort_order: number; display_name: string }>(
  list: readonly T[],
): T[] {
  return [...list].sort(
    (a, b) => a.sort_order - b.sort_order || a.display_name.localeCompare(b.display_name, 'es'),
  );
}

/** Renumbers a reordered list 1, 2, 3… (the order on screen becomes the sort_order). */
export function renumber<T extends { sort_order: number }>(list: readonly T[]): T[] {
  return list.map((item, index) => ({ ...item, sort_order: index + 1 }));
}

/** Body of POST /api/page-categories/reorder. */
export function categoryReorderPayload(categories: readonly Pick<PageCategoryInfo, 'id'>[]): {
  categories: { id: string; sort_order: number }[];
} {
  return {
    categories: categories.map((category, index) => ({ id: category.id, sort_order: index + 1 })),
  };
}

/** Body of POST /api/permissions-dynamic/pages/reorder for the pages of one category. */
export function pageReorderPayload(
  pages: readonly Pick<NavigationPage, 'id'>[],
  categoryId: string | null,
): { pages: { id: string; sort_order: number; category_id: string | null }[] } {
  return {
    pages: pages.map((page, index) => ({
      id: page.id,
      sort_order: index + 1,
      category_id: categoryId,
    })),
  };
}

export interface PageGroup {
  /** null for pages without a category. */
  category: PageCategoryInfo | null;
  pages: NavigationPage[];
}

/**
 * Pages by category: categories in sort_order (empty ones too, so pages can be added to them),
 * then a group of pages without a known category when there are any.
 */
export function groupPagesByCategory(
  pages: readonly NavigationPage[],
  categories: readonly PageCategoryInfo[],
): PageGroup[] {
  const known = new Set(categories.map((category) => category.id));
  const groups: PageGroup[] = bySortOrder(categories).map((category) => ({
    category,
    pages: bySortOrder(pages.filter((page) => page.category_id === category.id)),
  }));
  const orphans = pages.filter((page) => !page.category_id || !known.has(page.category_id));
  if (orphans.length > 0) groups.push({ category: null, pages: bySortOrder(orphans) });
  return groups;
}

/** Pages whose name, path or description contains `search` (accents and case ignored). */
export function filterPages(pages: readonly NavigationPage[], search: string | null | undefined) {
  const needle = normalizeText(search);
  if (!needle) return [...pages];
  return pages.filter((page) =>
    [page.display_name, page.path, page.description, page.required_permission].some((text) =>
      normalizeText(text).includes(needle),
    ),
  );
}

export const USERS_PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_USERS_PAGE_SIZE = 20;

export interface UsersListParams {
  search: string;
  /** undefined: every user. */
  active: boolean | undefined;
  page: number;
  limit: number;
}

function positiveInt(value: string | null, fallback: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
}

/** Reads ?search=&active=&page=&limit= of /admin/users-permissions. */
export function parseUsersListParams(params: URLSearchParams): UsersListParams {
  const active = params.get('active');
  const limit = positiveInt(params.get('limit'), DEFAULT_USERS_PAGE_SIZE);
  return {
    search: params.get('search')?.trim() ?? '',
    active: active === 'true' ? true : active === 'false' ? false : undefined,
    page: positiveInt(params.get('page'), 1),
    limit: (USERS_PAGE_SIZES as readonly number[]).includes(limit)
      ? limit
      : DEFAULT_USERS_PAGE_SIZE,
  };
}

/**
 * The address parameters for some list values (for useListState's `update`), defaults left out so
 * the address stays short.
 */
export function usersListChanges(patch: Partial<UsersListParams>): ListParamChanges {
  const changes: ListParamChanges = {};
  if ('search' in patch) changes.search = patch.search;
  if ('active' in patch) changes.active = patch.active;
  if ('page' in patch) changes.page = patch.page === 1 ? undefined : patch.page;
  if ('limit' in patch) {
    changes.limit = patch.limit === DEFAULT_USERS_PAGE_SIZE ? undefined : patch.limit;
  }
  return changes;
}
