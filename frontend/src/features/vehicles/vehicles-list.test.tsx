import type { VehicleSummary } from '@px/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import VehiclesListPage from './pages/vehicles-list-page';
import { renderVehiclePage, stubApi } from './test-utils';

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
  customer_name: 'Lucía García',
  odometer_km: 9_500,
  next_itv_date: '2020-01-31',
};

const CLIO: VehicleSummary = {
  ...SEAT,
  id: 'v-2',
  license_plate: 'M-1234-AB',
  make: 'Renault',
  model: 'Clio',
  customer_id: null,
  customer_name: null,
  odometer_km: null,
  next_itv_date: null,
};

function stubList() {
  return stubApi({
    'GET /api/vehicles': () => ({
      body: {
        success: true,
        data: { data: [SEAT, CLIO], pagination: { page: 1, limit: 20, total: 2 } },
      },
    }),
  });
}

const location = () => screen.getByTestId('location').textContent ?? '';

// antd tables are slow to render in jsdom.
describe('VehiclesListPage', { timeout: 40_000 }, () => {
  it('reads search, fuel, sort and page from the address and asks the API for them', async () => {
    const api = stubList();
    renderVehiclePage(
      <VehiclesListPage />,
      '/vehicles?search=seat&fuel=diesel&sort=next_itv_date&page=2',
    );

    await waitFor(() => expect(api.to('GET', '/api/vehicles').length).toBeGreaterThan(0));
    const query = api.to('GET', '/api/vehicles')[0]!.query;
    expect(Object.fromEntries(query)).toEqual({
      search: 'seat',
      fuel: 'diesel',
      sort: 'next_itv_date',
      page: '2',
      limit: '20',
    });
    expect(screen.getByTestId('vehicles-search')).toHaveValue('seat');
    expect(within(screen.getByTestId('vehicles-fuel-filter')).getByText('Diésel')).toBeVisible();

    // Rows: the plate badge, the owner linked (or "Sin propietario"), grouped km, the ITV colour.
    const table = screen.getByTestId('vehicles-table');
    expect(await within(table).findByText('1234 BCD')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Lucía García' })).toHaveAttribute(
      'href',
      '/customers/c-1',
    );
    expect(within(table).getByText('Sin propietario')).toBeInTheDocument();
    expect(within(table).getByText('9.500 km')).toBeInTheDocument();
    expect(within(table).getAllByText('Diésel').length).toBe(2);
    expect(within(table).getByTestId('itv-tag')).toHaveAttribute('data-status', 'overdue');
  });

  it('puts a debounced make filter in the address, back on page 1, and clears the filters', async () => {
    const api = stubList();
    renderVehiclePage(<VehiclesListPage />, '/vehicles?page=3');
    await screen.findByText('M-1234-AB');

    await userEvent.type(screen.getByTestId('vehicles-make-filter'), 'Renault');
    // One request for the whole word, not one per keystroke.
    await waitFor(() => expect(location()).toBe('/vehicles?make=Renault'));
    await waitFor(() =>
      expect(
        api.to('GET', '/api/vehicles').some((call) => call.query.get('make') === 'Renault'),
      ).toBe(true),
    );
    const makes = api
      .to('GET', '/api/vehicles')
      .map((call) => call.query.get('make'))
      .filter(Boolean);
    expect(makes).toEqual(['Renault']);
    const filtered = api.to('GET', '/api/vehicles').find((call) => call.query.get('make'))!;
    expect(filtered.query.get('page')).toBe('1');

    await userEvent.type(screen.getByTestId('vehicles-search'), '1234{Enter}');
    await waitFor(() => expect(location()).toBe('/vehicles?make=Renault&search=1234'));

    await userEvent.click(screen.getByTestId('vehicles-clear-filters'));
    await waitFor(() => expect(location()).toBe('/vehicles'));
    expect(screen.getByTestId('vehicles-search')).toHaveValue('');
    expect(screen.getByTestId('vehicles-make-filter')).toHaveValue('');
  });

  it('shows the designed empty state and the "Nuevo vehículo" action', async () => {
    stubApi({
      'GET /api/vehicles': { data: [], pagination: { page: 1, limit: 20, total: 0 } },
    });
    renderVehiclePage(<VehiclesListPage />, '/vehicles');
    expect(
      await screen.findByText(
        'Todavía no hay vehículos. Da de alta el primero con «Nuevo vehículo».',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('new-vehicle'));
    expect(location()).toBe('/vehicles/new');
  });
});
