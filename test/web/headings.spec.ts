import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { loginAs } from './support/session';

/**
 * Issue 22, what the user reads: the top bar keeps SPEC §2's label (the address's last segment,
 * a record's id on a detail page), so every screen names itself with its own Spanish h1: the
 * navigation's page name on a list, the record's label on a detail page.
 */

interface Listed {
  id: string;
  [field: string]: unknown;
}

async function first(request: APIRequestContext, token: string, path: string): Promise<Listed> {
  const response = await request.get(path, {
    params: { limit: 1 },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  const rows = ((await response.json()) as { data: { data: Listed[] } }).data.data;
  expect(rows.length, `${path} has a demo record`).toBeGreaterThan(0);
  return rows[0]!;
}

async function expectHeading(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(path);
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toHaveCount(1);
  await expect(h1).toHaveText(heading);
}

test('five screens carry their own Spanish heading under the top bar’s label', async ({ page }) => {
  const token = await loginAs(page, 'admin@taller.test');
  const order = await first(page.request, token, '/api/work-orders');
  const customer = await first(page.request, token, '/api/customers');
  const vehicle = await first(page.request, token, '/api/vehicles');

  await expectHeading(page, '/orders', 'Órdenes de trabajo');
  await expect(page.getByTestId('page-title')).toHaveText('Orders');

  await expectHeading(
    page,
    `/orders/${order.id}`,
    `${String(order.number)} · ${String(order.title)}`,
  );
  // The top bar follows SPEC's rule (the id); the heading is what a person reads.
  await expect(page.getByTestId('page-title')).toHaveText(
    order.id.charAt(0).toUpperCase() + order.id.slice(1),
  );

  await expectHeading(page, `/customers/${customer.id}`, String(customer.full_name));
  await expectHeading(
    page,
    `/vehicles/${vehicle.id}`,
    new RegExp(String(vehicle.license_plate).replace(/\s+/g, '\\s*')),
  );
  await expectHeading(page, '/facturas', 'Facturas');
  await expectHeading(page, '/dashboard', 'Panel principal');
});
