import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { loginAs } from './support/session';

/**
 * /absence-management (issue 18): a mechanic asks for a week of next year's vacation, the workshop
 * manager approves it from the requests queue with a comment, and the mechanic sees it approved
 * and next year's balance five days lower; in Spanish, with no WCAG violation on either side.
 */

const WORKER = 'mecanico1@taller.test';
const MANAGER = 'jefe@taller.test';

/** Monday of the first full week of July next year: five working days, no holiday in Madrid. */
function nextYearsJulyWeek(): { year: number; monday: string; friday: string } {
  const year = new Date().getUTCFullYear() + 1;
  const day = new Date(Date.UTC(year, 6, 1));
  while (day.getUTCDay() !== 1) day.setUTCDate(day.getUTCDate() + 1);
  const text = (date: Date) =>
    `${String(date.getUTCDate()).padStart(2, '0')}/${String(date.getUTCMonth() + 1).padStart(2, '0')}/${date.getUTCFullYear()}`;
  const friday = new Date(day);
  friday.setUTCDate(day.getUTCDate() + 4);
  return { year, monday: text(day), friday: text(friday) };
}

/** The worker's vacation balance card. */
const balanceCard = (page: Page) =>
  page.locator('.ant-card').filter({ hasText: /^Vacaciones \d{4}/ });

test.describe('absences', () => {
  test('a worker asks for vacation, the manager approves it, the worker sees it approved', async ({
    page,
  }) => {
    // Three sign-ins, four axe runs and three saves.
    test.setTimeout(180_000);
    const week = nextYearsJulyWeek();
    const period = `${week.monday} – ${week.friday}`;

    // The mechanic asks for the week.
    await loginAs(page, WORKER);
    await page.goto(`/absence-management?year=${week.year}`);
    // The first screen after signing in loads the app's chunks: slow on a busy machine.
    await expect(page.getByRole('heading', { name: 'Ausencias' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('tab', { name: 'Mis ausencias' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const balance = balanceCard(page);
    await expect(balance).toContainText(`Vacaciones ${week.year}`);
    await expect(balance.getByTestId('absence-balance-remaining')).toContainText('22');
    await expectAccessible(page, '/absence-management (worker)');

    await page.getByTestId('absence-request').click();
    const drawer = page.getByTestId('absence-request-drawer');
    await expect(drawer.getByText('Solicitar ausencia')).toBeVisible();
    await drawer.getByRole('combobox', { name: 'Tipo de ausencia' }).click();
    await page.locator('.ant-select-item-option[title="Vacaciones"]').click();
    await drawer.getByLabel('Desde').fill(week.monday);
    await drawer.getByLabel('Desde').press('Enter');
    await drawer.getByLabel('Hasta (incluido)').fill(week.friday);
    await drawer.getByLabel('Hasta (incluido)').press('Enter');
    await drawer.getByLabel('Motivo').fill('Vacaciones de verano');
    await expect(drawer.getByTestId('absence-request-remaining')).toContainText('Te quedan 22');
    await page.getByTestId('absence-request-submit').click();
    await expect(page.getByText(`Solicitud enviada: vacaciones ${period}`)).toBeVisible();
    const mine = page.getByTestId('my-absences').getByRole('row', { name: new RegExp(period) });
    await expect(mine).toContainText('Pendiente');
    await expect(balance.getByTestId('absence-balance-pending')).toHaveText('5');

    // The manager approves it from the queue.
    await loginAs(page, MANAGER);
    await page.goto('/absence-management?tab=requests');
    const pending = page
      .getByTestId('absence-pending')
      .getByRole('row', { name: new RegExp(`Carlos López Navarro.*${period}`) });
    await expect(pending).toContainText('Vacaciones de verano', { timeout: 30_000 });
    await expectAccessible(page, '/absence-management (requests)');
    await pending
      .getByRole('button', { name: /^Aprobar la solicitud de Carlos López Navarro/ })
      .click();
    const modal = page.getByTestId('absence-decision-modal');
    await expect(modal).toContainText(`Carlos López Navarro · Vacaciones · ${period} · 5 días`);
    await modal.getByLabel(/^Comentario para el empleado/).fill('Disfrútalas');
    await page.getByTestId('absence-decision-submit').click();
    await expect(page.getByText('Solicitud aprobada')).toBeVisible();
    await expect(pending).toBeHidden();

    // The mechanic sees it approved, and five days fewer left next year.
    await loginAs(page, WORKER);
    await page.goto(`/absence-management?year=${week.year}`);
    const approved = page.getByTestId('my-absences').getByRole('row', { name: new RegExp(period) });
    await expect(approved).toContainText('Aprobada', { timeout: 30_000 });
    await expect(approved).toContainText('Javier Ruiz Castillo: «Disfrútalas»');
    const after = balanceCard(page);
    await expect(after).toContainText(`Vacaciones ${week.year}`);
    await expect(after.getByTestId('absence-balance-remaining')).toContainText('17');
    await expect(after.getByTestId('absence-balance-approved')).toHaveText('5');

    // The calendar of July shows the week, in words.
    await page.goto(`/absence-management?tab=calendar&month=${week.year}-07`);
    await expect(page.getByRole('tab', { name: 'Mi calendario' })).toHaveAttribute(
      'aria-selected',
      'true',
      { timeout: 30_000 },
    );
    await expect(page.getByTestId('absence-calendar-item').first()).toContainText('Carlos L.');
    await expectAccessible(page, '/absence-management (calendar)');
  });
});
