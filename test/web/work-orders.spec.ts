import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { DEMO_PASSWORD, loginAs } from './support/session';

/**
 * Issue 5 in the workshop, in Spanish: open an order for a customer and car created on the spot,
 * add its lines, move it through its states; drag a card on the board; see a change made in a
 * second browser appear live.
 */
const SERIES = 'BCDFGHJKLMNPRSTVWXYZ';
const pick = (text: string) => text[Math.floor(Math.random() * text.length)]!;
const freshPlate = () =>
  `${1000 + Math.floor(Math.random() * 9000)} ${pick(SERIES)}${pick(SERIES)}${pick(SERIES)}`;

/** An order (with its customer and car) made through the API, for the board and live tests. */
async function orderThroughApi(request: APIRequestContext, title: string) {
  const login = await request.post('/api/auth/login', {
    data: { email: 'recepcion@taller.test', password: DEMO_PASSWORD },
  });
  const headers = {
    Authorization: `Bearer ${((await login.json()) as { data: { accessToken: string } }).data.accessToken}`,
  };
  const customer = await request.post('/api/customers', {
    headers,
    data: { type: 'company', company_name: `Flota ${Math.floor(Math.random() * 1e6)} SL` },
  });
  const customerId = ((await customer.json()) as { data: { id: string } }).data.id;
  const vehicle = await request.post('/api/vehicles', {
    headers,
    data: {
      license_plate: freshPlate(),
      make: 'Renault',
      model: 'Kangoo',
      customer_id: customerId,
    },
  });
  const vehicleId = ((await vehicle.json()) as { data: { id: string } }).data.id;
  const order = await request.post('/api/work-orders', {
    headers,
    data: {
      title,
      customer_id: customerId,
      vehicle_id: vehicleId,
      estimate_decision: 'accepted',
    },
  });
  expect(order.status(), await order.text()).toBe(201);
  return ((await order.json()) as { data: { id: string; number: string } }).data;
}

async function boardFor(page: Page, number: string) {
  await page.goto(`/orders?view=board&search=${number}`);
  await expect(page.getByTestId('work-order-board')).toBeVisible();
}

