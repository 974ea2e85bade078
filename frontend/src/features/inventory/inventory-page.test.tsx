import type {
  Paginated,
  PartListItem,
  PartView,
  StockMovementView,
  SupplierView,
} from '@px/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  apiError,
  currentLocation,
  type RecordedCall,
  renderRoute,
  stubApi,
  TEST_ADMIN,
  TEST_MECHANIC,
} from '@/test-utils';
import InventoryPage from './pages/inventory-page';

const PART_ID = '44444444-4444-4444-8444-444444444444';

const part = (fields: Partial<PartView> = {}): PartView => ({
  id: PART_ID,
  reference: 'OC90',
  brand: 'Mahle',
  name: 'Filtro de aceite',
  category: 'filtros',
  barcode: null,
  unit: 'ud',
  cost_cents: 450,
  sale_price_cents: 1000,
  vat_percent: 21,
  warehouse: 'Principal',
  shelf: 'A-01',
  min_stock: 4,
  max_stock: 12,
  preferred_supplier_id: null,
  preferred_supplier_name: null,
  active: true,
  on_hand: 3,
  reserved: 1,
  available: 2,
  on_order: 6,
  average_cost_cents: 450,
  stock_value_cents: 1350,
  below_minimum: true,
  last_movement_at: '2026-03-02T09:00:00Z',
  created_at: '2026-03-01T09:00:00Z',
  updated_at: '2026-03-02T09:00:00Z',
  version: 2,
  ...fields,
});

const movement = (fields: Partial<StockMovementView> = {}): StockMovementView => ({
  id: '55555555-5555-4555-8555-555555555555',
  kind: 'adjustment',
  quantity: -2,
  unit_cost_cents: 450,
  balance_after: 3,
  reason: 'Rotura al montar',
  actor_id: 'u-1',
  actor_name: 'Raúl Domínguez Vega',
  work_order_id: null,
  purchase_order_id: null,
  purchase_order_number: null,
  spare_part_request_id: null,
  occurred_at: '2026-03-02T09:00:00Z',
  ...fields,
});

const page = <T,>(rows: T[]): Paginated<T> => ({
  data: rows,
  pagination: { page: 1, limit: 20, total: rows.length },
});

const LONG = { timeout: 10_000 };
const FACETS = { brands: ['Bosch', 'Mahle'], warehouses: ['Principal'] };

function render(path = '/inventory', user = TEST_ADMIN) {
  return renderRoute(<InventoryPage />, path, '/inventory', { user });
}

