import type { TimesheetMonthView } from '@px/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  apiError,
  currentLocation,
  renderRoute,
  stubApi,
  TEST_ADMIN,
  TEST_MECHANIC,
} from '@/test-utils';
import TimeTrackingPage from './pages/time-tracking-page';
import TimesheetEditingPage from './pages/timesheet-editing-page';
import { HISTORY, LUCIA, OSCAR, historyEntry } from './test-fixtures';

const HISTORY_ROUTE = 'GET /api/time-clock/history';
const HOUR = 3_600_000;

const CLOSED_MARCH: TimesheetMonthView = {
  month: '2025-03',
  closed: true,
  closed_at: '2025-04-02T10:00:00.000Z',
  closed_by: 'user-9',
  reopened_at: null,
  reopened_by: null,
};

const tracking = (path: string) =>
  renderRoute(<TimeTrackingPage />, path, '/time-tracking', { user: TEST_MECHANIC });
const editing = (path: string) =>
  renderRoute(<TimesheetEditingPage />, path, '/timesheet-editing', { user: TEST_ADMIN });

describe('/time-tracking', () => {
  it('shows the week’s days, the corrections made to them, job hours and totals', async () => {
    const api = stubApi({ [HISTORY_ROUTE]: HISTORY });
    tracking('/time-tracking?date=2025-03-04');

    const tuesday = await screen.findByTestId('history-day-2025-03-04');
    expect(screen.getByRole('heading', { name: 'Control horario' })).toBeInTheDocument();
    expect(api.to('GET', '/api/time-clock/history')[0]!.query.toString()).toBe(
      'from=2025-03-03&to=2025-03-09',
    );
    // Monday: 08:00–17:00 with lunch.
    const monday = screen.getByTestId('history-day-2025-03-03');
    expect(monday).toHaveTextContent('08:00');
    expect(monday).toHaveTextContent('17:00');
    expect(monday).toHaveTextContent('13:00 – 14:00');
    expect(monday).toHaveTextContent('Trabajado: 8 h 0 min');
    // Tuesday's correction: who, when, before and after, why.
    const trail = within(tuesday).getByTestId('correction-trail');
    expect(trail).toHaveTextContent('Corregido por Marta Jefa el 05/03/2025 a las 11:00');
    expect(trail).toHaveTextContent('Antes: 08:20 – 16:30 · Ahora: 08:00 – 16:30');
    expect(trail).toHaveTextContent('Motivo: Entró a las 8 según el parte.');
    expect(within(tuesday).getByText('Corregido una vez')).toBeInTheDocument();
    // The rest of the week says it has no entries.
    expect(screen.getByTestId('history-day-2025-03-09')).toHaveTextContent('Sin fichajes');
    // Job hours per order and the period's totals.
    expect(screen.getByTestId('period-jobs')).toHaveTextContent(
      'WO-000123 · Revisión de flota · 1234 BCD',
    );
    expect(screen.getByTestId('period-jobs')).toHaveTextContent('Cambiar pastillas de freno');
    expect(screen.getByTestId('total-worked')).toHaveTextContent('16 h 30 min');
    expect(screen.getByTestId('total-corrected')).toHaveTextContent('1');
  });

  it('switches to the month and moves through periods, keeping them in the address', async () => {
    const api = stubApi({ [HISTORY_ROUTE]: { ...HISTORY, from: '2025-03-01', to: '2025-03-31' } });
    tracking('/time-tracking?date=2025-03-04');
    await screen.findByTestId('history-day-2025-03-04');

    // antd's Segmented hides its radio behind the label.
    await userEvent.click(screen.getByRole('radio', { name: 'Mes' }).closest('label')!);
    await waitFor(() =>
      expect(currentLocation()).toBe('/time-tracking?date=2025-03-04&view=month'),
    );
    expect(screen.getByTestId('period-label')).toHaveTextContent('marzo de 2025');
    await waitFor(() =>
      expect(api.to('GET', '/api/time-clock/history').at(-1)!.query.toString()).toBe(
        'from=2025-03-01&to=2025-03-31',
      ),
    );
    // A month lists only the days worked.
    expect(screen.queryByTestId('history-day-2025-03-09')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Mes siguiente' }));
    await waitFor(() =>
      expect(currentLocation()).toBe('/time-tracking?date=2025-04-01&view=month'),
    );
    expect(screen.getByTestId('period-label')).toHaveTextContent('abril de 2025');
  });

  it('says so when the period has no entries', async () => {
    stubApi({
      [HISTORY_ROUTE]: { ...HISTORY, days: [], jobs: [], totals: { ...HISTORY.totals, days: 0 } },
    });
    tracking('/time-tracking?view=month&date=2025-03-04');
    expect(await screen.findByTestId('history-empty')).toHaveTextContent(
      'No hay fichajes en este periodo.',
    );
  });

  it('explains an account without an employee record', async () => {
    stubApi({
      [HISTORY_ROUTE]: () =>
        apiError(409, 'Tu usuario no está vinculado', 'CONFLICT', { code: 'no_employee' }),
    });
    tracking('/time-tracking');
    expect(await screen.findByTestId('timesheets-no-employee')).toHaveTextContent(
      'No tienes registro de jornada',
    );
    expect(screen.queryByTestId('download-report')).not.toBeInTheDocument();
  });

  it('downloads the month’s registro as PDF', async () => {
    const createObjectURL = vi.fn(() => 'blob:registro');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const api = stubApi({
      [HISTORY_ROUTE]: HISTORY,
      'GET /api/time-clock/report': () =>
        new Response('%PDF-1.3', {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="registro-jornada-2025-03-E001.pdf"',
          },
        }),
    });
    tracking('/time-tracking?date=2025-03-04');
    await screen.findByTestId('history-day-2025-03-04');
    await userEvent.click(screen.getByRole('button', { name: /Descargar mi registro/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /PDF/ }));
    await waitFor(() => expect(api.to('GET', '/api/time-clock/report')).toHaveLength(1));
    expect(api.to('GET', '/api/time-clock/report')[0]!.query.toString()).toBe(
      'month=2025-03&format=pdf',
    );
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
  });
});

