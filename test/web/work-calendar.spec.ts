import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { loginAs } from './support/session';

/**
 * /work-schedule and /personal-planning (issue 18): the workshop manager gives a new mechanic a
 * weekly pattern from a date and sees their hours in the planning grid (1 May a holiday), then
 * adds and removes a town holiday, in Spanish, with no WCAG violation on either screen.
 */

const freshSurname = () =>
  `Horario${Array.from({ length: 6 }, () => 'abcdefghijklmnopqrstuvwxyz'[Math.floor(Math.random() * 26)]).join('')}`;

/** Types a date into an antd DatePicker (DD/MM/YYYY) and confirms it. */
async function pickDate(page: Page, testId: string, date: string) {
  const input = page
    .getByTestId(testId)
    .locator('input')
    .or(page.locator(`input[data-testid="${testId}"]`))
    .first();
  await input.click();
  await input.fill(date);
  await input.press('Enter');
}

test.describe('work calendar', () => {
  test('the manager sets a schedule and sees the hours in the planning', async ({ page }) => {
    // Two screens, two axe runs, a save and the grid.
    test.setTimeout(90_000);
    const token = await loginAs(page, 'jefe@taller.test');
    const surname = freshSurname();
    const created = await page.request.post('/api/employees', {
      headers: { Authorization: `Bearer ${token}` },
      data: { first_name: 'Lucía', last_name: surname, position: 'mecanico' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = ((await created.json()) as { data: { id: string } }).data;
    const fullName = `Lucía ${surname}`;

    await page.goto(`/work-schedule?employee=${id}`);
    await expect(page.getByRole('heading', { name: 'Horarios', exact: true })).toBeVisible();
    const editor = page.getByTestId('schedule-editor');
    // A new employee starts from the standard split week.
    await expect(editor.getByLabel('Lunes, tramo 2: salida')).toHaveValue('18:00');
    await expect(page.getByTestId('week-total')).toContainText('40 h');
    await expectAccessible(page, '/work-schedule');

    // Mondays 08:00–13:00 / 15:00–17:00, copied to the weekdays: 35 h from 5 January 2026.
    await editor.getByLabel('Lunes, tramo 2: salida').fill('17:00');
    await page.getByTestId('copy-monday').click();
    await expect(page.getByTestId('week-total')).toContainText('35 h');
    await pickDate(page, 'schedule-valid-from', '05/01/2026');
    await page.getByTestId('save-schedule').click();
    await expect(
      page.getByText(`Horario de ${fullName} guardado desde el 05/01/2026`),
    ).toBeVisible();
    await expect(page.getByTestId('schedule-history')).toContainText('Desde el 05/01/2026');
    await expect(page.getByTestId('schedule-history')).toContainText('35 h semanales');

    // The week of 1 May 2026 (a national holiday, a Friday; Madrid's 2 May is a Saturday).
    await page.goto('/personal-planning?date=2026-04-29&position=mecanico');
    await expect(page.getByRole('heading', { name: 'Planificación personal' })).toBeVisible();
    await expect(page.getByTestId('planning-period')).toHaveText(
      'Semana del 27/04/2026 al 03/05/2026',
    );
    await expect(page.getByTestId(`cell-${id}-2026-04-27`)).toHaveText('7 h');
    await expect(page.getByTestId(`cell-${id}-2026-05-01`)).toHaveText('Festivo');
    await expect(page.getByTestId(`cell-${id}-2026-05-03`)).toHaveText('Libre');
    await expect(page.getByRole('row', { name: new RegExp(fullName) })).toContainText('28 h');
    await expectAccessible(page, '/personal-planning');
  });

  test('the manager adds a local holiday and removes it', async ({ page }) => {
    test.setTimeout(60_000);
    await loginAs(page, 'jefe@taller.test');
    await page.goto('/work-schedule?tab=holidays');
    const table = page.getByTestId('holidays-table');
    const year = Number(
      await page.evaluate(() =>
        new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid', year: 'numeric' }).format(),
      ),
    );
    // The demo's Madrid city fiestas are there already.
    await expect(table.getByRole('row', { name: /San Isidro/ })).toContainText('Local');

    await pickDate(page, 'local-holiday-date', `10/06/${year}`);
    await page.getByLabel('Festivo', { exact: true }).fill('Fiesta de prueba');
    await page.getByTestId('add-local-holiday').click();
    await expect(page.getByText(/Festivo local Fiesta de prueba añadido/)).toBeVisible();
    const row = table.getByRole('row', { name: /Fiesta de prueba/ });
    await expect(row).toContainText('Local');
    await expectAccessible(page, '/work-schedule (Festivos)');

    await row.getByRole('button', { name: 'Quitar el festivo local Fiesta de prueba' }).click();
    await page.getByRole('button', { name: 'Quitar', exact: true }).click();
    await expect(page.getByText('Festivo local Fiesta de prueba quitado')).toBeVisible();
    await expect(row).toBeHidden();
  });
});
