import { type Page, expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { loginAs } from './support/session';

/**
 * Issue 19 at the front desk, on a tablet (1024 × 768, touch), in Spanish: a car is received by
 * its plate with two damage marks, a photo and the customer's signature; the resguardo is
 * downloaded; the receipt is found in the list, marked ready and delivered with a second
 * signature. The screens have no WCAG 2.1 AA violation.
 */
test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

const SERIES = 'BCDFGHJKLMNPRSTVWXYZ';
const pick = (text: string) => text[Math.floor(Math.random() * text.length)]!;
const freshPlate = () =>
  `${1000 + Math.floor(Math.random() * 9000)} ${pick(SERIES)}${pick(SERIES)}${pick(SERIES)}`;
/** A 1×1 PNG, as a camera photo stand-in. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Draws a zigzag on the signature canvas, as a finger would. */
async function sign(page: Page, scope = page.locator('body')) {
  const canvas = scope.getByTestId('signature-canvas');
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 8; i++) {
    await page.mouse.move(box.x + 20 + i * 30, box.y + box.height / 2 + (i % 2 ? -25 : 25), {
      steps: 4,
    });
  }
  await page.mouse.up();
}

test.describe('vehicle reception and deposit receipts', () => {
  test('receives a car with damage, a photo and a signature, then delivers it', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const token = await loginAs(page, 'recepcion@taller.test');
    const headers = { Authorization: `Bearer ${token}` };
    const surname = `Recepción${Math.floor(Math.random() * 1e6)}`;
    const plate = freshPlate();
    const customer = (
      (await (
        await page.request.post('/api/customers', {
          headers,
          data: {
            type: 'person',
            first_name: 'Elena',
            last_name: surname,
            email: 'elena@example.com',
          },
        })
      ).json()) as { data: { id: string } }
    ).data;
    const created = await page.request.post('/api/vehicles', {
      headers,
      data: {
        license_plate: plate,
        make: 'Seat',
        model: 'León',
        customer_id: customer.id,
        odometer_km: 80_000,
      },
    });
    expect(created.status(), await created.text()).toBe(201);

    await page.goto('/vehicle-reception');
    await expect(page.getByRole('heading', { name: 'Recepción de vehículos' })).toBeVisible();
    await expectAccessible(page, '/vehicle-reception (vehicle)');

    // 1. The car, by its plate.
    await page.getByTestId('reception-next').click();
    await expect(page.getByTestId('reception-problems')).toContainText(
      'Elige la cita o el vehículo que se recibe.',
    );
    await page.getByTestId('reception-plate-search').locator('input').fill(plate);
    await page.getByTestId('reception-pick-vehicle').first().click();
    await expect(page.getByTestId('reception-picked')).toContainText(`Elena ${surname}`);
    await page.getByTestId('reception-next').click();

    // 2. Condition: a lower odometer must be confirmed; fuel; two marks; a photo of the first.
    await page.getByTestId('reception-odometer').fill('79000');
    await page.getByTestId('reception-next').click();
    await expect(page.getByTestId('reception-problems')).toContainText('Confirma el kilometraje');
    await page.getByTestId('reception-odometer').fill('80250');
    await page
      .getByTestId('fuel-gauge')
      .locator('label', { hasText: /^1\/2$/ })
      .click();
    const outline = page.getByTestId('damage-diagram-outline');
    const box = (await outline.boundingBox())!;
    await page.mouse.click(box.x + box.width * 0.3, box.y + box.height * 0.5);
    const dialog = page.getByRole('dialog');
    await dialog.locator('label', { hasText: 'Golpe' }).click();
    await dialog.getByLabel('Nota').fill('Aleta delantera');
    await dialog.getByTestId('damage-save').click();
    await expect(dialog).toBeHidden();
    await page.mouse.click(box.x + box.width * 0.7, box.y + box.height * 0.5);
    await page.getByRole('dialog').getByTestId('damage-save').click();
    await expect(page.getByTestId('damage-mark')).toHaveCount(2);
    await page.getByTestId('reception-photo-input').setInputFiles({
      name: 'aleta.png',
      mimeType: 'image/png',
      buffer: PHOTO,
    });
    await expect(page.getByTestId('reception-photos')).toContainText('aleta.png');
    await expectAccessible(page, '/vehicle-reception (condition)');
    await page.getByTestId('reception-next').click();

    // 3. The work: the complaint in the customer's words, the estimate waived, the delivery day.
    await page.getByTestId('reception-complaint').fill('Ruido al frenar en frío');
    await page.getByTestId('reception-requested-work').fill('Revisar frenos');
    await page.getByTestId('reception-belongings').fill('Silla infantil');
    await page.getByText('Renuncio al presupuesto').click();
    const tomorrow = new Date(Date.now() + 2 * 86_400_000);
    const day = new Intl.DateTimeFormat('es-ES', {
      timeZone: 'Europe/Madrid',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).format(tomorrow);
    await page.getByTestId('reception-delivery-date').click();
    await page.getByTestId('reception-delivery-date').fill(day);
    await page.keyboard.press('Enter');
    await page.getByTestId('reception-next').click();

    // 4. The customer reads it back and signs.
    await expect(page.getByTestId('reception-signer')).toHaveValue(`Elena ${surname}`);
    await page.getByTestId('reception-confirm').click();
    await expect(page.getByTestId('reception-problems')).toContainText(
      'Falta la firma del cliente.',
    );
    await sign(page);
    await page.getByTestId('reception-confirm').click();
    const done = page.getByTestId('reception-done');
    await expect(done).toContainText(/Vehículo recibido: resguardo R-\d{4}-\d{5}/);
    const number = /R-\d{4}-\d{5}/.exec((await done.textContent()) ?? '')![0];
    await expectAccessible(page, '/vehicle-reception (done)');

    const download = page.waitForEvent('download');
    await page.getByTestId('reception-download').click();
    expect((await download).suggestedFilename()).toBe(`resguardo-${number}.pdf`);

    // The receipt in the list, by plate; its page has the photo, then it is delivered.
    await page.goto(`/customer-receipts?q=${encodeURIComponent(plate)}`);
    await expect(page.getByRole('heading', { name: 'Resguardos de depósito' })).toBeVisible();
    await expectAccessible(page, '/customer-receipts');
    await page.getByRole('link', { name: number }).click();
    await expect(page).toHaveURL(/\/customer-receipts\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('receipt-photo')).toHaveCount(1);
    await expect(page.getByTestId('damage-list-item')).toHaveCount(2);
    await expectAccessible(page, '/customer-receipts/{id}');

    await page.getByRole('button', { name: 'Marcar listo' }).click();
    await page
      .getByRole('button', { name: 'Sí', exact: false })
      .or(page.locator('.ant-popconfirm .ant-btn-primary'))
      .first()
      .click();
    await expect(page.getByTestId('receipt-status')).toHaveText('Listo');

    await page.getByRole('button', { name: 'Entregar' }).click();
    const deliver = page.getByRole('dialog');
    await expect(deliver).toContainText('Pago: pendiente de facturación');
    await sign(page, deliver);
    await deliver.getByRole('button', { name: 'Confirmar entrega' }).click();
    await expect(deliver).toBeHidden();
    await expect(page.getByTestId('receipt-status')).toHaveText('Entregado');
    const record = page.waitForEvent('download');
    await page.getByTestId('receipt-download-delivery').click();
    expect((await record).suggestedFilename()).toBe(`entrega-${number}.pdf`);
  });
});
