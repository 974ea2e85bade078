import { type APIRequestContext, type Locator, type Page, expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { expectAccessible } from './support/accessibility';
import { ensureWorkshop, pick, validDni, word } from './support/billing';
import { DEMO_PASSWORD, loginAs } from './support/session';

/**
 * /facturas on a tablet (1024 × 768), in Spanish, as the office (role administración): a draft for
 * a customer picked by name (the recipient fills itself in) with two lines and its live total,
 * saved, issued after confirming: its number F<year>-NNNNNN, "Emitida", "Pendiente" and its
 * VERI*FACTU record. An ordinary invoice without the customer's NIF is refused with the Spanish
 * message on the NIF field. The list, the editor and the drawer have no WCAG 2.1 AA violation, in
 * the light and the dark theme.
 */
// Reduced motion from the start: expectAccessible switches it on, and the switch must not happen
// while a refusal or an editor is on screen.
test.use({ viewport: { width: 1024, height: 768 }, reducedMotion: 'reduce' });

const OFFICE = 'oficina@taller.test';
const YEAR = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Madrid', year: 'numeric' }).format(
  new Date(),
);

let api: APIRequestContext;
let office: Record<string, string>;
let customer: { id: string; name: string; surname: string; nif: string };

async function tokenOf(email: string): Promise<string> {
  const login = await api.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  return ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
}

