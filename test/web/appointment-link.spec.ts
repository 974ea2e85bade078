import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { loginAs } from './support/session';

/**
 * Issue 19, the customer's side of a reminder, in Spanish: a booking made 24 hours and a few
 * seconds ahead gets its reminder from the worker at once, through SMTP to the local catcher
 * (maildev, which `npm test` starts); the link in the e-mail opens the public page without a
 * session, which shows the booking and changes nothing until the customer confirms.
 */
interface CaughtMail {
  subject: string;
  text: string;
  to: { address: string }[];
}

test('the reminder e-mail’s link shows the booking and confirms it', async ({ browser, page }) => {
  test.setTimeout(120_000);
  const maildev = process.env.MAILDEV_URL;
  if (!maildev) throw new Error('MAILDEV_URL is not set (npm test starts the SMTP catcher)');
  const token = await loginAs(page, 'admin@taller.test');
  const headers = { Authorization: `Bearer ${token}` };
  const email = `cita.${Date.now()}@example.com`;
  const customer = (
    (await (
      await page.request.post('/api/customers', {
        headers,
        data: { type: 'person', first_name: 'Marina', last_name: 'Enlace', email },
      })
    ).json()) as { data: { id: string } }
  ).data;
  const types = (
    (await (await page.request.get('/api/service-types/dropdown', { headers })).json()) as {
      data: { value: string; label: string }[];
    }
  ).data;
  // Due 24 h before: a start 24 h and 20 s ahead makes it due now.
  const startsAt = new Date(Math.ceil((Date.now() + 24 * 3_600_000 + 20_000) / 1000) * 1000);
  const booked = await page.request.post('/api/appointments', {
    headers,
    data: {
      customer_id: customer.id,
      service_type_id: types[0]!.value,
      starts_at: startsAt.toISOString(),
      channel: 'phone',
      override: true,
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);

  let mail: CaughtMail | undefined;
  for (let i = 0; i < 120 && !mail; i++) {
    const mails = (await (await page.request.get(`${maildev}/email`)).json()) as CaughtMail[];
    mail = mails.find((item) => item.to.some((to) => to.address === email));
    if (!mail) await page.waitForTimeout(500);
  }
  expect(mail, 'the reminder reached the SMTP catcher').toBeDefined();
  expect(mail!.subject).toContain('Recordatorio de su cita');
  const link = /\/c\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/.exec(mail!.text)![0];

  // The customer's browser: no session.
  const context = await browser.newContext();
  const customerPage = await context.newPage();
  await customerPage.goto(link);
  await expect(customerPage.getByRole('heading', { name: /Su cita en/ })).toBeVisible();
  await expect(customerPage.getByTestId('appointment-link-status')).toHaveText('Programada');
  await expectAccessible(customerPage, '/c/{token}');
  await customerPage.getByTestId('appointment-link-confirm').click();
  await expect(customerPage.getByTestId('appointment-link-status')).toHaveText('Confirmada');
  await expect(customerPage.getByText('Gracias: su asistencia está confirmada.')).toBeVisible();

  await customerPage.goto('/c/no-es-un-enlace.valido');
  await expect(customerPage.getByTestId('appointment-link-error')).toContainText(
    'Este enlace ya no es válido',
  );
  await context.close();
});
