import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { loginAs } from './support/session';

/**
 * /fichaje (issue 18): a mechanic's working day on the big buttons — clock in, a break, clock out —
 * and the day's entry in the table. mecanico3 is no other test's: its clock starts out.
 */
test.describe('time clock', () => {
  test('a mechanic clocks in, takes a break and clocks out', async ({ page }) => {
    await loginAs(page, 'mecanico3@taller.test');
    await page.goto('/fichaje');
    await expect(page.getByTestId('time-clock-status')).toBeVisible();
    const status = page.getByTestId('time-clock-status');
    await expect(status).toContainText('Fuera de jornada');
    await expect(page.getByRole('button', { name: 'Iniciar pausa' })).toBeDisabled();
    await expectAccessible(page, '/fichaje');

    await page.getByRole('button', { name: 'Fichar entrada' }).click();
    await expect(status).toContainText(/Trabajando desde \d{2}:\d{2}/);
    await expect(page.getByRole('button', { name: 'Fichar entrada' })).toBeDisabled();

    await page.getByRole('button', { name: 'Iniciar pausa' }).click();
    await expect(status).toContainText(/En pausa desde \d{2}:\d{2}/);
    await page.getByRole('button', { name: 'Terminar pausa' }).click();
    await expect(status).toContainText(/Trabajando desde \d{2}:\d{2}/);

    await page.getByRole('button', { name: 'Fichar salida' }).click();
    const confirm = page.getByRole('dialog', { name: '¿Fichar la salida ahora?' });
    await confirm.getByRole('button', { name: 'Fichar salida' }).click();
    await expect(status).toContainText('Fuera de jornada');

    // The day's entry: in, out and its one break, in the table.
    const entries = page.getByTestId('time-clock-entries');
    await expect(entries.getByRole('row')).not.toHaveCount(0);
    await expect(entries).toContainText(/\d{2}:\d{2}/);
    await expectAccessible(page, '/fichaje (after the day)');

    // The home card tells the same state.
    await page.goto('/dashboard');
    await expect(page.getByText('Fuera de jornada').first()).toBeVisible();
  });
});
