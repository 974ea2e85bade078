import {
  type EmployeeSummary,
  type EmployeeWorkSchedule,
  type HolidayCalendarView,
  PERMISSIONS,
  type WorkCalendarSettingsView,
} from '@px/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  apiError,
  currentLocation,
  renderRoute,
  stubApi,
  TEST_ADMIN,
  TEST_MECHANIC,
} from '@/test-utils';
import { madridToday } from './model';
import WorkSchedulePage from './pages/work-schedule-page';

const SPLIT = [
  { start: '08:00', end: '13:00' },
  { start: '15:00', end: '18:00' },
];

const CARLOS = {
  id: 'e-4',
  code: 'E004',
  full_name: 'Carlos López Navarro',
  position: 'mecanico',
} as EmployeeSummary;

const today = madridToday();

const SCHEDULE: EmployeeWorkSchedule = {
  employee_id: 'e-4',
  employee_name: 'Carlos López Navarro',
  employee_code: 'E004',
  position: 'mecanico',
  today,
  revision: 'rev-1',
  periods: [
    {
      id: 'p-1',
      valid_from: '2025-01-01',
      valid_to: null,
      days: { '1': SPLIT },
      seasons: [],
      weekly_minutes: 480,
      current: true,
      updated_at: '2025-01-01T10:00:00.000Z',
    },
  ],
};

const HOLIDAYS: HolidayCalendarView = {
  year: Number(today.slice(0, 4)),
  region: 'MD',
  region_name: 'Comunidad de Madrid',
  holidays: [
    { date: `${today.slice(0, 4)}-01-01`, name: 'Año Nuevo', scope: 'national' },
    {
      date: `${today.slice(0, 4)}-05-02`,
      name: 'Día de la Comunidad de Madrid',
      scope: 'regional',
    },
    { date: `${today.slice(0, 4)}-05-15`, name: 'San Isidro', scope: 'local' },
  ],
};

const SETTINGS: WorkCalendarSettingsView = {
  holiday_region: 'MD',
  holiday_region_name: 'Comunidad de Madrid',
  vacation_days: 22,
  auto_close_margin_minutes: 120,
  updated_at: '2026-01-01T00:00:00.000Z',
};

const employees = { data: [CARLOS], pagination: { page: 1, limit: 100, total: 1 } };

function render(path: string, readOnly = false) {
  return renderRoute(<WorkSchedulePage />, path, '/work-schedule', {
    user: readOnly ? TEST_MECHANIC : TEST_ADMIN,
  });
}

const READ_ONLY_PERMISSIONS = {
  roles: [],
  permissions: [],
  effectivePermissions: [PERMISSIONS.employees.schedules.read],
};

