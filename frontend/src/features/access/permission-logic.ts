import { isAdminRoleName, isSuperAdminRoleName, type UserPermissionsPayload } from '@px/contracts';

/**
 * The pure rules of the permissions context (SPEC §6). Role names are compared trimmed and
 * lower-cased. An e-mail address never grants anything (DESIGN §6, docs/decisions.md).
 */

/** A required permission: its `module.resource.action` name, optionally with an extra condition. */
export type PermissionRequirement =
  | string
  | {
      permission: string;
      /** Must also hold for the item to count (e.g. "only for the order's own mechanic"). */
      condition?: boolean | (() => boolean);
    };

export interface PermissionSubject {
  roleNames: readonly string[];
  effectivePermissions: readonly string[];
  permissions: readonly { module: string; is_active: boolean }[];
}

export const EMPTY_SUBJECT: PermissionSubject = {
  roleNames: [],
  effectivePermissions: [],
  permissions: [],
};

export function subjectFromPayload(
  payload: UserPermissionsPayload | null | undefined,
  extraRoleNames: readonly string[] = [],
): PermissionSubject {
  return {
    roleNames: [...(payload?.roles ?? []).map((role) => role.name), ...extraRoleNames],
    effectivePermissions: payload?.effectivePermissions ?? [],
    permissions: payload?.permissions ?? [],
  };
}

/** One of the four administrator roles (administrador, admin, superadmin, super_admin). */
export function hasAdminRole(roleNames: readonly (string | null | undefined)[]): boolean {
  return roleNames.some((name) => isAdminRoleName(name));
}

/** super_admin or superadmin: every permission and every module. */
export function hasSuperAdminRole(roleNames: readonly (string | null | undefined)[]): boolean {
  return roleNames.some((name) => isSuperAdminRoleName(name));
}

/**
 * Whether the subject holds `permission`. Super admins hold every permission; the other
 * administrator roles too, as on the server ("admin role names pass everything", DESIGN §6).
 */
export function checkPermission(subject: PermissionSubject, permission: string): boolean {
  if (hasAdminRole(subject.roleNames)) return true;
  const wanted = permission.trim();
  return wanted !== '' && subject.effectivePermissions.includes(wanted);
}

function conditionHolds(condition: boolean | (() => boolean) | undefined): boolean {
  if (condition === undefined) return true;
  return typeof condition === 'function' ? condition() : condition;
}

function requirementMet(subject: PermissionSubject, item: PermissionRequirement): boolean {
  if (typeof item === 'string') return checkPermission(subject, item);
  return checkPermission(subject, item.permission) && conditionHolds(item.condition);
}

/** Any-of: at least one item holds (an empty list holds nothing). */
export function checkAnyPermission(
  subject: PermissionSubject,
  items: readonly PermissionRequirement[],
): boolean {
  return items.some((item) => requirementMet(subject, item));
}

/** All-of: every item holds (an empty list holds trivially). */
export function checkAllPermissions(
  subject: PermissionSubject,
  items: readonly PermissionRequirement[],
): boolean {
  return items.every((item) => requirementMet(subject, item));
}

/** Module access: an active permission of that module, unless the user is a super admin (SPEC §6). */
export function checkModuleAccess(subject: PermissionSubject, module: string): boolean {
  if (hasSuperAdminRole(subject.roleNames)) return true;
  const wanted = module.trim().toLowerCase();
  return subject.permissions.some(
    (permission) => permission.is_active && permission.module.trim().toLowerCase() === wanted,
  );
}