test.beforeAll(async ({ playwright }) => {
  api = await playwright.request.newContext({ baseURL: process.env.PX_WEB_BASE_URL });
  await ensureWorkshop();
  office = { Authorization: `Bearer ${await tokenOf(OFFICE)}` };
  // The office reads customers; creating one is the front desk's (the administrator here).
  const admin = { Authorization: `Bearer ${await tokenOf('admin@taller.test')}` };
  const surname = `Factura${word()}`;
  const nif = validDni(Date.now() + Math.floor(Math.random() * 1000));
  const created = await api.post('/api/customers', {
    headers: admin,
    data: {
      type: 'person',
      first_name: 'Lucía',
      last_name: surname,
      nif,
      address: 'Calle del Pez 12, 3.º A',
      postal_code: '28004',
      city: 'Madrid',
      province: 'Madrid',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { data } = (await created.json()) as { data: { id: string; full_name: string } };
  customer = { id: data.id, name: data.full_name, surname, nif };
});

test.afterAll(() => api?.dispose());

/** An invoice for the test's customer, issued through the API: its id and number. */
async function issuedInvoice(
  lines: { description: string; quantity: number; unit_price_cents: number }[],
): Promise<{ id: string; number: string }> {
  const drafted = await api.post('/api/invoices', {
    headers: office,
    data: {
      series: 'F',
      customer_id: customer.id,
      recipient: { name: customer.name, tax_id: customer.nif, address: 'Calle del Pez 12, Madrid' },
      lines: lines.map((line) => ({ type: 'labor', vat_percent: 21, ...line })),
    },
  });
  expect(drafted.status(), await drafted.text()).toBe(201);
  const { id } = ((await drafted.json()) as { data: { id: string } }).data;
  const issued = await api.post(`/api/invoices/${id}/issue`, { headers: office, data: {} });
  expect(issued.status(), await issued.text()).toBe(200);
  return { id, number: ((await issued.json()) as { data: { number: string } }).data.number };
}

/** Opens the drawer's "Emitir factura" confirmation and confirms it. */
async function issue(page: Page, drawer: Locator) {
  await drawer.getByTestId('invoice-action-issue').click();
  await expect(
    page.getByText('Una factura emitida no se puede modificar. ¿Emitir ahora?'),
  ).toBeVisible();
  // The question takes the focus; Enter confirms (a click waits for the popover to stop moving,
  // which it may not while the drawer below it settles).
  await expect(page.getByTestId('invoice-issue-confirm')).toBeFocused();
  await page.keyboard.press('Enter');
}

test.describe('invoices (/facturas)', () => {
  test('drafts an invoice for a customer with two lines, issues it and shows its VERI*FACTU record', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await loginAs(page, OFFICE);
    await page.goto('/facturas');
    await expect(page.getByRole('heading', { name: 'Facturas', level: 1 })).toBeVisible();
    await expect(page.getByTestId('invoice-table')).toBeVisible();
    await expectAccessible(page, '/facturas');

    // A new draft: the customer fills in the recipient; two lines with their live total.
    await page.getByTestId('invoice-new').first().click();
    const form = page.getByTestId('invoice-form-modal').getByRole('dialog');
    await expect(form).toContainText('Nueva factura');
    await pick(page, form.getByRole('combobox', { name: 'Cliente' }), customer.surname);
    await expect(form.getByLabel('Nombre o razón social')).toHaveValue(customer.name);
    await expect(form.getByLabel('NIF', { exact: true })).toHaveValue(customer.nif);
    await expect(form.getByLabel('Dirección')).toHaveValue('Calle del Pez 12, 3.º A, 28004 Madrid');

    await form.getByLabel('Descripción de la línea 1').fill('Cambio de pastillas de freno');
    await form.getByLabel('Cantidad de la línea 1').fill('1,5');
    await form.getByLabel('Precio unitario de la línea 1').fill('45');
    await form.getByTestId('invoice-add-line').click();
    await form.getByLabel('Descripción de la línea 2').fill('Pastillas de freno delanteras');
    await form.getByLabel('Precio unitario de la línea 2').fill('60,50');
    await form.getByLabel('Descuento de la línea 2').fill('10');
    await form.getByLabel('Descuento de la línea 2').blur();
    // 1,5 × 45,00 = 67,50; 60,50 − 10 % = 54,45; IVA 21 % of 121,95 = 25,61.
    const totals = form.getByTestId('invoice-form-totals');
    await expect(totals.getByTestId('invoice-form-totals-total')).toHaveText('147,56 €');
    await expect(totals.getByTestId('vat-row-21')).toContainText('121,95 €');
    await expect(totals.getByTestId('vat-row-21')).toContainText('25,61 €');
    await expectAccessible(page, 'new invoice dialog');
    await form.getByTestId('invoice-form-submit').click();
    await expect(form).toBeHidden();

    // The draft opens in the drawer; it is issued after confirming.
    const drawer = page.getByTestId('invoice-drawer');
    await expect(drawer.getByTestId('invoice-drawer-number')).toHaveText('Borrador de factura');
    await expect(drawer.getByTestId('invoice-status')).toHaveText('Borrador');
    await expect(drawer.getByTestId('invoice-totals-total')).toHaveText('147,56 €');
    // By keyboard: Enter asks, the question takes the focus, Enter issues.
    await drawer.getByTestId('invoice-action-issue').focus();
    await page.keyboard.press('Enter');
    await expect(
      page.getByText('Una factura emitida no se puede modificar. ¿Emitir ahora?'),
    ).toBeVisible();
    await expect(page.getByTestId('invoice-issue-confirm')).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(drawer.getByTestId('invoice-drawer-number')).toHaveText(
      new RegExp(`^F${YEAR}-\\d{6}$`),
    );
    const number = (await drawer.getByTestId('invoice-drawer-number').textContent())!;
    await expect(drawer.getByTestId('invoice-status')).toHaveText('Emitida');
    await expect(drawer.getByTestId('invoice-payment').first()).toHaveText('Pendiente');
    await expect(drawer.getByTestId('invoice-action-edit')).toHaveCount(0);
    await expect(drawer.getByTestId('invoice-action-issue')).toHaveCount(0);
    await expect(drawer.getByTestId('invoice-issuer')).toContainText('NIF:');
    await expect(drawer.getByTestId('invoice-balance')).toHaveText('147,56 €');
    const record = drawer.getByTestId('invoice-verifactu');
    await expect(record).toContainText('VERI*FACTU');
    await expect(record.getByTestId('verifactu-status')).toHaveText('Pendiente de envío');
    await expect(record.getByTestId('verifactu-huella')).toHaveText(/^[0-9A-F]{12}…[0-9A-F]{12}$/);
    await expect(record.getByTestId('verifactu-qr-link')).toHaveAttribute(
      'href',
      new RegExp(`ValidarQR\\?nif=.+&numserie=${number}&`),
    );
    await expect(record).toContainText('Factura verificable en la sede electrónica de la AEAT');
    await expectAccessible(page, 'issued invoice drawer');

    // Back on the list, found by its number.
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await page.getByTestId('invoice-search').fill(number);
    const row = page.getByTestId('invoice-row').filter({ hasText: number });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Emitida');
    await expect(row).toContainText('Pendiente');
    await expect(row).toContainText('147,56 €');
    await expect(page).toHaveURL(new RegExp(`q=${number}`));

    // The next new invoice starts empty.
    await page.getByTestId('invoice-new').first().click();
    await expect(form.getByLabel('Nombre o razón social')).toHaveValue('');
    await expect(form.getByLabel('Descripción de la línea 1')).toHaveValue('');
    await expect(form.getByLabel('Descripción de la línea 2')).toHaveCount(0);
    await expect(form.getByTestId('invoice-form-totals-total')).toHaveText('0,00 €');
  });

  test('takes a payment, prints the invoice, rectifies it by differences, and cancels another', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    // 2 h × 50,00 € + 21 % = 121,00 €.
    const first = await issuedInvoice([
      { description: 'Revisión de frenos', quantity: 2, unit_price_cents: 5_000 },
    ]);
    const mistaken = await issuedInvoice([
      { description: 'Duplicada por error', quantity: 1, unit_price_cents: 2_000 },
    ]);
    await loginAs(page, OFFICE);
    await page.goto(`/facturas?invoice=${first.id}`);
    const drawer = page.getByTestId('invoice-drawer');
    await expect(drawer.getByTestId('invoice-drawer-number')).toHaveText(first.number);

    // A first payment by card: the amount starts at what is owed.
    await drawer.getByTestId('invoice-action-pay').click();
    const payment = page.getByTestId('payment-modal').getByRole('dialog');
    await expect(payment).toContainText(`Registrar cobro de ${first.number}`);
    await expect(payment).toContainText('Pendiente de cobro: 121,00 €');
    await expect(payment.getByLabel('Importe')).toHaveValue('121,00');
    await expectAccessible(page, 'payment dialog');
    await payment.getByLabel('Importe').fill('200');
    await payment.getByTestId('payment-submit').click();
    await expect(payment.getByText('El cobro supera lo pendiente (121,00 €).')).toBeVisible();
    await payment.getByLabel('Importe').fill('50');
    await payment.getByText('Tarjeta', { exact: true }).click();
    await payment.getByLabel('Referencia').fill('Datáfono 4411');
    await payment.getByTestId('payment-submit').click();
    await expect(payment).toBeHidden();
    await expect(
      page.getByText('Cobro de 50,00 € registrado: quedan 71,00 € pendientes'),
    ).toBeVisible();
    await expect(drawer.getByTestId('invoice-balance')).toHaveText('71,00 €');
    const payments = drawer.getByTestId('invoice-payments');
    await expect(payments).toContainText('Tarjeta');
    await expect(payments).toContainText('Datáfono 4411');
    await expect(payments).toContainText('50,00 €');

    // Its receipt, and the invoice printed: PDFs under their numbers.
    const receipt = page.waitForEvent('download');
    await payments.getByRole('button', { name: 'Descargar el recibo del cobro 1' }).click();
    expect((await receipt).suggestedFilename()).toBe(`recibo-${first.number}-1.pdf`);
    const download = page.waitForEvent('download');
    await drawer.getByTestId('invoice-action-pdf').click();
    expect((await download).suggestedFilename()).toBe(`${first.number}.pdf`);

    // Rectified by differences: a draft R invoice with every line negated, issued with its R number.
    await drawer.getByTestId('invoice-action-rectify').click();
    const rectify = page.getByTestId('rectify-modal').getByRole('dialog');
    await expect(rectify).toContainText(`Rectificar ${first.number}`);
    await expectAccessible(page, 'rectify dialog');
    await rectify.getByText('Por diferencias').click();
    await rectify.getByTestId('rectify-submit').click();
    await expect(rectify).toBeHidden();
    await expect(drawer.getByTestId('invoice-drawer-number')).toHaveText('Borrador de factura');
    await expect(drawer.getByTestId('invoice-rectifies')).toContainText(
      `Rectifica la factura ${first.number} (R1, Por diferencias)`,
    );
    await expect(drawer.getByTestId('invoice-totals-total')).toHaveText('-121,00 €');
    await issue(page, drawer);
    await expect(drawer.getByTestId('invoice-drawer-number')).toHaveText(
      new RegExp(`^R${YEAR}-\\d{6}$`),
    );
    await expect(drawer.getByTestId('invoice-status')).toHaveText('Emitida');
    await expect(drawer.getByTestId('invoice-verifactu')).toContainText('Alta');
    // Its link leads back to the invoice it rectifies.
    await drawer.getByTestId('invoice-rectifies-link').click();
    await expect(drawer.getByTestId('invoice-drawer-number')).toHaveText(first.number);

    // Another, issued by mistake, is cancelled: it keeps its number; an anulación record joins.
    await page.goto(`/facturas?invoice=${mistaken.id}`);
    await expect(drawer.getByTestId('invoice-drawer-number')).toHaveText(mistaken.number);
    await drawer.getByTestId('invoice-action-cancel').click();
    const cancel = page.getByTestId('cancel-modal').getByRole('dialog');
    await expect(cancel).toContainText(`Anular ${mistaken.number}`);
    await cancel.getByTestId('cancel-submit').click();
    await expect(cancel.getByText('Explica por qué se anula la factura.')).toBeVisible();
    await expectAccessible(page, 'cancel dialog');
    await cancel.getByLabel('Motivo de la anulación').fill('Emitida dos veces por error');
    await cancel.getByTestId('cancel-submit').click();
    await expect(cancel).toBeHidden();
    await expect(drawer.getByTestId('invoice-status')).toHaveText('Anulada');
    await expect(drawer.getByTestId('invoice-drawer-number')).toHaveText(mistaken.number);
    await expect(drawer.getByTestId('invoice-cancelled')).toContainText(
      'Emitida dos veces por error',
    );
    await expect(drawer.getByTestId('invoice-verifactu')).toContainText('Anulación');
    await expect(drawer.getByTestId('invoice-action-pay')).toHaveCount(0);
    await expectAccessible(page, 'cancelled invoice drawer');

    // The accountant's CSV of what the list shows: this customer's invoices, one row per VAT rate.
    await page.keyboard.press('Escape');
    await page.getByTestId('invoice-search').fill(customer.surname);
    await expect(page).toHaveURL(new RegExp(`q=${customer.surname}`));
    await expect(page.getByTestId('invoice-row').filter({ hasText: mistaken.number })).toHaveCount(
      1,
    );
    const csv = page.waitForEvent('download');
    await page.getByTestId('invoice-export').click();
    const file = await csv;
    expect(file.suggestedFilename()).toMatch(/^facturas-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = (await readFile((await file.path())!)).toString('utf8');
    expect(text).toContain(`${first.number};F;F1;`);
    expect(text).toContain(`${mistaken.number};F;F1;`);
    expect(text).toMatch(
      new RegExp(`R${YEAR}-\\d{6};R;R1;.*;-100,00;-21,00;-121,00;0,00;0,00;${first.number}`),
    );
  });

  test.describe('dark theme', () => {
    test.use({ colorScheme: 'dark' });

    test('refuses to issue an ordinary invoice without the customer NIF, on the NIF field', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const drafted = await api.post('/api/invoices', {
        headers: office,
        data: {
          series: 'F',
          recipient: { name: `Talleres ${word()} S.L.`, address: 'Avenida de la Paz 3, Getafe' },
          lines: [
            {
              type: 'labor',
              description: 'Diagnosis electrónica',
              quantity: 1,
              unit_price_cents: 4_000,
              vat_percent: 21,
            },
          ],
        },
      });
      expect(drafted.status(), await drafted.text()).toBe(201);
      const { id } = ((await drafted.json()) as { data: { id: string } }).data;

      await loginAs(page, OFFICE);
      await page.goto(`/facturas?invoice=${id}`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      const drawer = page.getByTestId('invoice-drawer');
      await expect(drawer.getByTestId('invoice-drawer-number')).toHaveText('Borrador de factura');
      await issue(page, drawer);

      const refusal = drawer.getByTestId('invoice-issue-error');
      await expect(refusal).toContainText(
        'La factura no se puede emitir: revisa los campos indicados.',
      );
      await expect(refusal).toContainText('Indica el NIF del cliente.');
      await expect(drawer.getByTestId('invoice-status')).toHaveText('Borrador');
      await expectAccessible(page, 'draft drawer with the refusal (dark)');

      // "Corregir" opens the draft with the message on the NIF field; with it, it is issued.
      await refusal.getByTestId('invoice-issue-fix').click();
      const form = page.getByTestId('invoice-form-modal').getByRole('dialog');
      const taxId = form.getByLabel('NIF', { exact: true });
      await expect(taxId).toHaveAttribute('aria-invalid', 'true');
      await expect(form.getByText('Indica el NIF del cliente.').first()).toBeVisible();
      await expect(taxId).toBeFocused();
      await expectAccessible(page, 'invoice editor with the refusal (dark)');
      await taxId.fill(validDni(Date.now()));
      await form.getByTestId('invoice-form-submit').click();
      await expect(form).toBeHidden();
      await expect(refusal).toBeHidden();
      await issue(page, drawer);
      await expect(drawer.getByTestId('invoice-drawer-number')).toHaveText(
        new RegExp(`^F${YEAR}-\\d{6}$`),
      );
      await expect(drawer.getByTestId('invoice-status')).toHaveText('Emitida');
      await expect(drawer.getByTestId('invoice-verifactu')).toContainText('Pendiente de envío');
      await expectAccessible(page, 'issued invoice drawer (dark)');
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(page.getByTestId('invoice-row').first()).toBeVisible();
      await expectAccessible(page, '/facturas with invoices (dark)');
    });
  });
});
