import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AuthUser } from '@px/contracts';
import { readJsonStorage, STORAGE_KEYS } from '@/shared/storage-keys';

/**
 * The session (SPEC §3 "Session"): the user from the current-user call plus the authenticated flag,
 * persisted under `auth-storage`. The access token itself lives in localStorage `accessToken` and is
 * read by the API client.
 *
 * `status` (SPEC §4 "Authentication") is not persisted: the app always starts in `loading`, checks
 * the stored token with GET /api/auth/me and ends `authenticated` or `unauthenticated`.
 */
export type SessionUser = Pick<AuthUser, 'id' | 'email'> & Partial<Omit<AuthUser, 'id' | 'email'>>;

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface AuthState {
  user: SessionUser | null;
  isAuthenticated: boolean;
  status: AuthStatus;
}

/** What `auth-storage` holds. */
export type PersistedAuth = Pick<AuthState, 'user' | 'isAuthenticated'>;

export const EMPTY_AUTH_STATE: AuthState = {
  user: null,
  isAuthenticated: false,
  status: 'unauthenticated',
};

export function loadAuthState(): AuthState {
  const stored = readJsonStorage<Partial<PersistedAuth>>(STORAGE_KEYS.authStorage);
  if (!stored || typeof stored !== 'object') return { ...EMPTY_AUTH_STATE, status: 'loading' };
  const user =
    stored.user && typeof stored.user === 'object' && typeof stored.user.id === 'string'
      ? stored.user
      : null;
  return { user, isAuthenticated: Boolean(stored.isAuthenticated && user), status: 'loading' };
}

export function persistedAuth(state: AuthState): PersistedAuth {
  return { user: state.user, isAuthenticated: state.isAuthenticated };
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: loadAuthState,
  reducers: {
    /** Login, register, a password change or a successful start-up check. */
    sessionStarted(_state, action: PayloadAction<SessionUser>) {
      return { user: action.payload, isAuthenticated: true, status: 'authenticated' };
    },
    /** A later current-user check (or a profile edit) returned fresher data. */
    userRefreshed(state, action: PayloadAction<SessionUser>) {
      if (state.status !== 'authenticated') return;
      state.user = action.payload;
    },
    /**
     * Ends the session (also: no token at start-up). The store's listener clears `accessToken`,
     * `auth-storage` and the session keys (SPEC §4 "Logout clears all stored tokens, session keys
     * and the user").
     */
    logout() {
      return EMPTY_AUTH_STATE;
    },
  },
});

export const { sessionStarted, userRefreshed, logout } = authSlice.actions;
