import { hasAdminRole } from './permission-logic';

/**
 * SPEC §5 "Route access": which addresses a logged-in user may open in the SPA. Navigation only:
 * the server authorises every call itself. E-mail based rules are deliberately not implemented.
 */

/** Pages every logged-in user may open (SPEC §2), plus anything under /productivity/. */
export const ALWAYS_ACCESSIBLE_PATHS: readonly string[] = [
  '/dashboard',
  '/profile',
  '/settings',
  '/fichaje',
  '/time-tracking',
  '/my-tasks',
  '/assigned-orders',
];

export const ALWAYS_ACCESSIBLE_PREFIXES: readonly string[] = ['/productivity/'];

/** Where a denied user is sent back to (SPEC §2 "/dashboard (also the default fallback ...)"). */
export const DEFAULT_FALLBACK_PATH = '/dashboard';

/** `/orders/` → `/orders`; `` → `/`. Query and hash are dropped. */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  const withSlash = bare.startsWith('/') ? bare : `/${bare}`;
  const trimmed = withSlash.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

export function isAlwaysAccessible(path: string): boolean {
  const normalized = normalizePath(path);
  return (
    ALWAYS_ACCESSIBLE_PATHS.includes(normalized) ||
    ALWAYS_ACCESSIBLE_PREFIXES.some((prefix) => normalized.startsWith(prefix))
  );
}

/** The admin area: /admin and everything below it. */
export function isAdminAreaPath(path: string): boolean {
  const normalized = normalizePath(path);
  return normalized === '/admin' || normalized.startsWith('/admin/');
}

const DETAIL_PARENTS: readonly { pattern: RegExp; parent: string }[] = [
  { pattern: /^\/orders\/[^/]+(\/edit)?$/, parent: '/orders' },
  { pattern: /^\/customers\/[^/]+(\/edit)?$/, parent: '/customers' },
  { pattern: /^\/vehicles\/[^/]+(\/(edit|history|settings))?$/, parent: '/vehicles' },
  { pattern: /^\/customer-receipts\/[^/]+(\/edit)?$/, parent: '/customer-receipts' },
  // Not in SPEC §5's list, but SPEC §2 declares /appointments/* as nested sub-routes of one screen.
  { pattern: /^\/appointments\/.+$/, parent: '/appointments' },
];

/** The list page whose access a detail path follows (SPEC §5), or null. */
export function parentListPath(path: string): string | null {
  const normalized = normalizePath(path);
  return DETAIL_PARENTS.find(({ pattern }) => pattern.test(normalized))?.parent ?? null;
}

export interface RouteAccessInput {
  /** The address being opened. */
  path: string;
  /** Every role name of the user (compared trimmed and lower-cased). */
  roleNames: readonly (string | null | undefined)[];
  /**
   * The paths of GET /api/permissions-dynamic/user/sidebar, or null when that call failed (then
   * only the always-accessible pages are reachable for a non-admin).
   */
  sidebarPaths: readonly string[] | null;
}

/** SPEC §5: access is granted when any of the rules holds. */
export function canAccessRoute({ path, roleNames, sidebarPaths }: RouteAccessInput): boolean {
  const normalized = normalizePath(path);
  if (hasAdminRole(roleNames)) return true;
  if (isAlwaysAccessible(normalized)) return true;
  // The admin area requires an admin role, whatever the sidebar says.
  if (isAdminAreaPath(normalized)) return false;
  if (!sidebarPaths) return false;
  const allowed = new Set(
    sidebarPaths.filter((entry) => !isAdminAreaPath(entry)).map((entry) => normalizePath(entry)),
  );
  if (allowed.has(normalized)) return true;
  const parent = parentListPath(normalized);
  return parent !== null && allowed.has(parent);
}
