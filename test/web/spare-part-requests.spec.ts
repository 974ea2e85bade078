import {
  type APIRequestContext,
  type Locator,
  type Page,
  expect,
  request as playwrightRequest,
  test,
} from '@playwright/test';
import { dialogFindings, expectAccessible, report } from './support/accessibility';
import { DEMO_PASSWORD, loginAs } from './support/session';

/**
 * Issue 20's spare-part requests on a tablet (1024 × 768), in Spanish: a mechanic asks for a part
 * for one of their orders; the parts desk (another browser) orders it from the part's preferred
 * supplier; the purchase order is sent and received in two halves; the mechanic's open screen
 * shows the request move to "Pedida", then "Recibida" without a reload and their bell says it
 * arrived; the desk delivers it. The board and the mechanic's list have no WCAG 2.1 AA violation.
 *
 * mecanico2 is no other screen test's worker (auth.spec only signs them in): the order is theirs.
 */
test.use({ viewport: { width: 1024, height: 768 } });

const MECHANIC = 'mecanico2@taller.test';
const DESK = 'recambios@taller.test';
const MANAGER = 'jefe@taller.test';

/** A valid CIF (B + 7 digits + control digit) from a number. */
function validCif(seed: number): string {
  const digits = String(10_000_000 + (seed % 9_000_000)).slice(1, 8);
  let sum = 0;
  [...digits].forEach((char, index) => {
    const n = Number(char);
    if (index % 2 === 1) sum += n;
    else sum += Math.floor((n * 2) / 10) + ((n * 2) % 10);
  });
  return `B${digits}${(10 - (sum % 10)) % 10}`;
}

async function apiLogin(api: APIRequestContext, email: string) {
  const response = await api.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as {
    data: { accessToken: string; user: { employee_id: string | null } };
  };
  return {
    headers: { Authorization: `Bearer ${body.data.accessToken}` },
    employeeId: body.data.user.employee_id,
  };
}

async function created<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  expect(response.status(), await response.text()).toBeLessThan(300);
  return ((await response.json()) as { data: T }).data;
}

interface World {
  supplierName: string;
  reference: string;
  partName: string;
  orderId: string;
  orderNumber: string;
}

let world: World;

test.beforeAll(async () => {
  const api = await playwrightRequest.newContext({ baseURL: process.env.PX_WEB_BASE_URL });
  try {
    const stamp = `${Date.now()}`.slice(-6);
    const desk = await apiLogin(api, DESK);
    const manager = await apiLogin(api, MANAGER);
    const mechanic = await apiLogin(api, MECHANIC);
    expect(mechanic.employeeId).toBeTruthy();

    const supplierName = `Frenos Levante ${stamp} SL`;
    const supplier = await created<{ id: string }>(
      await api.post('/api/suppliers', {
        headers: desk.headers,
        data: { name: supplierName, tax_id: validCif(Number(stamp) + 11), lead_time_days: 1 },
      }),
    );
    const reference = `PAST-${stamp}`;
    const partName = `Pastillas traseras ${stamp}`;
    await created(
      await api.post('/api/parts', {
        headers: desk.headers,
        data: {
          reference,
          brand: 'Ferodo',
          name: partName,
          category: 'frenos',
          cost_cents: 1800,
          sale_price_cents: 3500,
          preferred_supplier_id: supplier.id,
        },
      }),
    );
    const customer = await created<{ id: string }>(
      await api.post('/api/customers', {
        headers: manager.headers,
        data: { type: 'company', company_name: `Transportes Recambio ${stamp} SL` },
      }),
    );
    const order = await created<{ id: string; number: string }>(
      await api.post('/api/work-orders', {
        headers: manager.headers,
        data: {
          title: `Cambio de pastillas ${stamp}`,
          customer_id: customer.id,
          assigned_employee_id: mechanic.employeeId,
          estimate_decision: 'accepted',
        },
      }),
    );
    world = { supplierName, reference, partName, orderId: order.id, orderNumber: order.number };
  } finally {
    await api.dispose();
  }
});

/** No WCAG violation in the open dialog (the screen beneath is checked on its own). */
async function expectDialogAccessible(page: Page, screen: string): Promise<void> {
  const findings = await dialogFindings(page, screen);
  expect(findings, report(findings)).toEqual([]);
}

/** The mechanic's row of the request (the only one for this part). */
const myRequest = (page: Page): Locator =>
  page.getByTestId('my-request').filter({ hasText: world.partName });

