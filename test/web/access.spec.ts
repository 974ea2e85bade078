import { expect, test } from '@playwright/test';
import { loginAs } from './support/session';

/**
 * Access (issue 3): admins see "Panel de Administración"; a mechanic is denied the admin area with
 * the "Acceso Denegado" screen and keeps the always-accessible pages.
 */

test.describe('access', () => {
  test('an admin sees "Panel de Administración" in the user menu and reaches /admin', async ({
    page,
  }) => {
    await loginAs(page, 'admin@taller.test');
    await page.goto('/dashboard');
    await expect(page.getByTestId('dashboard-page')).toBeVisible();

    // The sidebar also lists the admin category's "Panel de administración" page, so the entries
    // are looked up in the user-menu dropdown itself.
    await page.getByTestId('user-menu').click();
    const userMenu = page.getByTestId('user-menu-dropdown');
    for (const entry of [
      'Mi Perfil',
      'Panel de Administración',
      'Configuración',
      'Cerrar Sesión',
    ]) {
      await expect(userMenu.getByRole('menuitem', { name: entry })).toBeVisible();
    }
    await userMenu.getByRole('menuitem', { name: 'Panel de Administración' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByTestId('access-denied')).toHaveCount(0);
  });

  test('a mechanic is denied an admin route and has no admin entry', async ({ page }) => {
    await loginAs(page, 'mecanico1@taller.test');
    await page.goto('/dashboard');
    await expect(page.getByTestId('dashboard-page')).toBeVisible();

    await page.getByTestId('user-menu').click();
    await expect(page.getByRole('menuitem', { name: 'Mi Perfil' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Panel de Administración' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    for (const path of ['/admin/users-permissions', '/admin/system']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Acceso Denegado' })).toBeVisible();
      await expect(page.getByText('No tienes permisos para acceder a esta página.')).toBeVisible();
      await expect(page.getByTestId('access-denied-route')).toHaveText(path);
      await expect(page.getByTestId('access-denied-role')).not.toHaveText('');
    }

    await page.getByRole('button', { name: 'Ir al inicio' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto('/fichaje');
    await expect(page.getByTestId('access-denied')).toHaveCount(0);
    await expect(page.getByTestId('time-clock-status')).toBeVisible();
  });

  test('the menu comes from the server and links to pages the user may open', async ({ page }) => {
    await loginAs(page, 'jefe@taller.test');
    await page.goto('/dashboard');
    const menu = page.getByTestId('sidebar-menu');
    await expect(menu).toBeVisible();
    await expect(page.getByText('Error cargando menú')).toHaveCount(0);

    const firstLink = menu.locator('a[href]').filter({ hasNotText: /^$/ }).first();
    const href = await firstLink.getAttribute('href');
    expect(href).toBeTruthy();
    await firstLink.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByTestId('access-denied')).toHaveCount(0);
  });
});
