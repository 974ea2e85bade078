import type {
  Paginated,
  SparePartRequestView,
  WorkOrderStockView,
  WorkOrderSummary,
} from '@px/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@/app/store/auth-slice';
import { type RecordedCall, renderRoute, stubApi, TEST_ADMIN, TEST_MECHANIC } from '@/test-utils';
import { WorkOrderSpareParts } from './components/work-order-spare-parts';
import SparePartRequestsPage from './pages/spare-part-requests-page';

const MECHANIC: SessionUser = { ...TEST_MECHANIC, id: 'u-4', full_name: 'Carlos López' };
const MECHANIC_PERMISSIONS = {
  roles: [{ id: 'r-mec', name: 'mecanico', display_name: 'Mecánico', priority: 30 }],
  effectivePermissions: [
    'inventory.parts.read',
    'inventory.spare_part_requests.read',
    'inventory.spare_part_requests.create',
  ],
  permissions: [],
};

const ASKED_ID = '11111111-1111-4111-8111-111111111111';
const ORDERED_ID = '22222222-2222-4222-8222-222222222222';

const request = (fields: Partial<SparePartRequestView>): SparePartRequestView => ({
  id: ASKED_ID,
  work_order_id: 'wo-1',
  work_order_number: 'WO-000123',
  work_order_line_id: null,
  part_id: 'p-1',
  part_reference: 'PAST-7',
  description: 'Pastillas de freno traseras',
  quantity: 4,
  unit: 'ud',
  note: 'Las del eje trasero',
  status: 'requested',
  requested_by: 'u-4',
  requested_by_name: 'Carlos López Navarro',
  purchase_order_id: null,
  purchase_order_number: null,
  rejection_reason: null,
  requested_at: new Date(Date.now() - 5 * 60_000).toISOString(),
  approved_at: null,
  ordered_at: null,
  received_at: null,
  delivered_at: null,
  closed_at: null,
  version: 1,
  ...fields,
});

const ASKED = request({});
const ORDERED = request({
  id: ORDERED_ID,
  description: 'Filtro de aceite',
  part_reference: 'FIL-1',
  quantity: 1,
  note: null,
  status: 'ordered',
  purchase_order_id: 'po-1',
  purchase_order_number: 'PC-2026-00001',
  approved_at: new Date().toISOString(),
  ordered_at: new Date().toISOString(),
});

const page = <T,>(rows: T[]): Paginated<T> => ({
  data: rows,
  pagination: { page: 1, limit: 50, total: rows.length },
});

/** The list by the statuses asked for (the board asks one column at a time). */
const byStatus = (rows: SparePartRequestView[]) => (call: RecordedCall) => {
  const statuses = call.query.getAll('status');
  return {
    body: {
      success: true,
      data: page(statuses.length ? rows.filter((row) => statuses.includes(row.status)) : rows),
    },
  };
};

function render(user: SessionUser, path = '/spare-parts-requests') {
  return renderRoute(<SparePartRequestsPage />, path, '/spare-parts-requests', { user });
}

