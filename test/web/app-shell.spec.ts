import { expect, type Page, test } from '@playwright/test';

/**
 * The SPA foundation: start-up at "/" (→ /login without a session), the public layout, dark mode
 * (px_theme), the language switch (px_locale) and the stale-chunk reload notice, all on the login
 * page. Spanish is the default.
 *
 * Page code is passed to page.evaluate as strings: the test tsconfig has no DOM library.
 */

const LOGIN_TITLE_ES = 'Iniciar sesión';
const LOGIN_TITLE_EN = 'Log in';
const STALE_SESSION = 'Tu sesión está desactualizada, recargando…';

/** Background colour of the antd layout of the public pages, as [r, g, b]. */
async function layoutBackground(page: Page): Promise<[number, number, number]> {
  const colour = await page.evaluate<string>(
    'getComputedStyle(document.querySelector(\'[data-testid="public-layout"]\')).backgroundColor',
  );
  const [r = 0, g = 0, b = 0] = (colour.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return [r, g, b];
}

/** Polls the layout background until it is dark (mean channel < 80) or light (> 200). */
async function expectDarkBackground(page: Page, dark: boolean): Promise<void> {
  await expect
    .poll(async () => {
      const [r, g, b] = await layoutBackground(page);
      const mean = (r + g + b) / 3;
      return dark ? mean < 80 : mean > 200;
    })
    .toBe(true);
}

function htmlTheme(page: Page) {
  return page.locator('html');
}

async function storedItem(page: Page, key: string): Promise<string | null> {
  return page.evaluate<string | null>(`localStorage.getItem(${JSON.stringify(key)})`);
}

test.describe('app shell', () => {
  test('loads at /, goes to the Spanish login page in the public layout', async ({ page }) => {
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => consoleErrors.push(error.message));

    await page.goto('/');

    await expect(page).toHaveURL(/\/login$/);
    const layout = page.getByTestId('public-layout');
    await expect(layout).toBeVisible();
    await expect(layout.getByRole('heading', { name: LOGIN_TITLE_ES })).toBeVisible();
    await expect(layout.getByLabel('Correo electrónico')).toBeVisible();
    await expect(layout.getByRole('button', { name: 'Entrar' })).toBeVisible();
    await expect(layout.getByText('PX Taller', { exact: true })).toBeVisible();
    await expect(page.getByTestId('app-version')).toHaveText('Versión 1.0.0');
    await expect(page.getByTestId('locale-switch')).toContainText('Español');
    await expect(page.getByTestId('theme-switch')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page).toHaveTitle('Iniciar sesión · PX Taller');

    // Unknown addresses and protected pages also end at /login without a session.
    await page.goto('/login');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);

    expect(consoleErrors).toEqual([]);
  });

  test('uses dark mode when px_theme is dark', async ({ page }) => {
    await page.addInitScript("localStorage.setItem('px_theme', 'dark')");
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/login');

    await expect(htmlTheme(page)).toHaveAttribute('data-theme', 'dark');
    await expectDarkBackground(page, true);
  });

  test('uses light mode when px_theme is light, even if the system prefers dark', async ({
    page,
  }) => {
    await page.addInitScript("localStorage.setItem('px_theme', 'light')");
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/login');

    await expect(htmlTheme(page)).toHaveAttribute('data-theme', 'light');
    await expectDarkBackground(page, false);
  });

  test('follows the system colour scheme when nothing is stored', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/login');
    await expect(htmlTheme(page)).toHaveAttribute('data-theme', 'dark');
    await expectDarkBackground(page, true);

    await page.emulateMedia({ colorScheme: 'light' });
    await expect(htmlTheme(page)).toHaveAttribute('data-theme', 'light');
    await expectDarkBackground(page, false);
  });

  test('the theme switch changes the theme and persists it to px_theme', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/login');
    await expect(htmlTheme(page)).toHaveAttribute('data-theme', 'light');

    await page.getByTestId('theme-option-dark').click();
    await expect(htmlTheme(page)).toHaveAttribute('data-theme', 'dark');
    await expectDarkBackground(page, true);
    expect(await storedItem(page, 'px_theme')).toBe('dark');

    await page.reload();
    await expect(htmlTheme(page)).toHaveAttribute('data-theme', 'dark');
    await expectDarkBackground(page, true);

    await page.getByTestId('theme-option-light').click();
    await expect(htmlTheme(page)).toHaveAttribute('data-theme', 'light');
    expect(await storedItem(page, 'px_theme')).toBe('light');

    // "System" stores nothing and follows the operating system again.
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.getByTestId('theme-option-system').click();
    await expect(htmlTheme(page)).toHaveAttribute('data-theme', 'dark');
    expect(await storedItem(page, 'px_theme')).toBeNull();
  });

  test('the language switch changes the texts to English and back, and survives a reload', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: LOGIN_TITLE_ES })).toBeVisible();

    await page.getByTestId('locale-switch').click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page.getByRole('heading', { name: LOGIN_TITLE_EN })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByTestId('app-version')).toHaveText('Version 1.0.0');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await page.reload();
    await expect(page.getByRole('heading', { name: LOGIN_TITLE_EN })).toBeVisible();

    await page.getByTestId('locale-switch').click();
    await page.getByRole('menuitem', { name: 'Español' }).click();
    await expect(page.getByRole('heading', { name: LOGIN_TITLE_ES })).toBeVisible();
    await expect(page.getByLabel('Correo electrónico')).toBeVisible();
    expect(await storedItem(page, 'px_locale')).toBe('es');
  });

  test('a stale lazy chunk shows the outdated-session notice and reloads only once', async ({
    page,
  }) => {
    // The login screen is a lazily loaded chunk (assets/login-page-<hash>.js). Answer 404 as if a
    // new deployment had replaced it.
    await page.route(/\/assets\/login-page-[\w-]+\.js(\?.*)?$/, (route) =>
      route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }),
    );
    let documentLoads = 0;
    page.on('load', () => {
      documentLoads += 1;
    });

    await page.goto('/login');

    await expect(page.getByText(STALE_SESSION)).toBeVisible();
    await expect(page.getByTestId('public-layout')).toBeVisible();

    // The app reloads itself once; the chunk still fails, so it stops and offers a manual reload.
    await expect(page.getByTestId('stale-chunk-failed')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('No se pudo cargar esta pantalla')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Recargar página' })).toBeVisible();
    expect(documentLoads).toBe(2);
  });
});
