import { vi } from 'vitest';

/** One fetch the screen made. `path`, `query` and `headers` are read from it on demand. */
export class RecordedCall {
  // A true private field: a recorded call compares equal to { method, url, body }.
  readonly #init: RequestInit;

  constructor(
    readonly method: string,
    readonly url: string,
    readonly body: unknown,
    init: RequestInit,
  ) {
    this.#init = init;
  }

  /** The path without the query. */
  get path(): string {
    return this.url.split('?')[0] ?? this.url;
  }

  get query(): URLSearchParams {
    return new URLSearchParams(this.url.split('?')[1] ?? '');
  }

  get headers(): Headers {
    return new Headers(this.#init.headers);
  }
}

export type StubAnswer = { status?: number; body: unknown } | Response;
export type StubHandler = (call: RecordedCall) => StubAnswer | undefined;

/** The server's error envelope (DESIGN §6). */
export function apiError(
  status: number,
  message: string,
  error = 'ERROR',
  details?: unknown,
): { status: number; body: unknown } {
  return { status, body: { success: false, error, message, statusCode: status, details } };
}

/** The current user's permissions when a test does not say: none (an administrator passes anyway). */
const NO_PERMISSIONS = { roles: [], effectivePermissions: [], permissions: [] };

/**
 * Replaces fetch with a router of "METHOD /path" → data (wrapped in the success envelope) or a
 * handler (which may also answer a raw Response, e.g. a CSV), and records every call. Unknown
 * calls answer 404. The current user's permissions answer is built in.
 */
export function stubApi(routes: Record<string, unknown>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call = new RecordedCall(method, input, body, init);
    calls.push(call);
    const key = `${method} ${call.path}`;
    // `null` is a real answer (DELETE): only a missing key is "not found".
    const route =
      key in routes
        ? routes[key]
        : call.path === '/api/permissions-dynamic/user/permissions'
          ? NO_PERMISSIONS
          : undefined;
    const answer: StubAnswer | undefined =
      typeof route === 'function'
        ? (route as StubHandler)(call)
        : route === undefined
          ? undefined
          : { body: { success: true, data: route } };
    if (answer instanceof Response) return answer;
    const { status = 200, body: payload } = answer ?? apiError(404, 'No encontrado', 'NOT_FOUND');
    return new Response(JSON.stringify(payload), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    fetchMock,
    /** The calls to one "METHOD /path". */
    to: (method: string, path: string) =>
      calls.filter((call) => call.method === method && call.path === path),
  };
}
