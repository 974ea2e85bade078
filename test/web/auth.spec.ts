import { expect, type Page, test } from '@playwright/test';
import { approveAccount } from './support/session';

/**
 * Identity (issue 3): log in and out, the login redirect, wrong credentials, the session-expiry
 * toast and a self-registered account (no role: only the always-accessible pages).
 * Demo users are seeded with the password Demo-Taller-2026 (DEMO_PASSWORD may override it).
 */
const PASSWORD = process.env.DEMO_PASSWORD || 'Demo-Taller-2026';
const EXPIRED = 'Tu sesión ha expirado, vuelve a iniciar sesión';

async function loginThroughUi(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByTestId('login-submit').click();
}

async function stored(page: Page, key: string): Promise<string | null> {
  return page.evaluate<string | null>(`localStorage.getItem(${JSON.stringify(key)})`);
}

test.describe('authentication', () => {
  test('logs in through the form and out through the user menu', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Verificando autenticación...')).toHaveCount(0);

    await loginThroughUi(page, 'recepcion@taller.test');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('app-shell')).toBeVisible();
    await expect(page.getByTestId('home-welcome')).toContainText('¡Bienvenido,');
    await expect(page.getByTestId('user-menu')).toContainText('recepcion@taller.test');
    expect(await stored(page, 'accessToken')).toBeTruthy();
    expect(JSON.parse((await stored(page, 'auth-storage')) ?? '{}')).toMatchObject({
      isAuthenticated: true,
      user: { email: 'recepcion@taller.test' },
    });

    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await stored(page, 'accessToken')).toBeNull();
    expect(await stored(page, 'auth-storage')).toBeNull();

    // The session is gone: a protected page sends back to /login, without the expiry toast.
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(EXPIRED)).toHaveCount(0);
  });

  test('an authenticated user opening /login or / goes to /dashboard', async ({ page }) => {
    await page.goto('/login');
    await loginThroughUi(page, 'jefe@taller.test');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/esta-pagina-no-existe');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('returns to the page the user came from after logging in', async ({ page }) => {
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/login$/);
    await loginThroughUi(page, 'oficina@taller.test');
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByTestId('settings-page')).toBeVisible();
  });

  test('shows Spanish validation and the same message for a wrong password or unknown e-mail', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByTestId('login-submit').click();
    await expect(page.getByText('Introduce tu correo electrónico')).toBeVisible();
    await expect(page.getByText('Introduce la contraseña')).toBeVisible();

    await loginThroughUi(page, 'jefe@taller.test', 'no-es-la-clave');
    const error = page.getByTestId('login-error');
    await expect(error).toBeVisible();
    const wrongPassword = (await error.textContent()) ?? '';
    expect(wrongPassword.trim()).not.toBe('');

    await loginThroughUi(page, 'nadie-existe@taller.test', 'no-es-la-clave');
    await expect(error).toHaveText(wrongPassword);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an expired session shows the toast and goes to /login', async ({ page, context }) => {
    await page.goto('/login');
    await loginThroughUi(page, 'mecanico2@taller.test');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('dashboard-page')).toBeVisible();

    // The access token is no longer valid and the refresh cookie is gone: the start-up check fails.
    // The bad token is written just before the app's code runs on the reload: written into the
    // running page, the dashboard's own requests would meet it first, end the session there (with
    // the toast on the page being unloaded) and the reload would start with no token at all.
    await context.clearCookies();
    await page.addInitScript("localStorage.setItem('accessToken', 'token-corrupto')");
    await page.reload();

    await expect(page.getByText(EXPIRED)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect(await stored(page, 'accessToken')).toBeNull();
    expect(await stored(page, 'auth-storage')).toBeNull();
  });

  test('a new account, once approved, reaches only the always-accessible pages', async ({
    page,
  }) => {
    // Eleven page loads in one test: on a loaded 2-core machine that outlasts the default 30 s.
    test.setTimeout(90_000);
    const email = `registro-${Date.now()}-${Math.floor(Math.random() * 1e6)}@taller.test`;
    await page.goto('/login');
    await page.getByRole('link', { name: 'Regístrate' }).click();
    await expect(page).toHaveURL(/\/register$/);

    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page.getByText('Introduce tu nombre')).toBeVisible();

    await page.getByLabel('Nombre', { exact: true }).fill('Lucía');
    await page.getByLabel('Apellidos').fill('Registro Prueba');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill('corta');
    await expect(page.getByText('La contraseña debe tener al menos 8 caracteres')).toBeVisible();
    await page.getByLabel('Contraseña', { exact: true }).fill('Taller-Registro-2026!');
    await page.getByLabel('Repite la contraseña').fill('Taller-Registro-2026!');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(page.getByTestId('register-sent')).toContainText('Solicitud enviada');

    // Until an administrator activates it, signing in fails like a wrong password.
    await page.getByRole('link', { name: 'Inicia sesión' }).click();
    await loginThroughUi(page, email, 'Taller-Registro-2026!');
    await expect(page.getByTestId('login-error')).toBeVisible();
    await approveAccount(page, email);
    await loginThroughUi(page, email, 'Taller-Registro-2026!');

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('home-welcome')).toContainText('Lucía Registro Prueba');
    await expect(page.getByTestId('home-role')).toHaveText('Usuario');

    for (const path of [
      '/profile',
      '/settings',
      '/fichaje',
      '/my-tasks',
      '/productivity/dashboard',
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByTestId('access-denied')).toHaveCount(0);
    }
    for (const path of ['/orders', '/customers/123', '/inventory', '/admin', '/admin/system']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Acceso Denegado' })).toBeVisible();
      await expect(page.getByText('No tienes permisos para acceder a esta página.')).toBeVisible();
      await expect(page.getByTestId('access-denied-route')).toHaveText(path);
    }
  });
});
