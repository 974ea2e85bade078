import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { PHONE, answerLine, drawSignature, phone, randomPlate, word } from './support/billing';
import { DEMO_PASSWORD } from './support/session';

/**
 * Issue 21, the customer's side of a quote, on a phone (390 × 844) in Spanish: the front desk
 * creates a three-line quote and sends it through the API; its link opens /q/{token} without a
 * session. Opening it changes nothing (the quote stays "sent"); the customer accepts two lines,
 * rejects the third, writes their name, draws a signature with the pointer and sends: a thank-you
 * page; reloaded, the link says it is already answered; the staff API shows the quote partially
 * accepted. The form and the answer have no WCAG 2.1 AA violation, in the light and dark themes.
 */
const DESK = 'recepcion@taller.test';

let api: APIRequestContext;
let desk: Record<string, string>;

async function accessToken(email: string): Promise<string> {
  const login = await api.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  return ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
}

async function created<T>(path: string, data: unknown, status = 201): Promise<T> {
  const response = await api.post(path, { headers: desk, data });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(status);
  return ((await response.json()) as { data: T }).data;
}

async function quoteStatus(id: string): Promise<string> {
  const response = await api.get(`/api/quotes/${id}`, { headers: desk });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { status: string } }).data.status;
}

/** A customer with a car, and a sent quote for it: its id and its link's token. */
async function sentQuote(): Promise<{ id: string; number: string; token: string }> {
  const customer = await created<{ id: string }>('/api/customers', {
    type: 'person',
    first_name: 'Rosa',
    last_name: `Presupuesto${word()}`,
  });
  const vehicle = await created<{ id: string }>('/api/vehicles', {
    license_plate: randomPlate(),
    make: 'Seat',
    model: 'León',
    customer_id: customer.id,
  });
  const draft = await created<{ id: string }>('/api/quotes', {
    customer_id: customer.id,
    vehicle_id: vehicle.id,
    odometer_km: 84_500,
    delivery_days: 3,
    conditions: 'Pago a la entrega del vehículo. Las piezas sustituidas se entregan al cliente.',
    lines: [
      {
        type: 'labor',
        description: 'Sustituir pastillas y discos',
        quantity: 1.5,
        unit_price_cents: 4_500,
        vat_percent: 21,
      },
      {
        type: 'part',
        description: 'Juego de pastillas delanteras',
        quantity: 1,
        unit_price_cents: 6_050,
        discount_percent: 10,
        vat_percent: 21,
      },
      {
        type: 'other',
        description: 'Gestión de residuos',
        quantity: 1,
        unit_price_cents: 300,
        vat_percent: 10,
      },
    ],
  });
  const sent = await created<{ id: string; number: string; link: { url: string | null } | null }>(
    `/api/quotes/${draft.id}/send`,
    {},
    200,
  );
  const url = sent.link?.url;
  expect(url, 'the sent quote has an active link').toBeTruthy();
  return { id: sent.id, number: sent.number, token: url!.slice(url!.indexOf('/q/') + 3) };
}

/** A phone-screen picture of the page at `where` (output folder), to look at the layout. */
async function shot(page: Page, name: string, where?: string): Promise<void> {
  if (where) await page.getByTestId(where).first().scrollIntoViewIfNeeded();
  else await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
}

test.use({ viewport: PHONE, reducedMotion: 'reduce' });

test.beforeAll(async ({ playwright }) => {
  api = await playwright.request.newContext({ baseURL: process.env.PX_WEB_BASE_URL });
  desk = { Authorization: `Bearer ${await accessToken(DESK)}` };
});

test.afterAll(async () => {
  await api.dispose();
});

test('the customer answers a quote line by line from the link on a phone', async ({ browser }) => {
  test.setTimeout(120_000);
  const quote = await sentQuote();

  // Dark theme first: opening the link (as a mail scanner would) changes nothing.
  const dark = await phone(browser, 'dark');
  await dark.goto(`/q/${quote.token}`);
  await expect(
    dark.getByRole('heading', { name: new RegExp(`Presupuesto ${quote.number}`) }),
  ).toBeVisible();
  await expect(dark.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expectAccessible(dark, '/q/{token} (dark)');
  await shot(dark, 'dark-1-top');
  await shot(dark, 'dark-2-totals', 'quote-approval-totals');
  await shot(dark, 'dark-3-submit', 'quote-approval-submit');
  await dark.context().close();
  expect(await quoteStatus(quote.id)).toBe('sent');

  const page = await phone(browser, 'light');
  await page.goto(`/q/${quote.token}`);
  await expect(page.getByTestId('quote-approval-line')).toHaveCount(3);
  await expect(page.getByText('Sustituir pastillas y discos')).toBeVisible();
  await expect(page.getByText('84.500 km')).toBeVisible();
  await expectAccessible(page, '/q/{token}');
  await shot(page, 'light-1-top');

  // Sending too early names what is missing, and sends nothing.
  await page.getByTestId('quote-approval-submit').click();
  await expect(page.getByTestId('quote-approval-problems')).toContainText('faltan 3 líneas');
  await expectAccessible(page, '/q/{token} with the problems');
  await shot(page, 'light-problems', 'quote-approval-problems');

  await answerLine(page, 0, 'Aceptar');
  await answerLine(page, 1, 'Aceptar');
  await answerLine(page, 2, 'Rechazar');
  // 67,50 + 54,45 = 121,95 € + 21 % VAT (25,61 €).
  await expect(page.getByTestId('quote-approval-accepted-total')).toContainText('147,56 €');
  await page.getByLabel('Nombre y apellidos').fill('Rosa López');
  await drawSignature(page);
  await expect(page.getByTestId('signature-canvas')).toHaveAttribute('aria-label', /firmado/);
  await shot(page, 'light-2-lines', 'quote-approval-line');
  await shot(page, 'light-3-totals', 'quote-approval-totals');
  await shot(page, 'light-4-signed', 'quote-approval-submit');
  await page.getByTestId('quote-approval-submit').click();

  await expect(page.getByRole('heading', { name: '¡Gracias, Rosa López!' })).toBeVisible();
  await expect(page.getByTestId('quote-approval-answer-status')).toHaveText('Aceptado en parte');
  await expect(page.getByTestId('quote-approval-rejected-lines')).toContainText(
    'Gestión de residuos',
  );
  await expect(page.getByTestId('quote-approval-answered-total')).toHaveText('147,56 €');
  await expectAccessible(page, '/q/{token} answered');
  await shot(page, 'light-5-done');

  await page.reload();
  await expect(
    page.getByRole('heading', { name: 'Este presupuesto ya tiene respuesta' }),
  ).toBeVisible();
  await expect(page.getByText(/Respondido por Rosa López el/)).toBeVisible();
  await expect(page.getByTestId('quote-approval-form')).toHaveCount(0);
  await shot(page, 'light-6-answered');
  expect(await quoteStatus(quote.id)).toBe('partially_accepted');

  // The answer in the dark theme.
  const darkAgain = await phone(browser, 'dark');
  await darkAgain.goto(`/q/${quote.token}`);
  await expect(darkAgain.getByTestId('quote-approval-answered')).toBeVisible();
  await expectAccessible(darkAgain, '/q/{token} answered (dark)');
  await shot(darkAgain, 'dark-4-answered');
  await darkAgain.context().close();

  // A link that opens nothing.
  await page.goto('/q/no-es-un-enlace.valido');
  await expect(page.getByRole('heading', { name: 'Enlace no válido' })).toBeVisible();
  await expectAccessible(page, '/q/{token} not valid');
  await page.context().close();
});
