import { appEvents } from '../events';
import { logger } from '../logger';
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from '../storage-keys';
import {
  ApiError,
  type ApiErrorBody,
  DEFAULT_API_ERROR_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  TIMEOUT_ERROR_MESSAGE,
} from './api-error';
import { type QueryParams, withQuery } from './query-string';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestOptions {
  method?: HttpMethod;
  /** A plain value is sent as JSON; FormData is sent as multipart with the browser's boundary. */
  body?: unknown;
  /** Query parameters; arrays become repeated parameters. */
  query?: QueryParams;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Abort and fail with a retryable time-out ApiError after this many milliseconds. */
  timeoutMs?: number;
}

/** Returned by `apiRequest` when the server answers 304 Not Modified to a conditional request. */
export const NOT_MODIFIED: unique symbol = Symbol('api.not-modified');
export type NotModified = typeof NOT_MODIFIED;

export function isNotModified(value: unknown): value is NotModified {
  return value === NOT_MODIFIED;
}

/** The answer with its status and headers, for callers that need them (ETag, 304). */
export type ApiResult<T> =
  | { notModified: true; status: 304; headers: Headers }
  | { notModified: false; status: number; headers: Headers; data: T };

const REFRESH_PATH = '/api/auth/refresh';
/** Auth endpoints whose 401 means "wrong credentials", never "expired token". */
const NO_REFRESH_PATHS = new Set([REFRESH_PATH, '/api/auth/login', '/api/auth/register']);

export function getAccessToken(): string | null {
  return readStorage(STORAGE_KEYS.accessToken);
}

export function setAccessToken(token: string | null): void {
  if (token) writeStorage(STORAGE_KEYS.accessToken, token);
  else removeStorage(STORAGE_KEYS.accessToken);
}

