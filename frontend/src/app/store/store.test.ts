import { describe, expect, it } from 'vitest';
import { createAppStore } from './index';
import { logout, sessionStarted } from './auth-slice';
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

  it('loads the session from auth-storage', () => {
    localStorage.setItem('auth-storage', JSON.stringify({ user, isAuthenticated: true }));
    expect(createAppStore().getState().auth).toEqual({ user, isAuthenticated: true });
  });

  it('ignores a corrupt auth-storage', () => {
    localStorage.setItem('auth-storage', '{not json');
    expect(createAppStore().getState().auth).toEqual({ user: null, isAuthenticated: false });
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

    store.dispatch(logout());
    expect(store.getState().auth).toEqual({ user: null, isAuthenticated: false });
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('auth-storage')).toBeNull();
    expect(sessionStorage.getItem('some-session-key')).toBeNull();
  });
});
