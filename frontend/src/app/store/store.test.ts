import { describe, expect, it } from 'vitest';
import { createAppStore } from './index';
import { logout, sessionStarted, userRefreshed } from './auth-slice';
import { localeChanged, sidebarToggled, themeChanged } from './ui-slice';

describe('ui slice persistence', () => {
  it('starts from the stored preferences', () => {
    localStorage.setItem('sidebar-collapsed', 'true');
    localStorage.setItem('px_theme', 'dark');
    localStorage.setItem('px_locale', 'en');
    expect(createAppStore().getState().ui).toEqual({
      sidebarCollapsed: true,
      theme: 'dark',
      locale: 'en',
    });
  });

  it('defaults to expanded sidebar, system theme and Spanish', () => {
    localStorage.setItem('px_theme', 'purple');
    localStorage.setItem('px_locale', 'fr');
    expect(createAppStore().getState().ui).toEqual({
      sidebarCollapsed: false,
      theme: 'system',
      locale: 'es',
    });
  });

  it('persists sidebar, theme and locale under their keys', () => {
    const store = createAppStore();
    store.dispatch(sidebarToggled());
    store.dispatch(themeChanged('dark'));
    store.dispatch(localeChanged('en'));
    expect(localStorage.getItem('sidebar-collapsed')).toBe('true');
    expect(localStorage.getItem('px_theme')).toBe('dark');
    expect(localStorage.getItem('px_locale')).toBe('en');

    store.dispatch(themeChanged('system'));
    expect(localStorage.getItem('px_theme')).toBeNull();
  });
});

describe('auth slice', () => {
  const user = { id: 'u1', email: 'jefe@taller.es', full_name: 'Ana Jefa' };

  it('loads the session from auth-storage but starts in the loading state', () => {
    localStorage.setItem('auth-storage', JSON.stringify({ user, isAuthenticated: true }));
    expect(createAppStore().getState().auth).toEqual({
      user,
      isAuthenticated: true,
      status: 'loading',
    });
  });

  it('starts loading even with nothing stored', () => {
    expect(createAppStore().getState().auth).toEqual({
      user: null,
      isAuthenticated: false,
      status: 'loading',
    });
  });

  it('ignores a corrupt auth-storage', () => {
    localStorage.setItem('auth-storage', '{not json');
    expect(createAppStore().getState().auth).toEqual({
      user: null,
      isAuthenticated: false,
      status: 'loading',
    });
    localStorage.setItem('auth-storage', JSON.stringify({ user: 'x', isAuthenticated: true }));
    expect(createAppStore().getState().auth.isAuthenticated).toBe(false);
  });

  it('refreshes the user only while authenticated', () => {
    const store = createAppStore();
    store.dispatch(userRefreshed({ ...user, full_name: 'Otra' }));
    expect(store.getState().auth.user).toBeNull();
    store.dispatch(sessionStarted(user));
    store.dispatch(userRefreshed({ ...user, full_name: 'Ana María Jefa' }));
    expect(store.getState().auth.user?.full_name).toBe('Ana María Jefa');
    expect(store.getState().auth.status).toBe('authenticated');
  });

  it('persists a started session and logout clears tokens, session and session keys', () => {
    const store = createAppStore();
    localStorage.setItem('accessToken', 'tok');
    sessionStorage.setItem('some-session-key', 'x');
    store.dispatch(sessionStarted(user));
    expect(JSON.parse(localStorage.getItem('auth-storage') ?? 'null')).toEqual({
      user,
      isAuthenticated: true,
    });

    expect(store.getState().auth.status).toBe('authenticated');

    store.dispatch(logout());
    expect(store.getState().auth).toEqual({
      user: null,
      isAuthenticated: false,
      status: 'unauthenticated',
    });
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('auth-storage')).toBeNull();
    expect(sessionStorage.getItem('some-session-key')).toBeNull();
  });

  it('keeps the stale-chunk reload guard on logout (it belongs to the tab, not the session)', () => {
    const store = createAppStore();
    sessionStorage.setItem('px_stale_chunk_reload', '2026-01-01T00:00:00.000Z');
    sessionStorage.setItem('some-session-key', 'x');
    store.dispatch(logout());
    expect(sessionStorage.getItem('some-session-key')).toBeNull();
    expect(sessionStorage.getItem('px_stale_chunk_reload')).toBe('2026-01-01T00:00:00.000Z');
  });
});
