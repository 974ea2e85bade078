/** The last resort of the display-name chain (SPEC §2 "Usuario"); the UI translates it. */
export const FALLBACK_DISPLAY_NAME = 'Usuario';

function usable(text: string | null | undefined): string | null {
  if (typeof text !== 'string') return null;
  const trimmed = text.trim();
  if (trimmed === '' || trimmed === 'undefined undefined') return null;
  return trimmed;
}

/**
 * SPEC §2 "User menu": full_name; when missing, blank or the literal "undefined undefined", the
 * role display_name, then the part of the e-mail before the @, then "Usuario" (null here, so the
 * caller can show it in the user's language).
 */
export interface DisplayNameSource {
  full_name?: string | null;
  email?: string | null;
  role?: { display_name?: string | null } | null;
}

export function displayNameOf(user: DisplayNameSource | null | undefined): string | null {
  if (!user) return null;
  return (
    usable(user.full_name) ??
    usable(user.role?.display_name) ??
    usable(typeof user.email === 'string' ? user.email.split('@')[0] : null) ??
    null
  );
}

/** Up to two initials for the avatar fallback ("Ana Jefa" → "AJ", "recepcion" → "R"). */
export function initialsOf(name: string | null | undefined): string {
  const words = (name ?? '')
    .trim()
    .split(/[\s._-]+/)
    .filter(Boolean);
  if (words.length === 0) return 'U';
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return `${first}${last}`.toLocaleUpperCase('es-ES');
}
