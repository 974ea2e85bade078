import { type APIRequestContext, type Locator, type Page, expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import {
  answerLine,
  drawSignature,
  ensureWorkshop,
  fillQuoteLine,
  phone,
  pick,
  randomPlate,
  validDni,
  word,
} from './support/billing';
import { expectAccessible } from './support/accessibility';
import { DEMO_PASSWORD, loginAs } from './support/session';

/**
 * Issue 21 from estimate to a legally valid invoice, in Spanish, on a tablet (1024 × 768), each
 * step by whoever does it in a workshop:
 * - the front desk (recepción) builds a three-line quote for a customer's car and sends it;
 * - the customer, on a phone through the link, accepts two lines, rejects the third and signs;
 * - the desk sees the answer and converts the quote into a work order;
 * - the workshop manager (jefe de taller) starts it, ticks the labor done and completes it;
 * - the office (administración) invoices the order, issues the invoice (F number, VERI*FACTU
 *   record), takes half the money by card, the rest by transfer ("Cobrada"), downloads the PDF —
 *   which carries the QR — and rectifies the invoice by differences (an R invoice, issued): the
 *   original then reads "Rectificada".
 */
test.use({ viewport: { width: 1024, height: 768 }, reducedMotion: 'reduce' });

const YEAR = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Madrid', year: 'numeric' }).format(
  new Date(),
);

let api: APIRequestContext;

async function tokenOf(email: string): Promise<Record<string, string>> {
  const login = await api.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  const { accessToken } = ((await login.json()) as { data: { accessToken: string } }).data;
  return { Authorization: `Bearer ${accessToken}` };
}

/** A customer with a NIF, an address (an ordinary invoice needs both) and a car. */
async function customerWithCar(): Promise<{ surname: string; plate: string }> {
  const desk = await tokenOf('recepcion@taller.test');
  const surname = `Flujo${word()}`;
  const customer = await api.post('/api/customers', {
    headers: desk,
    data: {
      type: 'person',
      first_name: 'Marta',
      last_name: surname,
      nif: validDni(Date.now() + Math.floor(Math.random() * 1000)),
      email: `marta.${surname.toLowerCase()}@example.com`,
      address: 'Calle del Pez 12, 3.º A',
      postal_code: '28004',
      city: 'Madrid',
      province: 'Madrid',
    },
  });
  expect(customer.status(), await customer.text()).toBe(201);
  const { id } = ((await customer.json()) as { data: { id: string } }).data;
  const vehicle = await api.post('/api/vehicles', {
    headers: desk,
    data: { license_plate: randomPlate(), make: 'Seat', model: 'Ibiza', customer_id: id },
  });
  expect(vehicle.status(), await vehicle.text()).toBe(201);
  const { license_plate } = ((await vehicle.json()) as { data: { license_plate: string } }).data;
  return { surname, plate: license_plate };
}

/** Confirms an antd confirmation that took the focus, by keyboard (a click may miss it moving). */
async function confirmFocused(page: Page, testId: string) {
  await expect(page.getByTestId(testId)).toBeFocused();
  await page.keyboard.press('Enter');
}

/** Registers a payment of `amount` (empty: what is owed, the default) by `method`. */
async function registerPayment(page: Page, drawer: Locator, method: string, amount?: string) {
  await drawer.getByTestId('invoice-action-pay').click();
  const payment = page.getByTestId('payment-modal').getByRole('dialog');
  await expect(payment).toBeVisible();
  if (amount) await payment.getByLabel('Importe').fill(amount);
  await payment.getByText(method, { exact: true }).click();
  await payment.getByTestId('payment-submit').click();
  await expect(payment).toBeHidden();
}

test.beforeAll(async ({ playwright }) => {
  api = await playwright.request.newContext({ baseURL: process.env.PX_WEB_BASE_URL });
  await ensureWorkshop();
});

test.afterAll(() => api?.dispose());

