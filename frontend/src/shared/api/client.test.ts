import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appEvents } from '../events';
import {
  ApiError,
  apiRequest,
  apiRequestWithMeta,
  DEFAULT_API_ERROR_MESSAGE,
  isNotModified,
  isRetryableError,
} from './index';
import { resetApiClientForTests } from './client';

type FetchArgs = [input: string, init: RequestInit];

function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

const ok = (data: unknown) => json({ success: true, data });
const unauthorized = () =>
  json(
    { success: false, error: 'UNAUTHORIZED', message: 'Sesión no válida', statusCode: 401 },
    401,
  );

let fetchMock: ReturnType<typeof vi.fn<(...args: FetchArgs) => Promise<Response>>>;

function calls(): FetchArgs[] {
  return fetchMock.mock.calls;
}

function headersOf(index: number): Headers {
  return new Headers(calls()[index]?.[1].headers);
}

beforeEach(() => {
  resetApiClientForTests();
  fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('apiRequest', () => {
  it('returns data of a success envelope', async () => {
    fetchMock.mockResolvedValueOnce(ok({ id: 'wo-1' }));
    await expect(apiRequest<{ id: string }>('/api/work-orders/wo-1')).resolves.toEqual({
      id: 'wo-1',
    });
  });

  it('returns a bare body that is not an envelope as it is', async () => {
    fetchMock.mockResolvedValueOnce(json([{ id: 1 }]));
    await expect(apiRequest('/api/permissions-dynamic/pages')).resolves.toEqual([{ id: 1 }]);
  });

  it('adds the Bearer token from localStorage when present', async () => {
    localStorage.setItem('accessToken', 'tok-123');
    fetchMock.mockResolvedValueOnce(ok(null));
    await apiRequest('/api/auth/me');
    expect(headersOf(0).get('Authorization')).toBe('Bearer tok-123');
  });

  it('sends no Authorization header without a token', async () => {
    fetchMock.mockResolvedValueOnce(ok(null));
    await apiRequest('/api/health');
    expect(headersOf(0).has('Authorization')).toBe(false);
  });

  it('sends credentials for /api paths only', async () => {
    fetchMock.mockResolvedValue(ok(null));
    await apiRequest('/api/health');
    await apiRequest('/version.json');
    expect(calls()[0]?.[1].credentials).toBe('include');
    expect(calls()[1]?.[1].credentials).toBe('same-origin');
  });

  it('sends JSON with a JSON content type', async () => {
    fetchMock.mockResolvedValueOnce(ok({ id: 'n' }));
    await apiRequest('/api/work-orders', { method: 'POST', body: { title: 'Frenos' } });
    expect(calls()[0]?.[1].method).toBe('POST');
    expect(calls()[0]?.[1].body).toBe('{"title":"Frenos"}');
    expect(headersOf(0).get('Content-Type')).toBe('application/json');
  });

  it('lets the browser set the multipart content type for FormData', async () => {
    fetchMock.mockResolvedValueOnce(ok(null));
    const form = new FormData();
    form.append('file', 'contents');
    await apiRequest('/api/uploads', { method: 'POST', body: form });
    expect(calls()[0]?.[1].body).toBe(form);
    expect(headersOf(0).has('Content-Type')).toBe(false);
  });

  it('builds query strings with arrays as repeated parameters', async () => {
    fetchMock.mockResolvedValueOnce(ok({ data: [], pagination: { page: 1, limit: 20, total: 0 } }));
    await apiRequest('/api/work-orders', {
      query: {
        status: ['open', 'in_progress'],
        search: 'seat ibiza',
        page: 2,
        assigned_to: undefined,
        customer_id: null,
        priority: [],
      },
    });
    expect(calls()[0]?.[0]).toBe(
      '/api/work-orders?status=open&status=in_progress&search=seat+ibiza&page=2',
    );
  });

  it('resolves undefined for 204 No Content', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(apiRequest('/api/notifications/1', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it('resolves the NOT_MODIFIED marker for 304 and exposes headers with meta', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 304, headers: { ETag: '"v1"' } }));
    const value = await apiRequest('/api/announcements/unread/meta', {
      headers: { 'If-None-Match': '"v1"' },
    });
    expect(isNotModified(value)).toBe(true);
    expect(headersOf(0).get('If-None-Match')).toBe('"v1"');

    fetchMock.mockResolvedValueOnce(ok({ unread_count: 2 }));
    const fresh = await apiRequestWithMeta<{ unread_count: number }>(
      '/api/announcements/unread/meta',
    );
    expect(fresh.notModified).toBe(false);
    if (!fresh.notModified) expect(fresh.data.unread_count).toBe(2);
  });
});

describe('errors', () => {
  it('throws an ApiError with the server message for success:false', async () => {
    fetchMock.mockResolvedValueOnce(
      json(
        {
          success: false,
          error: 'VALIDATION_ERROR',
          message: 'Los datos enviados no son válidos',
          statusCode: 400,
          timestamp: '2026-11-21T10:00:00.000Z',
          requestId: 'req-1',
          details: [{ field: 'title', message: 'El título es obligatorio' }],
          retryable: false,
        },
        400,
      ),
    );
    const error = await apiRequest('/api/work-orders', { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.message).toBe('Los datos enviados no son válidos');
    expect(apiError.error).toBe('VALIDATION_ERROR');
    expect(apiError.statusCode).toBe(400);
    expect(apiError.requestId).toBe('req-1');
    expect(apiError.retryable).toBe(false);
    expect(apiError.isNetworkError).toBe(false);
    expect(apiError.fieldErrors).toEqual([{ field: 'title', message: 'El título es obligatorio' }]);
    expect(isRetryableError(apiError)).toBe(false);
  });

  it('throws on success:false even with a 200 status', async () => {
    fetchMock.mockResolvedValueOnce(json({ success: false, message: 'No permitido' }));
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ message: 'No permitido' });
  });

  it('uses the default message when the server gives none', async () => {
    fetchMock.mockResolvedValueOnce(new Response('Bad gateway', { status: 502 }));
    const error = (await apiRequest('/api/x').catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe(DEFAULT_API_ERROR_MESSAGE);
    expect(error.message).toBe('Error de API desconocido');
    expect(error.statusCode).toBe(502);
    expect(error.retryable).toBe(true);
  });

  it('marks retryable statuses from the list when the server does not say', async () => {
    for (const status of [408, 429, 500, 502, 503, 504]) {
      fetchMock.mockResolvedValueOnce(json({ success: false, message: 'x' }, status));
      const error = (await apiRequest('/api/x').catch((e: unknown) => e)) as ApiError;
      expect(error.retryable, String(status)).toBe(true);
    }
    for (const status of [400, 403, 404, 409, 422]) {
      fetchMock.mockResolvedValueOnce(json({ success: false, message: 'x' }, status));
      const error = (await apiRequest('/api/x').catch((e: unknown) => e)) as ApiError;
      expect(error.retryable, String(status)).toBe(false);
    }
  });

  it('turns a network failure into a retryable Spanish ApiError', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = (await apiRequest('/api/x').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.isNetworkError).toBe(true);
    expect(error.retryable).toBe(true);
    expect(error.error).toBe('NETWORK_ERROR');
    expect(error.message).toMatch(/No se pudo conectar con el servidor/);
    expect(isRetryableError(error)).toBe(true);
  });

  it('turns a time-out into a retryable ApiError', async () => {
    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('The operation was aborted.', 'AbortError')),
          );
        }),
    );
    const error = (await apiRequest('/api/auth/me', { timeoutMs: 20 }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.error).toBe('TIMEOUT');
    expect(error.retryable).toBe(true);
  });

  it('rethrows a cancellation by the caller untouched', async () => {
    const controller = new AbortController();
    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () =>
            reject(new DOMException('The operation was aborted.', 'AbortError')),
          );
        }),
    );
    const pending = apiRequest('/api/x', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    const error = await pending;
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });
});

