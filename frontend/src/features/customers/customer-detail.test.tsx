import type { CustomerHistoryEntry, CustomerSearchResult, VehicleSummary } from '@px/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import CustomerDetailPage from './pages/customer-detail-page';
import {
  apiError,
  currentLocation,
  EMPTY_PAGE,
  LUCIA,
  page,
  renderCustomerPage,
  stubApi,
  type RecordedCall,
} from './test-utils';

const SEAT: VehicleSummary = {
  id: 'v-1',
  license_plate: '1234 BCD',
  plate_country: 'ES',
  make: 'Seat',
  model: 'León',
  year: 2019,
  vin: null,
  fuel: 'diesel',
  customer_id: 'c-1',
  customer_name: 'Lucía García Pérez',
  odometer_km: 9_500,
  next_itv_date: '2020-01-31',
};

const DUPLICATE = {
  ...LUCIA,
  id: 'c-2',
  full_name: 'Lucia Garcia',
  first_name: 'Lucia',
  last_name: 'Garcia',
  nif: null,
  email: null,
  phone: null,
  mobile_phone: '699111222',
  created_at: '2026-02-01T10:00:00.000Z',
};

const FOUND: CustomerSearchResult = {
  id: 'c-2',
  full_name: 'Lucia Garcia',
  first_name: 'Lucia',
  last_name: 'Garcia',
  company_name: '',
  email: null,
  phone: null,
  mobile_phone: '699111222',
  nif: null,
  matchType: 'name',
  matchedPlate: null,
};

const HISTORY: CustomerHistoryEntry[] = [
  {
    id: 'h-2',
    occurred_at: '2026-03-01T10:00:00.000Z',
    kind: 'odometer_reading',
    title: 'Lectura de cuentakilómetros',
    vehicle_id: 'v-1',
    license_plate: '1234 BCD',
    details: { km: 9500 },
  },
  {
    id: 'h-1',
    occurred_at: '2025-01-10T09:00:00.000Z',
    kind: 'customer_created',
    title: 'Alta del cliente',
    vehicle_id: null,
    license_plate: null,
    details: {},
  },
];

/** The API of a customer who owns the Seat; `extra` adds or replaces routes. */
function stubCustomer(extra: Record<string, unknown> = {}) {
  return stubApi({
    'GET /api/customers/c-1': LUCIA,
    'GET /api/customers/c-1/history': page(HISTORY),
    'GET /api/customers/c-1/merges': [],
    'GET /api/vehicles': (call: RecordedCall) => ({
      body: {
        success: true,
        data: call.query.get('customer_id') === 'c-1' ? page([SEAT]) : EMPTY_PAGE,
      },
    }),
    ...extra,
  });
}

const open = (path = '/customers/c-1') =>
  renderCustomerPage(<CustomerDetailPage />, path, '/customers/:id');

