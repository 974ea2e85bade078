import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import CustomersListPage from './pages/customers-list-page';
import {
  currentLocation,
  EMPTY_PAGE,
  LUCIA,
  page,
  renderCustomerPage,
  renderCustomerRoutes,
  stubApi,
  TALLERES,
} from './test-utils';

function stubList() {
  return stubApi({ 'GET /api/customers': page([LUCIA, TALLERES]) });
}

const listCalls = (api: ReturnType<typeof stubApi>) => api.to('GET', '/api/customers');

// antd tables are slow to render in jsdom.
describe('CustomersListPage', { timeout: 40_000 }, () => {
  it('reads search, type, tag, sort, page and size from the address and asks the API for them', async () => {
    const api = stubList();
    renderCustomerPage(
      <CustomersListPage />,
      '/customers?search=garc%C3%ADa&type=person&tag=vip&sort=-created_at&page=2&limit=50',
    );

    await waitFor(() => expect(listCalls(api).length).toBeGreaterThan(0));
    expect(Object.fromEntries(listCalls(api)[0]!.query)).toEqual({
      search: 'garcía',
      type: 'person',
      tag: 'vip',
      sort: '-created_at',
      page: '2',
      limit: '50',
    });
    expect(screen.getByTestId('customers-search')).toHaveValue('garcía');
    expect(screen.getByTestId('customers-tag-filter')).toHaveValue('vip');
    expect(
      within(screen.getByTestId('customers-type-filter')).getByText('Particular'),
    ).toBeVisible();

    // Rows: the name linked with its kind's icon, NIF, phones as tel: links, e-mail as mailto:.
    const table = screen.getByTestId('customers-table');
    const link = await within(table).findByRole('link', { name: 'Lucía García Pérez' });
    expect(link).toHaveAttribute('href', '/customers/c-1');
    const icons = within(table).getAllByTestId('customer-type-icon');
    expect(icons.map((icon) => icon.dataset.type)).toEqual(['person', 'company']);
    expect(within(table).getByText('12345678Z')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: /612345678/ })).toHaveAttribute(
      'href',
      'tel:612345678',
    );
    expect(within(table).getByRole('link', { name: /lucia@example.com/ })).toHaveAttribute(
      'href',
      'mailto:lucia@example.com',
    );
    expect(within(table).getByText('10/01/2025')).toBeInTheDocument();
  });

  it('ignores values the API would refuse and falls back to the defaults', async () => {
    const api = stubList();
    renderCustomerPage(<CustomersListPage />, '/customers?type=alien&sort=drop&page=-3&limit=7');
    await waitFor(() => expect(listCalls(api).length).toBeGreaterThan(0));
    expect(Object.fromEntries(listCalls(api)[0]!.query)).toEqual({
      sort: 'name',
      page: '1',
      limit: '20',
    });
  });

  it('writes a debounced search and the filters into the address, back on page 1', async () => {
    const api = stubList();
    renderCustomerPage(<CustomersListPage />, '/customers?page=3');
    await screen.findByText('Transportes Ruiz SL');

    await userEvent.type(screen.getByTestId('customers-search'), 'Ruiz');
    await waitFor(() => expect(currentLocation()).toBe('/customers?search=Ruiz'));
    // One request for the whole word, not one per keystroke.
    await waitFor(() =>
      expect(listCalls(api).some((call) => call.query.get('search') === 'Ruiz')).toBe(true),
    );
    const searched = listCalls(api)
      .map((call) => call.query.get('search'))
      .filter(Boolean);
    expect(searched).toEqual(['Ruiz']);

    // Type filter.
    await userEvent.click(
      within(screen.getByTestId('customers-type-filter')).getByRole('combobox'),
    );
    await userEvent.click(await screen.findByTitle('Empresa'));
    await waitFor(() => expect(currentLocation()).toBe('/customers?search=Ruiz&type=company'));

    // A tag in a row filters by it.
    const table = screen.getByTestId('customers-table');
    await userEvent.click(within(table).getByText('flota'));
    await waitFor(() =>
      expect(currentLocation()).toBe('/customers?search=Ruiz&type=company&tag=flota'),
    );
    expect(screen.getByTestId('customers-tag-filter')).toHaveValue('flota');
    await waitFor(() =>
      expect(listCalls(api).at(-1)!.query.toString()).toBe(
        'search=Ruiz&type=company&tag=flota&sort=name&page=1&limit=20',
      ),
    );

    await userEvent.click(screen.getByTestId('customers-clear-filters'));
    await waitFor(() => expect(currentLocation()).toBe('/customers'));
    expect(screen.getByTestId('customers-search')).toHaveValue('');
    expect(screen.getByTestId('customers-tag-filter')).toHaveValue('');
  });

  it('sorts from the column headers and keeps the order in the address', async () => {
    stubList();
    renderCustomerPage(<CustomersListPage />, '/customers');
    await screen.findByText('Transportes Ruiz SL');
    const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });
    await userEvent.click(header('Alta'));
    await waitFor(() => expect(currentLocation()).toBe('/customers?sort=-created_at'));
    await userEvent.click(header('Nombre'));
    await waitFor(() => expect(currentLocation()).toBe('/customers'));
    await userEvent.click(header('Nombre'));
    await waitFor(() => expect(currentLocation()).toBe('/customers?sort=-name'));
  });

  it('opens the customer when a row is clicked', async () => {
    stubList();
    renderCustomerPage(<CustomersListPage />, '/customers');
    await userEvent.click(await screen.findByText('Getafe'));
    await waitFor(() => expect(currentLocation()).toBe('/customers/c-2'));
  });

  it('shows the designed empty states: none yet, and none matching the filters', async () => {
    stubApi({ 'GET /api/customers': EMPTY_PAGE });
    const { unmount } = renderCustomerPage(<CustomersListPage />, '/customers');
    const empty = await screen.findByTestId('customers-empty');
    expect(within(empty).getByText(/Todavía no hay clientes/)).toBeVisible();
    expect(within(empty).getByRole('button', { name: /Nuevo cliente/ })).toBeVisible();
    unmount();

    renderCustomerPage(<CustomersListPage />, '/customers?search=zzz');
    const none = await screen.findByTestId('customers-no-matches');
    await userEvent.click(within(none).getByRole('button', { name: /Quitar filtros/ }));
    await waitFor(() => expect(currentLocation()).toBe('/customers'));
  });

  it('hides the create, import and export actions without their permissions', async () => {
    stubList();
    renderCustomerRoutes({ '/customers': <CustomersListPage /> }, '/customers', {
      asMechanic: true,
    });
    await screen.findByText('Transportes Ruiz SL');
    expect(screen.queryByTestId('new-customer')).not.toBeInTheDocument();
    expect(screen.queryByTestId('import-customers')).not.toBeInTheDocument();
    expect(screen.queryByTestId('export-customers')).not.toBeInTheDocument();
  });

  describe('CSV export', () => {
    const createObjectURL = vi.fn(() => 'blob:clientes');
    const revokeObjectURL = vi.fn();
    let clicked: HTMLAnchorElement[] = [];

    beforeEach(() => {
      clicked = [];
      vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL }));
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
        this: HTMLAnchorElement,
      ) {
        clicked.push(this);
      });
    });
    afterEach(() => vi.restoreAllMocks());

    it('downloads the CSV of the current filters with the Bearer token', async () => {
      localStorage.setItem('accessToken', 'tok-1');
      const api = stubApi({
        'GET /api/customers': page([TALLERES]),
        'GET /api/customers/export': () =>
          new Response('\uFEFFtype;first_name\r\nempresa;\r\n', {
            status: 200,
            headers: {
              'Content-Type': 'text/csv; charset=utf-8',
              'Content-Disposition': 'attachment; filename="clientes-2026-11-21.csv"',
            },
          }),
      });
      renderCustomerPage(<CustomersListPage />, '/customers?type=company&tag=flota&page=2');
      await screen.findByText('Transportes Ruiz SL');

      await userEvent.click(screen.getByTestId('export-customers'));
      await waitFor(() => expect(clicked).toHaveLength(1));
      const [call] = api.to('GET', '/api/customers/export');
      // The filters, never the page or the order.
      expect(Object.fromEntries(call!.query)).toEqual({ type: 'company', tag: 'flota' });
      expect(call!.headers.get('Authorization')).toBe('Bearer tok-1');
      expect(clicked[0]!.download).toBe('clientes-2026-11-21.csv');
    });

    it('shows the server message when the export is refused', async () => {
      stubApi({
        'GET /api/customers': page([TALLERES]),
        'GET /api/customers/export': () =>
          new Response(
            JSON.stringify({
              success: false,
              error: 'FORBIDDEN',
              message: 'No tienes permiso para exportar clientes.',
              statusCode: 403,
            }),
            { status: 403, headers: { 'Content-Type': 'application/json' } },
          ),
      });
      renderCustomerPage(<CustomersListPage />, '/customers');
      await screen.findByText('Transportes Ruiz SL');
      await userEvent.click(screen.getByTestId('export-customers'));
      expect(await screen.findByText('No tienes permiso para exportar clientes.')).toBeVisible();
      expect(screen.getByText('No se pudo exportar el CSV')).toBeVisible();
      expect(clicked).toHaveLength(0);
    });
  });
});