describe('isRetryableError', () => {
  it('follows SPEC §8 for errors that are not ApiErrors', () => {
    expect(isRetryableError(new Error('no status'))).toBe(true);
    expect(isRetryableError({ status: 503 })).toBe(true);
    expect(isRetryableError({ status: 404 })).toBe(false);
    expect(isRetryableError({ statusCode: 429 })).toBe(true);
  });
});

describe('401 handling', () => {
  it('refreshes the token once, stores it and retries the request', async () => {
    localStorage.setItem('accessToken', 'old');
    fetchMock
      .mockResolvedValueOnce(unauthorized())
      .mockResolvedValueOnce(ok({ accessToken: 'new' }))
      .mockResolvedValueOnce(ok({ id: 'me' }));

    await expect(apiRequest('/api/auth/me')).resolves.toEqual({ id: 'me' });

    expect(calls().map(([url, init]) => `${init.method} ${url}`)).toEqual([
      'GET /api/auth/me',
      'POST /api/auth/refresh',
      'GET /api/auth/me',
    ]);
    expect(calls()[1]?.[1].credentials).toBe('include');
    expect(localStorage.getItem('accessToken')).toBe('new');
    expect(headersOf(2).get('Authorization')).toBe('Bearer new');
  });

  it('shares one refresh between concurrent 401s (single flight)', async () => {
    localStorage.setItem('accessToken', 'old');
    let resolveRefresh: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation((url, init) => {
      if (url === '/api/auth/refresh') {
        return new Promise<Response>((resolve) => {
          resolveRefresh = resolve;
        });
      }
      const auth = new Headers(init.headers).get('Authorization');
      return Promise.resolve(auth === 'Bearer new' ? ok({ url }) : unauthorized());
    });

    const results = Promise.all([apiRequest('/api/a'), apiRequest('/api/b'), apiRequest('/api/c')]);
    await vi.waitFor(() =>
      expect(calls().filter(([url]) => url === '/api/auth/refresh')).toHaveLength(1),
    );
    // Let the other 401s arrive while the refresh is still in flight.
    await new Promise((resolve) => setTimeout(resolve, 10));
    resolveRefresh(ok({ accessToken: 'new' }));

    await expect(results).resolves.toEqual([
      { url: '/api/a' },
      { url: '/api/b' },
      { url: '/api/c' },
    ]);
    expect(calls().filter(([url]) => url === '/api/auth/refresh')).toHaveLength(1);
  });

  it('clears the token and emits session-expired when the refresh fails', async () => {
    localStorage.setItem('accessToken', 'old');
    const listener = vi.fn();
    const off = appEvents.on('session-expired', listener);
    fetchMock
      .mockResolvedValueOnce(unauthorized())
      .mockResolvedValueOnce(
        json({ success: false, error: 'UNAUTHORIZED', message: 'Refresh caducado' }, 401),
      );

    const error = (await apiRequest('/api/work-orders').catch((e: unknown) => e)) as ApiError;
    off();

    expect(error).toBeInstanceOf(ApiError);
    expect(error.statusCode).toBe(401);
    expect(error.message).toBe('Sesión no válida');
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(listener).toHaveBeenCalledWith({ path: '/api/work-orders', hadToken: true });
    expect(calls()).toHaveLength(2);
  });

  it('keeps the session when the refresh cannot reach the server (network failure, unload)', async () => {
    localStorage.setItem('accessToken', 'old');
    const listener = vi.fn();
    const off = appEvents.on('session-expired', listener);
    fetchMock
      .mockResolvedValueOnce(unauthorized())
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));

    const error = (await apiRequest('/api/work-orders').catch((e: unknown) => e)) as ApiError;
    off();

    expect(error).toBeInstanceOf(ApiError);
    expect(error.isNetworkError).toBe(true);
    expect(error.retryable).toBe(true);
    expect(localStorage.getItem('accessToken')).toBe('old');
    expect(listener).not.toHaveBeenCalled();
  });

  it('does not retry more than once when the retried request is 401 again', async () => {
    localStorage.setItem('accessToken', 'old');
    fetchMock
      .mockResolvedValueOnce(unauthorized())
      .mockResolvedValueOnce(ok({ accessToken: 'new' }))
      .mockResolvedValueOnce(unauthorized());
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ statusCode: 401 });
    expect(calls()).toHaveLength(3);
  });

  it('never refreshes for the login and refresh calls themselves', async () => {
    fetchMock.mockResolvedValueOnce(
      json(
        { success: false, error: 'INVALID_CREDENTIALS', message: 'Credenciales incorrectas' },
        401,
      ),
    );
    await expect(
      apiRequest('/api/auth/login', { method: 'POST', body: { email: 'a', password: 'b' } }),
    ).rejects.toMatchObject({ message: 'Credenciales incorrectas', statusCode: 401 });

    fetchMock.mockResolvedValueOnce(unauthorized());
    await expect(apiRequest('/api/auth/refresh', { method: 'POST' })).rejects.toMatchObject({
      statusCode: 401,
    });
    expect(calls()).toHaveLength(2);
  });
});
