import { type APIRequestContext, expect, test } from '@playwright/test';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import forge from 'node-forge';
import { WORKSHOP_NIF, ensureWorkshop } from './support/billing';
import { expectAccessible } from './support/accessibility';
import { DEMO_PASSWORD, loginAs } from './support/session';

/**
 * /admin/billing-certificate on a tablet (1024 × 768), in Spanish, as the administrator (the only
 * demo role holding billing.certificate.admin: libs/access/src/catalogue/roles.catalogue.ts keeps
 * it owner-only). A real .p12 for the demo workshop's NIF is made at test time with node-forge:
 * with a wrong password the Spanish refusal shows on the password field; with the right one the
 * holder, NIF and expiry show. The submission panel lists the records of the demo's issued
 * invoices. Both themes pass WCAG 2.1 AA.
 */
test.use({ viewport: { width: 1024, height: 768 }, reducedMotion: 'reduce' });

const ADMIN = 'admin@taller.test';
const PATH = '/admin/billing-certificate';
/** The demo workshop's NIF (libs/system/src/seeders/demo-workshop.seeder.ts). */
const HOLDER = 'PX MOTOR SERVICIOS DEL AUTOMOVIL SL';
const PASSWORD = `Cert-${randomBytes(4).toString('hex')}`;
const VALID_DAYS = 400;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A self-signed company certificate as the FNMT issues a representative's (the company's NIF in
 * organizationIdentifier, VATES-…), with its private key, in a .p12 under `password`. The RSA key
 * comes from Node's crypto (fast); node-forge writes the X.509 and the PKCS#12.
 */
function workshopPkcs12(password: string): { file: Buffer; validTo: Date } {
  const pair = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const key = forge.pki.privateKeyFromPem(pair.privateKey);
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(pair.publicKey);
  certificate.serialNumber = `01${randomBytes(8).toString('hex')}`;
  const validTo = new Date(Date.now() + VALID_DAYS * DAY_MS);
  certificate.validity.notBefore = new Date(Date.now() - DAY_MS);
  certificate.validity.notAfter = validTo;
  const subject = [
    { name: 'countryName', value: 'ES' },
    { name: 'organizationName', value: HOLDER },
    { type: '2.5.4.97', value: `VATES-${WORKSHOP_NIF}`, valueTagClass: forge.asn1.Type.UTF8 },
    { name: 'commonName', value: HOLDER },
  ];
  certificate.setSubject(subject as forge.pki.CertificateField[]);
  certificate.setIssuer(subject as forge.pki.CertificateField[]);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
    { name: 'extKeyUsage', clientAuth: true },
  ]);
  certificate.sign(key, forge.md.sha256.create());
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, [certificate], password, { algorithm: 'aes256' });
  return { file: Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary'), validTo };
}

