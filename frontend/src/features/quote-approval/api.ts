import type { PublicQuoteAnswerInput, PublicQuoteView } from '@px/contracts';
import { ApiError, type ApiErrorBody, DEFAULT_API_ERROR_MESSAGE } from '@/shared/api';

/**
 * The customer's link talks to the API as a stranger: the shared client would attach a staff
 * member's bearer token and cookies (a desk computer opening the link to check it) and, on a 401,
 * refresh or end that staff session. This helper sends neither and refreshes nothing: the link's
 * token in the path is the only credential.
 */
async function publicRequest<T>(
  path: string,
  init: { method?: 'GET' | 'POST'; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: 'omit',
      signal: init.signal,
    });
  } catch (error) {
    // React Query cancelled the request: not a failure worth showing.
    if (init.signal?.aborted) throw error;
    throw new ApiError({
      error: 'NETWORK_ERROR',
      message: DEFAULT_API_ERROR_MESSAGE,
      statusCode: 0,
      isNetworkError: true,
      cause: error,
    });
  }
  const payload = (await response.json().catch(() => undefined)) as
    (Partial<ApiErrorBody> & { data?: unknown }) | undefined;
  if (!response.ok || payload?.success === false) {
    throw new ApiError({
      error: typeof payload?.error === 'string' ? payload.error : `HTTP_${response.status}`,
      message:
        typeof payload?.message === 'string' && payload.message.trim() !== ''
          ? payload.message
          : DEFAULT_API_ERROR_MESSAGE,
      statusCode: response.status,
      details: payload?.details,
    });
  }
  return (payload?.success === true ? payload.data : payload) as T;
}

const pathOf = (token: string) => `/api/public/quotes/${encodeURIComponent(token)}`;

export const publicQuoteKey = (token: string) => ['public-quote', token] as const;

/** GET: only shows the quote (a mail scanner following the link approves nothing). */
export function fetchPublicQuote(token: string, signal?: AbortSignal): Promise<PublicQuoteView> {
  return publicRequest<PublicQuoteView>(pathOf(token), { signal });
}

/** POST: the customer's answer, line by line, with their name and drawn signature. */
export function answerPublicQuote(
  token: string,
  body: PublicQuoteAnswerInput,
): Promise<PublicQuoteView> {
  return publicRequest<PublicQuoteView>(pathOf(token), { method: 'POST', body });
}
