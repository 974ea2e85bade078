import { expect, type Page, test } from '@playwright/test';
import { Client } from 'pg';
import { loginAs } from './support/session';

/**
 * Issue 6, SPEC §2 setup banner in its three states: complete (hidden), running then complete
 * (the workshop's service types really emptied in this run's database), and error with
 * "Reintentar" (the setup call answered 500 by the test).
 */

async function withDatabase<T>(run: (client: Client) => Promise<T>): Promise<T> {
  const url = process.env.PX_E2E_DATABASE_URL;
  if (!url) throw new Error('PX_E2E_DATABASE_URL is not set (global-setup.ts sets it)');
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function serviceTypeCount(): Promise<number> {
  return withDatabase(async (client) => {
    const result = await client.query<{ count: string }>('select count(*) from service_type');
    return Number(result.rows[0]?.count ?? 0);
  });
}

async function emptyServiceTypeDropdown(page: Page) {
  await page.route('**/api/service-types/dropdown', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ success: true, data: [] }),
    }),
  );
}

test.describe('setup banner', () => {
  test('stays hidden when the workshop has its service types', async ({ page }) => {
    await loginAs(page, 'admin@taller.test');
    const dropdown = page.waitForResponse('**/api/service-types/dropdown');
    await page.goto('/dashboard');
    const answer = await dropdown;
    expect(((await answer.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0);
    await expect(page.getByTestId('app-shell')).toBeVisible();
    await expect(page.getByTestId('setup-banner')).toHaveCount(0);
  });

  test('runs the setup when there are no service types, then hides', async ({ page }) => {
    await withDatabase((client) => client.query('delete from service_type'));
    expect(await serviceTypeCount()).toBe(0);

    // The real setup call, held back a moment so its running state can be seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/setup/complete', async (route) => {
      await held;
      await route.continue();
    });
    await loginAs(page, 'admin@taller.test');
    await page.goto('/dashboard');
    const banner = page.getByTestId('setup-banner');
    await expect(banner).toHaveAttribute('data-state', 'running');
    await expect(banner).toContainText('Configurando base de datos...');
    release();
    await expect(banner).toHaveCount(0);
    expect(await serviceTypeCount()).toBe(9);
  });

  test('shows the error with "Reintentar" and the fallback note, and recovers', async ({
    page,
  }) => {
    await emptyServiceTypeDropdown(page);
    let failing = true;
    await page.route('**/api/setup/complete', (route) =>
      failing
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({
              success: false,
              error: 'INTERNAL',
              message: 'La base de datos no responde',
              statusCode: 500,
            }),
          })
        : route.fulfill({
            status: 200,
            contentType: 'application/json',
            body: JSON.stringify({
              success: true,
              data: { success: true, message: 'Listo', created: { service_types: 9 } },
            }),
          }),
    );
    await loginAs(page, 'admin@taller.test');
    await page.goto('/dashboard');
    const banner = page.getByTestId('setup-banner');
    await expect(banner).toHaveAttribute('data-state', 'error');
    await expect(banner).toContainText('Error en configuración:');
    await expect(banner.getByTestId('setup-error-message')).toHaveText(
      'La base de datos no responde',
    );
    await expect(banner).toContainText(
      'Mientras tanto, la aplicación usará los tipos de servicio básicos',
    );
    failing = false;
    await banner.getByRole('button', { name: 'Reintentar' }).click();
    await expect(banner).toHaveCount(0);
  });

  test('says "Unknown setup error" when the failure has no message', async ({ page }) => {
    await emptyServiceTypeDropdown(page);
    await page.route('**/api/setup/complete', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ success: true, data: { success: false, message: '' } }),
      }),
    );
    await loginAs(page, 'admin@taller.test');
    await page.goto('/dashboard');
    await expect(page.getByTestId('setup-error-message')).toHaveText('Unknown setup error');
    await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  });

  test('leaves the setup to an administrator: staff see no banner and send nothing', async ({
    page,
  }) => {
    await emptyServiceTypeDropdown(page);
    let asked = false;
    await page.route('**/api/setup/complete', (route) => {
      asked = true;
      return route.abort();
    });
    await loginAs(page, 'recepcion@taller.test');
    await page.goto('/dashboard');
    await expect(page.getByTestId('home-welcome')).toBeVisible();
    await expect(page.getByTestId('setup-banner')).toHaveCount(0);
    expect(asked).toBe(false);
  });
});
