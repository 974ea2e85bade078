/**
 * Identity and access contracts (SPEC §3, §6, §7): what the API returns and the SPA reads.
 * Field names are SPEC's where it names them, snake_case elsewhere.
 */

/** The administrator roles of SPEC §6: they pass every permission check. */
export const ADMIN_ROLE_NAMES = ['administrador', 'admin', 'superadmin', 'super_admin'] as const;
/** These two also grant every module (SPEC §6). */
export const SUPER_ADMIN_ROLE_NAMES = ['superadmin', 'super_admin'] as const;

export function isAdminRoleName(name: string | null | undefined): boolean {
  const normalized = (name ?? '').trim().toLowerCase();
  return (ADMIN_ROLE_NAMES as readonly string[]).includes(normalized);
}

export function isSuperAdminRoleName(name: string | null | undefined): boolean {
  const normalized = (name ?? '').trim().toLowerCase();
  return (SUPER_ADMIN_ROLE_NAMES as readonly string[]).includes(normalized);
}

export interface RoleRef {
  id: string;
  name: string;
  display_name: string;
}

/** GET /api/auth/me and the `user` of login/register. */
export interface AuthUser {
  id: string;
  email: string;
  full_name: string;
  first_name: string;
  last_name: string;
  avatar_url: string | null;
  /** The highest-priority role, or null for a self-registered account without one. */
  role: RoleRef | null;
  roles: RoleRef[];
  employee_id: string | null;
  employee: { id: string; code: string; full_name: string; trade: string } | null;
  is_admin: boolean;
  must_change_password: boolean;
  active: boolean;
}

/** POST /api/auth/login and /register; the refresh token travels in an httpOnly cookie. */
export interface AuthSession {
  accessToken: string;
  /** Seconds until the access token expires. */
  expiresIn: number;
  user: AuthUser;
}

/** POST /api/auth/refresh. */
export interface RefreshedToken {
  accessToken: string;
  expiresIn: number;
}

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export interface ModuleInfo {
  id: string;
  name: string;
  display_name: string;
  description: string | null;
  icon: string | null;
  sort_order: number;
  is_active: boolean;
}

export interface PermissionInfo {
  id: string;
  /** `module.resource.action` */
  name: string;
  resource: string;
  action: string;
  display_name: string;
  description: string | null;
  is_active: boolean;
  module: { id: string; name: string; display_name: string };
}

export interface RoleInfo {
  id: string;
  name: string;
  display_name: string;
  description: string | null;
  /** Higher first when listed (SPEC §6). */
  priority: number;
  /** Seeded roles cannot be deleted or renamed. */
  is_system: boolean;
  user_count: number;
  permission_count: number;
}

/** GET /api/permissions-dynamic/user/permissions → data.data */
export interface UserPermissionsPayload {
  roles: { id: string; name: string; display_name: string; priority: number }[];
  effectivePermissions: string[];
  permissions: {
    name: string;
    module: string;
    resource: string;
    action: string;
    is_active: boolean;
  }[];
  isAdmin: boolean;
  isSuperAdmin: boolean;
}

export interface PageCategoryInfo {
  id: string;
  name: string;
  display_name: string;
  description: string | null;
  icon: string | null;
  sort_order: number;
}

export interface NavigationPage {
  id: string;
  display_name: string;
  path: string;
  icon: string | null;
  description: string | null;
  sort_order: number;
  category_id: string | null;
  is_active: boolean;
  /** Permission needed to see it; null = every logged-in user. */
  required_permission: string | null;
  admin_only: boolean;
}

export interface NavigationMenuItem {
  name: string;
  href: string;
  icon: string | null;
  badge?: string | number;
}

export interface NavigationMenuCategory {
  id: string;
  display_name: string;
  icon: string | null;
  items: NavigationMenuItem[];
}

/** POST /api/auth/register: the same answer whether the address was free or not. */
export interface RegistrationReceipt {
  status: 'pending_approval';
}

/** Admin user list row (GET /api/users). */
export interface UserSummary {
  id: string;
  email: string;
  full_name: string;
  first_name: string;
  last_name: string;
  active: boolean;
  /** Self-registered, waiting for an administrator to activate it. */
  awaiting_approval: boolean;
  must_change_password: boolean;
  roles: RoleRef[];
  employee_id: string | null;
  /** The linked employee record (active or not), named for the list. */
  employee: UserEmployeeLink | null;
  last_login_at: string | null;
  created_at: string;
}

/** The employee record a user account is linked to, as the users list shows it. */
export interface UserEmployeeLink {
  id: string;
  code: string;
  full_name: string;
  active: boolean;
}

/** POST /api/users: the new user and the temporary password to hand over once. */
export interface CreatedUser {
  user: UserSummary;
  temporary_password: string;
}

/** POST /api/users/{id}/reset-password. */
export interface TemporaryPasswordReset {
  temporary_password: string;
}

/** GET /api/permissions-dynamic/user/check. */
export interface PermissionCheckResult {
  hasPermission: boolean;
}

/** GET /api/permissions/user/page/{encodedPath}. */
export interface PageAccessResult {
  canAccess: boolean;
}
