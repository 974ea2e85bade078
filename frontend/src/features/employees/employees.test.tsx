import type { EmployeeDetail, EmployeeSummary } from '@px/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  apiError,
  currentLocation,
  renderRoute,
  stubApi,
  TEST_ADMIN,
  TEST_MECHANIC,
} from '@/test-utils';
import EmployeesPage from './pages/employees-page';

const CARLOS: EmployeeDetail = {
  id: 'e-4',
  code: 'E004',
  full_name: 'Carlos López Navarro',
  first_name: 'Carlos',
  last_name: 'López Navarro',
  nif: '12345678Z',
  email: 'carlos@taller.test',
  phone: '612345678',
  position: 'mecanico',
  trade: 'electrician',
  hire_date: '2020-03-01',
  hourly_cost_cents: 2200,
  labor_rate_category: 'oficial_1',
  active: true,
  user_id: null,
  has_kiosk_pin: false,
  version: 3,
  user_email: null,
  user_full_name: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

const ELENA: EmployeeSummary = {
  ...CARLOS,
  id: 'e-9',
  code: 'E009',
  full_name: 'Elena Romero Prieto',
  first_name: 'Elena',
  last_name: 'Romero Prieto',
  nif: null,
  email: null,
  phone: null,
  position: 'administracion',
  trade: 'office',
  hire_date: null,
  labor_rate_category: null,
  active: false,
  version: 5,
};

const page = <T,>(rows: T[]) => ({
  data: rows,
  pagination: { page: 1, limit: 20, total: rows.length },
});
const EMPTY = page([]);

/** Types a whole value at once (a paste): per-key typing re-renders the antd form each time. */
async function fill(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.click(input);
  if (text) await userEvent.paste(text);
}

function render(path = '/employee-management', asMechanic = false) {
  return renderRoute(<EmployeesPage />, path, '/employee-management', {
    user: asMechanic ? TEST_MECHANIC : TEST_ADMIN,
  });
}

const listCalls = (api: ReturnType<typeof stubApi>) => api.to('GET', '/api/employees');

/** The open drawer, once its title shows. */
async function openDrawer(title: string) {
  const drawer = await screen.findByTestId('employee-form-drawer');
  await within(drawer).findByText(title);
  return drawer;
}

async function choose(testId: string, option: string) {
  await userEvent.click(within(screen.getByTestId(testId)).getByRole('combobox'));
  await userEvent.click(await screen.findByTitle(option));
}

// antd tables, drawers and forms are slow to render in jsdom.
describe('EmployeesPage', { timeout: 60_000 }, () => {
  it('reads search, status, position, sort and page from the address and lists the staff', async () => {
    // A desktop screen (every min-width query matches): the hire date and cost columns show.
    const desktop = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('min-width'),
          media: query,
          onchange: null,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
          addListener: () => undefined,
          removeListener: () => undefined,
          dispatchEvent: () => false,
        }) as MediaQueryList,
    );
    onTestFinished(() => desktop.mockRestore());
    const api = stubApi({ 'GET /api/employees': page([CARLOS, ELENA]) });
    render(
      '/employee-management?search=l%C3%B3pez&status=active&position=mecanico&sort=-code&page=2',
    );

    await waitFor(() => expect(listCalls(api).length).toBeGreaterThan(0));
    expect(Object.fromEntries(listCalls(api)[0]!.query)).toEqual({
      search: 'lópez',
      active: 'true',
      position: 'mecanico',
      sort: '-code',
      page: '2',
      limit: '20',
    });
    expect(screen.getByTestId('employees-search')).toHaveValue('lópez');

    const table = screen.getByTestId('employees-table');
    expect(await within(table).findByText('Carlos López Navarro')).toBeInTheDocument();
    expect(within(table).getByText('12345678Z')).toBeInTheDocument();
    expect(within(table).getByText('Mecánico')).toBeInTheDocument();
    expect(within(table).getByText('Electricidad')).toBeInTheDocument();
    expect(within(table).getByText('Administración')).toBeInTheDocument();
    expect(within(table).getByText('01/03/2020')).toBeInTheDocument();
    expect(
      within(table)
        .getAllByTestId('employee-status')
        .map((tag) => tag.textContent),
    ).toEqual(['Activo', 'De baja']);
    expect(
      within(table).getByRole('button', { name: 'Dar de baja a Carlos López Navarro' }),
    ).toBeVisible();
    expect(
      within(table).getByRole('button', { name: 'Reactivar a Elena Romero Prieto' }),
    ).toBeVisible();
  });

  it('writes the search and filters into the address and clears them', async () => {
    stubApi({ 'GET /api/employees': page([CARLOS]) });
    render('/employee-management?page=3');
    await screen.findByText('Carlos López Navarro');

    await userEvent.type(screen.getByTestId('employees-search'), 'Carlos');
    await waitFor(() => expect(currentLocation()).toBe('/employee-management?search=Carlos'));
    await choose('employees-status-filter', 'De baja');
    await waitFor(() =>
      expect(currentLocation()).toBe('/employee-management?search=Carlos&status=inactive'),
    );
    await choose('employees-position-filter', 'Recepción');
    await waitFor(() =>
      expect(currentLocation()).toBe(
        '/employee-management?search=Carlos&status=inactive&position=recepcion',
      ),
    );
    await userEvent.click(screen.getByTestId('employees-clear-filters'));
    await waitFor(() => expect(currentLocation()).toBe('/employee-management'));
  });

  it('shows a designed empty state, a no-matches state and an error with retry', async () => {
    stubApi({ 'GET /api/employees': EMPTY });
    const first = render();
    const empty = await screen.findByTestId('employees-empty');
    expect(within(empty).getByRole('button', { name: /Nuevo empleado/ })).toBeVisible();
    first.unmount();

    stubApi({ 'GET /api/employees': EMPTY });
    const second = render('/employee-management?search=zz');
    const none = await screen.findByTestId('employees-no-matches');
    await userEvent.click(within(none).getByRole('button', { name: /Quitar filtros/ }));
    await waitFor(() => expect(currentLocation()).toBe('/employee-management'));
    second.unmount();

    let fail = true;
    stubApi({
      'GET /api/employees': () =>
        fail
          ? apiError(500, 'Error interno del servidor', 'INTERNAL_ERROR')
          : { body: { success: true, data: page([CARLOS]) } },
    });
    render();
    const error = await screen.findByTestId('employees-error', {}, { timeout: 15_000 });
    expect(error).toHaveTextContent('No se pudieron cargar los empleados');
    fail = false;
    await userEvent.click(within(error).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Carlos López Navarro')).toBeInTheDocument();
  });

  it('creates an employee: the NIF letter is checked first, then POST with the form', async () => {
    const created: EmployeeDetail = { ...CARLOS, id: 'e-new', full_name: 'Ana Ruiz' };
    const api = stubApi({
      'GET /api/employees': EMPTY,
      'GET /api/employees/linkable-users': [],
      'POST /api/employees': created,
    });
    render();
    await userEvent.click(await screen.findByTestId('new-employee'));
    const drawer = await openDrawer('Nuevo empleado');

    await fill(within(drawer).getByLabelText('Nombre'), 'Ana');
    await fill(within(drawer).getByLabelText(/^Apellidos/), 'Ruiz');
    const nif = within(drawer).getByLabelText(/^NIF\/NIE/);
    await fill(nif, '12345678a');
    expect(nif).toHaveValue('12345678A');
    await userEvent.click(screen.getByTestId('employee-form-submit'));
    expect(
      await within(drawer).findByText('La letra de control del NIF/NIE no es correcta.'),
    ).toBeInTheDocument();
    expect(await within(drawer).findByText('Indica el puesto.')).toBeInTheDocument();
    expect(api.to('POST', '/api/employees')).toHaveLength(0);

    await fill(nif, '12345678Z');
    await choose('employee-position', 'Recepción');
    await fill(within(drawer).getByLabelText(/^PIN del quiosco/), '12a4');
    expect(
      await within(drawer).findByText(
        'El PIN del quiosco debe tener de 4 a 6 cifras (solo números).',
      ),
    ).toBeInTheDocument();
    await fill(within(drawer).getByLabelText(/^PIN del quiosco/), '2580');
    await userEvent.click(screen.getByTestId('employee-form-submit'));

    await waitFor(() => expect(api.to('POST', '/api/employees')).toHaveLength(1));
    expect(api.to('POST', '/api/employees')[0]!.body).toEqual({
      first_name: 'Ana',
      last_name: 'Ruiz',
      nif: '12345678Z',
      email: null,
      phone: null,
      position: 'recepcion',
      trade: 'reception',
      hire_date: null,
      hourly_cost_cents: 0,
      labor_rate_category: null,
      user_id: null,
      kiosk_pin: '2580',
    });
    expect(await screen.findByText('Empleado Ana Ruiz creado')).toBeInTheDocument();
  });

  it('edits an employee: loads the detail, PATCHes only what changed with the version', async () => {
    const api = stubApi({
      'GET /api/employees': page([CARLOS]),
      'GET /api/employees/e-4': CARLOS,
      'GET /api/employees/linkable-users': [],
      'PATCH /api/employees/e-4': { ...CARLOS, phone: '699000111', version: 4 },
    });
    render();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Editar a Carlos López Navarro' }),
    );
    const drawer = await openDrawer('Editar empleado · E004');
    const phone = within(drawer).getByLabelText(/^Teléfono/);
    await waitFor(() => expect(phone).toHaveValue('612345678'));
    await fill(phone, '699000111');
    await userEvent.click(screen.getByTestId('employee-form-submit'));

    await waitFor(() => expect(api.to('PATCH', '/api/employees/e-4')).toHaveLength(1));
    expect(api.to('PATCH', '/api/employees/e-4')[0]!.body).toEqual({
      version: 3,
      phone: '699000111',
    });
    expect(await screen.findByText('Cambios guardados')).toBeInTheDocument();
  });

  it('shows a NIF taken by another employee on its field, and a stale version with a reload', async () => {
    let answer = apiError(
      409,
      'El NIF/NIE 12345678Z ya es del empleado E002 · Javier Ruiz.',
      'CONFLICT',
      {
        code: 'nif_taken',
        field: 'nif',
        existing_id: 'e-2',
      },
    );
    const api = stubApi({
      'GET /api/employees': page([CARLOS]),
      'GET /api/employees/e-4': CARLOS,
      'GET /api/employees/linkable-users': [],
      'PATCH /api/employees/e-4': () => answer,
    });
    render();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Editar a Carlos López Navarro' }),
    );
    const drawer = await openDrawer('Editar empleado · E004');
    const name = within(drawer).getByLabelText('Nombre');
    await waitFor(() => expect(name).toHaveValue('Carlos'));
    await fill(name, 'Carlos José');
    await userEvent.click(screen.getByTestId('employee-form-submit'));
    expect(
      await within(drawer).findByText(
        'El NIF/NIE 12345678Z ya es del empleado E002 · Javier Ruiz.',
      ),
    ).toBeInTheDocument();

    answer = apiError(409, 'Otra persona ha modificado estos datos.', 'VERSION_CONFLICT', {
      current_version: 4,
    });
    await userEvent.click(screen.getByTestId('employee-form-submit'));
    expect(await within(drawer).findByTestId('employee-conflict')).toBeInTheDocument();
    const before = api.to('GET', '/api/employees/e-4').length;
    await userEvent.click(within(drawer).getByRole('button', { name: 'Recargar datos actuales' }));
    await waitFor(() => expect(api.to('GET', '/api/employees/e-4').length).toBe(before + 1));
  });

  it('deactivates after a confirmation, sending the version the list read', async () => {
    const api = stubApi({
      'GET /api/employees': page([CARLOS]),
      'PATCH /api/employees/e-4': { ...CARLOS, active: false, version: 4 },
    });
    render();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Dar de baja a Carlos López Navarro' }),
    );
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('¿Dar de baja a Carlos López Navarro?');
    expect(confirm).toHaveTextContent('Sus fichajes y su historial se conservan');
    await userEvent.click(within(confirm).getByTestId('confirm-employee-active'));
    await waitFor(() => expect(api.to('PATCH', '/api/employees/e-4')).toHaveLength(1));
    expect(api.to('PATCH', '/api/employees/e-4')[0]!.body).toEqual({ version: 3, active: false });
    expect(await screen.findByText('Carlos López Navarro está de baja')).toBeInTheDocument();
  });

  it('explains a refused deactivation (still clocked in)', async () => {
    stubApi({
      'GET /api/employees': page([CARLOS]),
      'PATCH /api/employees/e-4': () =>
        apiError(
          409,
          'No puedes dar de baja a un empleado con la jornada abierta: primero debe fichar la salida.',
          'CONFLICT',
          { code: 'clocked_in' },
        ),
    });
    render();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Dar de baja a Carlos López Navarro' }),
    );
    await userEvent.click(await screen.findByTestId('confirm-employee-active'));
    expect(
      await screen.findByText(
        'No puedes dar de baja a un empleado con la jornada abierta: primero debe fichar la salida.',
      ),
    ).toBeInTheDocument();
  });

  it('offers no create, edit or deactivate to a user without those permissions', async () => {
    stubApi({ 'GET /api/employees': page([CARLOS]) });
    render('/employee-management', true);
    expect(await screen.findByText('Carlos López Navarro')).toBeInTheDocument();
    expect(screen.queryByTestId('new-employee')).not.toBeInTheDocument();
    expect(screen.queryByTestId('employee-edit')).not.toBeInTheDocument();
    expect(screen.queryByTestId('employee-toggle-active')).not.toBeInTheDocument();
  });
});
