import { type APIRequestContext, expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { loginAs } from './support/session';

/**
 * Issue 19 at the front desk, in Spanish: book an appointment for a customer and car created on
 * the spot by tapping a free time the slot finder proposes, confirm it, drag it to another time on
 * the week's calendar, find it from the palette by the customer's name, and cancel it with a
 * reason. The screens have no WCAG 2.1 AA violation.
 */
const SERIES = 'BCDFGHJKLMNPRSTVWXYZ';
const pick = (text: string) => text[Math.floor(Math.random() * text.length)]!;
const freshPlate = () =>
  `${1000 + Math.floor(Math.random() * 9000)} ${pick(SERIES)}${pick(SERIES)}${pick(SERIES)}`;

const madridDay = (date: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(date);
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A working day past the demo diary (it books three weeks ahead) on which Diagnosis has free
 * times, as the slot finder says.
 */
async function freeDay(request: APIRequestContext, token: string): Promise<string> {
  const headers = { Authorization: `Bearer ${token}` };
  const types = (
    (await (await request.get('/api/service-types/dropdown', { headers })).json()) as {
      data: { value: string; label: string }[];
    }
  ).data;
  const diagnosis = types.find((type) => type.label === 'Diagnosis')!;
  for (let day = addDays(madridDay(new Date()), 28); ; day = addDays(day, 1)) {
    const answer = await request.get('/api/appointments/availability', {
      params: { date: day, service_type_id: diagnosis.value },
      headers,
    });
    const view = ((await answer.json()) as { data: { slots: { start: string }[] } }).data;
    const startsAt = view.slots.map((slot) =>
      new Intl.DateTimeFormat('es-ES', {
        timeZone: 'Europe/Madrid',
        hour: '2-digit',
        minute: '2-digit',
      }).format(new Date(slot.start)),
    );
    if (startsAt.includes('08:00') && startsAt.includes('11:00')) return day;
  }
}

test.describe('appointments', () => {
  test('books a free time, confirms it, drags it to another time, finds it and cancels it', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const surname = `Cita${Math.floor(Math.random() * 1e6)}`;
    const plate = freshPlate();
    const token = await loginAs(page, 'recepcion@taller.test');
    const day = await freeDay(page.request, token);
    const [year, month, date] = day.split('-');

    await page.goto('/appointments');
    await expect(page.getByRole('heading', { name: 'Citas', exact: true })).toBeVisible();
    await expect(page.getByTestId('appointments-time-grid')).toBeVisible();
    await expectAccessible(page, '/appointments (week)');

    await page.getByTestId('new-appointment').click();
    await expect(page).toHaveURL(/\/appointments\/new$/);
    await expect(page.getByRole('heading', { name: 'Nueva cita' })).toBeVisible();
    await expect(
      page.getByText('Elige el tipo de servicio para ver las horas libres.'),
    ).toBeVisible();

    // The customer and the car, created without leaving the booking.
    await page.getByTestId('quick-customer').click();
    const customerDialog = page.getByRole('dialog', { name: 'Nuevo cliente' });
    await customerDialog.getByLabel('Nombre').fill('Lucía');
    await customerDialog.getByLabel('Apellidos').fill(surname);
    await customerDialog.getByRole('button', { name: 'Crear' }).click();
    await expect(customerDialog).toBeHidden();
    await page.getByTestId('quick-vehicle').click();
    const vehicleDialog = page.getByRole('dialog', { name: 'Nuevo vehículo' });
    await vehicleDialog.getByLabel('Matrícula').fill(plate);
    await vehicleDialog.getByLabel('Marca').fill('Seat');
    await vehicleDialog.getByLabel('Modelo').fill('León');
    await vehicleDialog.getByRole('button', { name: 'Crear' }).click();
    await expect(vehicleDialog).toBeHidden();

    await page.getByLabel('Tipo de servicio').fill('Diagn');
    await page.getByLabel('Tipo de servicio').press('Enter');
    await expect(page.getByLabel('Duración (minutos)')).toHaveValue('60');
    const dateField = page.getByLabel('Día');
    await dateField.click();
    await dateField.fill(`${date}/${month}/${year}`);
    await dateField.press('Enter');
    const slots = page.getByTestId('slots');
    await expect(slots).toBeVisible();
    await slots.getByRole('button', { name: '08:00' }).click();
    await expect(slots.getByRole('button', { name: '08:00' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByLabel('Notas').fill('Ruido en la dirección al girar');
    await expectAccessible(page, '/appointments/new');
    await page.getByTestId('appointment-submit').click();

    await expect(
      page.getByText(`Cita reservada para el ${date}/${month}/${year} a las 08:00.`),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/appointments\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: `Diagnosis · Lucía ${surname}` })).toBeVisible();
    await expect(page.getByTestId('appointment-status')).toHaveText('Programada');
    await page.getByTestId('action-confirm').click();
    await expect(page.getByText('Cita confirmada.')).toBeVisible();
    await expect(page.getByTestId('appointment-status')).toHaveText('Confirmada');
    await expectAccessible(page, '/appointments/{id}');
    const appointmentUrl = page.url();

    // The week of that day: drag the booking from 08:00 to 11:00 (an hour is 64 px; the grid
    // starts at 08:00, the workshop's opening).
    await page.goto(`/appointments?date=${day}`);
    const block = page.getByTestId('appointment-block').filter({ hasText: `Lucía ${surname}` });
    await expect(block).toBeVisible();
    await block.dragTo(page.getByTestId(`appointments-day-${day}`), {
      sourcePosition: { x: 10, y: 4 },
      targetPosition: { x: 10, y: 3 * 64 + 4 },
    });
    await expect(page.getByText(/^Cita movida a las 11:00 del /)).toBeVisible();
    await expect(block).toContainText(`11:00 Lucía ${surname}`);

    // The palette finds it by the customer's name.
    await page.keyboard.press('Control+k');
    await page.getByTestId('search-input').fill(surname);
    const results = page.getByTestId('search-section-results');
    await expect(results.getByText('Cita - Diagnosis')).toBeVisible();
    await results.getByText('Cita - Diagnosis').click();
    await expect(page).toHaveURL(appointmentUrl);

    await page.getByTestId('action-cancel').click();
    const cancelDialog = page.getByRole('dialog', { name: 'Cancelar la cita' });
    await cancelDialog.getByRole('button', { name: 'Cancelar cita' }).click();
    await expect(cancelDialog.getByText('Indica el motivo de la cancelación.')).toBeVisible();
    await cancelDialog.getByLabel('Motivo').fill('El cliente ha llamado para anularla');
    await cancelDialog.getByRole('button', { name: 'Cancelar cita' }).click();
    await expect(page.getByText('Cita cancelada.')).toBeVisible();
    await expect(page.getByTestId('appointment-status')).toHaveText('Cancelada');
    await expect(page.getByText('El cliente ha llamado para anularla')).toBeVisible();
  });
});
