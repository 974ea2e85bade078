import type { TimeClockStatus } from '@px/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  apiError,
  renderRoute,
  renderRoutes,
  stubApi,
  TEST_ADMIN,
  TEST_MECHANIC,
} from '@/test-utils';
import { TimeClockSummary } from './components/time-clock-summary';
import TimeClockPage from './pages/time-clock-page';
import { OUT, ON_BREAK, SERVER_TIME, WORKING } from './test-fixtures';

const STATUS = 'GET /api/time-clock/status';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const renderPage = (path = '/fichaje') =>
  renderRoute(<TimeClockPage />, path, path, { user: TEST_MECHANIC });

const button = (name: string) => screen.getByRole('button', { name });

async function statusLine() {
  return screen.findByTestId('time-clock-status');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the time clock screen (/fichaje)', () => {
  it.each([
    ['out', OUT, 'Fuera de jornada', ['Fichar entrada']],
    ['working', WORKING, 'Trabajando desde 08:02', ['Iniciar pausa', 'Fichar salida']],
    ['on_break', ON_BREAK, 'En pausa desde 10:30', ['Terminar pausa', 'Fichar salida']],
  ] as const)(
    'when %s, says so and enables only the punches that apply',
    async (_, status, line, enabled) => {
      stubApi({ [STATUS]: status });
      renderPage();
      expect(await statusLine()).toHaveTextContent(line);
      expect(screen.getByRole('heading', { name: 'Fichaje' })).toBeInTheDocument();
      for (const name of ['Fichar entrada', 'Iniciar pausa', 'Terminar pausa', 'Fichar salida']) {
        if ((enabled as readonly string[]).includes(name)) expect(button(name), name).toBeEnabled();
        else expect(button(name), name).toBeDisabled();
      }
    },
  );

  it('explains a disabled punch in a tooltip', async () => {
    stubApi({ [STATUS]: WORKING });
    renderPage();
    await statusLine();
    await userEvent.hover(button('Fichar entrada').parentElement ?? button('Fichar entrada'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Ya has fichado la entrada.');
  });

  it('is the same screen at /time-clock, named in the tab', async () => {
    stubApi({ [STATUS]: OUT });
    renderPage('/time-clock');
    expect(await statusLine()).toHaveTextContent('Fuera de jornada');
    expect(document.title).toBe('Fichaje · PX Taller');
  });

  it('clocks in with an Idempotency-Key and shows the new state', async () => {
    const api = stubApi({
      [STATUS]: OUT,
      'POST /api/time-clock/clock-in': WORKING,
      'POST /api/time-clock/break-start': ON_BREAK,
    });
    renderPage();
    await statusLine();

    await userEvent.click(button('Fichar entrada'));
    await waitFor(() =>
      expect(screen.getByTestId('time-clock-status')).toHaveTextContent('Trabajando desde 08:02'),
    );
    const [clockIn] = api.to('POST', '/api/time-clock/clock-in');
    expect(clockIn?.body).toEqual({ source: 'web' });
    expect(clockIn?.headers.get('Idempotency-Key')).toMatch(UUID);
    expect(await screen.findByText('Entrada registrada a las 08:02.')).toBeInTheDocument();
    expect(button('Fichar entrada')).toBeDisabled();
    expect(button('Iniciar pausa')).toBeEnabled();

    // Each click is a new request: a new key.
    await userEvent.click(button('Iniciar pausa'));
    await waitFor(() =>
      expect(screen.getByTestId('time-clock-status')).toHaveTextContent('En pausa desde 10:30'),
    );
    const [breakStart] = api.to('POST', '/api/time-clock/break-start');
    expect(breakStart?.headers.get('Idempotency-Key')).toMatch(UUID);
    expect(breakStart?.headers.get('Idempotency-Key')).not.toBe(
      clockIn?.headers.get('Idempotency-Key'),
    );
  });

  it('asks before clocking out, and clocks out only when confirmed', async () => {
    const out: TimeClockStatus = { ...OUT, since: SERVER_TIME };
    const api = stubApi({ [STATUS]: WORKING, 'POST /api/time-clock/clock-out': out });
    renderPage();
    await statusLine();

    await userEvent.click(button('Fichar salida'));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('¿Fichar la salida ahora?');
    expect(dialog).toHaveTextContent('Hoy llevas 2 h 58 min de trabajo.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.to('POST', '/api/time-clock/clock-out')).toHaveLength(0);

    await userEvent.click(button('Fichar salida'));
    dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fichar salida' }));
    await waitFor(() =>
      expect(screen.getByTestId('time-clock-status')).toHaveTextContent('Fuera de jornada'),
    );
    expect(api.to('POST', '/api/time-clock/clock-out')).toHaveLength(1);
    expect(screen.getByText('Última salida a las 11:00')).toBeInTheDocument();
  });

  it("shows the server's Spanish message when it refuses a punch, and reads the status again", async () => {
    const api = stubApi({
      [STATUS]: OUT,
      'POST /api/time-clock/clock-in': () =>
        apiError(409, 'Ya has fichado la entrada.', 'CONFLICT', { code: 'already_clocked_in' }),
    });
    renderPage();
    await statusLine();

    await userEvent.click(button('Fichar entrada'));
    const alert = await screen.findByTestId('time-clock-refusal');
    expect(alert).toHaveTextContent('No se ha registrado el fichaje');
    expect(alert).toHaveTextContent('Ya has fichado la entrada.');
    await waitFor(() => expect(api.to('GET', '/api/time-clock/status')).toHaveLength(2));
  });

  it('tells a user without an employee record how to get one', async () => {
    stubApi({
      [STATUS]: () =>
        apiError(409, 'Tu usuario no está vinculado a ninguna ficha de empleado.', 'CONFLICT', {
          code: 'no_employee',
        }),
    });
    renderPage();
    const empty = await screen.findByTestId('time-clock-no-employee');
    expect(empty).toHaveTextContent(
      'Tu usuario no está vinculado a ningún empleado: pide a un administrador que lo vincule.',
    );
    expect(screen.queryByRole('button', { name: 'Fichar entrada' })).not.toBeInTheDocument();
    expect(within(empty).getByRole('button', { name: 'Volver al panel' })).toBeInTheDocument();
  });

  it('shows a skeleton while loading and a retry when the status cannot be read', async () => {
    let calls = 0;
    stubApi({
      [STATUS]: () => {
        calls += 1;
        return calls <= 1
          ? apiError(400, 'Petición incorrecta')
          : { body: { success: true, data: OUT } };
      },
    });
    renderPage();
    expect(screen.getByTestId('time-clock-loading')).toBeInTheDocument();
    const failure = await screen.findByTestId('time-clock-error');
    expect(failure).toHaveTextContent('No se pudo cargar el estado del fichaje');
    await userEvent.click(within(failure).getByRole('button', { name: 'Reintentar' }));
    expect(await statusLine()).toHaveTextContent('Fuera de jornada');
  });

  it("lists today's entries with their breaks and totals", async () => {
    stubApi({ [STATUS]: ON_BREAK });
    renderPage();
    await statusLine();
    const table = screen.getByTestId('time-clock-entries');
    expect(within(table).getByText('08:02')).toBeInTheDocument();
    expect(within(table).getByText('En curso')).toBeInTheDocument();
    expect(within(table).getByText('10:30 – en curso')).toBeInTheDocument();
    expect(within(table).getByText('Total en pausa: 30 min')).toBeInTheDocument();
    expect(screen.getByTestId('time-clock-day-total')).toHaveTextContent('2 h 28 min');
  });

  it('counts the worked time live while working, from the server time', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    // The client's clock is 5 minutes fast: the counter still starts from the server's figure.
    vi.setSystemTime(new Date(Date.parse(SERVER_TIME) + 5 * 60_000));
    stubApi({ [STATUS]: WORKING });
    renderPage();
    await statusLine();
    const today = screen.getByTestId('time-clock-today');
    expect(today).toHaveTextContent('2:58:00');

    act(() => vi.advanceTimersByTime(3_000));
    expect(today).toHaveTextContent('2:58:03');
    act(() => vi.advanceTimersByTime(60_000));
    expect(today).toHaveTextContent('2:59:03');
    expect(screen.getByTestId('time-clock-week')).toHaveTextContent('2 h 59 min');
  });

  it('stops the counter on a break and counts the break instead', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(new Date(SERVER_TIME));
    stubApi({ [STATUS]: ON_BREAK });
    renderPage();
    await statusLine();
    expect(screen.getByText('Pausa en curso: 0:30:00')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5_000));
    expect(screen.getByTestId('time-clock-today')).toHaveTextContent('2:28:00');
    expect(screen.getByText('Pausa en curso: 0:30:05')).toBeInTheDocument();
  });
});

