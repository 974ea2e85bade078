import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { createQueryClient, retryUpTo } from './query-client';

const apiError = (statusCode: number) => new ApiError({ error: 'X', message: 'x', statusCode });

describe('query client', () => {
  it('retries once, never on window focus', () => {
    const options = createQueryClient().getDefaultOptions().queries;
    expect(options?.refetchOnWindowFocus).toBe(false);
    const retry = options?.retry as (count: number, error: unknown) => boolean;
    expect(retry(0, apiError(503))).toBe(true);
    expect(retry(1, apiError(503))).toBe(false);
  });

  it('never retries a non-retryable ApiError', () => {
    const retry = retryUpTo(2);
    expect(retry(0, apiError(400))).toBe(false);
    expect(retry(0, apiError(404))).toBe(false);
    expect(retry(0, apiError(429))).toBe(true);
    expect(retry(1, apiError(500))).toBe(true);
    expect(retry(2, apiError(500))).toBe(false);
  });
});
