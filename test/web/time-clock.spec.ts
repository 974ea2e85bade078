import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { loginAs } from './support/session';

/**
 * /fichaje (issue 18): a mechanic's working day on the big buttons — clock in, a break, a job on a
 * labor line of an assigned order, clock out (which stops the job) — and the day's entry in the
 * table; then the kiosk at the door. mecanico3 and (at the kiosk) mecanico2 are no other test's: their clocks
 * start out, and the demo seed assigns them orders in progress.
 */
test.describe('time clock', () => {
  test('a mechanic clocks in, takes a break, works on a line and clocks out', async ({ page }) => {
    // Three axe runs and seven punches on a long page.
    test.setTimeout(120_000);
    await loginAs(page, 'mecanico3@taller.test');
    await page.goto('/fichaje');
    await expect(page.getByTestId('time-clock-status')).toBeVisible();
    const status = page.getByTestId('time-clock-status');
    await expect(status).toContainText('Fuera de jornada');
    await expect(page.getByRole('button', { name: 'Iniciar pausa' })).toBeDisabled();
    // The job clock lists the assigned orders, each line waiting for the clock-in.
    const jobs = page.getByTestId('job-clock');
    await expect(jobs.getByTestId('job-clock-blocked')).toContainText('Ficha la entrada');
    await expect(jobs.getByRole('button', { name: /^Empezar: / }).first()).toBeDisabled();
    await expectAccessible(page, '/fichaje');

    await page.getByRole('button', { name: 'Fichar entrada' }).click();
    await expect(status).toContainText(/Trabajando desde \d{2}:\d{2}/);
    await expect(page.getByRole('button', { name: 'Fichar entrada' })).toBeDisabled();

    await page.getByRole('button', { name: 'Iniciar pausa' }).click();
    await expect(status).toContainText(/En pausa desde \d{2}:\d{2}/);
    await expect(jobs.getByTestId('job-clock-blocked')).toContainText('Estás en pausa');
    await page.getByRole('button', { name: 'Terminar pausa' }).click();
    await expect(status).toContainText(/Trabajando desde \d{2}:\d{2}/);

    // A job on the first line that takes work: it runs, with its live time.
    const start = jobs.getByRole('button', { name: /^Empezar: /, disabled: false }).first();
    const line = (await start.getAttribute('aria-label'))!.replace(/^Empezar: /, '');
    await start.click();
    const running = jobs.getByTestId('job-running');
    await expect(running).toContainText(`· ${line}`);
    await expect(running).toContainText(/Tiempo en este trabajo: \d+:\d{2}:\d{2}/);
    await expect(jobs.getByRole('button', { name: `Detener: ${line}` })).toBeEnabled();
    await expectAccessible(page, '/fichaje (a job running)');

    await page.getByRole('button', { name: 'Fichar salida' }).click();
    const confirm = page.getByRole('dialog', { name: '¿Fichar la salida ahora?' });
    await confirm.getByRole('button', { name: 'Fichar salida' }).click();
    await expect(status).toContainText('Fuera de jornada');
    // Clocking out stopped the job clock.
    await expect(running).toHaveCount(0);
    await expect(jobs.getByRole('button', { name: `Empezar: ${line}` }).first()).toBeDisabled();

    // The day's entry: in, out and its one break, in the table.
    const entries = page.getByTestId('time-clock-entries');
    await expect(entries.getByRole('row')).not.toHaveCount(0);
    await expect(entries).toContainText(/\d{2}:\d{2}/);
    await expectAccessible(page, '/fichaje (after the day)');

    // The home card tells the same state.
    await page.goto('/dashboard');
    await expect(page.getByText('Fuera de jornada').first()).toBeVisible();
  });

  test('at the kiosk a worker clocks in and out with their PIN', async ({ page }) => {
    // Two axe runs and four argon2 PIN checks.
    test.setTimeout(60_000);
    // The terminal at the door runs on the workshop manager's account ("Terminal de fichaje").
    await loginAs(page, 'jefe@taller.test');
    await page.goto('/time-clock?kiosk=1');
    await expect(
      page.getByRole('heading', { name: 'Terminal de fichaje', level: 1 }),
    ).toBeVisible();
    // The kiosk shows no menu to wander into.
    await expect(page.getByTestId('sidebar')).toHaveCount(0);
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expectAccessible(page, '/time-clock?kiosk=1');

    // Sergio (mecanico2, E005) types his PIN on the pad. Not Andrés (mecanico4): the registro de
    // jornada story corrects his day, which must hold no other entry of the same minutes.
    const pad = page.getByRole('group', { name: 'Teclado numérico' });
    for (const digit of '7305') await pad.getByRole('button', { name: digit, exact: true }).click();
    await pad.getByRole('button', { name: 'Continuar' }).click();
    const worker = page.getByTestId('kiosk-worker');
    await expect(worker).toContainText('Hola, Sergio Fernández Rubio');
    await expect(worker).toContainText('Fuera de jornada');
    await expectAccessible(page, '/time-clock?kiosk=1 (a worker)');
    await worker.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByTestId('kiosk-done')).toContainText(
      /Entrada registrada a las \d{2}:\d{2}\./,
    );
    await page.getByRole('button', { name: 'Listo' }).click();

    // Again from the keyboard: now he is at work, and leaves.
    const field = page.getByLabel('PIN de fichaje');
    await field.fill('7305');
    await field.press('Enter');
    await expect(worker).toContainText(/Trabajando desde \d{2}:\d{2}/);
    await worker.getByRole('button', { name: 'Salir' }).click();
    await expect(page.getByTestId('kiosk-done')).toContainText(
      /Salida registrada a las \d{2}:\d{2}\./,
    );
  });
});
