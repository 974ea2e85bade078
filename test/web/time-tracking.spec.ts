import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { loginAs } from './support/session';

/** A screen's first paint (its lazily loaded chunk) can take a while on a busy machine. */
const SLOW = { timeout: 30_000 };

const REASON = 'Llegó antes y no fichó: confirmado con el parte de trabajo.';

/** Madrid's calendar day now, 'YYYY-MM-DD'. */
const madridToday = () =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Madrid',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());

/** A datetime-local value ('YYYY-MM-DDTHH:mm') moved by `minutes` (wall-clock arithmetic). */
const moved = (value: string, minutes: number) =>
  new Date(Date.parse(`${value}:00Z`) + minutes * 60_000).toISOString().slice(0, 16);

/**
 * The registro de jornada (issue 18): a mechanic's day at /fichaje shows in their history at
 * /time-tracking; the workshop manager corrects it at /timesheet-editing, and the mechanic sees the
 * correction (who, before and after, why). mecanico4 is no other test's: its clock starts out.
 */
test.describe('registro de jornada', () => {
  test('a worker’s day shows in /time-tracking, a manager corrects it and the worker sees it', async ({
    page,
  }) => {
    // Three sign-ins, two screens checked for accessibility and a correction: one long story.
    test.setTimeout(180_000);
    const today = madridToday();
    const worker = await loginAs(page, 'mecanico4@taller.test');
    // The demo seed may already hold an entry of theirs today (it depends on the hour of the run).
    const before = await page.request.get('/api/time-clock/status', {
      headers: { Authorization: `Bearer ${worker}` },
    });
    const earlierToday = ((await before.json()) as { data: { today: { entries: unknown[] } } }).data
      .today.entries.length;
    // So do the days before today this week: the summary counts one day more only if today was empty.
    await page.goto('/time-tracking');
    const daysBefore = Number(
      (await page.getByTestId('total-days').locator('.ant-statistic-content').innerText()).trim(),
    );
    await page.goto('/fichaje');
    const status = page.getByTestId('time-clock-status');
    await expect(status).toContainText('Fuera de jornada', SLOW);
    await page.getByRole('button', { name: 'Fichar entrada' }).click();
    await expect(status).toContainText(/Trabajando desde/);
    await page.getByRole('button', { name: 'Iniciar pausa' }).click();
    await expect(status).toContainText(/En pausa desde/);
    await page.getByRole('button', { name: 'Terminar pausa' }).click();
    await expect(status).toContainText(/Trabajando desde/);
    await page.getByRole('button', { name: 'Fichar salida' }).click();
    await page
      .getByRole('dialog', { name: '¿Fichar la salida ahora?' })
      .getByRole('button', { name: 'Fichar salida' })
      .click();
    await expect(status).toContainText('Fuera de jornada');

    // The day in the worker's history: entrada, salida, the break and the time worked.
    await page.goto('/time-tracking');
    await expect(page.getByRole('heading', { name: 'Control horario' })).toBeVisible(SLOW);
    const day = page.getByTestId(`history-day-${today}`);
    await expect(day.getByRole('row')).toHaveCount(earlierToday + 2); // header + the new entry
    await expect(day).toContainText(/\d{2}:\d{2} – \d{2}:\d{2}/); // the break
    await expect(day).toContainText('Trabajado:');
    await expect(page.getByTestId('total-days').locator('.ant-statistic-content')).toHaveText(
      String(daysBefore + (earlierToday === 0 ? 1 : 0)),
    );
    await expectAccessible(page, '/time-tracking');

    // The workshop manager moves the entrada 30 minutes earlier, with a reason.
    await loginAs(page, 'jefe@taller.test');
    await page.goto('/timesheet-editing');
    await expect(page.getByRole('combobox', { name: 'Empleado' })).toBeVisible(SLOW);
    await page.getByRole('combobox', { name: 'Empleado' }).click();
    await page.keyboard.type('Andrés');
    await expect(page.locator('.ant-select-item-option-active')).toHaveAttribute(
      'title',
      'Andrés Jiménez Torres',
    );
    await page.keyboard.press('Enter');
    const correct = page.getByRole('button', { name: /^Corregir el fichaje del / }).last();
    await correct.click();
    const modal = page.getByRole('dialog', { name: 'Corregir fichaje' });
    const clockIn = modal.getByLabel('Entrada');
    const earlier = moved(await clockIn.inputValue(), -30);
    await clockIn.fill(earlier);
    await modal.getByLabel('Motivo').fill(REASON);
    await modal.getByRole('button', { name: 'Guardar corrección' }).click();
    await expect(page.getByText('Corrección registrada.')).toBeVisible();
    await expect(modal).toBeHidden();
    await expect(page.getByTestId('timesheet-entries')).toContainText('Corregido');
    await expectAccessible(page, '/timesheet-editing');

    // The worker sees the correction on their day.
    await loginAs(page, 'mecanico4@taller.test');
    await page.goto(`/time-tracking?date=${earlier.slice(0, 10)}`);
    const trail = page
      .getByTestId(`history-day-${earlier.slice(0, 10)}`)
      .getByTestId('correction-trail');
    await expect(trail).toContainText('Corregido por', SLOW);
    await expect(trail).toContainText(`Ahora: ${earlier.slice(11, 16)}`);
    await expect(trail).toContainText(`Motivo: ${REASON}`);
  });
});
