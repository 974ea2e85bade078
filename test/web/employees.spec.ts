import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { loginAs } from './support/session';

/**
 * /employee-management (issue 18): the workshop manager signs up a mechanic — the NIF's control
 * letter is checked before anything is sent —, edits the phone and deactivates them, in Spanish,
 * with no WCAG violation on the list or the open drawer.
 */

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

function freshNif(): { valid: string; wrongLetter: string } {
  const digits = 10_000_000 + Math.floor(Math.random() * 89_999_999);
  const letter = DNI_LETTERS[digits % 23]!;
  const wrong = DNI_LETTERS[(digits + 1) % 23]!;
  return { valid: `${digits}${letter}`, wrongLetter: `${digits}${wrong}` };
}

const freshSurname = () =>
  `Prueba${Array.from({ length: 6 }, () => 'abcdefghijklmnopqrstuvwxyz'[Math.floor(Math.random() * 26)]).join('')}`;

test.describe('employees', () => {
  test('the manager creates, edits and deactivates an employee', async ({ page }) => {
    // Three axe runs and three saves (one hashes a PIN with argon2).
    test.setTimeout(90_000);
    const nif = freshNif();
    const surname = freshSurname();
    const fullName = `Ana ${surname}`;

    await loginAs(page, 'jefe@taller.test');
    await page.goto('/employee-management');
    await expect(page.getByRole('heading', { name: 'Empleados' })).toBeVisible();
    await expect(page.getByTestId('employees-table')).toBeVisible();
    await expect(page).toHaveTitle(/Empleados · PX Taller/);
    await expectAccessible(page, '/employee-management');

    // Create: the wrong control letter is refused on the form first.
    await page.getByRole('button', { name: 'Nuevo empleado' }).first().click();
    const drawer = page.getByTestId('employee-form-drawer');
    await expect(drawer.getByText('Nuevo empleado')).toBeVisible();
    await drawer.getByLabel('Nombre', { exact: true }).fill('Ana');
    await drawer.getByLabel('Apellidos').fill(surname);
    await drawer.getByLabel('NIF/NIE').fill(nif.wrongLetter);
    // Chosen with the keyboard: near the drawer's fold the list can open out of the viewport,
    // where a pointer cannot reach it (a test once waited 90 s on it under a loaded CPU).
    const position = drawer.getByRole('combobox', { name: 'Puesto' });
    await position.click();
    const mechanic = page.locator('.ant-select-item-option[title="Mecánico"]');
    await expect(mechanic).toBeAttached();
    for (let step = 0; step < 10; step += 1) {
      if (await mechanic.evaluate((option) => option.matches('.ant-select-item-option-active'))) {
        break;
      }
      await position.press('ArrowDown');
    }
    await position.press('Enter');
    await expect(
      drawer.locator('.ant-select', { has: page.getByRole('combobox', { name: 'Puesto' }) }),
    ).toContainText('Mecánico');
    await page.getByTestId('employee-form-submit').click();
    await expect(drawer.getByText('La letra de control del NIF/NIE no es correcta.')).toBeVisible();
    await expectAccessible(page, '/employee-management (new employee drawer)');

    await drawer.getByLabel('NIF/NIE').fill(nif.valid);
    await drawer.getByLabel('Correo electrónico').fill(`${surname.toLowerCase()}@taller.test`);
    await drawer.getByLabel('PIN del quiosco').fill('2580');
    await page.getByTestId('employee-form-submit').click();
    await expect(page.getByText(`Empleado ${fullName} creado`)).toBeVisible();
    await expect(drawer).toBeHidden();

    // Listed: searched by its NIF, the search in the address.
    await page.getByTestId('employees-search').fill(nif.valid);
    await expect(page).toHaveURL(new RegExp(`search=${nif.valid}`));
    const row = page.getByRole('row', { name: new RegExp(fullName) });
    await expect(row).toContainText(nif.valid);
    await expect(row).toContainText('Mecánico');
    await expect(row).toContainText('Activo');

    // Edit the phone.
    await row.getByRole('button', { name: `Editar a ${fullName}` }).click();
    await expect(drawer.getByText(/Editar empleado · E\d+/)).toBeVisible();
    await expect(drawer.getByLabel('Nombre', { exact: true })).toHaveValue('Ana');
    await drawer.getByLabel('Teléfono').fill('612 345 678');
    await page.getByTestId('employee-form-submit').click();
    await expect(page.getByText('Cambios guardados')).toBeVisible();
    await expect(row).toContainText('612345678');

    // Deactivate, after a confirmation.
    await row.getByRole('button', { name: `Dar de baja a ${fullName}` }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: `¿Dar de baja a ${fullName}?` });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Dar de baja' }).click();
    await expect(page.getByText(`${fullName} está de baja`)).toBeVisible();
    await expect(row).toContainText('De baja');
    await expect(row.getByRole('button', { name: `Reactivar a ${fullName}` })).toBeVisible();
    await expectAccessible(page, '/employee-management (after deactivating)');
  });
});