test('a quote approved line by line on a phone becomes an order, an invoice paid in two parts, and a rectification', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const customer = await customerWithCar();

  // ── The desk: a three-line quote, sent. ──────────────────────────────────────────────────
  await loginAs(page, 'recepcion@taller.test');
  await page.goto('/quotes');
  await page.getByTestId('quote-new').first().click();
  const form = page.getByTestId('quote-form-modal').getByRole('dialog');
  await pick(page, form.getByRole('combobox', { name: 'Cliente' }), customer.surname);
  const vehicle = form.getByRole('combobox', { name: 'Vehículo' });
  await vehicle.click();
  await expect(
    page.locator('.ant-select-dropdown:visible .ant-select-item-option').first(),
  ).toContainText(customer.plate);
  await vehicle.press('Enter');
  await fillQuoteLine(form, 1, { description: 'Cambiar embrague', quantity: '3', price: '50' });
  await form.getByTestId('quote-add-line').click();
  await fillQuoteLine(form, 2, { description: 'Kit de embrague', price: '180' });
  await form.getByTestId('quote-add-line').click();
  await fillQuoteLine(form, 3, { typeSteps: 1, description: 'Limpieza de motor', price: '40' });
  // 150 + 180 + 40 = 370,00 € + 21 % = 447,70 €.
  await expect(form.getByTestId('quote-form-totals-total')).toHaveText('447,70 €');
  await form.getByTestId('quote-form-submit').click();
  await expect(form).toBeHidden();
  const quoteDrawer = page.getByTestId('quote-drawer');
  await expect(quoteDrawer.getByTestId('quote-status')).toHaveText('Borrador');
  const quoteNumber = (await quoteDrawer.getByTestId('quote-drawer-number').textContent())!.split(
    ' ',
  )[0]!;
  await quoteDrawer.getByTestId('quote-action-send').click();
  await page.getByTestId('quote-send-confirm').press('Enter');
  await expect(quoteDrawer.getByTestId('quote-status')).toHaveText('Enviado');
  const link = (await quoteDrawer.getByTestId('quote-link-url').textContent())!.trim();
  const token = link.slice(link.indexOf('/q/') + 3);

  // ── The customer, on a phone: labor and kit yes, the cleaning no; name and signature. ────
  const mobile = await phone(browser, 'light');
  await mobile.goto(`/q/${token}`);
  await expect(mobile.getByTestId('quote-approval-line')).toHaveCount(3);
  await answerLine(mobile, 0, 'Aceptar');
  await answerLine(mobile, 1, 'Aceptar');
  await answerLine(mobile, 2, 'Rechazar');
  // 330,00 € + 21 % = 399,30 €.
  await expect(mobile.getByTestId('quote-approval-accepted-total')).toContainText('399,30 €');
  await mobile.getByLabel('Nombre y apellidos').fill(`Marta ${customer.surname}`);
  await drawSignature(mobile);
  await mobile.getByTestId('quote-approval-submit').click();
  await expect(
    mobile.getByRole('heading', { name: `¡Gracias, Marta ${customer.surname}!` }),
  ).toBeVisible();
  await mobile.context().close();

  // ── The desk sees the answer and converts the quote into a work order. ──────────────────
  await page.reload();
  await expect(quoteDrawer.getByTestId('quote-status')).toHaveText('Aceptado en parte');
  await expect(quoteDrawer.getByTestId('quote-line-decision')).toHaveText([
    'Aceptada',
    'Aceptada',
    'Rechazada',
  ]);
  await quoteDrawer.getByTestId('quote-action-convert').click();
  await page.getByTestId('quote-convert-confirm').press('Enter');
  await expect(quoteDrawer.getByTestId('quote-order-link')).toBeVisible();
  await quoteDrawer.getByTestId('quote-order-link').click();
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  const orderUrl = new URL(page.url()).pathname;

  // ── The workshop manager does the work and completes the order. ─────────────────────────
  await loginAs(page, 'jefe@taller.test');
  await page.goto(orderUrl);
  await expect(page.getByText(`Presupuesto ${quoteNumber}`).first()).toBeVisible();
  await page.getByTestId('move-in_progress').click();
  await expect(page.getByTestId('work-order-status').first()).toHaveText('En curso');
  await page.getByTestId('line-finished').click();
  await expect(page.getByTestId('line-finished')).toBeChecked();
  await page.getByTestId('move-completed').click();
  const move = page.getByTestId('status-change-modal');
  await move.getByLabel('Km de salida').fill('120500');
  await move.getByRole('button', { name: 'Completar la orden' }).click();
  await expect(page.getByTestId('work-order-status').first()).toHaveText('Completada');

  // ── The office invoices the order: the accepted lines, issued with an F number. ─────────
  await loginAs(page, 'oficina@taller.test');
  await page.goto(orderUrl);
  await page.getByTestId('order-invoice').click();
  const invoiceOrder = page.getByTestId('invoice-order-modal').getByRole('dialog');
  await expect(invoiceOrder.getByTestId('invoice-order-line')).toHaveCount(2);
  await expectAccessible(page, 'invoice order dialog');
  await page.screenshot({ path: test.info().outputPath('invoice-order-dialog.png') });
  await invoiceOrder.getByTestId('invoice-order-submit').click();
  await expect(page).toHaveURL(/\/facturas\?invoice=[0-9a-f-]{36}$/);
  const drawer = page.getByTestId('invoice-drawer');
  await expect(drawer.getByTestId('invoice-drawer-number')).toHaveText('Borrador de factura');
  await expect(drawer.getByTestId('invoice-totals-total')).toHaveText('399,30 €');
  await drawer.getByTestId('invoice-action-issue').click();
  await confirmFocused(page, 'invoice-issue-confirm');
  await expect(drawer.getByTestId('invoice-drawer-number')).toHaveText(
    new RegExp(`^F${YEAR}-\\d{6}$`),
  );
  const number = (await drawer.getByTestId('invoice-drawer-number').textContent())!;
  await expect(drawer.getByTestId('invoice-verifactu')).toContainText('Alta');
  await expect(drawer.getByTestId('invoice-balance')).toHaveText('399,30 €');

  // Half by card, the rest (what is owed, the default) by transfer.
  await registerPayment(page, drawer, 'Tarjeta', '199,65');
  await expect(drawer.getByTestId('invoice-balance')).toHaveText('199,65 €');
  await registerPayment(page, drawer, 'Transferencia');
  await expect(drawer.getByTestId('invoice-balance')).toHaveText('0,00 €');
  await expect(drawer.getByTestId('invoice-payment').first()).toHaveText('Cobrada');
  await expect(drawer.getByTestId('invoice-payments').getByRole('row')).toHaveCount(3);
  await page.screenshot({ path: test.info().outputPath('invoice-paid.png') });

  // The printed invoice carries the VERI*FACTU QR (the only image of an issued invoice's PDF).
  const download = page.waitForEvent('download');
  await drawer.getByTestId('invoice-action-pdf').click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toBe(`${number}.pdf`);
  expect((await readFile((await pdf.path())!)).toString('latin1')).toContain('/Subtype /Image');

  // ── Rectified by differences: an R invoice giving the whole amount back, issued. ────────
  await drawer.getByTestId('invoice-action-rectify').click();
  const rectify = page.getByTestId('rectify-modal').getByRole('dialog');
  await rectify.getByText('Por diferencias').click();
  await rectify.getByTestId('rectify-submit').click();
  await expect(rectify).toBeHidden();
  await expect(drawer.getByTestId('invoice-rectifies')).toContainText(
    `Rectifica la factura ${number}`,
  );
  await expect(drawer.getByTestId('invoice-totals-total')).toHaveText('-399,30 €');
  await drawer.getByTestId('invoice-action-issue').click();
  await confirmFocused(page, 'invoice-issue-confirm');
  await expect(drawer.getByTestId('invoice-drawer-number')).toHaveText(
    new RegExp(`^R${YEAR}-\\d{6}$`),
  );
  await expect(drawer.getByTestId('invoice-status')).toHaveText('Emitida');
  await expect(drawer.getByTestId('invoice-verifactu')).toContainText('Alta');

  // The original, taken back whole, reads "Rectificada" (it was credited, not collected).
  await drawer.getByTestId('invoice-rectifies-link').click();
  await expect(drawer.getByTestId('invoice-drawer-number')).toHaveText(number);
  await expect(drawer.getByTestId('invoice-payment').first()).toHaveText('Rectificada');
});