describe('the home card "Estado del fichaje"', () => {
  const renderCard = () =>
    renderRoutes({ '/dashboard': <TimeClockSummary /> }, '/dashboard', { user: TEST_ADMIN });

  it('shows the state and clocks in from the panel', async () => {
    const api = stubApi({ [STATUS]: OUT, 'POST /api/time-clock/clock-in': WORKING });
    renderCard();
    expect(await statusLine()).toHaveTextContent('Fuera de jornada');
    await userEvent.click(screen.getByTestId('home-punch'));
    await waitFor(() =>
      expect(screen.getByTestId('time-clock-status')).toHaveTextContent('Trabajando desde 08:02'),
    );
    expect(api.to('POST', '/api/time-clock/clock-in')[0]?.headers.get('Idempotency-Key')).toMatch(
      UUID,
    );
    expect(screen.queryByTestId('home-punch')).not.toBeInTheDocument();
    expect(screen.getByText('Hoy: 2:58:00')).toBeInTheDocument();
  });

  it('opens /fichaje', async () => {
    stubApi({ [STATUS]: ON_BREAK });
    renderCard();
    expect(await statusLine()).toHaveTextContent('En pausa desde 10:30');
    expect(screen.getByTestId('home-punch')).toHaveTextContent('Terminar pausa');
    await userEvent.click(screen.getByRole('button', { name: /Abrir fichaje/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/fichaje');
  });

  it('says when the account has no employee record', async () => {
    stubApi({
      [STATUS]: () => apiError(409, 'Sin ficha de empleado.', 'CONFLICT', { code: 'no_employee' }),
    });
    renderCard();
    expect(
      await screen.findByText('Tu usuario no está vinculado a ningún empleado.'),
    ).toBeInTheDocument();
  });
});
