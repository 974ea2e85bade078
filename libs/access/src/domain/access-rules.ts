/**
 * Pure access rules (SPEC §5, §6), shared by the page-access endpoint, the sidebar and tests.
 */
import { isAdminRoleName, isSuperAdminRoleName } from '@px/contracts';

export interface EffectivePermissions {
  roles: string[];
  permissions: ReadonlySet<string>;
  isAdmin: boolean;
  isSuperAdmin: boolean;
}

export function effectivePermissions(
  roleNames: string[],
  granted: Iterable<string>,
): EffectivePermissions {
  return {
    roles: roleNames,
    permissions: new Set(granted),
    isAdmin: roleNames.some(isAdminRoleName),
    isSuperAdmin: roleNames.some(isSuperAdminRoleName),
  };
}

/** Pages every logged-in user may open (SPEC §2 "Always-accessible pages"). */
export const ALWAYS_ACCESSIBLE_PATHS = [
  '/dashboard',
  '/profile',
  '/settings',
  '/fichaje',
  '/time-tracking',
  '/my-tasks',
  '/assigned-orders',
];

export function isAlwaysAccessible(path: string): boolean {
  return (
    ALWAYS_ACCESSIBLE_PATHS.includes(path) ||
    path === '/productivity' ||
    path.startsWith('/productivity/')
  );
}

export function isAdminPath(path: string): boolean {
  return path === '/admin' || path.startsWith('/admin/');
}

export interface PageRule {
  path: string;
  isActive: boolean;
  requiredPermission: string | null;
  adminOnly: boolean;
}

/** May these permissions open this page? Admins open everything; admin-only pages need an admin. */
export function canOpenPage(page: PageRule, granted: EffectivePermissions): boolean {
  if (granted.isAdmin) return true;
  if (!page.isActive || page.adminOnly) return false;
  return page.requiredPermission === null || granted.permissions.has(page.requiredPermission);
}

/** SPEC §5: a detail path follows its list page (/orders/12/edit → /orders). */
export function parentListPath(path: string): string | null {
  const rules: [RegExp, string][] = [
    [/^\/orders\/[^/]+(\/edit)?$/, '/orders'],
    [/^\/customers\/[^/]+(\/edit)?$/, '/customers'],
    [/^\/vehicles\/[^/]+(\/(edit|history|settings))?$/, '/vehicles'],
    [/^\/customer-receipts\/[^/]+(\/edit)?$/, '/customer-receipts'],
    [/^\/appointments\/.+$/, '/appointments'],
  ];
  for (const [pattern, parent] of rules) if (pattern.test(path)) return parent;
  return null;
}

export function normalizePath(raw: string): string {
  const path = ('/' + raw.trim().replace(/^\/+/, '')).split(/[?#]/)[0].replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

/**
 * Page access for any path: always-accessible pages, then the page itself or its list page. An
 * unknown path is refused (admins pass everything, so the admin area stays theirs).
 */
export function canAccessPath(
  rawPath: string,
  pages: PageRule[],
  granted: EffectivePermissions,
): boolean {
  const path = normalizePath(rawPath);
  if (isAlwaysAccessible(path) || granted.isAdmin) return true;
  const byPath = new Map(pages.map((page) => [page.path, page]));
  const page = byPath.get(path) ?? byPath.get(parentListPath(path) ?? '');
  return page ? canOpenPage(page, granted) : false;
}

/** SPEC §6 module access: an active permission of that module (with that action unless "access"). */
export function hasModuleAccess(
  module: string,
  action: string,
  granted: EffectivePermissions,
): boolean {
  if (granted.isAdmin || granted.isSuperAdmin) return true;
  for (const name of granted.permissions) {
    const [permissionModule, , permissionAction] = name.split('.');
    if (permissionModule === module && (action === 'access' || permissionAction === action))
      return true;
  }
  return false;
}
