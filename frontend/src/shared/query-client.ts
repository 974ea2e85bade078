import { QueryClient } from '@tanstack/react-query';
import { isRetryableError } from './api';
import { DEFAULT_QUERY_RETRIES, REFETCH_ON_WINDOW_FOCUS } from './query-config';

/**
 * Builds a React Query `retry` function: at most `maxRetries` retries, and never for an error
 * that cannot succeed by trying again (validation, 401/403/404, ...).
 */
export function retryUpTo(maxRetries: number) {
  return (failureCount: number, error: unknown): boolean =>
    failureCount < maxRetries && isRetryableError(error);
}

/** The app's query client with SPEC §9's general defaults. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: retryUpTo(DEFAULT_QUERY_RETRIES),
        refetchOnWindowFocus: REFETCH_ON_WINDOW_FOCUS,
      },
      mutations: {
        retry: false,
      },
    },
  });
}
