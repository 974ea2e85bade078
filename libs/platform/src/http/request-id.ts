import { randomUUID } from 'node:crypto';
import { type IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';

/** Accept a caller's id (a proxy or the SPA) only when it is short and harmless to log. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * The request's id: the caller's x-request-id when it is safe to log, otherwise a new UUID.
 * Fastify calls it once per request (`genReqId`) and exposes the result as `request.id`.
 */
export function resolveRequestId(req: IncomingMessage): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  const candidate = Array.isArray(incoming) ? incoming[0] : incoming;
  return candidate && SAFE_REQUEST_ID.test(candidate) ? candidate : randomUUID();
}