describe('/timesheet-editing', () => {
  const base = {
    'GET /api/time-clock/employees': [LUCIA, OSCAR],
    'GET /api/time-clock/months': [],
    [HISTORY_ROUTE]: HISTORY,
  };

  it('asks for an employee first, listing former ones as such', async () => {
    stubApi(base);
    editing('/timesheet-editing?month=2025-03');
    expect(await screen.findByTestId('editing-no-employee')).toHaveTextContent(
      'Elige un empleado para ver y corregir sus fichajes del mes.',
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Empleado' }));
    expect(await screen.findByText('Óscar Vidal (baja)')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Lucía Ferrer Gil'));
    await waitFor(() =>
      expect(currentLocation()).toBe('/timesheet-editing?month=2025-03&employee=emp-1'),
    );
  });

  it('corrects an entry with new times and a reason, and shows the trail', async () => {
    const api = stubApi({
      ...base,
      'POST /api/time-clock/entries/entry-1/corrections': { id: 'corr-2' },
    });
    editing('/timesheet-editing?employee=emp-1&month=2025-03');
    const table = await screen.findByTestId('timesheet-entries');
    expect(within(table).getByText('Corregido una vez')).toBeInTheDocument();

    await userEvent.click(screen.getByTestId('correct-entry-1'));
    const modal = await screen.findByTestId('correct-entry-modal');
    expect(within(modal).getByLabelText('Entrada')).toHaveValue('2025-03-03T08:00');
    expect(within(modal).getByLabelText('Salida')).toHaveValue('2025-03-03T17:00');

    // No reason: refused before sending.
    await userEvent.click(screen.getByTestId('correct-entry-submit'));
    expect(await within(modal).findByText('Indica el motivo de la corrección.')).toBeVisible();
    expect(api.to('POST', '/api/time-clock/entries/entry-1/corrections')).toHaveLength(0);

    const clockOut = within(modal).getByLabelText('Salida');
    await userEvent.clear(clockOut);
    await userEvent.type(clockOut, '2025-03-03T17:30');
    await userEvent.type(
      within(modal).getByLabelText('Motivo'),
      'Se quedó a terminar un cambio de aceite.',
    );
    await userEvent.click(screen.getByTestId('correct-entry-submit'));
    await waitFor(() =>
      expect(api.to('POST', '/api/time-clock/entries/entry-1/corrections')).toHaveLength(1),
    );
    expect(api.to('POST', '/api/time-clock/entries/entry-1/corrections')[0]!.body).toEqual({
      clock_in: '2025-03-03T07:00:00.000Z',
      clock_out: '2025-03-03T16:30:00.000Z',
      reason: 'Se quedó a terminar un cambio de aceite.',
    });
    await waitFor(() =>
      expect(screen.queryByTestId('correct-entry-modal')).not.toBeInTheDocument(),
    );
  });

  it('shows the server’s refusal in the modal', async () => {
    stubApi({
      ...base,
      'POST /api/time-clock/entries/entry-1/corrections': () =>
        apiError(409, 'El fichaje se solaparía con otro fichaje del mismo empleado.', 'CONFLICT', {
          code: 'overlap',
        }),
    });
    editing('/timesheet-editing?employee=emp-1&month=2025-03');
    await userEvent.click(await screen.findByTestId('correct-entry-1'));
    const modal = await screen.findByTestId('correct-entry-modal');
    await userEvent.type(within(modal).getByLabelText('Motivo'), 'Corrige la salida.');
    await userEvent.click(screen.getByTestId('correct-entry-submit'));
    expect(await within(modal).findByRole('alert')).toHaveTextContent(
      'El fichaje se solaparía con otro fichaje del mismo empleado.',
    );
  });

  it('shows a closed month read-only under a banner, and reopens it after confirming', async () => {
    const api = stubApi({
      ...base,
      'GET /api/time-clock/months': [CLOSED_MARCH],
      'POST /api/time-clock/months/2025-03/reopen': { ...CLOSED_MARCH, closed: false },
    });
    editing('/timesheet-editing?employee=emp-1&month=2025-03');
    expect(await screen.findByTestId('month-closed-banner')).toHaveTextContent(
      'marzo de 2025 está cerrado',
    );
    expect(await screen.findByTestId('correct-entry-1')).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: /Reabrir mes/ }));
    expect((await screen.findAllByText('¿Reabrir marzo de 2025?'))[0]).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('confirm-month-reopen'));
    await waitFor(() =>
      expect(api.to('POST', '/api/time-clock/months/2025-03/reopen')).toHaveLength(1),
    );
  });

  it('flags the entries closed by the system that wait for review, and confirms one', async () => {
    const api = stubApi({
      ...base,
      'POST /api/time-clock/entries/entry-1/confirm': historyEntry({ auto_closed: true }),
      [HISTORY_ROUTE]: {
        ...HISTORY,
        totals: { ...HISTORY.totals, auto_closed_pending: 1 },
        days: [
          {
            ...HISTORY.days[0]!,
            entries: [historyEntry({ auto_closed: true, worked_ms: 12 * HOUR })],
          },
        ],
      },
    });
    editing('/timesheet-editing?employee=emp-1&month=2025-03');
    expect(await screen.findByTestId('pending-auto-banner')).toHaveTextContent(
      'Hay 1 fichaje con cierre automático pendiente de revisar',
    );
    expect(screen.getByTestId('auto-closed-tag')).toHaveTextContent('Cierre automático');
    await userEvent.click(screen.getByTestId('confirm-entry-1'));
    await waitFor(() =>
      expect(api.to('POST', '/api/time-clock/entries/entry-1/confirm')).toHaveLength(1),
    );
  });

  it('tells a reviewed closing apart, with nothing left to confirm', async () => {
    stubApi({
      ...base,
      [HISTORY_ROUTE]: {
        ...HISTORY,
        days: [
          {
            ...HISTORY.days[0]!,
            entries: [
              historyEntry({
                auto_closed: true,
                review: {
                  review: 'confirmed',
                  reviewed_at: '2025-03-05T09:00:00.000Z',
                  reviewed_by: 'user-9',
                },
              }),
            ],
          },
        ],
      },
    });
    editing('/timesheet-editing?employee=emp-1&month=2025-03');
    expect(await screen.findByTestId('auto-closed-tag')).toHaveTextContent(
      'Cierre automático · confirmado',
    );
    expect(screen.queryByTestId('confirm-entry-1')).not.toBeInTheDocument();
    expect(screen.queryByTestId('pending-auto-banner')).not.toBeInTheDocument();
  });
});
