import { type APIRequestContext, expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { fillQuoteLine, pick, randomPlate, word } from './support/billing';
import { DEMO_PASSWORD, loginAs } from './support/session';

/**
 * /quotes on a tablet (1024 × 768), in Spanish, as the front desk (role recepción, which holds
 * billing.quotes.* and may extend work orders): a three-line quote for a customer's car, picked by
 * name, with its live total; sent (its link shows); the customer's in-person answer recorded,
 * two lines accepted and one rejected ("Aceptado en parte"); converted into a work order, which
 * opens. The list, the editor, the drawer and the staff modal have no WCAG 2.1 AA violation, in the
 * light and the dark theme. Screenshots of the list and the drawer go to /tmp.
 */
test.use({ viewport: { width: 1024, height: 768 }, reducedMotion: 'reduce' });

const DESK = 'recepcion@taller.test';

let api: APIRequestContext;
let desk: Record<string, string>;

async function created<T>(path: string, data: unknown, status = 201): Promise<T> {
  const response = await api.post(path, { headers: desk, data });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(status);
  return ((await response.json()) as { data: T }).data;
}

/** A customer of the workshop with a car: the test picks them by their unique surname. */
async function customerWithCar(): Promise<{ id: string; surname: string; plate: string }> {
  const surname = `Presupuesto${word()}`;
  const customer = await created<{ id: string }>('/api/customers', {
    type: 'person',
    first_name: 'Rosa',
    last_name: surname,
    email: `rosa.${surname.toLowerCase()}@example.com`,
  });
  // The plate as the API stores it (normalised), which is what the editor lists.
  const vehicle = await created<{ license_plate: string }>('/api/vehicles', {
    license_plate: randomPlate(),
    make: 'Seat',
    model: 'León',
    customer_id: customer.id,
    odometer_km: 84_500,
  });
  const plate = vehicle.license_plate;
  return { id: customer.id, surname, plate };
}

test.beforeAll(async ({ playwright }) => {
  api = await playwright.request.newContext({ baseURL: process.env.PX_WEB_BASE_URL });
  const login = await api.post('/api/auth/login', {
    data: { email: DESK, password: DEMO_PASSWORD },
  });
  expect(login.status(), await login.text()).toBe(200);
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  desk = { Authorization: `Bearer ${token}` };
});

test.afterAll(() => api?.dispose());

test.describe('quotes (/quotes)', () => {
  test('creates a three-line quote, sends it, records an in-person answer and converts it', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const customer = await customerWithCar();
    await loginAs(page, DESK);
    await page.goto('/quotes');
    await expect(page.getByRole('heading', { name: 'Presupuestos', level: 1 })).toBeVisible();
    await expect(page.getByTestId('quote-table')).toBeVisible();
    await expectAccessible(page, '/quotes');

    // The editor: the customer by name, their car, three lines and the live total.
    await page.getByTestId('quote-new').first().click();
    const form = page.getByTestId('quote-form-modal').getByRole('dialog');
    await expect(form).toContainText('Nuevo presupuesto');
    await pick(page, form.getByRole('combobox', { name: 'Cliente' }), customer.surname);
    // The customer's car, by keyboard (the list refreshes as it loads: a click may land mid-way).
    const vehicle = form.getByRole('combobox', { name: 'Vehículo' });
    await vehicle.click();
    await expect(
      page.locator('.ant-select-dropdown:visible .ant-select-item-option').first(),
    ).toContainText(customer.plate);
    await vehicle.press('Enter');
    await expect(form.getByLabel('Kilómetros')).toHaveValue(/84.?500/);

    await fillQuoteLine(form, 1, {
      description: 'Sustituir pastillas',
      quantity: '1,5',
      price: '45',
    });
    await form.getByTestId('quote-add-line').click();
    await fillQuoteLine(form, 2, {
      description: 'Juego de pastillas delanteras',
      price: '60,50',
      discount: '10',
    });
    await form.getByTestId('quote-add-line').click();
    await fillQuoteLine(form, 3, { typeSteps: 1, description: 'Gestión de residuos', price: '3' });
    await expect(form.getByTestId('quote-form-line-2')).toContainText('Tasa');
    const vat = form.getByLabel('IVA de la línea 3');
    await vat.click();
    await vat.press('ArrowDown');
    await vat.press('Enter');
    await expect(form.getByTestId('quote-form-line-2')).toContainText('10 %');
    // 67,50 + 54,45 at 21 % = 147,56; 3,00 at 10 % = 3,30.
    await expect(form.getByTestId('quote-form-totals-total')).toHaveText('150,86 €');
    await form.getByLabel('Plazo de entrega').fill('3');
    await expectAccessible(page, 'new quote dialog');
    await form.getByTestId('quote-form-submit').click();
    await expect(form).toBeHidden();

    // The draft opens; it is sent after confirming, and its link shows.
    const drawer = page.getByTestId('quote-drawer');
    await expect(drawer.getByTestId('quote-drawer-number')).toHaveText(
      /^P-\d{4}-\d{5} · revisión 1$/,
    );
    const number = (await drawer.getByTestId('quote-drawer-number').textContent())!.split(' ')[0]!;
    await expect(drawer.getByTestId('quote-status')).toHaveText('Borrador');
    await drawer.getByTestId('quote-action-send').click();
    await page.getByTestId('quote-send-confirm').press('Enter');
    await expect(drawer.getByTestId('quote-status')).toHaveText('Enviado');
    await expect(drawer.getByTestId('quote-link-status')).toHaveText('Activo');
    await expect(drawer.getByTestId('quote-link-url')).toContainText('/q/');
    await expectAccessible(page, 'sent quote drawer');

    // The customer answers at the desk: lines 1 and 2 yes, line 3 no.
    await drawer.getByTestId('quote-action-approve').click();
    const modal = page.getByTestId('quote-approval-modal').getByRole('dialog');
    await expect(modal.getByTestId('quote-approval-signer')).toHaveValue(
      `Rosa ${customer.surname}`,
    );
    await modal.getByTestId('quote-approval-line').nth(2).getByText('Rechazada').click();
    await expectAccessible(page, 'staff approval dialog');
    await page.getByTestId('quote-approval-submit').click();
    await expect(modal).toBeHidden();
    await expect(drawer.getByTestId('quote-status')).toHaveText('Aceptado en parte');
    await expect(drawer.getByTestId('quote-line-decision')).toHaveText([
      'Aceptada',
      'Aceptada',
      'Rechazada',
    ]);
    await expect(drawer.getByTestId('quote-approval')).toContainText('en persona');
    await page.screenshot({ path: '/tmp/quotes-drawer.png' });

    // Converted: the accepted lines become a work order, which opens.
    await drawer.getByTestId('quote-action-convert').click();
    await page.getByTestId('quote-convert-confirm').press('Enter');
    await expect(drawer.getByTestId('quote-action-convert')).toHaveCount(0);
    await expectAccessible(page, 'converted quote drawer');
    await drawer.getByTestId('quote-order-link').click();
    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
    await expect(page.getByText(`Presupuesto ${number}`).first()).toBeVisible({ timeout: 15_000 });

    // The list, searched by the plate.
    await page.goto(`/quotes?q=${encodeURIComponent(customer.plate)}`);
    const row = page.getByTestId('quote-row').first();
    await expect(row).toContainText(number);
    await expect(row).toContainText('Aceptado en parte');
    await page.screenshot({ path: '/tmp/quotes-list.png' });
  });

  test.describe('dark theme', () => {
    test.use({ colorScheme: 'dark' });

    test('the list, a sent quote and the staff modal have no violation', async ({ page }) => {
      test.setTimeout(120_000);
      const customer = await customerWithCar();
      const draft = await created<{ id: string }>('/api/quotes', {
        customer_id: customer.id,
        lines: [
          {
            type: 'labor',
            description: 'Diagnosis',
            quantity: 1,
            unit_price_cents: 4_000,
            vat_percent: 21,
          },
          { type: 'fee', description: 'Tasa', quantity: 1, unit_price_cents: 500, vat_percent: 21 },
        ],
      });
      await created(`/api/quotes/${draft.id}/send`, {}, 200);

      await page.addInitScript("localStorage.setItem('px_theme', 'dark')");
      await loginAs(page, DESK);
      await page.goto('/quotes');
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expect(page.getByTestId('quote-row').first()).toBeVisible();
      await expectAccessible(page, '/quotes (dark)');
      await page.goto(`/quotes?quote=${draft.id}`);
      const drawer = page.getByTestId('quote-drawer');
      await expect(drawer.getByTestId('quote-status')).toHaveText('Enviado');
      await expectAccessible(page, 'sent quote drawer (dark)');
      await drawer.getByTestId('quote-action-approve').click();
      await expect(page.getByTestId('quote-approval-modal').getByRole('dialog')).toBeVisible();
      await expectAccessible(page, 'staff approval dialog (dark)');
    });
  });
});
