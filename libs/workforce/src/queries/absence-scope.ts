import { ConflictError, ForbiddenError } from '@px/platform';
import { type AbsenceScope } from '../domain/absence-access';

/** A scope's refusal as the API's 403 (someone else's records) or 409 (no employee record). */
export function scopeRefusalError(scope: Exclude<AbsenceScope, { allowed: true }>): Error {
  if (scope.status === 403) return new ForbiddenError(scope.message);
  return new ConflictError(scope.refusal.message, { code: scope.refusal.code });
}
