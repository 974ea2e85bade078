import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, currentLocation, renderRoute, stubApi, TEST_ADMIN } from '@/test-utils';
import InventoryAnalyticsPage from './inventory-analytics-page';
import { analyticsReport } from './test-report';

const PATH = '/inventory/analytics';
const render = (path = PATH) =>
  renderRoute(<InventoryAnalyticsPage />, path, PATH, { user: TEST_ADMIN });

// antd tables render slowly in jsdom.
describe('InventoryAnalyticsPage', { timeout: 60_000 }, () => {
  it('shows the KPIs, both charts with their figures, the tables and the ABC in Spanish', async () => {
    stubApi({ 'GET /api/inventory/analytics': analyticsReport() });
    render();

    expect(await screen.findByRole('heading', { name: 'Análisis de inventario' })).toBeVisible();
    expect(await screen.findByTestId('kpi-stock-value')).toHaveTextContent('12.345,67 €');
    expect(screen.getByTestId('kpi-rotation')).toHaveTextContent('0,38 veces');
    expect(screen.getByTestId('kpi-rotation')).toHaveTextContent(
      'Consumo del periodo (4.560,00 €) ÷ stock medio (12.000,00 €)',
    );
    expect(screen.getByTestId('kpi-cover')).toHaveTextContent('205,7 días');
    expect(screen.getByTestId('kpi-dead-stock')).toHaveTextContent('2 piezas · 980,00 €');
    expect(screen.getByTestId('analytics-period-note')).toHaveTextContent(
      'de enero de 2027 a marzo de 2027 (76 días hasta hoy)',
    );

    // Intl writes a no-break space before the euro sign.
    const name = (pattern: RegExp) =>
      screen.getByRole('img', { name: pattern }).getAttribute('aria-label')?.replace(/\s/g, ' ');
    expect(name(/valor del stock por categoría/i)).toBe(
      'Gráfico de barras del valor del stock por categoría. Frenos: 10.000,00 €; Filtros: 2.345,67 €.',
    );
    expect(name(/coste consumido por mes/i)).toContain('febrero de 2027: 0,00 €');
    expect(screen.getByTestId('analytics-consumed-total')).toHaveTextContent(
      'Total del periodo: 4.560,00 €',
    );

    // The same figures as a table.
    const categories = screen.getByTestId('analytics-by-category');
    await userEvent.click(within(categories).getByText('Tabla'));
    expect(
      within(categories).getByRole('columnheader', { name: 'Piezas con stock' }),
    ).toBeVisible();
    expect(within(categories).getByRole('cell', { name: /^10\.000,00\s€$/ })).toBeVisible();

    const top = screen.getByTestId('analytics-top-consumed');
    expect(within(top).getByRole('cell', { name: 'OIL-5W30' })).toBeVisible();
    expect(within(top).getByRole('cell', { name: '42,5' })).toBeVisible();
    const dead = screen.getByTestId('analytics-dead-stock');
    expect(within(dead).getByRole('cell', { name: 'Nunca' })).toBeVisible();
    expect(within(dead).getByRole('cell', { name: '04/05/2026' })).toBeVisible();
    const abc = screen.getByTestId('analytics-abc');
    expect(within(abc).getByText(/A son las piezas que suman el primer 80 %/)).toBeVisible();
    expect(within(abc).getByRole('cell', { name: /^65,8\s%$/ })).toBeVisible();
    expect(within(abc).getByRole('cell', { name: '40' })).toBeVisible();
  });

  it('asks for the period in the address, and goes back to the default', async () => {
    const api = stubApi({ 'GET /api/inventory/analytics': analyticsReport() });
    render(`${PATH}?from=2026-01-01&to=2026-06-30`);

    await screen.findByTestId('kpi-stock-value');
    const [first] = api.to('GET', '/api/inventory/analytics');
    expect(first?.query.get('from')).toBe('2026-01-01');
    expect(first?.query.get('to')).toBe('2026-06-30');

    await userEvent.click(screen.getByRole('button', { name: 'Volver a los últimos 12 meses' }));
    await waitFor(() => expect(currentLocation()).toBe(PATH));
    await waitFor(() => expect(api.to('GET', '/api/inventory/analytics')).toHaveLength(2));
    expect(api.to('GET', '/api/inventory/analytics')[1]?.query.toString()).toBe('');
  });

  it('says so when there is nothing yet, and keeps the KPI cards', async () => {
    stubApi({
      'GET /api/inventory/analytics': analyticsReport({
        stock_value_cents: 0,
        consumed_cost_cents: 0,
        value_by_category: [],
        rotation: null,
        days_of_cover: null,
        dead_stock: { parts: 0, value_cents: 0, items: [] },
        top_consumed: [],
      }),
    });
    render();

    expect(await screen.findByText('Aún no hay datos de inventario')).toBeVisible();
    expect(screen.getByTestId('kpi-stock-value')).toHaveTextContent('0,00 €');
    expect(screen.getByTestId('kpi-rotation')).toHaveTextContent('Sin stock en el periodo');
    expect(screen.getByTestId('kpi-cover')).toHaveTextContent('Sin consumo en el periodo');
    expect(screen.getByTestId('kpi-dead-stock')).toHaveTextContent('0 piezas · 0,00 €');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows the API’s error with a retry', async () => {
    let calls = 0;
    stubApi({
      'GET /api/inventory/analytics': () => {
        calls += 1;
        return calls === 1
          ? apiError(400, 'El periodo no puede superar 36 meses (3 años).', 'VALIDATION_ERROR')
          : { body: { success: true, data: analyticsReport() } };
      },
    });
    render(`${PATH}?from=2020-01-01&to=2027-03-01`);

    const error = await screen.findByTestId('analytics-error');
    expect(error).toHaveTextContent('No se pudo cargar el análisis de inventario');
    expect(error).toHaveTextContent('El periodo no puede superar 36 meses (3 años).');
    await userEvent.click(within(error).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByTestId('kpi-stock-value')).toHaveTextContent('12.345,67 €');
  });
});
