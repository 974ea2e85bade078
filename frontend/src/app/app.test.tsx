import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  apiFailure,
  makeUser,
  MENU,
  mockApi,
  ok,
  permissionsFor,
  renderWithProviders,
} from '@/test-utils';
import { App } from './app';

// The first render of the whole shell lazy-loads its screens and bells: slow on a loaded CI machine.
const LONG = { timeout: 15_000 };

function signedInAs(
  user: ReturnType<typeof makeUser>,
  sidebar: { path: string }[] = [],
  menu: unknown = MENU,
) {
  localStorage.setItem('accessToken', 'tok');
  return mockApi({
    'GET /api/auth/me': () => ok(user),
    'GET /api/permissions-dynamic/user/permissions': () =>
      ok(permissionsFor(user.roles.map((role) => role.name))),
    'GET /api/permissions-dynamic/user/sidebar': () => ok(sidebar),
    'GET /api/navigation/menu': () => ok(menu),
    'POST /api/auth/logout': () => ok(null),
    // What the shell itself asks on every screen: a set-up workshop, no news, an empty bell.
    'GET /api/service-types/dropdown': () => ok([{ value: 'st-1', label: 'Revisión' }]),
    'GET /api/announcements/unread/meta': () => ok({ unread_count: 0 }),
    'GET /api/notifications': () =>
      ok({
        data: [],
        pagination: { page: 1, limit: 50, total: 0 },
        summary: { total: 0, unread: 0, urgent: 0 },
      }),
  });
}

/** A wide (desktop) screen: min-width queries match, the colour scheme is light. */
function wideScreen() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: /min-width/.test(query),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

