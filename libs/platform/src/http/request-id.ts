import { randomUUID } from 'node:crypto';
import { type IncomingMessage, type ServerResponse } from 'node:http';
import { requestContext } from '../logging/request-context';

export const REQUEST_ID_HEADER = 'x-request-id';

/** Accept a caller's id (a proxy or the SPA) only when it is short and harmless to log. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** Express and Node type `req.id` loosely (if at all); ours is always the string set here. */
type RequestWithId = IncomingMessage & { id?: unknown };

export function resolveRequestId(req: RequestWithId): string {
  if (typeof req.id === 'string') return req.id;
  const incoming = req.headers[REQUEST_ID_HEADER];
  const candidate = Array.isArray(incoming) ? incoming[0] : incoming;
  const id = candidate && SAFE_REQUEST_ID.test(candidate) ? candidate : randomUUID();
  req.id = id;
  return id;
}

/**
 * First middleware of the pipeline: every response, errors included, carries x-request-id, and
 * everything that runs for the request (and logs) sees it through the request context.
 */
export function requestIdMiddleware(
  req: IncomingMessage,
  res: ServerResponse,
  next: () => void,
): void {
  const requestId = resolveRequestId(req);
  res.setHeader(REQUEST_ID_HEADER, requestId);
  requestContext.run({ requestId }, next);
}