function pathname(path: string): string {
  const end = path.search(/[?#]/);
  return end === -1 ? path : path.slice(0, end);
}

function isApiPath(path: string): boolean {
  return path.startsWith('/api');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isErrorEnvelope(value: unknown): value is ApiErrorBody {
  return isRecord(value) && value.success === false;
}

function buildHeaders(options: ApiRequestOptions): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  if (!(options.body instanceof FormData)) headers.set('Content-Type', 'application/json');
  const token = getAccessToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  return headers;
}

function buildBody(body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData) return body;
  return JSON.stringify(body);
}

function isAbortError(error: unknown): boolean {
  return (
    (error instanceof DOMException || error instanceof Error) &&
    (error.name === 'AbortError' || error.name === 'TimeoutError')
  );
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 304) return undefined;
  let text: string;
  try {
    text = await response.text();
  } catch {
    return undefined;
  }
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function errorFromBody(body: unknown, response: Response): ApiError {
  const envelope = isRecord(body) ? (body as Partial<ApiErrorBody>) : {};
  const message =
    typeof envelope.message === 'string' && envelope.message.trim() !== ''
      ? envelope.message
      : DEFAULT_API_ERROR_MESSAGE;
  const statusCode =
    !response.ok || typeof envelope.statusCode !== 'number' ? response.status : envelope.statusCode;
  return new ApiError({
    error: typeof envelope.error === 'string' ? envelope.error : `HTTP_${statusCode}`,
    message,
    statusCode,
    requestId:
      typeof envelope.requestId === 'string'
        ? envelope.requestId
        : (response.headers.get('x-request-id') ?? undefined),
    timestamp: typeof envelope.timestamp === 'string' ? envelope.timestamp : undefined,
    details: envelope.details,
    retryable: typeof envelope.retryable === 'boolean' ? envelope.retryable : undefined,
  });
}

/** Sends one HTTP request; time-outs and network failures become retryable ApiErrors. */
async function send(path: string, options: ApiRequestOptions): Promise<Response> {
  const controller = new AbortController();
  let timedOut = false;
  const onCallerAbort = () => controller.abort(options.signal?.reason);
  if (options.signal?.aborted) controller.abort(options.signal.reason);
  options.signal?.addEventListener('abort', onCallerAbort, { once: true });
  const timer =
    options.timeoutMs !== undefined && options.timeoutMs > 0
      ? setTimeout(() => {
          timedOut = true;
          controller.abort();
        }, options.timeoutMs)
      : undefined;

  try {
    return await fetch(withQuery(path, options.query), {
      method: options.method ?? 'GET',
      headers: buildHeaders(options),
      body: buildBody(options.body),
      credentials: isApiPath(path) ? 'include' : 'same-origin',
      signal: controller.signal,
    });
  } catch (error) {
    if (timedOut) {
      throw new ApiError({
        error: 'TIMEOUT',
        message: TIMEOUT_ERROR_MESSAGE,
        statusCode: 0,
        retryable: true,
        isNetworkError: true,
        cause: error,
      });
    }
    // The caller cancelled (e.g. React Query unmounted the query): not an error worth reporting.
    if (options.signal?.aborted && isAbortError(error)) throw error;
    throw new ApiError({
      error: 'NETWORK_ERROR',
      message: NETWORK_ERROR_MESSAGE,
      statusCode: 0,
      retryable: true,
      isNetworkError: true,
      cause: error,
    });
  } finally {
    if (timer !== undefined) clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }
}

let refreshInFlight: Promise<string | null> | null = null;

async function doRefresh(): Promise<string | null> {
  let response: Response;
  try {
    response = await send(REFRESH_PATH, { method: 'POST' });
  } catch (error) {
    // No answer (network failure, time-out, or the page unloading mid-request): nothing says the
    // session is over, so it is kept and the caller gets the retryable network error.
    logger.warn('Token refresh could not reach the server', { error: String(error) });
    throw error;
  }
  const body = await readBody(response);
  if (!response.ok || !isRecord(body) || body.success === false) return null;
  const data = isRecord(body.data) ? body.data : body;
  const token = data.accessToken;
  if (typeof token !== 'string' || token === '') return null;
  setAccessToken(token);
  return token;
}

/**
 * POST /api/auth/refresh, shared by every caller that hit a 401 at the same moment (single flight):
 * the rotating refresh token may only be used once. Resolves with the new token, or null when the
 * server refused the refresh (the session is over); rejects with a retryable network ApiError when
 * the server could not be reached.
 */
export function refreshAccessToken(): Promise<string | null> {
  if (!refreshInFlight) {
    refreshInFlight = doRefresh().finally(() => {
      refreshInFlight = null;
    });
  }
  return refreshInFlight;
}

/**
 * Calls the API and returns the answer with its status and headers. Unwraps `{ success, data }`,
 * refreshes an expired token once on 401 and retries, and rejects with ApiError on failure.
 */
export async function apiRequestWithMeta<T>(
  path: string,
  options: ApiRequestOptions = {},
): Promise<ApiResult<T>> {
  const hadToken = getAccessToken() !== null;
  let response = await send(path, options);

  if (response.status === 401 && !NO_REFRESH_PATHS.has(pathname(path))) {
    const token = await refreshAccessToken();
    if (token) {
      response = await send(path, options);
    } else {
      setAccessToken(null);
      appEvents.emit('session-expired', { path, hadToken });
    }
  }

  if (response.status === 304) {
    return { notModified: true, status: 304, headers: response.headers };
  }

  const body = await readBody(response);
  if (!response.ok || isErrorEnvelope(body)) throw errorFromBody(body, response);

  const data = isRecord(body) && body.success === true ? body.data : body;
  return {
    notModified: false,
    status: response.status,
    headers: response.headers,
    data: data as T,
  };
}

/**
 * Calls the API and resolves with the envelope's `data` (undefined for 204). A 304 answer to a
 * conditional request (If-None-Match) resolves with `NOT_MODIFIED`; check it with `isNotModified`
 * or use `apiRequestWithMeta` for a typed result.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const result = await apiRequestWithMeta<T>(path, options);
  return result.notModified ? (NOT_MODIFIED as unknown as T) : result.data;
}

/** Test helper: forget a pending refresh between tests. */
export function resetApiClientForTests(): void {
  refreshInFlight = null;
}