describe('CustomerDetailPage', { timeout: 40_000 }, () => {
  it('shows contact links, consents, vehicles and the history', async () => {
    const api = stubCustomer();
    open();
    expect(await screen.findByTestId('customer-name')).toHaveTextContent('Lucía García Pérez');
    expect(screen.getByTestId('customer-type')).toHaveTextContent('Particular');
    expect(screen.getByTestId('customer-nif')).toHaveTextContent('12345678Z');

    const contact = screen.getByTestId('customer-contact');
    expect(within(contact).getByRole('link', { name: /612345678/ })).toHaveAttribute(
      'href',
      'tel:612345678',
    );
    expect(within(contact).getByRole('link', { name: /lucia@example.com/ })).toHaveAttribute(
      'href',
      'mailto:lucia@example.com',
    );
    expect(screen.getByTestId('customer-address')).toHaveTextContent('28013 Madrid');
    expect(screen.getByTestId('consent-gdpr')).toHaveTextContent('Desde el 10/01/2025 · En papel');
    expect(screen.getByTestId('consent-marketing')).toHaveTextContent('Sin consentimiento');

    const vehicle = await screen.findByTestId('customer-vehicle');
    expect(within(vehicle).getByText('1234 BCD')).toBeInTheDocument();
    expect(within(vehicle).getByText('Seat León')).toBeInTheDocument();
    expect(within(vehicle).getByText('2019 · 9.500 km')).toBeInTheDocument();
    expect(within(vehicle).getByTestId('vehicle-itv')).toHaveAttribute('data-state', 'overdue');
    expect(api.to('GET', '/api/vehicles')[0]!.query.get('customer_id')).toBe('c-1');

    const history = await screen.findByTestId('history-timeline');
    expect(within(history).getByText('Alta del cliente')).toBeInTheDocument();
    expect(within(history).getByTestId('history-plate')).toHaveAttribute('href', '/vehicles/v-1');

    await userEvent.click(vehicle);
    await waitFor(() => expect(currentLocation()).toBe('/vehicles/v-1'));
  });

  it('says "Sin datos de contacto" when there is no phone or e-mail', async () => {
    stubCustomer({
      'GET /api/customers/c-1': { ...LUCIA, email: null, phone: null, mobile_phone: null },
    });
    open();
    const contact = await screen.findByTestId('customer-contact');
    expect(within(contact).getByText('Sin datos de contacto')).toBeVisible();
  });

  it('shows "Cliente no encontrado" with the way back for an unknown id', async () => {
    stubApi({});
    open('/customers/missing');
    const missing = await screen.findByTestId('customer-not-found');
    expect(within(missing).getByText('Cliente no encontrado')).toBeVisible();
    await userEvent.click(within(missing).getByTestId('back-to-customers'));
    await waitFor(() => expect(currentLocation()).toBe('/customers'));
  });

  it('shows the server sentence when the customer cannot be deleted', async () => {
    const message =
      'No se puede eliminar el cliente: tiene 1 vehículo a su nombre. Cambia el propietario de sus vehículos o fusiónalo con otro cliente.';
    const api = stubCustomer({
      'DELETE /api/customers/c-1': () => apiError(409, message, 'CONFLICT', { vehicle_count: 1 }),
    });
    open();
    await userEvent.click(await screen.findByTestId('delete-customer'));
    await userEvent.click(await screen.findByTestId('confirm-delete'));
    // A modal (it is long, and says what to do instead), not a passing toast.
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getAllByText('No se puede eliminar este cliente').length).toBeGreaterThan(0);
    expect(api.to('DELETE', '/api/customers/c-1')).toHaveLength(1);
    expect(currentLocation()).toBe('/customers/c-1');
  });

  it('merges a duplicate found by search into this customer', async () => {
    let merged = false;
    const api = stubCustomer({
      'GET /api/customers/search': [
        // The customer itself is never offered.
        { ...FOUND, id: 'c-1', full_name: 'Lucía García Pérez' },
        FOUND,
      ],
      'GET /api/customers/c-2': DUPLICATE,
      'POST /api/customers/c-1/merge': () => {
        merged = true;
        return {
          body: {
            success: true,
            data: {
              id: 'm-1',
              kept_id: 'c-1',
              merged_id: 'c-2',
              merged_name: 'Lucia Garcia',
              moved_vehicle_ids: [],
              merged_at: '2026-11-21T10:00:00.000Z',
              actor_name: 'Rosa Recepción',
            },
          },
        };
      },
      'GET /api/customers/c-1/merges': () => ({
        body: {
          success: true,
          data: merged
            ? [
                {
                  id: 'm-1',
                  kept_id: 'c-1',
                  merged_id: 'c-2',
                  merged_name: 'Lucia Garcia',
                  moved_vehicle_ids: [],
                  merged_at: '2026-11-21T10:00:00.000Z',
                  actor_name: 'Rosa Recepción',
                },
              ]
            : [],
        },
      }),
    });
    open();
    await userEvent.click(await screen.findByTestId('merge-open'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('merge-confirm')).toBeDisabled();

    await userEvent.type(within(dialog).getByRole('combobox'), 'Luc');
    const options = await screen.findAllByText('Lucia Garcia');
    expect(screen.queryByRole('option', { name: /Lucía García Pérez/ })).not.toBeInTheDocument();
    await userEvent.click(options.at(-1)!);

    // Both side by side, and what will happen, in Spanish.
    const duplicate = await within(dialog).findByTestId('merge-duplicate');
    expect(await within(duplicate).findByText('Lucia Garcia')).toBeVisible();
    expect(within(duplicate).getByText(/699111222/)).toBeVisible();
    await waitFor(() =>
      expect(within(duplicate).getByTestId('merge-vehicle-count')).toHaveTextContent(
        'Sin vehículos',
      ),
    );
    const kept = within(dialog).getByTestId('merge-kept');
    expect(within(kept).getByText('Lucía García Pérez')).toBeVisible();
    expect(within(kept).getByText('12345678Z')).toBeVisible();
    await waitFor(() =>
      expect(within(kept).getByTestId('merge-vehicle-count')).toHaveTextContent('1 vehículo'),
    );
    const consequences = within(dialog).getByTestId('merge-consequences');
    expect(consequences).toHaveTextContent(
      'La ficha de Lucia Garcia desaparece de listas y búsquedas. No se puede deshacer.',
    );
    expect(consequences).toHaveTextContent(
      'Los datos que le falten a Lucía García Pérez (teléfono, e-mail, dirección…) se completan con los de Lucia Garcia',
    );

    await userEvent.click(within(dialog).getByTestId('merge-confirm'));
    await waitFor(() => expect(api.to('POST', '/api/customers/c-1/merge')).toHaveLength(1));
    expect(api.to('POST', '/api/customers/c-1/merge')[0]!.body).toEqual({ source_id: 'c-2' });
    expect(await screen.findByText('Lucia Garcia se ha fusionado con este cliente')).toBeVisible();
    // The merges list refreshes.
    const merges = await screen.findByTestId('customer-merges');
    expect(within(merges).getByText('Lucia Garcia')).toBeVisible();
  });

  it('shows the server sentence when the merge is refused', async () => {
    stubCustomer({
      'GET /api/customers/search': [FOUND],
      'GET /api/customers/c-2': DUPLICATE,
      'POST /api/customers/c-1/merge': () =>
        apiError(404, 'El cliente duplicado no existe o ya se fusionó.', 'NOT_FOUND'),
    });
    open();
    await userEvent.click(await screen.findByTestId('merge-open'));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('combobox'), 'Luc');
    const options = await screen.findAllByText('Lucia Garcia');
    await userEvent.click(options.at(-1)!);
    await within(dialog).findByTestId('merge-consequences');
    await userEvent.click(within(dialog).getByTestId('merge-confirm'));
    expect(await within(dialog).findByTestId('merge-error')).toHaveTextContent(
      'El cliente duplicado no existe o ya se fusionó.',
    );
  });
});
