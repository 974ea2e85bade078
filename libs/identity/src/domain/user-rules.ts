/** Pure rules of user accounts and their administration. */

/** Is the typed e-mail the stored one? Case-insensitive, the typed one without surrounding spaces. */
export function isSameEmail(stored: string, typed: string): boolean {
  return typed.trim().toLowerCase() === stored.toLowerCase();
}

/** Why an administrator may not set this account's state, or null (nobody deactivates themself). */
export function activationProblem(
  targetId: string,
  actorId: string,
  active: boolean,
): string | null {
  return !active && targetId === actorId ? 'No puedes desactivar tu propia cuenta.' : null;
}

/** The lock every change that could remove the last active administrator takes first. */
export const ADMINISTRATORS_LOCK = 'administrators';

/**
 * A change that would leave no active administrator (deactivating the last one, taking the role
 * from them) is refused with 409: nobody could then manage users, roles or the workshop.
 */
export function lastAdministratorProblem(
  targetId: string,
  activeAdministratorIds: readonly string[],
): string | null {
  const remaining = activeAdministratorIds.filter((id) => id !== targetId);
  return activeAdministratorIds.includes(targetId) && remaining.length === 0
    ? 'No se puede dejar el taller sin ningún administrador activo.'
    : null;
}

export interface NameFields {
  first_name?: string;
  last_name?: string;
}

/** The name parts a form sent, trimmed; parts it did not send are absent. */
export function trimmedNames(fields: NameFields): { firstName?: string; lastName?: string } {
  return {
    ...(fields.first_name !== undefined && { firstName: fields.first_name.trim() }),
    ...(fields.last_name !== undefined && { lastName: fields.last_name.trim() }),
  };
}
