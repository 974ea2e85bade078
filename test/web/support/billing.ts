import { type Browser, type Locator, type Page, expect } from '@playwright/test';
import { Client } from 'pg';

/**
 * What the billing screens' tests (quotes, the customer's link, invoices, the whole flow) do
 * alike: pick from antd selects by keyboard, fill a document line, answer on a phone, and make
 * sure the workshop that issues invoices exists.
 */

/** The NIF of the test workshop (the demo seed's, B86561412, is valid). */
export const WORKSHOP_NIF = 'B86561412';

/**
 * Issuing needs the workshop's tax details (issuer of every invoice). The demo seed has them; a
 * database seeded without the demo workshop gets the same test workshop as the API test.
 */
export async function ensureWorkshop(): Promise<void> {
  const url = process.env.PX_E2E_DATABASE_URL;
  if (!url) throw new Error('PX_E2E_DATABASE_URL is not set (global-setup.ts sets it)');
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `insert into workshop (name, legal_name, nif, address_line, postal_code, city, province,
                             registry_number)
       select 'Taller PX', 'Taller de pruebas S.L.', $1, 'Calle Mayor 1', '28013',
              'Madrid', 'Madrid', 'RI-28-000001'
        where not exists (select 1 from workshop)`,
      [WORKSHOP_NIF],
    );
  } finally {
    await client.end();
  }
}

/** Types `search` in an antd select's box and picks the first match with Enter (keyboard). */
export async function pick(page: Page, combobox: Locator, search: string): Promise<void> {
  await combobox.click();
  await combobox.fill(search);
  const first = page.locator('.ant-select-dropdown:visible .ant-select-item-option').first();
  await expect(first).toContainText(search);
  await combobox.press('Enter');
}

/** Fills row `line` (from 1) of a quote's lines editor. */
export async function fillQuoteLine(
  form: Locator,
  line: number,
  fields: {
    /** Arrow Down presses from "Recambio" in the type list (1 = Tasa). */
    typeSteps?: number;
    description: string;
    quantity?: string;
    price: string;
    discount?: string;
  },
): Promise<void> {
  if (fields.typeSteps) {
    // By keyboard (the list may open below the dialog's fold).
    const type = form.getByLabel(`Tipo de la línea ${line}`);
    await type.click();
    for (let step = 0; step < fields.typeSteps; step++) await type.press('ArrowDown');
    await type.press('Enter');
  }
  await form.getByLabel(`Descripción de la línea ${line}`).fill(fields.description);
  if (fields.quantity) {
    await form.getByLabel(`Cantidad u horas de la línea ${line}`).fill(fields.quantity);
  }
  const price = form.getByLabel(
    new RegExp(`^(Precio unitario|Precio por hora) de la línea ${line}$`),
  );
  await price.fill(fields.price);
  if (fields.discount) await form.getByLabel(`Descuento de la línea ${line}`).fill(fields.discount);
  await price.blur();
}

export const PHONE = { width: 390, height: 844 };

/** The customer's phone: no session, Spanish, a phone's screen and pixel density. */
export async function phone(browser: Browser, colorScheme: 'light' | 'dark'): Promise<Page> {
  const context = await browser.newContext({
    baseURL: process.env.PX_WEB_BASE_URL,
    viewport: PHONE,
    deviceScaleFactor: 3,
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    colorScheme,
    reducedMotion: 'reduce',
  });
  return context.newPage();
}

/** A signature drawn with the pointer, as a finger would. */
export async function drawSignature(page: Page): Promise<void> {
  const canvas = page.getByTestId('signature-canvas');
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  const at = (x: number, y: number) => [box.x + box.width * x, box.y + box.height * y] as const;
  await page.mouse.move(...at(0.15, 0.6));
  await page.mouse.down();
  for (const [x, y] of [
    [0.25, 0.3],
    [0.35, 0.7],
    [0.45, 0.35],
    [0.55, 0.65],
    [0.7, 0.4],
    [0.85, 0.55],
  ] as const) {
    await page.mouse.move(...at(x, y), { steps: 6 });
  }
  await page.mouse.up();
}

/** The customer's answer to line `line` (from 0) on the quote's page. */
export const answerLine = (page: Page, line: number, choice: 'Aceptar' | 'Rechazar') =>
  page
    .getByTestId('quote-approval-line')
    .nth(line)
    .locator('label')
    .filter({ hasText: choice })
    .click();

/** A Spanish DNI with its check letter, as the API checks it. */
export function validDni(seed: number): string {
  const digits = String(10_000_000 + (seed % 89_999_999)).padStart(8, '0');
  return `${digits}${'TRWAGMYFPDXBNJZSQVHLCKE'[Number(digits) % 23]}`;
}

/** A unique word for names the test finds again (a customer's surname). */
export const word = () => Math.random().toString(36).slice(2, 8).toUpperCase();

const PLATE_LETTERS = 'BCDFGHJKLMNPRSTVWXYZ';

/** A current-format Spanish plate, "1234BCD", unlikely to exist already. */
export const randomPlate = () =>
  `${1000 + Math.floor(Math.random() * 9000)}${Array.from(
    { length: 3 },
    () => PLATE_LETTERS[Math.floor(Math.random() * PLATE_LETTERS.length)],
  ).join('')}`;
