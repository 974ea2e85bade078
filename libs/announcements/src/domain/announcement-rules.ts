import { type AnnouncementInput, type ApiFieldError } from '@px/contracts';

export const ANNOUNCEMENT_NOT_FOUND = 'La novedad no existe.';

/** What an administrator writes (POST/PUT /api/announcements), validated, with its dates read. */
export interface AnnouncementFields extends Omit<
  AnnouncementInput,
  'publish_from' | 'publish_until'
> {
  publish_from: Date;
  publish_until: Date | null;
}

/**
 * The checks of an administrator's announcement that need more than one field, or the roles that
 * exist (`knownRoles`: the role names; only read when the audience names some).
 */
export function announcementProblems(
  fields: AnnouncementFields,
  knownRoles: readonly string[],
): ApiFieldError[] {
  const problems: ApiFieldError[] = [];
  if (fields.publish_until && fields.publish_until <= fields.publish_from) {
    problems.push({
      field: 'publish_until',
      code: 'dateOrder',
      message: 'La fecha de fin de publicación debe ser posterior a la de inicio.',
    });
  }
  if (!!fields.cta_label !== !!fields.cta_url) {
    problems.push({
      field: fields.cta_label ? 'cta_url' : 'cta_label',
      code: 'ctaPair',
      message: 'El botón de acción necesita a la vez un texto y una dirección.',
    });
  }
  const known = new Set(knownRoles);
  const unknown = fields.audience_roles.filter((role) => !known.has(role));
  if (unknown.length) {
    problems.push({
      field: 'audience_roles',
      code: 'unknownRole',
      message: `Estos roles no existen: ${unknown.join(', ')}.`,
    });
  }
  return problems;
}

/** A version as clients send it: 1 to 4 dot-separated numbers ("1.0.0", "2.13"). */
export const APP_VERSION_PATTERN = /^\d{1,6}(\.\d{1,6}){0,3}$/;

/** Compares dotted versions number by number ("1.10" > "1.9"; "1.0" = "1.0.0"). */
export function compareVersions(a: string, b: string): number {
  const left = a.split('.').map(Number);
  const right = b.split('.').map(Number);
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const difference = (left[i] ?? 0) - (right[i] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  return 0;
}

/** A call to action may only open a web page (http or https), never a script or a data URL. */
export function isSafeCtaUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:';
  } catch {
    return false;
  }
}

export interface PublishWindow {
  publishFrom: Date;
  publishUntil: Date | null;
}

/** Whether an announcement is inside its publish window at `now`. */
export function isPublishedAt(window: PublishWindow, now: Date): boolean {
  return (
    window.publishFrom.getTime() <= now.getTime() &&
    (window.publishUntil === null || window.publishUntil.getTime() > now.getTime())
  );
}

/**
 * How many publish-window edges have passed at `now`. It changes exactly when some announcement
 * appears or disappears by the clock alone, so it belongs in the unread ETag.
 */
export function passedEdges(windows: readonly PublishWindow[], now: Date): number {
  let passed = 0;
  for (const window of windows) {
    if (window.publishFrom.getTime() <= now.getTime()) passed++;
    if (window.publishUntil && window.publishUntil.getTime() <= now.getTime()) passed++;
  }
  return passed;
}