/** The desk's card of the request, wherever it is on the board. */
const deskCard = (page: Page, column: string): Locator =>
  page
    .getByTestId(`request-column-${column}`)
    .getByTestId('request-card')
    .filter({ hasText: world.partName });

test.describe('spare-part requests', () => {
  test('a mechanic asks, the desk orders, the goods arrive in halves and the request is received live', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);

    // 1. The mechanic asks for four pads for their order.
    await loginAs(page, MECHANIC);
    await page.goto('/spare-parts-requests');
    await expect(page.getByRole('heading', { name: 'Solicitudes de recambios' })).toBeVisible();
    await expect(page.getByText('Mis solicitudes')).toBeVisible();
    await expect(page.getByTestId('request-board')).toHaveCount(0);

    await page.getByTestId('new-request').click();
    const dialog = page.getByTestId('new-request-modal');
    await expect(dialog.getByRole('dialog')).toBeVisible();
    const orderBox = dialog.getByRole('combobox', { name: 'Orden de trabajo' });
    await orderBox.click();
    await orderBox.fill(world.orderNumber);
    // Picked by keyboard once its option shows: a click can land while the searched list is still
    // being replaced (and is lost on a loaded machine).
    await expect(
      page.locator('.ant-select-item-option').filter({ hasText: world.orderNumber }),
    ).toBeVisible();
    await orderBox.press('Enter');
    await expect(dialog.locator('.ant-select').first()).toContainText(world.orderNumber);
    await dialog.getByRole('combobox', { name: 'Pieza' }).click();
    await dialog.getByRole('combobox', { name: 'Pieza' }).fill(world.reference);
    const option = page.locator('.ant-select-item-option').filter({ hasText: world.reference });
    await expect(option).toContainText('Sin existencias');
    await option.click();
    await expect(dialog).toContainText('En el almacén: 0 ud. disponibles.');
    await dialog.getByLabel('Cantidad').fill('4');
    await dialog.getByLabel('Nota para el almacén').fill('Las del eje trasero');
    await expectDialogAccessible(page, 'new request dialog');
    await page.getByTestId('new-request-submit').click();
    await expect(
      page.getByText(`Solicitud enviada al almacén (${world.orderNumber}).`),
    ).toBeVisible();
    await expect(dialog.getByRole('dialog')).toBeHidden();
    const mine = myRequest(page);
    await expect(mine.getByTestId('request-status')).toHaveText('Solicitada');
    await expect(mine).toContainText('4 ud.');
    await expect(mine).toContainText(world.orderNumber);
    await expect(mine.getByRole('button', { name: /Cancelar/ })).toBeVisible();
    await expectAccessible(page, '/spare-parts-requests (mechanic)');

    // 2. The parts desk, in another browser, finds it on the board and orders it.
    const deskContext = await browser.newContext({
      viewport: { width: 1024, height: 768 },
      locale: 'es-ES',
      timezoneId: 'Europe/Madrid',
    });
    try {
      const desk = await deskContext.newPage();
      const deskToken = await loginAs(desk, DESK);
      const headers = { Authorization: `Bearer ${deskToken}` };
      await desk.goto('/spare-parts-requests');
      await expect(desk.getByRole('heading', { name: 'Solicitudes de recambios' })).toBeVisible();
      for (const column of ['Solicitadas', 'Aprobadas', 'Pedidas', 'Recibidas']) {
        await expect(desk.getByRole('heading', { name: column })).toBeVisible();
      }
      const asked = deskCard(desk, 'requested');
      await expect(asked).toContainText('4 ud.');
      await expect(asked).toContainText(world.reference);
      await expect(asked).toContainText('«Las del eje trasero»');
      await expect(asked).toContainText('Sergio');
      await expect(asked.getByRole('link', { name: `Orden ${world.orderNumber}` })).toHaveAttribute(
        'href',
        `/orders/${world.orderId}`,
      );
      await expectAccessible(desk, '/spare-parts-requests (desk board)');

      await desk.getByTestId('requests-search').fill(world.reference);
      await expect(desk).toHaveURL(new RegExp(`q=${world.reference}`));
      // Ordering skips the approval: it is under the card's "Más acciones" menu (keyboard too).
      await asked.getByRole('button', { name: /^Más acciones/ }).focus();
      await desk.keyboard.press('Enter');
      await expect(desk.getByRole('menuitem', { name: 'Pedir al proveedor' })).toBeFocused();
      await desk.keyboard.press('Enter');
      const orderDialog = desk.getByTestId('order-modal');
      await expect(orderDialog.getByTestId('order-supplier')).toContainText(
        `${world.supplierName} (habitual)`,
      );
      await expectDialogAccessible(desk, 'order dialog');
      await desk.getByTestId('order-submit').click();
      await expect(desk.getByText(/^Añadida al pedido PC-\d{4}-\d{5}\.$/)).toBeVisible();
      const ordered = deskCard(desk, 'ordered');
      await expect(ordered.getByTestId('request-po')).toContainText(/PC-\d{4}-\d{5}/);
      await expect(deskCard(desk, 'requested')).toHaveCount(0);

      // The mechanic's screen follows without a reload.
      await expect(mine.getByTestId('request-status')).toHaveText('Pedida');
      await expect(mine.getByRole('button', { name: /Cancelar/ })).toHaveCount(0);

      // 3. The purchase order is sent and received: half, then the rest.
      const listed = await desk.request.get('/api/spare-part-requests', {
        headers,
        params: { q: world.reference },
      });
      const requestView = (
        (await listed.json()) as {
          data: { data: { id: string; purchase_order_id: string }[] };
        }
      ).data.data[0]!;
      const poId = requestView.purchase_order_id;
      const sent = await desk.request.post(`/api/purchase-orders/${poId}/send`, { headers });
      expect(sent.status(), await sent.text()).toBe(200);
      const po = ((await sent.json()) as { data: { lines: { id: string; part_id: string }[] } })
        .data;
      const line = po.lines[0]!;
      const half = await desk.request.post(`/api/purchase-orders/${poId}/receipts`, {
        headers,
        data: { lines: [{ line_id: line.id, quantity: 2 }] },
      });
      expect(half.status(), await half.text()).toBe(201);
      // Half is not enough: still waiting.
      await desk.waitForTimeout(1_500);
      await expect(mine.getByTestId('request-status')).toHaveText('Pedida');

      const rest = await desk.request.post(`/api/purchase-orders/${poId}/receipts`, {
        headers,
        data: { lines: [{ line_id: line.id, quantity: 2 }] },
      });
      expect(rest.status(), await rest.text()).toBe(201);

      // 4. Received: on the mechanic's open screen, on the desk's board, and in the bell.
      await expect(mine.getByTestId('request-status')).toHaveText('Recibida', { timeout: 15_000 });
      const received = deskCard(desk, 'received');
      await expect(received).toBeVisible();
      const bell = page.getByTestId('notifications-bell');
      await expect(bell).toHaveAttribute('aria-label', /sin leer/);
      await bell.click();
      const panel = page.getByTestId('notifications-panel');
      const arrived = panel
        .getByTestId('notification-item')
        .filter({ hasText: `Ha llegado tu recambio (${world.orderNumber})` });
      await expect(arrived).toBeVisible({ timeout: 15_000 });
      await expect(arrived).toContainText(`4 ud. de ${world.partName}: pásate por el almacén.`);

      // The notification opens the request on the screen.
      // By keyboard: the panel's list may hold it below the popover's visible area.
      await arrived.getByRole('link').first().focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/spare-parts-requests\\?request=${requestView.id}`));
      const details = page.getByTestId('request-details');
      await expect(details).toHaveAttribute('data-status', 'received');
      await expect(details).toContainText(world.orderNumber);
      await expect(myRequest(page)).toHaveAttribute('id', `request-${requestView.id}`);
      await page.getByRole('button', { name: 'Cerrar' }).click();
      await expect(page).not.toHaveURL(/request=/);

      // 5. The desk hands it to the order.
      await received.getByRole('button', { name: 'Entregar' }).click();
      await desk.getByRole('dialog').getByRole('button', { name: 'Entregar' }).click();
      await expect(desk.getByText(`Entregada a la orden ${world.orderNumber}.`)).toBeVisible();
      await expect(deskCard(desk, 'received')).toHaveCount(0);
      await expect(mine.getByTestId('request-status')).toHaveText('Entregada');

      await desk.getByTestId('requests-view').getByText('Cerradas').click();
      const closed = desk.getByTestId('closed-request-row').filter({ hasText: world.partName });
      await expect(closed.getByTestId('request-status')).toHaveText('Entregada');
      await expectAccessible(desk, '/spare-parts-requests (desk closed)');
    } finally {
      await deskContext.close();
    }
  });
});