describe('App routes', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/');
    wideScreen();
  });

  it('sends / to /login without a session, in the public layout in Spanish', async () => {
    mockApi({});
    renderWithProviders(<App />);
    expect(await screen.findByTestId('login-page', {}, LONG)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    expect(screen.getByTestId('public-layout')).toBeInTheDocument();
    expect(screen.getByLabelText('Correo electrónico')).toBeInTheDocument();
    expect(screen.getByTestId('app-version')).toHaveTextContent('Versión 1.0.0');
    await waitFor(() => expect(document.title).toBe('Iniciar sesión · PX Taller'));
  });

  it('sends an unknown address to /login without a session', async () => {
    mockApi({});
    window.history.replaceState(null, '', '/no-existe');
    renderWithProviders(<App />);
    await screen.findByTestId('login-page', {}, LONG);
    expect(window.location.pathname).toBe('/login');
  });

  it('shows Spanish validation messages on the login form', async () => {
    mockApi({});
    renderWithProviders(<App />);
    await userEvent.click(await screen.findByTestId('login-submit', {}, LONG));
    expect(await screen.findByText('Introduce tu correo electrónico')).toBeInTheDocument();
    expect(await screen.findByText('Introduce la contraseña')).toBeInTheDocument();
  });

  it('shows the server message of a failed login', async () => {
    mockApi({
      'POST /api/auth/login': () => apiFailure(401, 'Correo electrónico o contraseña incorrectos.'),
    });
    renderWithProviders(<App />);
    await userEvent.type(await screen.findByLabelText('Correo electrónico', {}, LONG), 'a@b.es');
    await userEvent.type(screen.getByLabelText('Contraseña'), 'mala-clave');
    await userEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByTestId('login-error')).toHaveTextContent(
      'Correo electrónico o contraseña incorrectos.',
    );
  });

  it('switches the language to English and remembers it', async () => {
    mockApi({});
    const { store } = renderWithProviders(<App />);
    await screen.findByTestId('login-page', {}, LONG);

    await userEvent.click(screen.getByTestId('locale-switch'));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'English' }));

    expect(await screen.findByLabelText('Email')).toBeInTheDocument();
    expect(store.getState().ui.locale).toBe('en');
    expect(localStorage.getItem('px_locale')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('switches the theme to dark and stores it under px_theme', async () => {
    mockApi({});
    renderWithProviders(<App />);
    await screen.findByTestId('login-page', {}, LONG);

    const themeSwitch = screen.getByTestId('theme-switch');
    await userEvent.click(within(themeSwitch).getByTestId('theme-option-dark'));

    expect(localStorage.getItem('px_theme')).toBe('dark');
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'));

    await userEvent.click(within(themeSwitch).getByTestId('theme-option-system'));
    expect(localStorage.getItem('px_theme')).toBeNull();
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('light'));
  });

  it('restores a stored session and shows the home panel in the shell', async () => {
    const calls = signedInAs(makeUser());
    renderWithProviders(<App />);
    expect(await screen.findByTestId('dashboard-page', {}, LONG)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/dashboard');
    expect(screen.getByTestId('home-welcome')).toHaveTextContent('¡Bienvenido, Pedro Mecánico!');
    expect(screen.getByTestId('home-role')).toHaveTextContent('Mecánico');
    expect(await screen.findByText('Órdenes de trabajo')).toBeInTheDocument();
    expect(screen.getByTestId('page-title')).toHaveTextContent('Dashboard');
    expect(calls).toContain('GET /api/auth/me');
  });

  it('logs out with the expiry toast when the stored token is rejected', async () => {
    localStorage.setItem('accessToken', 'expired');
    localStorage.setItem(
      'auth-storage',
      JSON.stringify({ user: makeUser(), isAuthenticated: true }),
    );
    mockApi({
      'GET /api/auth/me': () => apiFailure(401, 'Sesión no válida'),
      'POST /api/auth/refresh': () => apiFailure(401, 'Sesión no válida'),
    });
    window.history.replaceState(null, '', '/dashboard');
    renderWithProviders(<App />);
    expect(
      await screen.findByText('Tu sesión ha expirado, vuelve a iniciar sesión', {}, LONG),
    ).toBeInTheDocument();
    await screen.findByTestId('login-page');
    expect(window.location.pathname).toBe('/login');
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('auth-storage')).toBeNull();
  });

  it('denies a mechanic an admin route with the Acceso Denegado screen', async () => {
    signedInAs(makeUser());
    window.history.replaceState(null, '', '/admin/system');
    renderWithProviders(<App />);
    expect(await screen.findByText('Acceso Denegado', {}, LONG)).toBeInTheDocument();
    expect(screen.getByText('No tienes permisos para acceder a esta página.')).toBeInTheDocument();
    expect(screen.getByTestId('access-denied-route')).toHaveTextContent('/admin/system');
    expect(screen.getByTestId('access-denied-role')).toHaveTextContent('Mecánico');
    expect(screen.getByRole('button', { name: /Volver atrás/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Ir al inicio/ })).toBeInTheDocument();
  });

  it('lets a user open a page of their sidebar list and its detail pages', async () => {
    signedInAs(makeUser(), [{ path: '/customer-receipts' }]);
    window.history.replaceState(null, '', '/customer-receipts/42');
    renderWithProviders(<App />);
    // The receipt's screen opens (the gate lets the list's holder in) and asks for receipt 42.
    expect(await screen.findByTestId('receipt-error', {}, LONG)).toBeInTheDocument();
    expect(screen.queryByText('Acceso Denegado')).not.toBeInTheDocument();
  });

  it('names an unbuilt screen in the tab as the menu calls it', async () => {
    signedInAs(
      makeUser(),
      [{ path: '/surveys' }],
      [
        {
          name: 'taller',
          display_name: 'Taller',
          items: [{ name: 'Encuestas', href: '/surveys', icon: 'file-text' }],
        },
      ],
    );
    window.history.replaceState(null, '', '/surveys');
    renderWithProviders(<App />);
    expect(await screen.findByTestId('module-unavailable', {}, LONG)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Encuestas · PX Taller'));
  });

  it('gives an account without a role only the always-accessible pages', async () => {
    signedInAs(makeUser({ role: null, roles: [] }), []);
    window.history.replaceState(null, '', '/orders');
    renderWithProviders(<App />);
    expect(await screen.findByText('Acceso Denegado', {}, LONG)).toBeInTheDocument();
    expect(screen.getByTestId('access-denied-role')).toHaveTextContent('Sin rol asignado');
  });

  it('shows "Panel de Administración" in the user menu only to admins', async () => {
    signedInAs(
      makeUser({
        role: { id: 'r-a', name: 'administrador', display_name: 'Administrador' },
        roles: [{ id: 'r-a', name: 'administrador', display_name: 'Administrador' }],
      }),
    );
    renderWithProviders(<App />);
    await screen.findByTestId('dashboard-page', {}, LONG);
    await userEvent.click(screen.getByTestId('user-menu'));
    expect(await screen.findByText('Panel de Administración')).toBeInTheDocument();
    expect(screen.getByText('Mi Perfil')).toBeInTheDocument();
    expect(screen.getByText('Configuración')).toBeInTheDocument();
    expect(screen.getByText('Cerrar Sesión')).toBeInTheDocument();
  });

  it('logs out from the user menu', async () => {
    const calls = signedInAs(makeUser());
    renderWithProviders(<App />);
    await screen.findByTestId('dashboard-page', {}, LONG);
    await userEvent.click(screen.getByTestId('user-menu'));
    expect(screen.queryByText('Panel de Administración')).not.toBeInTheDocument();
    await userEvent.click(await screen.findByText('Cerrar Sesión'));
    await screen.findByTestId('login-page');
    expect(calls).toContain('POST /api/auth/logout');
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('sends a user with a temporary password to the change-password screen', async () => {
    signedInAs(makeUser({ must_change_password: true }));
    window.history.replaceState(null, '', '/orders');
    renderWithProviders(<App />);
    expect(await screen.findByTestId('change-password-page', {}, LONG)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/change-password');
  });

  it('shows "Error cargando menú" when the menu cannot be loaded', async () => {
    localStorage.setItem('accessToken', 'tok');
    mockApi({
      'GET /api/auth/me': () => ok(makeUser()),
      'GET /api/permissions-dynamic/user/permissions': () => ok(permissionsFor(['mecanico'])),
      'GET /api/permissions-dynamic/user/sidebar': () => ok([]),
      'GET /api/navigation/menu': () => apiFailure(403, 'Prohibido'),
    });
    renderWithProviders(<App />);
    expect(await screen.findByText('Error cargando menú', {}, LONG)).toBeInTheDocument();
  });
});