// antd tables, drawers and modals are slow to render in jsdom.
describe('InventoryPage', { timeout: 120_000 }, () => {
  it('lists the parts with their stock, and "Bajo mínimo" filters through the address', async () => {
    const api = stubApi({
      'GET /api/parts': page<PartListItem>([part()]),
      'GET /api/parts/facets': FACETS,
    });
    render();

    expect(await screen.findByRole('heading', { name: 'Inventario' }, LONG)).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Piezas' })).toHaveAttribute('aria-selected', 'true');
    // The table is drawn again once its rows arrive: look the row up in the page.
    const row = (await screen.findByText('OC90', {}, LONG)).closest('tr')!;
    expect(row).toHaveTextContent('Filtro de aceite');
    expect(row).toHaveTextContent('Mahle · Filtros · Principal · A-01');
    expect(row).toHaveTextContent('3 ud.');
    expect(row).toHaveTextContent('13,50 €');
    expect(within(row).getByTestId('part-below-minimum')).toHaveTextContent('Bajo mínimo');
    for (const name of ['Nueva pieza', 'Importar CSV', 'Exportar CSV']) {
      expect(screen.getByRole('button', { name })).toBeVisible();
    }

    await userEvent.click(screen.getByRole('switch', { name: 'Bajo mínimo' }));
    await waitFor(() => expect(currentLocation()).toContain('below_minimum=true'));
    await waitFor(() =>
      expect(
        api.calls.some(
          (call: RecordedCall) =>
            call.path === '/api/parts' && call.query.get('below_minimum') === 'true',
        ),
      ).toBe(true),
    );
    expect(screen.getByTestId('parts-clear-filters')).toBeVisible();
  });

  it('shows designed empty and error states', async () => {
    stubApi({ 'GET /api/parts': page([]), 'GET /api/parts/facets': FACETS });
    const { unmount } = render();
    const empty = await screen.findByTestId('parts-empty', {}, LONG);
    expect(empty).toHaveTextContent('Todavía no hay piezas en el catálogo.');
    expect(within(empty).getByRole('button', { name: /Nueva pieza/ })).toBeVisible();
    unmount();

    stubApi({
      'GET /api/parts': () => apiError(500, 'Error interno', 'INTERNAL_ERROR'),
      'GET /api/parts/facets': FACETS,
    });
    render();
    const error = await screen.findByTestId('parts-error', {}, { timeout: 15_000 });
    expect(error).toHaveTextContent('No se pudieron cargar las piezas');
    expect(within(error).getByRole('button', { name: 'Reintentar' })).toBeVisible();
  });

  it('shows only what the permissions allow', async () => {
    stubApi({
      'GET /api/parts': page<PartListItem>([part()]),
      'GET /api/parts/facets': FACETS,
      'GET /api/permissions-dynamic/user/permissions': {
        roles: [],
        effectivePermissions: ['inventory.parts.read'],
        permissions: [],
      },
    });
    const { unmount } = render('/inventory?tab=suppliers', TEST_MECHANIC);
    // No suppliers tab for this user: the address falls back to the parts.
    expect(await screen.findByText('OC90', {}, LONG)).toBeVisible();
    expect(screen.queryByRole('tab', { name: 'Proveedores' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Exportar CSV/ })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Nueva pieza/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Importar CSV/ })).not.toBeInTheDocument();
    unmount();

    stubApi({});
    render('/inventory', TEST_MECHANIC);
    expect(await screen.findByTestId('inventory-no-tabs', {}, LONG)).toHaveTextContent(
      'No tienes permiso para ver ninguna sección del inventario.',
    );
  });

  it('opens the part from the address with its history, and adjusts its stock', async () => {
    const adjustments: unknown[] = [];
    stubApi({
      'GET /api/parts': page<PartListItem>([part()]),
      'GET /api/parts/facets': FACETS,
      [`GET /api/parts/${PART_ID}`]: part(),
      [`GET /api/parts/${PART_ID}/movements`]: page([
        movement(),
        movement({
          id: '66666666-6666-4666-8666-666666666666',
          kind: 'receipt',
          quantity: 5,
          balance_after: 5,
          reason: null,
          purchase_order_id: '77777777-7777-4777-8777-777777777777',
          purchase_order_number: 'PC-2026-00007',
        }),
      ]),
      [`POST /api/parts/${PART_ID}/adjustments`]: (call: RecordedCall) => {
        adjustments.push(call.body);
        return { status: 201, body: { success: true, data: part({ on_hand: 1, available: 0 }) } };
      },
    });
    render(`/inventory?part=${PART_ID}`);

    const drawer = await screen.findByTestId('part-drawer', {}, LONG);
    expect(await within(drawer).findByTestId('part-price-with-vat', {}, LONG)).toHaveTextContent(
      '12,10 €',
    );
    const history = await within(drawer).findByTestId('movements-table', {}, LONG);
    const signs = await within(history).findAllByTestId('movement-quantity', {}, LONG);
    expect(signs.map((sign) => sign.textContent)).toEqual(['\u22122', '+5']);
    expect(history).toHaveTextContent('Ajuste');
    expect(history).toHaveTextContent('Rotura al montar');
    expect(history).toHaveTextContent('Entrada de proveedor');
    expect(history).toHaveTextContent('Pedido PC-2026-00007');

    await userEvent.click(within(drawer).getByTestId('part-adjust'));
    const dialog = await screen.findByTestId('adjust-modal', {}, LONG);
    await userEvent.click(within(dialog).getByText('Salida'));
    await userEvent.type(within(dialog).getByLabelText('Cantidad'), '3');
    expect(
      await within(dialog).findByText('Solo hay 2 ud. disponibles: no puede salir más.'),
    ).toBeVisible();
    await userEvent.clear(within(dialog).getByLabelText('Cantidad'));
    await userEvent.type(within(dialog).getByLabelText('Cantidad'), '2');
    expect(await within(dialog).findByTestId('adjust-result')).toHaveTextContent('1 ud.');
    await userEvent.type(within(dialog).getByLabelText('Motivo'), 'Rotura');
    await userEvent.click(within(dialog).getByTestId('adjust-submit'));
    await waitFor(() => expect(adjustments).toEqual([{ quantity: -2, reason: 'Rotura' }]));
  });

  it('searches suppliers in the address and shows the server’s NIF/CIF error under its field', async () => {
    const supplier: SupplierView = {
      id: '11111111-1111-4111-8111-111111111111',
      name: 'Frenos del Norte SL',
      tax_id: 'B12345674',
      contact_name: 'Marta Ruiz',
      email: 'pedidos@frenosnorte.es',
      phone: '912345678',
      lead_time_days: 3,
      payment_terms: 'Transferencia 30 días',
      active: true,
      created_at: '2026-03-01T09:00:00Z',
      version: 1,
    };
    const created: unknown[] = [];
    const api = stubApi({
      'GET /api/suppliers': page([supplier]),
      'POST /api/suppliers': (call: RecordedCall) => {
        created.push(call.body);
        return apiError(400, 'Revisa los datos del proveedor.', 'VALIDATION_ERROR', [
          {
            field: 'tax_id',
            code: 'taxId',
            message: 'El NIF/CIF no es válido: revisa la letra o el dígito de control.',
          },
        ]);
      },
    });
    render('/inventory?tab=suppliers');

    const row = (await screen.findByText('Frenos del Norte SL', {}, LONG)).closest('tr')!;
    expect(row).toHaveTextContent('B12345674');
    expect(row).toHaveTextContent('pedidos@frenosnorte.es');
    expect(row).toHaveTextContent('Sí');

    await userEvent.type(screen.getByLabelText('Nombre, NIF/CIF o contacto'), 'norte{Enter}');
    await waitFor(() => expect(currentLocation()).toContain('q=norte'));
    expect(currentLocation()).toContain('tab=suppliers');
    await waitFor(() =>
      expect(api.to('GET', '/api/suppliers').some((call) => call.query.get('q') === 'norte')).toBe(
        true,
      ),
    );

    await userEvent.click(screen.getByTestId('new-supplier'));
    const dialog = await screen.findByTestId('supplier-form-modal', {}, LONG);
    await userEvent.type(within(dialog).getByLabelText('Nombre'), 'Recambios Sur');
    await userEvent.type(within(dialog).getByLabelText('NIF/CIF'), 'b-1234 5670');
    await userEvent.click(within(dialog).getByTestId('supplier-form-submit'));
    expect(
      await within(dialog).findByText(
        'El NIF/CIF no es válido: revisa la letra o el dígito de control.',
      ),
    ).toBeVisible();
    expect(created).toEqual([
      expect.objectContaining({ name: 'Recambios Sur', tax_id: 'B12345670', lead_time_days: 2 }),
    ]);
  });
});
