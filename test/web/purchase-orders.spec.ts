import {
  type APIRequestContext,
  type APIResponse,
  type Locator,
  type Page,
  expect,
  test,
} from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { DEMO_PASSWORD, loginAs } from './support/session';

/**
 * The "Pedidos" tab of /inventory on a tablet (1024 × 768), in Spanish, as the parts desk: a new
 * purchase order of four units of a part, sent, received in two halves (partly received with 2
 * pending, then received), its PDF downloaded. The tab, the new order form and the receipt form
 * have no WCAG 2.1 AA violation.
 */
test.use({ viewport: { width: 1024, height: 768 } });

const DESK = 'recambios@taller.test';

/** A Spanish CIF with its control digit (letter B: a limited company), as the API checks it. */
function validCif(seed: number): string {
  const digits = String(10_000_000 + (seed % 9_000_000)).slice(1, 8);
  let sum = 0;
  [...digits].forEach((char, i) => {
    const n = Number(char);
    if (i % 2 === 1) sum += n;
    else {
      const doubled = n * 2;
      sum += Math.floor(doubled / 10) + (doubled % 10);
    }
  });
  return `B${digits}${(10 - (sum % 10)) % 10}`;
}

const word = () => Math.random().toString(36).slice(2, 8).toUpperCase();

interface Fixture {
  supplier: { id: string; name: string };
  part: { id: string; reference: string; name: string };
}

let fixture: Fixture;
let api: APIRequestContext;
let headers: Record<string, string>;

async function created<T>(response: APIResponse): Promise<T> {
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: T }).data;
}

test.beforeAll(async ({ playwright }) => {
  api = await playwright.request.newContext({ baseURL: process.env.PX_WEB_BASE_URL });
  const login = await api.post('/api/auth/login', {
    data: { email: DESK, password: DEMO_PASSWORD },
  });
  expect(login.status(), await login.text()).toBe(200);
  const { accessToken } = ((await login.json()) as { data: { accessToken: string } }).data;
  headers = { Authorization: `Bearer ${accessToken}` };
  const tag = word();
  const supplier = await created<Fixture['supplier']>(
    await api.post('/api/suppliers', {
      headers,
      data: {
        name: `Recambios ${tag} SL`,
        tax_id: validCif(Date.now() + Math.floor(Math.random() * 1000)),
        lead_time_days: 2,
      },
    }),
  );
  const part = await created<Fixture['part']>(
    await api.post('/api/parts', {
      headers,
      data: {
        reference: `DISCO-${tag}`,
        brand: 'Brembo',
        name: 'Disco de freno delantero',
        category: 'frenos',
        cost_cents: 1250,
        sale_price_cents: 2900,
        preferred_supplier_id: supplier.id,
      },
    }),
  );
  fixture = { supplier, part };
});

test.afterAll(() => api?.dispose());

/**
 * Types `search` in an antd select's box and, once the server's answer lists it first, picks it
 * with Enter (the keyboard way; the menu may still be placing itself on screen).
 */
async function pick(page: Page, combobox: Locator, search: string) {
  await combobox.click();
  await combobox.fill(search);
  const first = page.locator('.ant-select-dropdown:visible .ant-select-item-option').first();
  await expect(first).toContainText(search);
  await combobox.press('Enter');
}

