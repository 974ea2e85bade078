/** Pure rules of roles and their assignment (SPEC §7). */

/** Role names are keys: trimmed and lower-cased ("Recepcion " is "recepcion"). */
export function roleName(raw: string): string {
  return raw.trim().toLowerCase();
}

/** Why a role cannot be deleted, or null when it can (system roles and roles in use stay). */
export function roleDeletionProblem(role: { isSystem: boolean }, holders: number): string | null {
  if (role.isSystem) return 'Los roles del sistema no se pueden eliminar.';
  if (holders > 0)
    return `El rol está asignado a ${holders} usuario(s): retíraselo antes de eliminarlo.`;
  return null;
}

/** What changes between the current and the wanted set of ids (duplicates in wanted ignored). */
export function idChanges(
  current: readonly string[],
  wanted: readonly string[],
): { added: string[]; removed: string[] } {
  const unique = [...new Set(wanted)];
  return {
    added: unique.filter((id) => !current.includes(id)),
    removed: current.filter((id) => !unique.includes(id)),
  };
}

/** The user's role ids after assigning one (assigning a held role changes nothing). */
export function rolesAfterAssign(current: readonly string[], roleId: string): string[] {
  return [...new Set([...current, roleId])];
}

/** The user's role ids after removing one, or null when the user does not hold it. */
export function rolesAfterRemove(current: readonly string[], roleId: string): string[] | null {
  if (!current.includes(roleId)) return null;
  return current.filter((id) => id !== roleId);
}

/** The user's role ids after replacing them all. */
export function rolesAfterReplace(roleIds: readonly string[]): string[] {
  return [...new Set(roleIds)];
}

/** What the one granting holds: an administrator holds everything. */
export interface Granter {
  isAdmin: boolean;
  permissions: ReadonlySet<string>;
}

/**
 * Nobody hands out more than they hold (403): the permissions given to a role, or those of a role
 * given to a user, must all be the granter's own, and only an administrator makes administrators.
 * Otherwise whoever may manage roles could give themselves everything.
 */
export function grantProblem(
  granter: Granter,
  granted: { permissions: readonly string[]; makesAdministrator?: boolean },
): string | null {
  if (granter.isAdmin) return null;
  if (granted.makesAdministrator) return 'Solo un administrador puede nombrar administradores.';
  const missing = granted.permissions.filter((name) => !granter.permissions.has(name));
  return missing.length > 0
    ? `No puedes conceder permisos que no tienes: ${missing.sort().join(', ')}.`
    : null;
}
