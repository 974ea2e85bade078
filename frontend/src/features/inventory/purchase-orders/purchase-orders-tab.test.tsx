import type { Paginated, PurchaseOrderLineView, PurchaseOrderView } from '@px/contracts';
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
} from '@/test-utils';
import { PurchaseOrdersTab } from './purchase-orders-tab';

const ORDER_ID = '22222222-2222-4222-8222-222222222222';
const SUPPLIER_ID = '11111111-1111-4111-8111-111111111111';

const line = (fields: Partial<PurchaseOrderLineView> = {}): PurchaseOrderLineView => ({
  id: '33333333-3333-4333-8333-333333333333',
  position: 1,
  part_id: '44444444-4444-4444-8444-444444444444',
  reference: 'PAST-7',
  brand: 'Ferodo',
  name: 'Pastillas de freno traseras',
  unit: 'ud',
  quantity: 4,
  received_quantity: 0,
  pending_quantity: 4,
  unit_cost_cents: 1800,
  total_cents: 7200,
  ...fields,
});

const order = (fields: Partial<PurchaseOrderView> = {}): PurchaseOrderView => ({
  id: ORDER_ID,
  number: 'PC-2026-00007',
  supplier_id: SUPPLIER_ID,
  supplier_name: 'Frenos del Norte SL',
  supplier_tax_id: 'B12345674',
  supplier_email: 'pedidos@frenosnorte.es',
  status: 'sent',
  line_count: 1,
  total_cents: 7200,
  expected_on: '2026-03-10',
  sent_at: '2026-03-02T09:00:00Z',
  received_at: null,
  created_at: '2026-03-01T09:00:00Z',
  notes: null,
  cancelled_at: null,
  lines: [line()],
  version: 2,
  ...fields,
});

const page = <T,>(rows: T[]): Paginated<T> => ({
  data: rows,
  pagination: { page: 1, limit: 20, total: rows.length },
});

function render(path = '/inventory?tab=orders') {
  return renderRoute(<PurchaseOrdersTab />, path, '/inventory', { user: TEST_ADMIN });
}

