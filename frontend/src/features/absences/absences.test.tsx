import type {
  AbsenceCalendarView,
  AbsenceView,
  Paginated,
  VacationBalanceView,
} from '@px/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@/app/store/auth-slice';
import { apiError, renderRoute, stubApi, TEST_ADMIN, TEST_MECHANIC } from '@/test-utils';
import { workshopToday } from './model';
import AbsencesPage from './pages/absences-page';

const WORKER: SessionUser = { ...TEST_MECHANIC, employee_id: 'e-4', full_name: 'Carlos López' };
const MANAGER: SessionUser = { ...TEST_ADMIN, employee_id: 'e-2', full_name: 'Javier Ruiz' };
const WORKER_PERMISSIONS = {
  roles: [{ id: 'r-mec', name: 'mecanico', display_name: 'Mecánico', priority: 30 }],
  effectivePermissions: ['employees.absences.request'],
  permissions: [],
};
const YEAR = Number(workshopToday().slice(0, 4));

const absence = (fields: Partial<AbsenceView>): AbsenceView => ({
  id: 'a-1',
  employee_id: 'e-4',
  employee_code: 'E004',
  employee_name: 'Carlos López Navarro',
  kind: 'vacation',
  status: 'pending',
  start_date: `${YEAR}-08-03`,
  end_date: `${YEAR}-08-07`,
  half_day: null,
  working_days: 5,
  reason: 'Viaje',
  decision_comment: null,
  requested_by: 'u-4',
  requested_by_name: 'Carlos López Navarro',
  decided_by: null,
  decided_by_name: null,
  decided_at: null,
  cancelled_by: null,
  cancelled_at: null,
  created_at: `${YEAR}-07-01T08:00:00.000Z`,
  updated_at: `${YEAR}-07-01T08:00:00.000Z`,
  version: 1,
  ...fields,
});

const PENDING = absence({});
const APPROVED = absence({
  id: 'a-2',
  kind: 'personal',
  status: 'approved',
  start_date: `${YEAR}-03-02`,
  end_date: `${YEAR}-03-02`,
  half_day: 'morning',
  working_days: 0.5,
  decided_by: 'u-2',
  decided_by_name: 'Javier Ruiz Castillo',
  decision_comment: 'Sin problema',
});

const page = (rows: AbsenceView[]): Paginated<AbsenceView> => ({
  data: rows,
  pagination: { page: 1, limit: 10, total: rows.length },
});

const BALANCE: VacationBalanceView = {
  employee_id: 'e-4',
  employee_name: 'Carlos López Navarro',
  year: YEAR,
  entitled: 22,
  approved: 10,
  pending: 5,
  remaining: 7,
  default_schedule: false,
};

const CALENDAR: AbsenceCalendarView = {
  month: `${YEAR}-08`,
  from: `${YEAR}-08-01`,
  to: `${YEAR}-08-31`,
  scope: 'team',
  holidays: [{ date: `${YEAR}-08-15`, name: 'Asunción de la Virgen', scope: 'national' }],
  absences: [
    PENDING,
    absence({
      id: 'a-3',
      employee_id: 'e-5',
      employee_name: 'Sergio Fernández',
      status: 'approved',
      kind: 'sick_leave',
    }),
  ],
};

function render(user: SessionUser, path = '/absence-management') {
  return renderRoute(<AbsencesPage />, path, '/absence-management', { user });
}