// antd forms, tables and pickers are slow to render in jsdom.
describe('WorkSchedulePage', { timeout: 60_000 }, () => {
  it('picks an employee into the address and shows their pattern, total and history', async () => {
    const api = stubApi({
      'GET /api/employees': employees,
      'GET /api/work-schedules/e-4': SCHEDULE,
    });
    render('/work-schedule');
    expect(await screen.findByTestId('schedule-no-employee')).toBeInTheDocument();

    await userEvent.click(within(screen.getByTestId('schedule-employee')).getByRole('combobox'));
    await userEvent.click(await screen.findByTitle('Carlos López Navarro · E004'));
    await waitFor(() => expect(currentLocation()).toBe('/work-schedule?employee=e-4'));

    const editor = await screen.findByTestId('schedule-editor');
    expect(within(editor).getByLabelText('Lunes, tramo 1: entrada')).toHaveValue('08:00');
    expect(within(editor).getByLabelText('Lunes, tramo 2: salida')).toHaveValue('18:00');
    expect(screen.getByTestId('week-total')).toHaveTextContent('8 h');
    const history = screen.getByTestId('schedule-history');
    expect(within(history).getByText('Desde el 01/01/2025')).toBeInTheDocument();
    expect(within(history).getByText('Vigente')).toBeInTheDocument();
    expect(api.to('GET', '/api/work-schedules/e-4')).toHaveLength(1);
  });

  it('copies Monday to the weekdays, adds summer hours and saves with the revision read', async () => {
    const api = stubApi({
      'GET /api/employees': employees,
      'GET /api/work-schedules/e-4': SCHEDULE,
      'PUT /api/work-schedules/e-4': { ...SCHEDULE, revision: 'rev-2' },
    });
    render('/work-schedule?employee=e-4');
    await screen.findByTestId('schedule-editor');

    await userEvent.click(screen.getByTestId('copy-monday'));
    expect(screen.getByTestId('week-total')).toHaveTextContent('40 h');
    await userEvent.click(screen.getByTestId('add-season'));
    const season = await screen.findByTestId('season-0');
    expect(within(season).getByLabelText('Nombre')).toHaveValue('Jornada intensiva de verano');

    await userEvent.click(screen.getByTestId('save-schedule'));
    await waitFor(() => expect(api.to('PUT', '/api/work-schedules/e-4')).toHaveLength(1));
    const body = api.to('PUT', '/api/work-schedules/e-4')[0]!.body as Record<string, unknown>;
    expect(body).toEqual({
      valid_from: today,
      valid_to: null,
      days: { '1': SPLIT, '2': SPLIT, '3': SPLIT, '4': SPLIT, '5': SPLIT },
      seasons: [
        {
          name: 'Jornada intensiva de verano',
          from: '07-01',
          to: '08-31',
          days: Object.fromEntries(
            ['1', '2', '3', '4', '5'].map((day) => [day, [{ start: '08:00', end: '15:00' }]]),
          ),
        },
      ],
      revision: 'rev-1',
    });
    expect(await screen.findByText(/Horario de Carlos López Navarro guardado/)).toBeInTheDocument();
  });

  it('marks overlapping ranges before sending and shows the server’s field messages', async () => {
    const api = stubApi({
      'GET /api/employees': employees,
      'GET /api/work-schedules/e-4': SCHEDULE,
      'PUT /api/work-schedules/e-4': () =>
        apiError(
          400,
          'Los datos enviados no son válidos: revisa los campos indicados.',
          'VALIDATION_ERROR',
          [{ field: 'days.1.0.end', code: 'x', message: 'El servidor no acepta este tramo.' }],
        ),
    });
    render('/work-schedule?employee=e-4');
    const editor = await screen.findByTestId('schedule-editor');

    fireEvent.change(within(editor).getByLabelText('Lunes, tramo 2: entrada'), {
      target: { value: '12:00' },
    });
    expect(await within(editor).findByText('Hay tramos que se solapan en este día.')).toBeVisible();
    expect(screen.getByTestId('save-schedule')).toBeDisabled();

    fireEvent.change(within(editor).getByLabelText('Lunes, tramo 2: entrada'), {
      target: { value: '15:00' },
    });
    await userEvent.click(screen.getByTestId('save-schedule'));
    expect(await within(editor).findByText('El servidor no acepta este tramo.')).toBeVisible();
    expect(api.to('PUT', '/api/work-schedules/e-4')).toHaveLength(1);
  });

  it('offers to reload when someone else saved in between (409)', async () => {
    stubApi({
      'GET /api/employees': employees,
      'GET /api/work-schedules/e-4': SCHEDULE,
      'PUT /api/work-schedules/e-4': () =>
        apiError(409, 'Otra persona…', 'CONFLICT', {
          code: 'stale_schedule',
        }),
    });
    render('/work-schedule?employee=e-4');
    await screen.findByTestId('schedule-editor');
    await userEvent.click(screen.getByTestId('save-schedule'));
    const error = await screen.findByTestId('schedule-save-error');
    expect(error).toHaveTextContent('Otra persona ha cambiado este horario');
    expect(within(error).getByRole('button', { name: 'Recargar' })).toBeVisible();
  });

  it('is read-only without schedules.update', async () => {
    stubApi({
      'GET /api/permissions-dynamic/user/permissions': READ_ONLY_PERMISSIONS,
      'GET /api/employees': employees,
      'GET /api/work-schedules/e-4': SCHEDULE,
      'GET /api/holidays': HOLIDAYS,
      'GET /api/work-calendar/settings': SETTINGS,
      'GET /api/holidays/regions': [{ code: 'MD', name: 'Comunidad de Madrid' }],
    });
    render('/work-schedule?employee=e-4', true);
    const editor = await screen.findByTestId('schedule-editor');
    expect(within(editor).getByText(/Solo lectura/)).toBeVisible();
    expect(within(editor).getByLabelText('Lunes, tramo 1: entrada')).toBeDisabled();
    expect(screen.queryByTestId('save-schedule')).not.toBeInTheDocument();
    expect(screen.queryByTestId('copy-monday')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: /Festivos/ }));
    await screen.findByText('San Isidro');
    expect(screen.queryByTestId('add-local-holiday')).not.toBeInTheDocument();
    expect(screen.queryByTestId('save-calendar-settings')).not.toBeInTheDocument();
  });

  it('lists the year’s holidays by scope and removes a local one', async () => {
    const api = stubApi({
      'GET /api/employees': employees,
      'GET /api/holidays': HOLIDAYS,
      'GET /api/work-calendar/settings': SETTINGS,
      'GET /api/holidays/regions': [
        { code: 'CT', name: 'Cataluña' },
        { code: 'MD', name: 'Comunidad de Madrid' },
      ],
      [`DELETE /api/holidays/local/${today.slice(0, 4)}-05-15`]: {
        date: `${today.slice(0, 4)}-05-15`,
        deleted: true,
      },
    });
    render('/work-schedule?tab=holidays');
    const table = await screen.findByTestId('holidays-table');
    const row = (await within(table).findByText('Día de la Comunidad de Madrid')).closest('tr')!;
    expect(within(row).getByText('Autonómico')).toBeVisible();
    const local = within(table).getByText('San Isidro').closest('tr')!;
    expect(within(local).getByText('Local')).toBeVisible();
    expect(within(table).getByText('Año Nuevo').closest('tr')).toHaveTextContent('Nacional');
    expect(screen.getByText(`Festivos de ${HOLIDAYS.year} · Comunidad de Madrid`)).toBeVisible();
    expect(await screen.findByTestId('calendar-settings-form')).toBeInTheDocument();

    await userEvent.click(
      within(local).getByRole('button', { name: 'Quitar el festivo local San Isidro' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Quitar' }));
    await waitFor(() =>
      expect(api.to('DELETE', `/api/holidays/local/${today.slice(0, 4)}-05-15`)).toHaveLength(1),
    );
    expect(await screen.findByText('Festivo local San Isidro quitado')).toBeInTheDocument();
  });
});
