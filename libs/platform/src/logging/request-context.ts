import { AsyncLocalStorage } from 'node:async_hooks';

/** The request a piece of code runs for, so every log line it writes carries the request id. */
export interface RequestContextStore {
  requestId: string;
  /** Answers computed once per request (memoizeInRequest). */
  memo?: Map<string, Promise<unknown>>;
}

export const requestContext = new AsyncLocalStorage<RequestContextStore>();

/**
 * `compute()` once per request under `key` (outside a request, every time): the guard and the
 * handler both need the caller's permissions, and the second ask should cost nothing.
 */
export function memoizeInRequest<T>(key: string, compute: () => Promise<T>): Promise<T> {
  const store = requestContext.getStore();
  if (!store) return compute();
  store.memo ??= new Map();
  const known = store.memo.get(key) as Promise<T> | undefined;
  if (known) return known;
  const value = compute();
  store.memo.set(key, value);
  value.catch(() => store.memo?.delete(key));
  return value;
}

/** Drops the request's memoized answers whose key starts with `prefix` (after a change to them). */
export function forgetInRequest(prefix: string): void {
  const memo = requestContext.getStore()?.memo;
  for (const key of memo?.keys() ?? []) if (key.startsWith(prefix)) memo?.delete(key);
}
