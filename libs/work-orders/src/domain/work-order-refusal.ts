export const WORK_ORDER_NOT_FOUND = 'La orden de trabajo no existe.';

/**
 * Why a work-order rule says no: what the user reads (Spanish) and the kind of answer it is. The
 * rules in domain/ return one (or null when they allow the change); the commands turn it into the
 * platform's DomainError (409, 403, 404, 400) with `refusalError`.
 */
export type WorkOrderRefusal =
  /** 409: the order's state does not allow it (details: what the client needs to react). */
  | { kind: 'conflict'; message: string; details?: Record<string, unknown> }
  /** 409 VERSION_CONFLICT: the client read an older version than the current one. */
  | { kind: 'stale'; currentVersion: number }
  /** 403: the actor may not do it. */
  | { kind: 'forbidden'; message: string }
  /** 404: what it points to does not exist (for this actor). */
  | { kind: 'not_found'; message: string }
  /** 400: one field's value is not acceptable. */
  | { kind: 'invalid'; field: string; code: string; message: string };

/** A stale `version` (the one the client read), when it sent one. */
export function staleVersionRefusal(
  currentVersion: number,
  readVersion: number | null,
): WorkOrderRefusal | null {
  return readVersion !== null && readVersion !== currentVersion
    ? { kind: 'stale', currentVersion }
    : null;
}
