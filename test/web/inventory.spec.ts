import { type Page, expect, test } from '@playwright/test';
import { dialogFindings, expectAccessible, report } from './support/accessibility';
import { loginAs } from './support/session';

/**
 * Issue 20 at the parts desk, on a tablet (1024 × 768), in Spanish, as the demo `recambios`
 * user: a supplier is created (an invalid CIF first: the server's message shows under its
 * field), then a part with that supplier; its stock is adjusted +10 with a reason and the
 * movement shows in the part's history; "Bajo mínimo" finds it. A catalogue CSV with a bad row
 * shows the row's error and imports nothing; the corrected file imports and its parts are
 * listed. The screen, its drawer and its dialogs have no WCAG 2.1 AA violation.
 */
test.use({ viewport: { width: 1024, height: 768 } });

const DESK = 'recambios@taller.test';
const run = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.toUpperCase();

/** A valid CIF of a limited company (B + 7 digits + its control digit), different each run. */
function freshCif(): string {
  const digits = Array.from({ length: 7 }, () => Math.floor(Math.random() * 10));
  const sum = digits.reduce((total, digit, index) => {
    if (index % 2 === 1) return total + digit;
    const doubled = digit * 2;
    return total + Math.floor(doubled / 10) + (doubled % 10);
  }, 0);
  return `B${digits.join('')}${(10 - (sum % 10)) % 10}`;
}

/**
 * Picks an option of an antd select by its visible text: typed into its search box (long lists
 * scroll), then chosen with the arrows and Enter. The keyboard does not depend on where the
 * drop-down is drawn: opened while its dialog is still zooming in, antd can place it off-screen.
 */
