import { expect, type Page, test } from '@playwright/test';
import { axeFindings, report } from './support/accessibility';
import { loginAs } from './support/session';

/**
 * The shell of protected pages (issue 3): sidebar collapse and dark mode survive a reload, the top
 * bar (title, clock, search hint, bell), the language switch and the small-screen drawer; collapsed,
 * a category's pop-up names it and its pages (issue 22).
 */

async function stored(page: Page, key: string): Promise<string | null> {
  return page.evaluate<string | null>(`localStorage.getItem(${JSON.stringify(key)})`);
}

test.describe('shell', () => {
  test('the sidebar collapse survives a reload', async ({ page }) => {
    await loginAs(page, 'jefe@taller.test');
    await page.goto('/dashboard');
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar).toHaveAttribute('data-collapsed', 'false');
    const wide = (await sidebar.boundingBox())?.width ?? 0;
    expect(wide).toBeGreaterThan(200);

    await page.getByTestId('sidebar-toggle').click();
    await expect(sidebar).toHaveAttribute('data-collapsed', 'true');
    expect(await stored(page, 'sidebar-collapsed')).toBe('true');
    await expect.poll(async () => (await sidebar.boundingBox())?.width ?? 0).toBeLessThan(80);

    await page.reload();
    await expect(page.getByTestId('sidebar')).toHaveAttribute('data-collapsed', 'true');

    await page.getByTestId('sidebar-toggle').click();
    await expect(page.getByTestId('sidebar')).toHaveAttribute('data-collapsed', 'false');
    expect(await stored(page, 'sidebar-collapsed')).toBe('false');
  });

  test('collapsed, a category’s pop-up names the category and each page in full', async ({
    page,
  }) => {
    await loginAs(page, 'jefe@taller.test');
    await page.goto('/dashboard');
    await page.getByTestId('sidebar-toggle').click();
    await expect(page.getByTestId('sidebar')).toHaveAttribute('data-collapsed', 'true');

    for (const theme of ['light', 'dark'] as const) {
      if ((await page.locator('html').getAttribute('data-theme')) !== theme) {
        await page.getByTestId('theme-toggle').click();
      }
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await page.getByTestId('sidebar-menu').getByRole('menuitem', { name: 'Taller' }).hover();
      const popup = page.locator('.px-sidebar-popup:not(.ant-menu-submenu-hidden)');
      await expect(popup.getByText('Taller', { exact: true })).toBeVisible();
      for (const name of [
        'Órdenes de trabajo',
        'Recepción de vehículos',
        'Resguardos de depósito',
      ]) {
        const item = popup.getByRole('menuitem', { name });
        await expect(item).toBeVisible();
        // The name is painted inside its item's box, not wrapped below it where the item clips it.
        const [label, box] = await Promise.all([
          item.locator('.px-nav-label').boundingBox(),
          item.boundingBox(),
        ]);
        expect(label!.y).toBeGreaterThanOrEqual(box!.y);
        expect(label!.y + label!.height).toBeLessThanOrEqual(box!.y + box!.height);
      }
      const findings = await axeFindings(page, `sidebar pop-up (${theme})`);
      expect(findings, report(findings)).toEqual([]);
      await popup.getByRole('menuitem', { name: 'Órdenes de trabajo' }).click();
      await expect(page).toHaveURL(/\/orders$/);
      await page.goto('/dashboard');
    }
  });

  test('dark mode survives a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await loginAs(page, 'recepcion@taller.test');
    await page.goto('/dashboard');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

    await page.getByTestId('theme-toggle').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await stored(page, 'px_theme')).toBe('dark');

    await page.reload();
    await expect(page.getByTestId('app-shell')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

    await page.getByTestId('theme-toggle').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('the top bar shows the title, a live Spanish clock, the search hint and the bell', async ({
    page,
  }) => {
    await loginAs(page, 'oficina@taller.test');
    await page.goto('/dashboard');
    await expect(page.getByTestId('page-title')).toHaveText('Dashboard');

    const time = page.getByTestId('live-clock-time');
    await expect(time).toHaveText(/^\d{2}:\d{2}:\d{2}$/);
    const first = await time.textContent();
    await expect.poll(() => time.textContent(), { timeout: 5_000 }).not.toBe(first);

    await expect(page.getByTestId('top-search')).toContainText('Buscar órdenes, clientes...');
    await expect(page.getByText(/Ctrl\+K|⌘K/)).toBeVisible();
    await expect(page.getByTestId('announcements-bell')).toBeVisible();

    await page.goto('/settings');
    await expect(page.getByTestId('page-title')).toHaveText('Settings');
  });

  test('the language switch turns the shell to English and back', async ({ page }) => {
    await loginAs(page, 'jefe@taller.test');
    await page.goto('/dashboard');
    await expect(page.getByTestId('home-welcome')).toContainText('¡Bienvenido,');

    await page.getByTestId('locale-switch').click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page.getByTestId('home-welcome')).toContainText('Welcome back,');
    await expect(page.getByText('Quick Actions')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await page.reload();
    await expect(page.getByText('Quick Actions')).toBeVisible();
    await page.getByTestId('user-menu').click();
    await expect(page.getByRole('menuitem', { name: 'My Profile' })).toBeVisible();
    await page.keyboard.press('Escape');
    // antd's own words follow the language too (the page-size changer under the orders table).
    await page.goto('/orders');
    await expect(page.locator('.ant-pagination-options').first()).toContainText('/ page');
    await page.goto('/dashboard');

    await page.getByTestId('locale-switch').click();
    await page.getByRole('menuitem', { name: 'Español' }).click();
    await expect(page.getByText('Acciones rápidas')).toBeVisible();
    expect(await stored(page, 'px_locale')).toBe('es');
  });

  test('on a small screen the sidebar is a slide-in drawer', async ({ page }) => {
    await page.setViewportSize({ width: 600, height: 900 });
    await loginAs(page, 'recepcion@taller.test');
    await page.goto('/dashboard');
    await expect(page.getByTestId('sidebar')).toHaveCount(0);
    await page.getByTestId('sidebar-toggle').click();
    await expect(page.getByTestId('user-menu')).toBeVisible();
    // The drawer and the dropdown both animate in; a click that lands mid-animation hits the
    // drawer's mask instead (a person is never that fast), so the whole gesture is retried.
    await expect(async () => {
      if (!(await page.getByTestId('user-menu').isVisible())) {
        await page.getByTestId('sidebar-toggle').click();
      }
      const dropdown = page.getByTestId('user-menu-dropdown');
      if (!(await dropdown.isVisible())) await page.getByTestId('user-menu').click();
      await dropdown.getByRole('menuitem', { name: 'Configuración' }).click({ timeout: 2_000 });
      await expect(page).toHaveURL(/\/settings$/, { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
  });
});
