import type { AuthSession, AuthUser, RegistrationReceipt } from '@px/contracts';
import { apiRequest, getAccessToken, setAccessToken } from '@/shared/api';
import { logger } from '@/shared/logger';
import { CURRENT_USER_TIMEOUT_MS } from '@/shared/query-config';

/** React Query keys of the session. */
export const authKeys = {
  all: ['auth'] as const,
  me: ['auth', 'me'] as const,
};

/**
 * How long a current-user answer counts as fresh. Every protected screen re-checks the user when it
 * is shown (SPEC §4), but only when the last answer is older than this, so moving between screens
 * does not call GET /api/auth/me each time (docs/decisions.md).
 */
export const CURRENT_USER_STALE_TIME = 60_000;

/** The user of GET /api/auth/me; "some callers read data.data" (SPEC §7), so both shapes are read. */
export function unwrapUser(value: unknown): AuthUser {
  const record = value as { data?: unknown } | null;
  const candidate =
    record && typeof record === 'object' && 'data' in record && record.data && !('id' in record)
      ? record.data
      : value;
  if (
    !candidate ||
    typeof candidate !== 'object' ||
    typeof (candidate as AuthUser).id !== 'string'
  ) {
    throw new Error('Respuesta de sesión no válida');
  }
  return candidate as AuthUser;
}

/** GET /api/auth/me with SPEC §9's 5 s time-out. */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<AuthUser> {
  const body = await apiRequest<unknown>('/api/auth/me', {
    timeoutMs: CURRENT_USER_TIMEOUT_MS,
    signal,
  });
  return unwrapUser(body);
}

export interface LoginInput {
  email: string;
  password: string;
}

export interface RegisterInput extends LoginInput {
  first_name: string;
  last_name: string;
}

function storeSession(session: AuthSession): AuthSession {
  setAccessToken(session.accessToken);
  return session;
}

export async function login(input: LoginInput): Promise<AuthSession> {
  return storeSession(
    await apiRequest<AuthSession>('/api/auth/login', { method: 'POST', body: input }),
  );
}

/** Asks for an account; it stays inactive until an administrator activates it. */
export function register(input: RegisterInput): Promise<RegistrationReceipt> {
  return apiRequest<RegistrationReceipt>('/api/auth/register', { method: 'POST', body: input });
}

export interface ChangePasswordInput {
  current_password: string;
  new_password: string;
}

/** POST /api/auth/change-password: answers a fresh session (every other session ends). */
export async function changePassword(input: ChangePasswordInput): Promise<AuthSession> {
  return storeSession(
    await apiRequest<AuthSession>('/api/auth/change-password', { method: 'POST', body: input }),
  );
}

export interface ProfileInput {
  first_name?: string;
  last_name?: string;
  avatar_url?: string | null;
}

export function updateProfile(input: ProfileInput): Promise<AuthUser> {
  return apiRequest<unknown>('/api/auth/me', { method: 'PATCH', body: input }).then(unwrapUser);
}

let loggingOut = false;

/** True while POST /api/auth/logout runs, so its own 401 is not reported as an expired session. */
export function isLoggingOut(): boolean {
  return loggingOut;
}

/**
 * POST /api/auth/logout (ends this session's refresh family and clears the cookie). It never
 * fails for the caller: the local session is cleared whatever the server answers.
 */
export async function logoutOnServer(): Promise<void> {
  if (getAccessToken() === null) return;
  loggingOut = true;
  try {
    await apiRequest('/api/auth/logout', { method: 'POST' });
  } catch (error) {
    logger.warn('Logout call failed; the local session is cleared anyway', {
      error: String(error),
    });
  } finally {
    loggingOut = false;
  }
}