async function choose(page: Page, testId: string, option: string, search = option) {
  await page.getByTestId(testId).click();
  await page.keyboard.type(search);
  const dropdown = page.locator('.ant-select-dropdown:visible');
  await expect(dropdown.locator(`.ant-select-item-option[title="${option}"]`)).toHaveCount(1);
  const active = dropdown.locator('.ant-select-item-option-active');
  for (let step = 0; step < 20; step += 1) {
    if ((await active.getAttribute('title')) === option) break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(active).toHaveAttribute('title', option);
  await page.keyboard.press('Enter');
}

async function expectDialogAccessible(page: Page, screen: string) {
  const findings = await dialogFindings(page, screen);
  expect(findings, report(findings)).toEqual([]);
}

test.describe('Inventory (/inventory)', () => {
  test('creates a supplier and a part, adjusts its stock and finds it below its minimum', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const id = run();
    const supplierName = `Recambios ${id}`;
    const reference = `PX-${id}`;
    const cif = freshCif();

    await loginAs(page, DESK);
    await page.goto('/inventory');
    const screen = page.getByTestId('inventory-page');
    await expect(screen.getByRole('heading', { name: 'Inventario' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Piezas' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expectAccessible(page, '/inventory (Piezas)');

    // 1. The supplier: the tab is in the address; an invalid CIF is refused under its field.
    await page.getByRole('tab', { name: 'Proveedores' }).click();
    await expect(page).toHaveURL(/[?&]tab=suppliers/);
    await expectAccessible(page, '/inventory?tab=suppliers');
    await page.getByTestId('new-supplier').click();
    const supplierDialog = page.getByRole('dialog', { name: 'Nuevo proveedor' });
    await supplierDialog.getByLabel('Nombre').fill(supplierName);
    await supplierDialog.getByLabel('NIF/CIF').fill('B12345670');
    await supplierDialog.getByLabel('Contacto').fill('Marta Ruiz');
    await supplierDialog.getByLabel('E-mail').fill('pedidos@example.com');
    await supplierDialog.getByLabel('Plazo (días)').fill('3');
    await supplierDialog.getByLabel('Forma de pago').fill('Transferencia a 30 días');
    await expectDialogAccessible(page, 'Nuevo proveedor');
    await supplierDialog.getByTestId('supplier-form-submit').click();
    await expect(supplierDialog.locator('#supplier-form_tax_id_help')).toContainText(
      'El NIF/CIF no es válido',
    );
    await supplierDialog.getByLabel('NIF/CIF').fill(cif);
    await supplierDialog.getByTestId('supplier-form-submit').click();
    await expect(page.getByText(`Proveedor ${supplierName} creado.`)).toBeVisible();
    await expect(supplierDialog).toBeHidden();
    await page.getByTestId('suppliers-search').fill(id);
    const supplierRow = page
      .getByTestId('suppliers-table')
      .getByRole('row', { name: supplierName });
    await expect(supplierRow).toContainText('Marta Ruiz');
    await expect(supplierRow).toContainText('Transferencia a 30 días');

    // 2. The part, with that supplier; it opens in its drawer once created.
    await page.getByRole('tab', { name: 'Piezas' }).click();
    await expect(page).not.toHaveURL(/tab=/);
    await page.getByTestId('new-part').click();
    const partDialog = page.getByRole('dialog', { name: 'Nueva pieza' });
    await partDialog.getByLabel('Referencia').fill(reference);
    await partDialog.getByLabel('Marca').fill('Mahle');
    await partDialog.getByLabel('Nombre').fill('Filtro de aceite de prueba');
    await choose(page, 'part-category', 'Filtros');
    await partDialog.getByLabel('Coste (sin IVA)').fill('4,50');
    await partDialog.getByLabel('PVP (sin IVA)').fill('8,95');
    await expect(partDialog.getByText('Con IVA (21 %): 10,83 €')).toBeVisible();
    await partDialog.getByLabel('Estantería').fill('E-12');
    await partDialog.getByLabel('Stock mínimo').fill('20');
    await choose(page, 'part-supplier', `${supplierName} · ${cif}`, supplierName);
    await expectDialogAccessible(page, 'Nueva pieza');
    await partDialog.getByTestId('part-form-submit').click();
    await expect(page.getByText(`Pieza ${reference} creada.`)).toBeVisible();
    const drawer = page.getByTestId('part-drawer');
    await expect(drawer).toContainText(reference);
    await expect(drawer.getByTestId('part-on-hand')).toContainText('0 ud.');
    await expect(drawer.getByTestId('part-details')).toContainText(supplierName);
    await expect(drawer.getByTestId('part-price-with-vat')).toHaveText('10,83 €');
    await expect(drawer.getByTestId('movements-empty')).toBeVisible();
    await expect(page).toHaveURL(/[?&]part=/);

    // 3. +10 with a reason: the resulting stock shows before saving; the movement after.
    await drawer.getByTestId('part-adjust').click();
    const adjustDialog = page.getByRole('dialog', { name: 'Ajustar existencias' });
    await adjustDialog.getByTestId('adjust-submit').click();
    await expect(adjustDialog).toContainText('Escribe la cantidad.');
    await expect(adjustDialog).toContainText('Indica el motivo del ajuste.');
    await adjustDialog.getByLabel('Cantidad').fill('10');
    await adjustDialog.getByLabel('Motivo').fill('Recuento inicial del almacén');
    await expect(adjustDialog.getByTestId('adjust-result')).toContainText('10 ud.');
    await expectDialogAccessible(page, 'Ajustar existencias');
    await adjustDialog.getByTestId('adjust-submit').click();
    await expect(page.getByText(`Existencias de ${reference}: 10 ud.`)).toBeVisible();
    await expect(adjustDialog).toBeHidden();
    await expect(drawer.getByTestId('part-on-hand')).toContainText('10 ud.');
    const movement = drawer
      .getByTestId('movements-table')
      .locator('tbody tr.ant-table-row')
      .first();
    await expect(movement.getByTestId('movement-quantity')).toHaveText('+10');
    await expect(movement).toContainText('Recuento inicial del almacén');
    await expect(movement).toContainText('Raúl Domínguez Vega');
    await expect(movement).toContainText('10 ud.');
    await expectAccessible(page, '/inventory (part drawer)');
    // Keyboard: Escape closes the drawer and the address forgets the part.
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page).not.toHaveURL(/[?&]part=/);

    // 4. "Bajo mínimo": 10 is below its minimum of 20, and the filter is in the address.
    await page.getByRole('switch', { name: 'Bajo mínimo' }).click();
    await expect(page).toHaveURL(/[?&]below_minimum=true/);
    await page.getByTestId('parts-search').fill(reference);
    const row = page.getByTestId('parts-table').getByRole('row', { name: new RegExp(reference) });
    await expect(row).toBeVisible();
    await expect(row.getByTestId('part-below-minimum')).toHaveText('Bajo mínimo');
    await expect(row).toContainText('Principal · E-12');
    await expect(row).toContainText('45,00 €');
    await expectAccessible(page, '/inventory (Bajo mínimo)');

    // The address reopens the same list.
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Bajo mínimo' })).toBeChecked();
    await expect(page.getByTestId('parts-search')).toHaveValue(reference);
    await expect(row).toBeVisible();
  });

  test('imports a catalogue CSV once its bad row is fixed', async ({ page }) => {
    test.setTimeout(90_000);
    const id = run();
    const header = 'reference;brand;name;category;cost_cents;sale_price_cents;min_stock';
    const good = `IMP-${id}-1;Bosch;Pastillas de freno delanteras;frenos;2000;3500;2`;
    const csv = (second: string) => `\uFEFF${header}\r\n${good}\r\n${second}\r\n`;
    const file = (name: string, text: string) => ({
      name,
      mimeType: 'text/csv',
      buffer: Buffer.from(text, 'utf8'),
    });

    await loginAs(page, DESK);
    await page.goto('/inventory');
    await page.getByTestId('import-parts').click();
    const dialog = page.getByRole('dialog', { name: 'Importar catálogo de piezas desde CSV' });
    await expectDialogAccessible(page, 'Importar CSV');

    // A category that does not exist on line 3: the error row, and nothing to import.
    await dialog
      .locator('input[type="file"]')
      .setInputFiles(
        file('catalogo.csv', csv(`IMP-${id}-2;Bosch;Disco de freno;ruedas;3000;5000;0`)),
      );
    await expect(dialog.getByTestId('import-has-errors')).toBeVisible();
    const error = dialog.getByTestId('import-errors').locator('tbody tr.ant-table-row').first();
    await expect(error).toContainText('3');
    await expect(error).toContainText('category');
    await expect(error).toContainText('La categoría no es válida.');
    await expect(dialog.getByTestId('import-rows')).toHaveText('2');
    await expect(dialog.getByTestId('import-commit')).toBeDisabled();
    await expectDialogAccessible(page, 'Importar CSV (errores)');

    // The fixed file: two parts to create, then imported.
    await dialog.getByTestId('import-restart').click();
    await dialog
      .locator('input[type="file"]')
      .setInputFiles(
        file('catalogo-corregido.csv', csv(`IMP-${id}-2;Bosch;Disco de freno;frenos;3000;5000;0`)),
      );
    await expect(dialog.getByTestId('import-clean')).toBeVisible();
    await expect(dialog.getByTestId('import-to-create')).toHaveText('2');
    await expect(dialog.getByTestId('import-to-update')).toHaveText('0');
    await dialog.getByTestId('import-commit').click();
    await expect(dialog.getByTestId('import-done')).toContainText('2 piezas creadas');
    await dialog.getByTestId('import-close').click();
    await expect(dialog).toBeHidden();

    await page.getByTestId('parts-search').fill(`IMP-${id}`);
    const table = page.getByTestId('parts-table');
    await expect(table.getByRole('row', { name: new RegExp(`IMP-${id}-1`) })).toContainText(
      'Pastillas de freno delanteras',
    );
    await expect(table.getByRole('row', { name: new RegExp(`IMP-${id}-2`) })).toContainText(
      'Disco de freno',
    );
  });
});
