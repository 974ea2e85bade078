import type { CapacityDayView, CapacityView, EmployeeCapacityView } from '@px/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, currentLocation, renderRoute, stubApi, TEST_ADMIN } from '@/test-utils';
import PersonalPlanningPage from './pages/personal-planning-page';

const DATES = [
  '2026-04-27',
  '2026-04-28',
  '2026-04-29',
  '2026-04-30',
  '2026-05-01',
  '2026-05-02',
  '2026-05-03',
];

function days(available: number[], extra: Record<number, Partial<CapacityDayView>> = {}) {
  return DATES.map((date, index): CapacityDayView => ({
    date,
    planned_minutes: available[index]!,
    absent_minutes: 0,
    available_minutes: available[index]!,
    status: available[index] ? 'work' : 'day_off',
    holiday_name: null,
    absence_kind: null,
    half_day: null,
    ...extra[index],
  }));
}

const HOLIDAY = {
  holiday_name: 'Día del Trabajador',
  status: 'holiday' as const,
  available_minutes: 0,
};

const CARLOS: EmployeeCapacityView = {
  employee_id: 'e-4',
  full_name: 'Carlos López Navarro',
  code: 'E004',
  position: 'mecanico',
  planned_minutes: 2400,
  available_minutes: 1200,
  days: days([480, 480, 480, 480, 480, 0, 0], {
    1: { status: 'absence', absence_kind: 'vacation', available_minutes: 0, absent_minutes: 480 },
    2: {
      status: 'half_absence',
      absence_kind: 'personal',
      available_minutes: 240,
      absent_minutes: 240,
    },
    4: HOLIDAY,
  }),
};
CARLOS.available_minutes = CARLOS.days.reduce((sum, day) => sum + day.available_minutes, 0);

const MARTA: EmployeeCapacityView = {
  employee_id: 'e-3',
  full_name: 'Marta Sánchez Gil',
  code: 'E003',
  position: 'recepcion',
  planned_minutes: 2160,
  available_minutes: 1680,
  days: days([480, 480, 480, 240, 480, 0, 0], { 4: HOLIDAY }),
};

const WEEK: CapacityView = {
  from: '2026-04-27',
  to: '2026-05-03',
  days: DATES.map((date, index) => ({
    date,
    holiday: index === 4 ? { date, name: 'Día del Trabajador', scope: 'national' } : null,
    planned_minutes: 0,
    available_minutes: CARLOS.days[index]!.available_minutes + MARTA.days[index]!.available_minutes,
  })),
  employees: [CARLOS, MARTA],
  planned_minutes: 4560,
  available_minutes: CARLOS.available_minutes + MARTA.available_minutes,
};

const capacityCalls = (api: ReturnType<typeof stubApi>) => api.to('GET', '/api/capacity');

function render(path: string) {
  return renderRoute(<PersonalPlanningPage />, path, '/personal-planning', { user: TEST_ADMIN });
}

describe('PersonalPlanningPage', { timeout: 60_000 }, () => {
  it('shows who works when: hours, holidays, absences and days off in words, with totals', async () => {
    const api = stubApi({ 'GET /api/capacity': WEEK });
    render('/personal-planning?date=2026-04-29');
    await waitFor(() => expect(capacityCalls(api).length).toBeGreaterThan(0));
    expect(Object.fromEntries(capacityCalls(api)[0]!.query)).toEqual({
      from: '2026-04-27',
      to: '2026-05-03',
    });
    expect(screen.getByTestId('planning-period')).toHaveTextContent(
      'Semana del 27/04/2026 al 03/05/2026',
    );

    const grid = screen.getByTestId('planning-grid');
    expect(await within(grid).findByText('Carlos López Navarro')).toBeVisible();
    const cell = (employee: string, date: string) => screen.getByTestId(`cell-${employee}-${date}`);
    expect(cell('e-4', '2026-04-27')).toHaveTextContent('8 h');
    expect(cell('e-4', '2026-04-28')).toHaveTextContent('Vacaciones');
    expect(cell('e-4', '2026-04-29')).toHaveTextContent('½ asuntos propios · 4 h');
    expect(cell('e-4', '2026-05-01')).toHaveTextContent('Festivo');
    expect(cell('e-4', '2026-05-01')).toHaveAttribute(
      'title',
      expect.stringContaining('Festivo (Día del Trabajador)'),
    );
    expect(cell('e-4', '2026-05-02')).toHaveTextContent('Libre');
    expect(cell('e-3', '2026-04-30')).toHaveTextContent('4 h');

    expect(screen.getByTestId('day-total-2026-04-27')).toHaveTextContent('16 h');
    expect(screen.getByTestId('day-total-2026-04-29')).toHaveTextContent('12 h');
    expect(screen.getByTestId('grand-total')).toHaveTextContent('48 h');
    expect(screen.getByTestId('planning-available')).toHaveTextContent('48 h');
    const carlos = within(grid).getByText('Carlos López Navarro').closest('tr')!;
    expect(carlos).toHaveTextContent('20 h');
  });

  it('filters by position into the address and totals the rows left', async () => {
    stubApi({ 'GET /api/capacity': WEEK });
    render('/personal-planning?date=2026-04-29');
    await screen.findByText('Marta Sánchez Gil');

    await userEvent.click(within(screen.getByTestId('planning-position')).getByRole('combobox'));
    await userEvent.click(await screen.findByTitle('Recepción'));
    await waitFor(() =>
      expect(currentLocation()).toBe('/personal-planning?date=2026-04-29&position=recepcion'),
    );
    expect(screen.queryByText('Carlos López Navarro')).not.toBeInTheDocument();
    expect(screen.getByTestId('grand-total')).toHaveTextContent('28 h');
  });

  it('moves week by week and switches to the month', async () => {
    const api = stubApi({ 'GET /api/capacity': WEEK });
    render('/personal-planning?date=2026-04-29');
    await screen.findByText('Carlos López Navarro');

    await userEvent.click(screen.getByRole('button', { name: 'Semana siguiente' }));
    await waitFor(() => expect(currentLocation()).toBe('/personal-planning?date=2026-05-06'));
    await waitFor(() => expect(capacityCalls(api).at(-1)!.query.get('from')).toBe('2026-05-04'));

    await userEvent.click(screen.getByText('Mes'));
    await waitFor(() =>
      expect(currentLocation()).toBe('/personal-planning?date=2026-05-06&view=month'),
    );
    await waitFor(() =>
      expect(Object.fromEntries(capacityCalls(api).at(-1)!.query)).toEqual({
        from: '2026-05-01',
        to: '2026-05-31',
      }),
    );
    expect(screen.getByTestId('planning-period')).toHaveTextContent('mayo de 2026');
    await userEvent.click(screen.getByRole('button', { name: 'Mes anterior' }));
    await waitFor(() =>
      expect(currentLocation()).toBe('/personal-planning?date=2026-04-01&view=month'),
    );
  });

  it('shows an error with retry and an empty state', async () => {
    let fail = true;
    stubApi({
      'GET /api/capacity': () =>
        fail
          ? apiError(500, 'Error interno del servidor', 'INTERNAL_ERROR')
          : { body: { success: true, data: { ...WEEK, employees: [] } } },
    });
    render('/personal-planning?date=2026-04-29');
    const error = await screen.findByTestId('planning-error', {}, { timeout: 15_000 });
    expect(error).toHaveTextContent('No se pudo cargar la planificación');
    fail = false;
    await userEvent.click(within(error).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByTestId('planning-empty')).toHaveTextContent(
      'No hay empleados activos que planificar.',
    );
  });
});
