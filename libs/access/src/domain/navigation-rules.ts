/**
 * Pure navigation rules (SPEC §2): what the caller's sidebar, menu and permissions answer look like,
 * given the pages, categories and permissions as read.
 */
import {
  type NavigationMenuCategory,
  type NavigationPage,
  type PageCategoryInfo,
  type PermissionInfo,
  type UserPermissionsPayload,
} from '@px/contracts';
import { type EffectivePermissions, type PageRule, canOpenPage, isAdminPath } from './access-rules';

/** A page as read from its table: the API's NavigationPage plus whether the menu shows it. */
export type PageRow = NavigationPage & { show_in_menu: boolean };

export function toPageRule(page: PageRow): PageRule & { showInMenu: boolean } {
  return {
    path: page.path,
    isActive: page.is_active,
    requiredPermission: page.required_permission,
    adminOnly: page.admin_only,
    showInMenu: page.show_in_menu,
  };
}

/** SPEC §2: the pages the user may open; paths under /admin are not part of this list. */
export function sidebarPages(pages: PageRow[], granted: EffectivePermissions): NavigationPage[] {
  return pages
    .filter(
      (page) => page.is_active && !isAdminPath(page.path) && canOpenPage(toPageRule(page), granted),
    )
    .map(({ show_in_menu: _hidden, ...page }) => page);
}

/** Categories with at least one visible page, both sorted by sort_order (SPEC §2). */
export function navigationMenu(
  pages: PageRow[],
  categories: PageCategoryInfo[],
  granted: EffectivePermissions,
): NavigationMenuCategory[] {
  return categories
    .map((category) => ({
      id: category.id,
      display_name: category.display_name,
      icon: category.icon,
      items: pages
        .filter(
          (page) =>
            page.category_id === category.id &&
            page.show_in_menu &&
            canOpenPage(toPageRule(page), granted),
        )
        .sort((a, b) => a.sort_order - b.sort_order)
        .map((page) => ({ name: page.display_name, href: page.path, icon: page.icon })),
    }))
    .filter((category) => category.items.length > 0);
}

/**
 * The caller's permissions answer: an administrator sees every permission, anyone else those
 * granted; effectivePermissions lists only the active ones.
 */
export function userPermissionsPayload(
  roles: UserPermissionsPayload['roles'],
  granted: EffectivePermissions,
  permissions: PermissionInfo[],
): UserPermissionsPayload {
  const visible = granted.isAdmin
    ? permissions
    : permissions.filter((p) => granted.permissions.has(p.name));
  return {
    roles,
    effectivePermissions: visible.filter((p) => p.is_active).map((p) => p.name),
    permissions: visible.map((p) => ({
      name: p.name,
      module: p.module.name,
      resource: p.resource,
      action: p.action,
      is_active: p.is_active,
    })),
    isAdmin: granted.isAdmin,
    isSuperAdmin: granted.isSuperAdmin,
  };
}

/** A new category goes after the last one unless the administrator gave its place. */
export function nextCategorySortOrder(maxSortOrder: number | null): number {
  return (maxSortOrder ?? 0) + 10;
}

/** Category names are keys: trimmed and lower-cased. */
export function categoryName(raw: string): string {
  return raw.trim().toLowerCase();
}