// antd tables, drawers and modals are slow to render in jsdom.
describe('AbsencesPage', { timeout: 60_000 }, () => {
  it('shows a worker their balance and requests, and cancels a pending one', async () => {
    const api = stubApi({
      'GET /api/permissions-dynamic/user/permissions': WORKER_PERMISSIONS,
      'GET /api/absences': page([PENDING, APPROVED]),
      'GET /api/absences/balance': BALANCE,
      'POST /api/absences/a-1/cancel': { ...PENDING, status: 'cancelled' },
    });
    render(WORKER);

    const balance = await screen.findByTestId('absence-balance');
    expect(within(balance).getByTestId('absence-balance-remaining')).toHaveTextContent('7');
    expect(within(balance).getByTestId('absence-balance-approved')).toHaveTextContent('10');
    expect(within(balance).getByTestId('absence-balance-pending')).toHaveTextContent('5');
    expect(balance).toHaveTextContent('15 de 22 días usados o reservados');
    expect(api.to('GET', '/api/absences')[0]!.query.get('employee_id')).toBe('e-4');

    const table = screen.getByTestId('my-absences');
    expect(await within(table).findByText(`03/08/${YEAR} – 07/08/${YEAR}`)).toBeInTheDocument();
    expect(within(table).getByText(`02/03/${YEAR} (mañana)`)).toBeInTheDocument();
    expect(
      within(table)
        .getAllByTestId('absence-status')
        .map((tag) => tag.textContent),
    ).toEqual(['Pendiente', 'Aprobada']);
    expect(within(table).getByText('Javier Ruiz Castillo: «Sin problema»')).toBeInTheDocument();
    // A worker has no requests queue; their calendar is their own.
    expect(screen.queryByRole('tab', { name: 'Solicitudes' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Mi calendario' })).toBeInTheDocument();

    await userEvent.click(
      within(table).getByRole('button', {
        name: `Cancelar la solicitud de vacaciones 03/08/${YEAR} – 07/08/${YEAR}`,
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Sí, cancelar' }));
    await waitFor(() => expect(api.to('POST', '/api/absences/a-1/cancel')).toHaveLength(1));
    expect(await screen.findByText('Solicitud cancelada')).toBeInTheDocument();
  });

  it('asks for an absence: required fields first, then the server’s refusal shown', async () => {
    const api = stubApi({
      'GET /api/permissions-dynamic/user/permissions': WORKER_PERMISSIONS,
      'GET /api/absences': page([]),
      'GET /api/absences/balance': BALANCE,
      'POST /api/absences': () =>
        apiError(
          409,
          'Las fechas se solapan con otra solicitud (Vacaciones, pendiente) del 03/08/2026 al 07/08/2026.',
          'CONFLICT',
          { code: 'absence_overlap' },
        ),
    });
    render(WORKER);
    const empty = await screen.findByTestId('my-absences-empty');
    await userEvent.click(within(empty).getByRole('button', { name: /Solicitar ausencia/ }));
    const drawer = await screen.findByTestId('absence-request-drawer');
    await userEvent.click(screen.getByTestId('absence-request-submit'));
    expect(await within(drawer).findByText('Indica el tipo de ausencia.')).toBeInTheDocument();
    expect(within(drawer).getByText('Indica la fecha de inicio.')).toBeInTheDocument();
    expect(api.to('POST', '/api/absences')).toHaveLength(0);

    await userEvent.click(within(drawer).getByRole('combobox', { name: 'Tipo de ausencia' }));
    await userEvent.click(await screen.findByTitle('Asuntos propios'));
    await userEvent.click(within(drawer).getByRole('radio', { name: 'Media jornada (tarde)' }));
    // A half day asks for one day.
    expect(within(drawer).queryByLabelText('Hasta (incluido)')).toBeNull();
    const day = within(drawer).getByLabelText('Día');
    await userEvent.click(day);
    await userEvent.type(day, `03/08/${YEAR}{Enter}`);
    await userEvent.click(screen.getByTestId('absence-request-submit'));

    await waitFor(() => expect(api.to('POST', '/api/absences')).toHaveLength(1));
    expect(api.to('POST', '/api/absences')[0]!.body).toEqual({
      kind: 'personal',
      start_date: `${YEAR}-08-03`,
      end_date: `${YEAR}-08-03`,
      half_day: 'afternoon',
      reason: null,
    });
    expect(await within(drawer).findByTestId('absence-request-error')).toHaveTextContent(
      /Las fechas se solapan con otra solicitud/,
    );
  });

  it('lets a manager approve with a comment and reject only with one', async () => {
    const api = stubApi({
      'GET /api/absences': (call: { query: URLSearchParams }) => ({
        body: {
          success: true,
          data:
            call.query.get('status') === 'pending' ? page([PENDING]) : page([PENDING, APPROVED]),
        },
      }),
      'GET /api/absences/balance': BALANCE,
      'POST /api/absences/a-1/approve': { ...PENDING, status: 'approved' },
      'POST /api/absences/a-1/reject': { ...PENDING, status: 'rejected' },
    });
    render(MANAGER, '/absence-management?tab=requests');
    const queue = await screen.findByTestId('absence-pending');
    const period = `03/08/${YEAR} – 07/08/${YEAR}`;
    await within(queue).findByText('Carlos López Navarro');
    expect(screen.getByTestId('absence-pending-count')).toHaveTextContent('1');

    await userEvent.click(
      within(queue).getByRole('button', {
        name: `Aprobar la solicitud de Carlos López Navarro: vacaciones ${period}`,
      }),
    );
    const modal = await screen.findByTestId('absence-decision-modal');
    expect(modal).toHaveTextContent(`Carlos López Navarro · Vacaciones · ${period} · 5 días`);
    await userEvent.type(
      within(modal).getByLabelText(/^Comentario para el empleado/),
      'Disfrútalas',
    );
    await userEvent.click(screen.getByTestId('absence-decision-submit'));
    await waitFor(() => expect(api.to('POST', '/api/absences/a-1/approve')).toHaveLength(1));
    expect(api.to('POST', '/api/absences/a-1/approve')[0]!.body).toEqual({
      comment: 'Disfrútalas',
    });
    expect(await screen.findByText('Solicitud aprobada')).toBeInTheDocument();

    await userEvent.click(
      within(queue).getByRole('button', {
        name: `Rechazar la solicitud de Carlos López Navarro: vacaciones ${period}`,
      }),
    );
    const reject = await screen.findByTestId('absence-decision-modal');
    await waitFor(() => expect(reject).toHaveTextContent('Rechazar solicitud'));
    await userEvent.click(screen.getByTestId('absence-decision-submit'));
    expect(
      await within(reject).findByText('Indica el motivo del rechazo: el empleado lo verá.'),
    ).toBeInTheDocument();
    expect(api.to('POST', '/api/absences/a-1/reject')).toHaveLength(0);
    await userEvent.type(within(reject).getByLabelText('Comentario'), 'Inventario');
    await userEvent.click(screen.getByTestId('absence-decision-submit'));
    await waitFor(() => expect(api.to('POST', '/api/absences/a-1/reject')).toHaveLength(1));
    expect(api.to('POST', '/api/absences/a-1/reject')[0]!.body).toEqual({ comment: 'Inventario' });
  });

  it('shows the team’s month in words, with its holidays, and moves between months', async () => {
    const api = stubApi({ 'GET /api/absences/calendar': CALENDAR });
    render(MANAGER, `/absence-management?tab=calendar&month=${YEAR}-08`);
    const grid = await screen.findByTestId('absence-calendar');
    expect(within(grid).getByText('Festivo: Asunción de la Virgen')).toBeInTheDocument();
    const fourth = grid.querySelector(`[data-date="${YEAR}-08-04"]`) as HTMLElement;
    expect(
      within(fourth).getByText('Carlos López Navarro · Vacaciones (pendiente)'),
    ).toBeInTheDocument();
    expect(within(fourth).getByText('Sergio Fernández · Baja médica')).toBeInTheDocument();
    expect(api.to('GET', '/api/absences/calendar')[0]!.query.get('month')).toBe(`${YEAR}-08`);

    await userEvent.click(screen.getByRole('button', { name: 'Mes siguiente' }));
    await waitFor(() =>
      expect(api.to('GET', '/api/absences/calendar').at(-1)!.query.get('month')).toBe(`${YEAR}-09`),
    );
  });

  it('shows designed error and no-employee states', async () => {
    let fail = true;
    stubApi({
      'GET /api/absences/calendar': () =>
        fail
          ? apiError(500, 'Error interno del servidor', 'INTERNAL_ERROR')
          : { body: { success: true, data: { ...CALENDAR, absences: [], scope: 'own' } } },
    });
    const first = render(MANAGER, `/absence-management?tab=calendar&month=${YEAR}-08`);
    const error = await screen.findByTestId('absence-calendar-error', {}, { timeout: 15_000 });
    expect(error).toHaveTextContent('No se pudo cargar el calendario');
    fail = false;
    await userEvent.click(within(error).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByTestId('absence-calendar-empty')).toHaveTextContent(
      'No tienes ausencias este mes.',
    );
    first.unmount();

    stubApi({ 'GET /api/permissions-dynamic/user/permissions': WORKER_PERMISSIONS });
    render({ ...WORKER, employee_id: null });
    expect(await screen.findByTestId('absences-no-employee')).toHaveTextContent(
      'Tu usuario no tiene ficha de empleado',
    );
  });
});
