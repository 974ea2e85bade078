import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readJsonStorage, STORAGE_KEYS } from '@/shared/storage-keys';

/**
 * The session (SPEC §3 "Session"): the user from the current-user call plus the authenticated flag,
 * persisted under `auth-storage`. The access token itself lives in localStorage `accessToken` and is
 * read by the API client. The identity issue fills in the user shape, login and the auth guards.
 */
export interface SessionUser {
  id: string;
  email: string;
  full_name?: string | null;
  first_name?: string | null;
  last_name?: string | null;
  avatar_url?: string | null;
  role?: { id: string; name: string; display_name: string } | null;
  employee_id?: string | null;
}

export interface AuthState {
  user: SessionUser | null;
  isAuthenticated: boolean;
}

export const EMPTY_AUTH_STATE: AuthState = { user: null, isAuthenticated: false };

export function loadAuthState(): AuthState {
  const stored = readJsonStorage<Partial<AuthState>>(STORAGE_KEYS.authStorage);
  if (!stored || typeof stored !== 'object') return EMPTY_AUTH_STATE;
  const user = stored.user && typeof stored.user === 'object' ? stored.user : null;
  return { user, isAuthenticated: Boolean(stored.isAuthenticated && user) };
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: loadAuthState,
  reducers: {
    sessionStarted(_state, action: PayloadAction<SessionUser>) {
      return { user: action.payload, isAuthenticated: true };
    },
    /**
     * Ends the session. The store's listener clears `accessToken`, `auth-storage` and the session
     * keys (SPEC §4 "Logout clears all stored tokens, session keys and the user").
     */
    logout() {
      return EMPTY_AUTH_STATE;
    },
  },
});

export const { sessionStarted, logout } = authSlice.actions;
