import { expect, test } from '@playwright/test';
import { loginAs } from './support/session';

/**
 * Issue 4 at the reception desk, in Spanish: register a customer with a vehicle, find the car by
 * its plate with Ctrl+K, open its history; record a mileage correction; the palette's sections.
 */
const SERIES = 'BCDFGHJKLMNPRSTVWXYZ';
const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const pick = (text: string) => text[Math.floor(Math.random() * text.length)]!;

function freshPlate(): string {
  return `${1000 + Math.floor(Math.random() * 9000)} ${pick(SERIES)}${pick(SERIES)}${pick(SERIES)}`;
}

function freshDni(): string {
  const number = 10_000_000 + Math.floor(Math.random() * 89_999_999);
  return `${number}${DNI_LETTERS[number % 23]}`;
}

test.describe('customers and vehicles', () => {
  test('creates a customer with a vehicle, finds it by plate with Ctrl+K and opens its history', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const plate = freshPlate();
    const surname = `Prueba${Math.floor(Math.random() * 1e6)}`;
    await loginAs(page, 'recepcion@taller.test');

    await page.goto('/customers');
    await page.getByTestId('new-customer').click();
    await expect(page).toHaveURL(/\/customers\/new$/);
    const form = page.getByTestId('customer-form');
    await expect(form).toBeVisible();
    await form.getByLabel('Nombre', { exact: true }).fill('Lucía');
    await form.getByLabel('Apellidos').fill(surname);
    await form.getByLabel('NIF / NIE / CIF').fill('12345678A');
    await page.getByTestId('customer-submit').click();
    await expect(
      form.getByText(
        'La letra o el dígito de control no corresponde: revisa que los números estén bien escritos.',
      ),
    ).toBeVisible();
    await form.getByLabel('NIF / NIE / CIF').fill(freshDni());
    await form.getByLabel('Móvil').fill('612 345 678');
    await page.getByTestId('gdpr-consent').check();
    await page.getByTestId('customer-submit').click();
    await expect(page.getByText('Cliente creado correctamente')).toBeVisible();
    await expect(page.getByTestId('customer-name')).toHaveText(`Lucía ${surname}`);
    await expect(page.getByText('Este cliente no tiene vehículos')).toBeVisible();

    await page.getByTestId('add-vehicle').click();
    await expect(page).toHaveURL(/\/vehicles\/new\?customer_id=/);
    await page.getByLabel('Matrícula').fill(plate.replace(' ', '-').toLowerCase());
    await expect(page.getByText('Se guardará como')).toBeVisible();
    await page.getByLabel('Marca').fill('Seat');
    await page.getByLabel('Modelo').fill('León');
    await page.getByLabel('Kilometraje').fill('84500');
    await page.getByTestId('vehicle-submit').click();
    await expect(page.getByText('Vehículo creado correctamente')).toBeVisible();
    await expect(page.getByTestId('vehicle-name')).toHaveText('Seat León');
    await expect(page.getByRole('link', { name: `Lucía ${surname}` })).toBeVisible();

    await page.goto('/dashboard');
    await expect(page.getByTestId('home-welcome')).toBeVisible();
    await page.keyboard.press('Control+k');
    const palette = page.getByTestId('search-palette');
    await expect(palette).toBeVisible();
    await expect(page.getByPlaceholder('Buscar clientes, vehículos, órdenes...')).toBeFocused();
    await page.getByTestId('search-input').fill(plate.replace(' ', ''));
    const results = page.getByTestId('search-section-results');
    await expect(results.getByText('Encontrado por matrícula')).toBeVisible();
    await expect(results.getByText(`Matrícula: ${plate}`)).toBeVisible();
    await expect(results.getByText(`${plate} - Lucía ${surname}`)).toBeVisible();

    // The customer found by plate comes first; arrow down to the vehicle and open it.
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('[data-testid="search-row"][aria-selected="true"]')).toContainText(
      'Seat León',
    );
    await page.keyboard.press('Enter');
    await expect(palette).toBeHidden();
    await expect(page).toHaveURL(/\/vehicles\/[0-9a-f-]{36}$/);

    await page.getByTestId('open-history').click();
    await expect(page).toHaveURL(/\/history$/);
    const timeline = page.getByTestId('history-timeline');
    await expect(timeline.getByText('Lectura del cuentakilómetros: 84.500 km')).toBeVisible();
    await expect(timeline.getByText(`Nuevo propietario: Lucía ${surname}`)).toBeVisible();
    await expect(timeline.getByText('Alta del vehículo en el taller')).toBeVisible();
    await expect(
      page.getByText('Hacen falta al menos dos lecturas para dibujar el gráfico'),
    ).toBeVisible();
  });

  test('a lower mileage is refused unless recorded as a correction with a reason', async ({
    page,
  }) => {
    await loginAs(page, 'recepcion@taller.test');
    const created = await page.request.post('/api/vehicles', {
      headers: {
        Authorization: `Bearer ${await page.evaluate<string>("localStorage.getItem('accessToken')")}`,
      },
      data: { license_plate: freshPlate(), make: 'Renault', model: 'Clio', odometer_km: 120_000 },
    });
    expect(created.status()).toBe(201);
    const vehicle = (await created.json()).data as { id: string };

    await page.goto(`/vehicles/${vehicle.id}`);
    await page.getByTestId('record-reading').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Kilometraje').fill('90000');
    await dialog.getByRole('button', { name: 'Registrar' }).click();
    await expect(
      dialog.getByText(/es menor que la última lectura \(120\.000 km\)/).first(),
    ).toBeVisible();
    await page.getByTestId('odometer-correction').check();
    await dialog.getByLabel('Motivo de la corrección').fill('La lectura anterior se tecleó mal');
    await dialog.getByRole('button', { name: 'Registrar' }).click();
    await expect(page.getByText('Kilometraje registrado')).toBeVisible();
    await expect(page.getByTestId('odometer-km')).toContainText('90.000');

    await page.goto(`/vehicles/${vehicle.id}/history`);
    await expect(page.getByText('Corrección del kilometraje a 90.000 km')).toBeVisible();
    await expect(page.getByText('La lectura anterior se tecleó mal')).toBeVisible();
    await expect(page.getByTestId('odometer-chart')).toBeVisible();
  });

  test('the palette: empty state, quick actions that work and the pages really visited', async ({
    page,
  }) => {
    await loginAs(page, 'recepcion@taller.test');
    await page.goto('/customers');
    await expect(page.getByRole('heading', { name: 'Clientes' })).toBeVisible();
    await page.waitForTimeout(1_000); // the visit is recorded once the screen has named itself
    await page.goto('/dashboard');

    await page.getByTestId('top-search').click();
    const palette = page.getByTestId('search-palette');
    await expect(palette.getByText('Páginas recientes')).toBeVisible();
    await expect(page.getByTestId('search-section-recent')).toContainText('Clientes');
    await expect(page.getByTestId('search-section-actions')).toContainText('Nuevo cliente');

    await page.getByTestId('search-input').fill('zzqxw');
    await expect(page.getByText('No se encontraron resultados para "zzqxw"')).toBeVisible();
    await expect(
      page.getByText('Intenta con términos diferentes o verifica la ortografía'),
    ).toBeVisible();

    await page.getByTestId('search-input').fill('vehiclos');
    await expect(page.getByTestId('search-section-results')).toContainText('Página');

    await page.getByTestId('search-input').fill('barra');
    const sidebar = page.getByTestId('sidebar');
    const before = await sidebar.getAttribute('data-collapsed');
    await page
      .getByTestId('search-section-actions')
      .getByText('Mostrar u ocultar la barra lateral')
      .click();
    await expect(palette).toBeHidden();
    await expect(sidebar).not.toHaveAttribute('data-collapsed', before ?? 'false');

    await page.keyboard.press('Control+k');
    await expect(palette).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(palette).toBeHidden();
  });
});