test.describe('purchase orders (/inventory, Pedidos)', () => {
  test('orders four units, sends the order and receives it in two halves', async ({ page }) => {
    test.setTimeout(120_000);
    await loginAs(page, DESK);
    await page.goto('/inventory');
    await page.getByTestId('inventory-tab-orders').click();
    await expect(page).toHaveURL(/tab=orders/);
    const panel = page.getByTestId('purchase-orders-panel');
    await expect(panel.getByTestId('po-table')).toBeVisible();
    await expectAccessible(page, '/inventory?tab=orders');

    // A new order: the supplier, the part ×4 at its cost (12,50 €).
    await panel.getByTestId('po-new').first().click();
    const form = page.getByTestId('po-form-modal').getByRole('dialog');
    await expect(form).toContainText('Nuevo pedido a proveedor');
    await pick(page, form.getByRole('combobox', { name: 'Proveedor' }), fixture.supplier.name);
    await pick(
      page,
      form.getByRole('combobox', { name: 'Pieza de la línea 1' }),
      fixture.part.reference,
    );
    await expect(form.getByTestId('po-form-line-stock')).toContainText('Disponible 0 ud.');
    await expect(form.getByLabel('Coste unitario de la línea 1')).toHaveValue('12.50');
    await form.getByLabel('Cantidad de la línea 1').fill('4');
    await expect(form.getByTestId('po-form-total')).toHaveText('Total: 50,00 €');
    await expectAccessible(page, 'new purchase order dialog');
    await form.getByTestId('po-form-submit').click();
    await expect(form).toBeHidden();

    // The new draft opens in the drawer; it is sent after confirming.
    const drawer = page.getByTestId('po-drawer');
    await expect(drawer.getByTestId('purchase-order-status')).toHaveText('Borrador');
    const number = (await drawer.getByTestId('po-drawer-number').textContent())!;
    expect(number).toMatch(/^PC-\d{4}-\d{5}$/);
    await expect(drawer.getByTestId('po-line-1')).toContainText(fixture.part.reference);
    await expect(drawer.getByTestId('po-line-1')).toContainText('50,00 €');
    await drawer.getByTestId('po-action-send').click();
    await page.getByTestId('po-send-confirm').click();
    await expect(drawer.getByTestId('purchase-order-status')).toHaveText('Enviado');

    // Half arrives: 2 of 4.
    await drawer.getByTestId('po-action-receive').click();
    const receipt = page.getByTestId('po-receive-modal').getByRole('dialog');
    const quantity = receipt.getByLabel(
      `Cantidad recibida ahora de ${fixture.part.reference} ${fixture.part.name}`,
    );
    await expect(quantity).toHaveValue('4');
    await expectAccessible(page, 'receive purchase order dialog');
    await quantity.fill('2');
    await receipt.getByTestId('po-receive-submit').click();
    await expect(receipt).toBeHidden();
    await expect(drawer.getByTestId('purchase-order-status')).toHaveText('Recibido en parte');
    await expect(drawer.getByTestId('po-line-1').getByTestId('po-line-received')).toHaveText(
      '2 ud.',
    );
    await expect(drawer.getByTestId('po-line-1').getByTestId('po-line-pending')).toHaveText(
      '2 ud.',
    );

    // The rest: the form starts at what is pending.
    await drawer.getByTestId('po-action-receive').click();
    await expect(quantity).toHaveValue('2');
    await receipt.getByTestId('po-receive-submit').click();
    await expect(receipt).toBeHidden();
    await expect(drawer.getByTestId('purchase-order-status')).toHaveText('Recibido');
    await expect(drawer.getByTestId('po-action-receive')).toHaveCount(0);
    const pdf = page.waitForEvent('download');
    await drawer.getByTestId('po-action-pdf').click();
    expect((await pdf).suggestedFilename()).toBe(`${number}.pdf`);

    // The list says so too, and the shelf has the four units.
    await drawer.getByRole('button', { name: /Close|Cerrar/ }).click();
    await expect(page).not.toHaveURL(/[?&]po=/);
    await panel.getByTestId('po-search').fill(number);
    const row = panel.getByTestId('po-row').filter({ hasText: number });
    await expect(row).toContainText('Recibido');
    await expect(row).toContainText(fixture.supplier.name);
    const part = await api.get(`/api/parts/${fixture.part.id}`, { headers });
    expect(((await part.json()) as { data: unknown }).data).toMatchObject({
      on_hand: 4,
      on_order: 0,
    });
    await expectAccessible(page, '/inventory?tab=orders (listed)');
  });
});
