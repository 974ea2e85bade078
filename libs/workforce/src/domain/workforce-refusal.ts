/**
 * Why a workforce rule says no: a stable code the client can branch on and the Spanish sentence
 * the user reads. The rules return one (or null when they allow it); the commands turn it into the
 * platform's ConflictError (409) with `{ code, ...details }` as its details.
 */
export interface Refusal<Code extends string = string> {
  code: Code;
  message: string;
  details?: Record<string, unknown>;
}
