import { AsyncLocalStorage } from 'node:async_hooks';

/** The request a piece of code runs for, so every log line it writes carries the request id. */
export interface RequestContextStore {
  requestId: string;
}

export const requestContext = new AsyncLocalStorage<RequestContextStore>();
