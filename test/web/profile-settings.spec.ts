import { expect, type Page, test } from '@playwright/test';
import { approveAccount, loginAs } from './support/session';

/** The profile (own name, avatar, password) and settings screens (issue 3). */
const PASSWORD = 'Taller-Perfil-2026!';

/** A fresh account per test (POST /api/auth/register, approved by the administrator), signed in. */
async function registerAndLogin(page: Page): Promise<string> {
  const email = `perfil-${Date.now()}-${Math.floor(Math.random() * 1e6)}@taller.test`;
  const response = await page.request.post('/api/auth/register', {
    data: { email, password: PASSWORD, first_name: 'Marta', last_name: 'Perfil' },
  });
  expect(response.status(), await response.text()).toBe(202);
  await approveAccount(page, email);
  await loginAs(page, email, PASSWORD);
  return email;
}

test.describe('profile and settings', () => {
  test('the profile edits the own name and shows it in the user menu', async ({ page }) => {
    await registerAndLogin(page);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Mi perfil' })).toBeVisible();
    await expect(
      page.getByText('Gestiona tu información personal y tu configuración'),
    ).toBeVisible();
    await expect(page.getByTestId('profile-role')).toHaveText('Usuario');

    const form = page.getByTestId('profile-form');
    await form.getByLabel('Nombre', { exact: true }).fill('Marta Elena');
    await form.getByLabel('URL de la foto de perfil').fill('no es una url');
    await form.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(
      page.getByText('Introduce una dirección web válida (https://...)').first(),
    ).toBeVisible();
    await form.getByLabel('URL de la foto de perfil').fill('');
    await form.getByRole('button', { name: 'Guardar cambios' }).click();

    await expect(page.getByText('Perfil actualizado')).toBeVisible();
    await expect(page.getByTestId('user-menu-name')).toHaveText('Marta Elena Perfil');
    await page.reload();
    await expect(page.getByTestId('profile-name')).toHaveText('Marta Elena Perfil');
  });

  test('the profile changes the password, and the new one logs in', async ({ page }) => {
    const email = await registerAndLogin(page);
    await page.goto('/profile');
    const form = page.getByTestId('change-password-form');
    await form.getByLabel('Contraseña actual').fill(PASSWORD);
    await form.getByLabel('Nueva contraseña').fill('Otra-Clave-Taller-2026');
    await form.getByLabel('Repite la contraseña').fill('Otra-Clave-Taller-2026');
    await form.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await expect(
      page.getByText('Contraseña cambiada. Las demás sesiones se han cerrado.'),
    ).toBeVisible();

    // Still signed in with the fresh session.
    await page.goto('/dashboard');
    await expect(page.getByTestId('dashboard-page')).toBeVisible();

    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill('Otra-Clave-Taller-2026');
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('settings change the language, the theme and the sidebar preference', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await registerAndLogin(page);
    await page.goto('/settings');
    await expect(
      page.getByTestId('settings-page').getByRole('heading', { name: 'Configuración' }),
    ).toBeVisible();

    await page.getByTestId('theme-option-dark').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

    await page.getByTestId('sidebar-preference').click();
    await expect(page.getByTestId('sidebar')).toHaveAttribute('data-collapsed', 'true');

    await page.getByTestId('language-preference').getByText('English').click();
    await expect(
      page.getByTestId('settings-page').getByRole('heading', { name: 'Settings' }),
    ).toBeVisible();

    await page.reload();
    await expect(
      page.getByTestId('settings-page').getByRole('heading', { name: 'Settings' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByTestId('sidebar')).toHaveAttribute('data-collapsed', 'true');
  });
});
