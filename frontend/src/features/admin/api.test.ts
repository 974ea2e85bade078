import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api';
import { permissionQueryRetry } from './api';

const error = (
  statusCode: number,
  extra: Partial<ConstructorParameters<typeof ApiError>[0]> = {},
) => new ApiError({ error: 'X', message: 'x', statusCode, ...extra });

describe('permissionQueryRetry (SPEC §8, §9)', () => {
  it('retries a retryable failure fewer than 2 times', () => {
    expect(permissionQueryRetry(0, error(503))).toBe(true);
    expect(permissionQueryRetry(1, error(503))).toBe(true);
    expect(permissionQueryRetry(2, error(503))).toBe(false);
  });

  it('never retries "cannot connect", "Authentication required" or a client error', () => {
    expect(permissionQueryRetry(0, error(0, { isNetworkError: true }))).toBe(false);
    expect(permissionQueryRetry(0, error(401))).toBe(false);
    expect(permissionQueryRetry(0, error(403))).toBe(false);
  });
});