/** dd/mm/yyyy in Madrid, as the page's "Válido hasta" starts. */
const madridDay = (date: Date) =>
  new Intl.DateTimeFormat('es-ES', {
    timeZone: 'Europe/Madrid',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(date);

let api: APIRequestContext;
let admin: Record<string, string>;
const p12 = workshopPkcs12(PASSWORD);

/** Every invoice number (issued or cancelled) the API lists: the records must be theirs. */
async function invoiceNumbers(): Promise<Set<string>> {
  const numbers = new Set<string>();
  for (let page = 1; ; page++) {
    const answer = await api.get('/api/invoices', {
      headers: admin,
      params: { page, limit: 100 },
    });
    expect(answer.status(), await answer.text()).toBe(200);
    const { data, pagination } = (
      (await answer.json()) as {
        data: { data: { number: string | null }[]; pagination: { total: number } };
      }
    ).data;
    for (const invoice of data) if (invoice.number) numbers.add(invoice.number);
    if (page * 100 >= pagination.total) return numbers;
  }
}

test.beforeAll(async ({ playwright }) => {
  api = await playwright.request.newContext({ baseURL: process.env.PX_WEB_BASE_URL });
  await ensureWorkshop();
  const login = await api.post('/api/auth/login', {
    data: { email: ADMIN, password: DEMO_PASSWORD },
  });
  expect(login.status(), await login.text()).toBe(200);
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  admin = { Authorization: `Bearer ${token}` };
  // The screen starts without a certificate (another run may have left one).
  const removed = await api.delete('/api/billing/certificate', { headers: admin });
  expect(removed.status(), await removed.text()).toBeLessThan(300);
});

test.afterAll(() => api?.dispose());

test.describe('billing certificate (/admin/billing-certificate)', () => {
  test('uploads the workshop certificate: a wrong password is refused on its field, then its facts show', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await loginAs(page, ADMIN);
    await page.goto(PATH);
    await expect(
      page.getByRole('heading', { name: 'Certificado de facturación', level: 1 }),
    ).toBeVisible();
    const card = page.getByTestId('certificate-card');
    await expect(card.getByTestId('certificate-empty')).toContainText(
      'El taller todavía no tiene certificado.',
    );
    await expect(card.getByTestId('certificate-environment')).toHaveText('Pruebas');
    await expectAccessible(page, PATH);

    // A wrong password: the server's Spanish refusal, on the password field.
    const form = card.getByTestId('certificate-upload-form');
    await form.locator('input[type=file]').setInputFiles({
      name: 'taller.p12',
      mimeType: 'application/x-pkcs12',
      buffer: p12.file,
    });
    await expect(form.getByText('taller.p12')).toBeVisible();
    const password = form.getByLabel('Contraseña del certificado');
    await password.fill('no-es-esta');
    await form.getByTestId('certificate-upload-submit').click();
    await expect(form.getByText('La contraseña no abre este certificado')).toBeVisible();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(card.getByTestId('certificate-empty')).toBeVisible();
    await expectAccessible(page, 'upload refused for its password');

    // The right one, by keyboard: its holder, NIF and expiry show.
    await password.fill(PASSWORD);
    await password.press('Enter');
    await expect(card.getByTestId('certificate-holder')).toHaveText(HOLDER);
    await expect(card.getByTestId('certificate-tax-id')).toHaveText(WORKSHOP_NIF);
    await expect(card.getByTestId('certificate-valid-to')).toContainText(madridDay(p12.validTo));
    await expect(card.getByTestId('certificate-empty')).toHaveCount(0);
    await expect(card.getByTestId('certificate-notice-mismatch')).toHaveCount(0);
    await expect(card.getByTestId('certificate-notice-expiring')).toHaveCount(0);
    await expect(page.getByText(`Certificado de ${HOLDER} guardado.`)).toBeVisible();

    // "Probar conexión" answers either way (no AEAT reachable from the test network).
    await card.getByTestId('certificate-test').click();
    await expect(card.getByTestId('certificate-test-result')).toContainText('Comprobado el', {
      timeout: 30_000,
    });

    // The submission panel: the demo's issued invoices' records, pending without a submission.
    const panel = page.getByTestId('submission-card');
    const rows = panel.getByTestId('record-row');
    await expect(rows.first()).toBeVisible();
    const numbers = await invoiceNumbers();
    expect(numbers.size).toBeGreaterThan(0);
    for (const number of await rows.getByTestId('record-invoice').allTextContents()) {
      expect(numbers.has(number), `${number} is an invoice`).toBe(true);
    }
    await expect(rows.getByTestId('record-status').first()).toHaveText(
      /Pendiente de envío|Aceptado|Aceptado con errores|Rechazado/,
    );
    await expect(panel.getByTestId('submission-count-pending')).toContainText(/\d/);
    await expectAccessible(page, 'certificate and records');
  });

  test.describe('dark theme', () => {
    test.use({ colorScheme: 'dark' });

    test('shows the certificate and filters the records by status, in the address', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      // The certificate in place (the first test may not have run).
      const uploaded = await api.put('/api/billing/certificate', {
        headers: admin,
        multipart: {
          password: PASSWORD,
          file: { name: 'taller.p12', mimeType: 'application/x-pkcs12', buffer: p12.file },
        },
      });
      expect(uploaded.status(), await uploaded.text()).toBe(200);

      await loginAs(page, ADMIN);
      await page.goto(PATH);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expect(page.getByTestId('certificate-holder')).toHaveText(HOLDER);
      await expect(page.getByTestId('record-row').first()).toBeVisible();
      await expectAccessible(page, `${PATH} (dark)`);

      // The pending records only: the filter goes into the address.
      const panel = page.getByTestId('submission-card');
      await panel
        .getByTestId('records-filter')
        .getByText(/^Pendientes/)
        .click();
      await expect(page).toHaveURL(/status=pending/);
      const statuses = panel.getByTestId('record-status');
      await expect(statuses.first()).toHaveText('Pendiente de envío');
      for (const text of await statuses.allTextContents()) expect(text).toBe('Pendiente de envío');

      // "Sustituir certificado" opens the upload form in a dialog; Escape closes it.
      await page.getByTestId('certificate-replace').click();
      const dialog = page.getByRole('dialog', { name: 'Sustituir el certificado' });
      await expect(dialog.getByLabel('Contraseña del certificado')).toBeVisible();
      await expectAccessible(page, 'replace dialog (dark)');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });
  });
});