// antd tables, drawers and modals are slow to render in jsdom (the form's test most of all).
describe('PurchaseOrdersTab', { timeout: 120_000 }, () => {
  it('lists the orders in Spanish and keeps its filters under po_ in the address', async () => {
    const api = stubApi({ 'GET /api/purchase-orders': page([order()]) });
    render();

    const table = await screen.findByTestId('po-table');
    const row = await within(table).findByTestId('po-row');
    expect(row).toHaveTextContent('PC-2026-00007');
    expect(row).toHaveTextContent('Frenos del Norte SL');
    expect(row).toHaveTextContent('Enviado');
    expect(row).toHaveTextContent('72,00 €');
    expect(row).toHaveTextContent('10/03/2026');
    expect(within(table).getByRole('columnheader', { name: 'Entrega prevista' })).toBeVisible();

    await userEvent.type(screen.getByLabelText('Buscar por número o proveedor'), 'norte{Enter}');
    await waitFor(() => expect(currentLocation()).toContain('po_q=norte'));
    expect(currentLocation()).toContain('tab=orders');
    await waitFor(() =>
      expect(api.calls.some((call: RecordedCall) => call.query.get('q') === 'norte')).toBe(true),
    );
  });

  it('shows a designed empty state with the way to create the first order', async () => {
    stubApi({ 'GET /api/purchase-orders': page([]) });
    render();
    const empty = await screen.findByTestId('po-empty');
    expect(empty).toHaveTextContent('Todavía no hay pedidos a proveedor.');
    expect(within(empty).getByRole('button', { name: /Nuevo pedido/ })).toBeVisible();
  });

  it('receives goods; on the excess 409 it asks to confirm and sends again with confirm_excess', async () => {
    const received: unknown[] = [];
    const api = stubApi({
      'GET /api/purchase-orders': page([order()]),
      [`GET /api/purchase-orders/${ORDER_ID}`]: order(),
      [`POST /api/purchase-orders/${ORDER_ID}/receipts`]: (call: RecordedCall) => {
        received.push(call.body);
        const body = call.body as { confirm_excess?: boolean };
        return body.confirm_excess
          ? {
              body: {
                success: true,
                data: order({
                  status: 'received',
                  lines: [line({ received_quantity: 5, pending_quantity: 0 })],
                }),
              },
            }
          : apiError(
              409,
              'Se reciben más unidades de las pendientes (4). Si el proveedor ha enviado de más, confirma la recepción del exceso.',
              'CONFLICT',
              { field: 'lines.0.quantity' },
            );
      },
    });
    render(`/inventory?tab=orders&po=${ORDER_ID}`);

    const drawer = await screen.findByTestId('po-drawer');
    expect(await within(drawer).findByTestId('po-line-1')).toHaveTextContent('4 ud.');
    await userEvent.click(within(drawer).getByTestId('po-action-receive'));
    const dialog = await screen.findByTestId('po-receive-modal');
    const quantity = within(dialog).getByLabelText(
      'Cantidad recibida ahora de PAST-7 Pastillas de freno traseras',
    );
    expect(quantity).toHaveValue('4');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '5');
    expect(await within(dialog).findByText('Más de lo pendiente')).toBeVisible();
    await userEvent.click(within(dialog).getByTestId('po-receive-submit'));

    expect(await within(dialog).findByTestId('po-receive-error')).toHaveTextContent(
      'Se reciben más unidades de las pendientes (4).',
    );
    await userEvent.click(within(dialog).getByTestId('po-receive-confirm-excess'));
    await waitFor(() => expect(received).toHaveLength(2));
    expect(received).toEqual([
      { lines: [{ line_id: line().id, quantity: 5 }] },
      { lines: [{ line_id: line().id, quantity: 5 }], confirm_excess: true },
    ]);
    await waitFor(() =>
      expect(within(drawer).getByTestId('purchase-order-status')).toHaveTextContent('Recibido'),
    );
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(2);
  });

  it('puts the API’s line errors on the line of the new order', async () => {
    stubApi({
      'GET /api/purchase-orders': page([]),
      'GET /api/suppliers': page([
        { id: SUPPLIER_ID, name: 'Frenos del Norte SL', tax_id: 'B12345674' },
      ]),
      'GET /api/parts': page([
        {
          id: line().part_id,
          reference: 'PAST-7',
          brand: 'Ferodo',
          name: 'Pastillas de freno traseras',
          unit: 'ud',
          cost_cents: 1800,
          available: 1,
          on_order: 2,
        },
      ]),
      'POST /api/purchase-orders': () =>
        apiError(
          400,
          'Los datos enviados no son válidos: revisa los campos indicados.',
          'VALIDATION_ERROR',
          [{ field: 'lines.0.part_id', message: 'La pieza no existe.' }],
        ),
    });
    render();

    await userEvent.click((await screen.findAllByRole('button', { name: /Nuevo pedido/ }))[0]!);
    const dialog = await screen.findByTestId('po-form-modal');
    await userEvent.click(within(dialog).getByTestId('po-form-submit'));
    expect(await within(dialog).findByText('Elige el proveedor.')).toBeVisible();
    expect(within(dialog).getByText('Elige la pieza.')).toBeVisible();

    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Proveedor' }));
    await userEvent.click(await screen.findByTitle('Frenos del Norte SL'));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Pieza de la línea 1' }));
    await userEvent.click(await screen.findByText('Disponible: 1 ud.'));
    expect(await within(dialog).findByTestId('po-form-line-stock')).toHaveTextContent(
      'Disponible 1 ud. · en pedido 2 ud.',
    );
    const cost = within(dialog).getByLabelText('Coste unitario de la línea 1');
    expect(cost).toHaveValue('18.00');
    await userEvent.clear(within(dialog).getByLabelText('Cantidad de la línea 1'));
    await userEvent.type(within(dialog).getByLabelText('Cantidad de la línea 1'), '3');
    expect(within(dialog).getByTestId('po-form-total')).toHaveTextContent('Total: 54,00 €');

    await userEvent.click(within(dialog).getByTestId('po-form-submit'));
    const lineRow = within(dialog).getByTestId('po-form-line-0');
    expect(await within(lineRow).findByText('La pieza no existe.')).toBeVisible();
  });

  it('edits a draft (a PATCH of what changed, with the version) and sends it after confirming', async () => {
    const draft = order({ status: 'draft', sent_at: null });
    let current = draft;
    const api = stubApi({
      'GET /api/purchase-orders': page([draft]),
      [`GET /api/purchase-orders/${ORDER_ID}`]: () => ({ body: { success: true, data: current } }),
      [`PATCH /api/purchase-orders/${ORDER_ID}`]: () => {
        current = { ...draft, version: 3, lines: [line({ quantity: 6, pending_quantity: 6 })] };
        return { body: { success: true, data: current } };
      },
      [`POST /api/purchase-orders/${ORDER_ID}/send`]: () => {
        current = { ...current, status: 'sent', sent_at: '2026-03-02T10:00:00Z' };
        return { body: { success: true, data: current } };
      },
    });
    render(`/inventory?tab=orders&po=${ORDER_ID}`);

    const drawer = await screen.findByTestId('po-drawer');
    expect(await within(drawer).findByTestId('purchase-order-status')).toHaveTextContent(
      'Borrador',
    );
    await userEvent.click(within(drawer).getByTestId('po-action-edit'));
    const dialog = await screen.findByTestId('po-form-modal');
    expect(within(dialog).getByText('PAST-7 · Pastillas de freno traseras')).toBeInTheDocument();
    const quantity = within(dialog).getByLabelText('Cantidad de la línea 1');
    expect(quantity).toHaveValue('4');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '6');
    expect(within(dialog).getByTestId('po-form-total')).toHaveTextContent('Total: 108,00 €');
    await userEvent.click(within(dialog).getByTestId('po-form-submit'));
    await waitFor(() =>
      expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({
        version: 2,
        lines: [{ part_id: line().part_id, quantity: 6, unit_cost_cents: 1800 }],
      }),
    );
    await waitFor(() => expect(within(drawer).getByTestId('po-line-1')).toHaveTextContent('6 ud.'));

    await userEvent.click(within(drawer).getByTestId('po-action-send'));
    await userEvent.click(await screen.findByTestId('po-send-confirm'));
    await waitFor(() =>
      expect(within(drawer).getByTestId('purchase-order-status')).toHaveTextContent('Enviado'),
    );
    expect(within(drawer).getByTestId('po-action-receive')).toBeVisible();
  });
});