test.describe('work orders', () => {
  test('opens an order for a new customer and car, adds its lines and moves it through its states', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const surname = `Prueba${Math.floor(Math.random() * 1e6)}`;
    const plate = freshPlate();
    await loginAs(page, 'recepcion@taller.test');
    await page.goto('/orders');
    await expect(page.getByRole('heading', { name: 'Órdenes de trabajo' })).toBeVisible();
    await page.getByTestId('new-order').click();
    const dialog = page.getByTestId('create-order-modal');
    await expect(dialog.getByText('Nueva orden de trabajo')).toBeVisible();

    // The customer and the car, created without leaving the order.
    await dialog.getByTestId('quick-customer').click();
    const customerDialog = page.getByRole('dialog', { name: 'Nuevo cliente' });
    await customerDialog.getByLabel('Nombre').fill('Marina');
    await customerDialog.getByLabel('Apellidos').fill(surname);
    await customerDialog.getByRole('button', { name: 'Crear' }).click();
    await expect(customerDialog).toBeHidden();
    await expect(dialog.getByText(`Marina ${surname}`)).toBeVisible();
    await dialog.getByTestId('quick-vehicle').click();
    const vehicleDialog = page.getByRole('dialog', { name: 'Nuevo vehículo' });
    await vehicleDialog.getByLabel('Matrícula').fill(plate);
    await vehicleDialog.getByLabel('Marca').fill('Seat');
    await vehicleDialog.getByLabel('Modelo').fill('Ibiza');
    await vehicleDialog.getByLabel('Kilómetros').fill('61200');
    await vehicleDialog.getByRole('button', { name: 'Crear' }).click();
    await expect(vehicleDialog).toBeHidden();

    await dialog.getByLabel('Título').fill('Revisión y cambio de aceite');
    await dialog.getByLabel('Avería según el cliente').fill('Se enciende el testigo de aceite');
    await page.getByTestId('create-order-submit').click();
    await expect(page.getByText(/^Orden WO-\d{6} creada exitosamente$/)).toBeVisible();
    await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('work-order-status').first()).toHaveText('Abierta');
    await expect(page.getByTestId('order-customer-link')).toHaveText(`Marina ${surname}`);

    // Lines: labor by its hours at the hourly rate, a part by units; totals with VAT.
    await page.getByTestId('add-line').click();
    const lineDialog = page.getByTestId('line-modal');
    await lineDialog.getByLabel('Concepto').fill('Cambio de aceite y filtro');
    await lineDialog.getByLabel('Horas').fill('1,5');
    await lineDialog.getByLabel('Precio por hora').fill('55');
    await page.getByTestId('line-submit').click();
    await expect(
      page.getByText('Línea "Cambio de aceite y filtro" agregada exitosamente'),
    ).toBeVisible();
    await page.getByTestId('add-line').click();
    await lineDialog.getByText('Recambio').click();
    await lineDialog.getByLabel('Concepto').fill('Filtro de aceite');
    await lineDialog.getByLabel('Cantidad').fill('1');
    await lineDialog.getByLabel('Precio', { exact: true }).fill('12');
    await page.getByTestId('line-submit').click();
    await expect(page.getByText('Línea "Filtro de aceite" agregada exitosamente')).toBeVisible();
    // 1,5 h × 55 € + 12 € = 94,50 €; IVA 21 % = 19,85 €.
    await expect(page.getByTestId('order-total')).toHaveText('114,35 €');

    // Through the states DOMAIN allows.
    await page.getByTestId('move-in_progress').click();
    await expect(page.getByText('Orden actualizada exitosamente').first()).toBeVisible();
    await expect(page.getByTestId('work-order-status').first()).toHaveText('En curso');
    await page.getByTestId('move-completed').click();
    const move = page.getByTestId('status-change-modal');
    await move.getByLabel('Km de salida').fill('61215');
    await move.getByRole('button', { name: 'Completar la orden' }).click();
    await expect(page.getByTestId('status-change-error')).toContainText(
      'Quedan 1 línea de mano de obra sin terminar',
    );
    await move.getByRole('button', { name: 'Cancelar' }).click();
    // The tick is saved on the server, then shown.
    await page.getByTestId('line-finished').click();
    await expect(page.getByTestId('line-finished')).toBeChecked();
    await page.getByTestId('move-completed').click();
    await move.getByLabel('Km de salida').fill('61215');
    await move.getByRole('button', { name: 'Completar la orden' }).click();
    await expect(page.getByTestId('work-order-status').first()).toHaveText('Completada');
    await expect(page.getByTestId('add-line')).toHaveCount(0);
    const history = page.getByTestId('status-history');
    await expect(history.getByTestId('work-order-status')).toHaveCount(5);
  });

  test('a mechanic edits their line but not what the customer pays', async ({ page, request }) => {
    const reception = await request.post('/api/auth/login', {
      data: { email: 'recepcion@taller.test', password: DEMO_PASSWORD },
    });
    const headers = {
      Authorization: `Bearer ${((await reception.json()) as { data: { accessToken: string } }).data.accessToken}`,
    };
    const mechanic = await request.post('/api/auth/login', {
      data: { email: 'mecanico1@taller.test', password: DEMO_PASSWORD },
    });
    const employeeId = ((await mechanic.json()) as { data: { user: { employee_id: string } } }).data
      .user.employee_id;
    const customer = await request.post('/api/customers', {
      headers,
      data: { type: 'company', company_name: `Transportes ${Math.floor(Math.random() * 1e6)} SL` },
    });
    const order = await request.post('/api/work-orders', {
      headers,
      data: {
        title: 'Revisión de frenos',
        customer_id: ((await customer.json()) as { data: { id: string } }).data.id,
        assigned_employee_id: employeeId,
        estimate_decision: 'accepted',
        items: [{ name: 'Revisar pastillas', planned_hours: 1, unit_price_cents: 5500 }],
      },
    });
    expect(order.status(), await order.text()).toBe(201);
    const orderId = ((await order.json()) as { data: { id: string } }).data.id;

    await loginAs(page, 'mecanico1@taller.test');
    await page.goto(`/orders/${orderId}`);
    await page.getByRole('button', { name: 'Editar «Revisar pastillas»' }).click();
    const lineDialog = page.getByTestId('line-modal');
    await expect(lineDialog.getByLabel('Precio por hora')).toBeDisabled();
    await expect(lineDialog.getByLabel('Descuento')).toBeDisabled();
    await expect(lineDialog.getByLabel('IVA')).toBeDisabled();
    await expect(lineDialog.getByTestId('line-price-locked')).toHaveText(
      'Solo la oficina fija el precio, el descuento y el IVA.',
    );
    await lineDialog.getByLabel('Horas').fill('1,5');
    await page.getByTestId('line-submit').click();
    await expect(page.getByTestId('line-modal')).toBeHidden();
    // 1,5 h at the price reception set: 82,50 € + 21 % IVA.
    await expect(page.getByTestId('order-total')).toHaveText('99,83 €');
  });

  test('moves a card on the board, and a change made in another browser shows up live', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const order = await orderThroughApi(request, 'Cambio de neumáticos');
    await loginAs(page, 'recepcion@taller.test');
    await boardFor(page, order.number);
    const card = page.locator(`[data-order-id="${order.id}"]`);
    await expect(
      page.getByTestId('board-column-open').locator(`[data-order-id="${order.id}"]`),
    ).toBeVisible();

    // Dragging onto a column the machine does not allow does nothing; onto "En espera" moves it.
    await card.dragTo(page.getByTestId('board-column-completed'));
    await expect(
      page.getByTestId('board-column-open').locator(`[data-order-id="${order.id}"]`),
    ).toBeVisible();
    await card.dragTo(page.getByTestId('board-column-on_hold'));
    await expect(page.getByText('Orden actualizada exitosamente')).toBeVisible();
    await expect(
      page.getByTestId('board-column-on_hold').locator(`[data-order-id="${order.id}"]`),
    ).toBeVisible();

    // Someone else (the workshop manager, in another browser) starts it: this board follows.
    const other = await browser.newContext({ locale: 'es-ES', timezoneId: 'Europe/Madrid' });
    const managerPage = await other.newPage();
    await loginAs(managerPage, 'jefe@taller.test');
    await managerPage.goto(`/orders/${order.id}`);
    await managerPage.getByTestId('move-in_progress').click();
    await expect(managerPage.getByTestId('work-order-status').first()).toHaveText('En curso');
    await expect(
      page.getByTestId('board-column-in_progress').locator(`[data-order-id="${order.id}"]`),
    ).toBeVisible({ timeout: 15_000 });
    await other.close();
  });

  test('filters the list by status and page size from the filters’ first stand-ins', async ({
    page,
  }) => {
    await loginAs(page, 'recepcion@taller.test');
    await page.goto('/orders');
    const status = page.getByTestId('filter-status');
    await expect(status).toHaveAttribute('data-stand-in', 'true');
    await status.click();
    await page.locator('.ant-select-dropdown:visible').getByTitle('Abierta').click();
    await expect(page).toHaveURL(/[?&]status=open/);
    await page.keyboard.press('Escape');
    await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toContainText(
      'Abierta',
    );

    // The pager's page-size changer is a stand-in too (the demo workshop has more than 20).
    await page.goto('/orders');
    const pageSize = page.getByRole('button', { name: 'tamaño de página' });
    await expect(pageSize).toHaveText('20 / página');
    await pageSize.click();
    await page.locator('.ant-select-dropdown:visible').getByTitle('50 / página').click();
    await expect(page).toHaveURL(/[?&]limit=50/);
    await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(50);
  });
});