// antd tables, drawers and modals are slow to render in jsdom.
describe('SparePartRequestsPage', { timeout: 60_000 }, () => {
  it('shows the parts desk a board by state and approves a request', async () => {
    const api = stubApi({
      'GET /api/spare-part-requests': byStatus([ASKED, ORDERED]),
      [`POST /api/spare-part-requests/${ASKED_ID}/approve`]: { ...ASKED, status: 'approved' },
    });
    render(TEST_ADMIN);

    expect(
      await screen.findByRole('heading', { name: 'Solicitudes de recambios' }),
    ).toBeInTheDocument();
    const requested = await screen.findByTestId('request-column-requested');
    expect(within(requested).getByRole('heading', { name: 'Solicitadas' })).toBeInTheDocument();
    const card = await within(requested).findByTestId('request-card');
    expect(card).toHaveTextContent('Pastillas de freno traseras');
    expect(card).toHaveTextContent('PAST-7');
    expect(card).toHaveTextContent('4 ud.');
    expect(card).toHaveTextContent('Carlos López Navarro');
    expect(card).toHaveTextContent('hace 5 minutos');
    expect(card).toHaveTextContent('«Las del eje trasero»');
    expect(within(card).getByRole('link', { name: 'Orden WO-000123' })).toHaveAttribute(
      'href',
      '/orders/wo-1',
    );
    const ordered = screen.getByTestId('request-column-ordered');
    expect(await within(ordered).findByTestId('request-po')).toHaveTextContent('PC-2026-00001');
    expect(
      within(screen.getByTestId('request-column-received')).getByText(
        'Nada recibido pendiente de entregar.',
      ),
    ).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: /Aprobar/ }));
    await waitFor(() =>
      expect(api.to('POST', `/api/spare-part-requests/${ASKED_ID}/approve`)).toHaveLength(1),
    );
    expect(await screen.findByText('Solicitud aprobada.')).toBeInTheDocument();
  });

  it('rejects only with a reason', async () => {
    const api = stubApi({
      'GET /api/spare-part-requests': byStatus([ASKED]),
      [`POST /api/spare-part-requests/${ASKED_ID}/reject`]: { ...ASKED, status: 'rejected' },
    });
    render(TEST_ADMIN);
    const card = await screen.findByTestId('request-card');
    await userEvent.click(within(card).getByTestId('request-more'));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Rechazar/ }));
    const dialog = await screen.findByTestId('reject-modal');
    await userEvent.click(within(dialog).getByTestId('reject-submit'));
    expect(await within(dialog).findByText('Escribe por qué se rechaza.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Motivo'), 'Se pide con la carrocería');
    await userEvent.click(within(dialog).getByTestId('reject-submit'));
    await waitFor(() =>
      expect(api.to('POST', `/api/spare-part-requests/${ASKED_ID}/reject`)).toHaveLength(1),
    );
    expect(api.to('POST', `/api/spare-part-requests/${ASKED_ID}/reject`)[0]!.body).toEqual({
      reason: 'Se pide con la carrocería',
    });
  });

  it('opens and outlines the request a notification links to', async () => {
    stubApi({
      'GET /api/spare-part-requests': byStatus([ASKED, ORDERED]),
      [`GET /api/spare-part-requests/${ORDERED_ID}`]: ORDERED,
    });
    render(TEST_ADMIN, `/spare-parts-requests?request=${ORDERED_ID}`);
    const drawer = await screen.findByTestId('request-drawer');
    const details = await within(drawer).findByTestId('request-details');
    expect(details).toHaveTextContent('PC-2026-00001');
    expect(details).toHaveTextContent('Historial');
    await waitFor(() =>
      expect(
        screen.getAllByTestId('request-card').find((card) => card.dataset.requestId === ORDERED_ID),
      ).toHaveAttribute('data-highlighted', 'true'),
    );
  });

  it('shows a mechanic their own requests and lets them cancel one', async () => {
    const api = stubApi({
      'GET /api/permissions-dynamic/user/permissions': MECHANIC_PERMISSIONS,
      'GET /api/spare-part-requests': byStatus([ASKED, ORDERED]),
      [`POST /api/spare-part-requests/${ASKED_ID}/cancel`]: { ...ASKED, status: 'cancelled' },
    });
    render(MECHANIC);
    const list = await screen.findByTestId('my-requests');
    expect(screen.getByText('Mis solicitudes')).toBeInTheDocument();
    expect(screen.queryByTestId('request-board')).toBeNull();
    const items = within(list).getAllByTestId('my-request');
    expect(items.map((item) => within(item).getByTestId('request-status').textContent)).toEqual([
      'Solicitada',
      'Pedida',
    ]);
    // Ordered: in the desk's hands, no cancelling any more.
    expect(within(items[1]!).queryByRole('button', { name: /Cancelar/ })).toBeNull();
    await userEvent.click(within(items[0]!).getByRole('button', { name: /Cancelar/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar solicitud' }));
    await waitFor(() =>
      expect(api.to('POST', `/api/spare-part-requests/${ASKED_ID}/cancel`)).toHaveLength(1),
    );
  });

  it('asks for a part described in words for one of the open orders', async () => {
    const order = {
      id: 'wo-9',
      number: 'WO-000999',
      title: 'Revisión de frenos',
      license_plate: '1234 BCD',
    } as WorkOrderSummary;
    const api = stubApi({
      'GET /api/permissions-dynamic/user/permissions': MECHANIC_PERMISSIONS,
      'GET /api/spare-part-requests': page([]),
      'GET /api/work-orders': page([order]),
      'GET /api/parts': page([]),
      'POST /api/spare-part-requests': request({
        id: 'r-new',
        part_id: null,
        description: 'Muelle de capó',
        work_order_number: 'WO-000999',
      }),
    });
    render(MECHANIC);
    const empty = await screen.findByTestId('my-requests-empty');
    expect(empty).toHaveTextContent('Aún no has pedido ningún recambio.');
    await userEvent.click(screen.getByTestId('new-request'));
    const dialog = await screen.findByTestId('new-request-modal');
    expect(api.to('GET', '/api/work-orders')[0]!.query.getAll('status')).toEqual([
      'open',
      'in_progress',
      'on_hold',
    ]);

    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Orden de trabajo' }));
    await userEvent.click(await screen.findByTitle('WO-000999 · Revisión de frenos · 1234 BCD'));
    await userEvent.click(within(dialog).getByText('Otra (descripción)'));
    await userEvent.click(screen.getByTestId('new-request-submit'));
    expect(await within(dialog).findByText('Describe la pieza que necesitas.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Descripción'), 'Muelle de capó');
    await userEvent.click(screen.getByTestId('new-request-submit'));
    await waitFor(() => expect(api.to('POST', '/api/spare-part-requests')).toHaveLength(1));
    expect(api.to('POST', '/api/spare-part-requests')[0]!.body).toEqual({
      work_order_id: 'wo-9',
      work_order_line_id: null,
      part_id: null,
      description: 'Muelle de capó',
      quantity: 1,
      note: null,
    });
    expect(
      await screen.findByText('Solicitud enviada al almacén (WO-000999).'),
    ).toBeInTheDocument();
  });
});

describe('WorkOrderSpareParts', { timeout: 60_000 }, () => {
  const STOCK: WorkOrderStockView = {
    work_order_id: 'wo-1',
    lines: [
      {
        work_order_line_id: 'l-1',
        part_id: 'p-2',
        reference: 'FIL-1',
        name: 'Filtro de aceite',
        unit: 'ud',
        quantity: 3,
        reserved: 1,
        consumed: 0,
        short: 2,
        available: 0,
      },
      {
        work_order_line_id: 'l-2',
        part_id: 'p-3',
        reference: 'ACE-5W30',
        name: 'Aceite 5W30',
        unit: 'l',
        quantity: 4.5,
        reserved: 4.5,
        consumed: 0,
        short: 0,
        available: 20,
      },
    ],
  };

  it('shows the lines short of stock and asks for what is missing', async () => {
    const api = stubApi({
      'GET /api/permissions-dynamic/user/permissions': MECHANIC_PERMISSIONS,
      'GET /api/inventory/work-orders/wo-1': STOCK,
      'GET /api/spare-part-requests': page([ASKED]),
      'GET /api/parts': page([]),
      'POST /api/spare-part-requests': request({ id: 'r-2', part_id: 'p-2' }),
    });
    renderRoute(
      <WorkOrderSpareParts
        order={{ id: 'wo-1', number: 'WO-000123', title: 'Frenos', status: 'in_progress' }}
      />,
      '/orders/wo-1',
      '/orders/:id',
      { user: MECHANIC },
    );
    const stock = await screen.findByTestId('order-stock');
    expect(within(stock).getByTestId('stock-short')).toHaveTextContent('Sin stock: faltan 2 ud.');
    expect(within(stock).getAllByText('4,5 l')).toHaveLength(2);
    const requests = await screen.findByTestId('order-requests');
    expect(within(requests).getByTestId('request-status')).toHaveTextContent('Solicitada');
    expect(
      within(requests).getByRole('link', { name: /Pastillas de freno traseras/ }),
    ).toHaveAttribute('href', `/spare-parts-requests?request=${ASKED_ID}`);

    await userEvent.click(
      within(stock).getByRole('button', { name: 'Solicitar Filtro de aceite' }),
    );
    const dialog = await screen.findByTestId('new-request-modal');
    expect(dialog).toHaveTextContent('Solicitar recambio para WO-000123');
    expect(within(dialog).getByLabelText('Cantidad')).toHaveValue('2');
    await userEvent.click(screen.getByTestId('new-request-submit'));
    await waitFor(() => expect(api.to('POST', '/api/spare-part-requests')).toHaveLength(1));
    expect(api.to('POST', '/api/spare-part-requests')[0]!.body).toEqual({
      work_order_id: 'wo-1',
      work_order_line_id: 'l-1',
      part_id: 'p-2',
      description: null,
      quantity: 2,
      note: null,
    });
  });
});
