import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, renderRoute, stubApi, TEST_MECHANIC } from '@/test-utils';
import TimeClockPage from './pages/time-clock-page';
import { MY_JOBS, NO_JOBS, OUT, ON_BREAK, WORKING, WORKING_ON_JOB } from './test-fixtures';

const STATUS = 'GET /api/time-clock/status';
const MY_JOBS_PATH = 'GET /api/time-clock/my-jobs';
const START = 'POST /api/work-order-items/line-1/clock/start';
const STOP = 'POST /api/work-order-items/line-1/clock/stop';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const renderPage = () =>
  renderRoute(<TimeClockPage />, '/fichaje', '/fichaje', { user: TEST_MECHANIC });

async function jobSection() {
  const section = await screen.findByTestId('job-clock');
  await within(section).findByText(/Trabajos/);
  return section;
}

describe('the job clock on /fichaje', () => {
  it('lists the assigned order’s labor lines with their hours, and starts one', async () => {
    const api = stubApi({ [STATUS]: WORKING, [MY_JOBS_PATH]: MY_JOBS, [START]: WORKING_ON_JOB });
    renderPage();
    const section = await jobSection();
    expect(await within(section).findByText('Sustitución del kit de embrague')).toBeInTheDocument();
    expect(within(section).getByText('Previstas: 5 h · Reales: 1,25 h')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'WO-000123' })).toHaveAttribute(
      'href',
      '/orders/order-1',
    );
    expect(within(section).getByText('Urgente')).toBeInTheDocument();
    // The finished line is shown, and cannot be started.
    expect(within(section).getByText('Terminada')).toBeInTheDocument();
    expect(
      within(section).getByRole('button', { name: 'Empezar: Prueba en carretera' }),
    ).toBeDisabled();

    await userEvent.click(
      within(section).getByRole('button', { name: 'Empezar: Sustitución del kit de embrague' }),
    );
    const running = await within(section).findByTestId('job-running');
    expect(running).toHaveTextContent('En curso: WO-000123 · Sustitución del kit de embrague');
    expect(running).toHaveTextContent(/Tiempo en este trabajo: 0:4\d:\d\d/);
    const [call] = api.to('POST', '/api/work-order-items/line-1/clock/start');
    expect(call?.body).toEqual({ source: 'web' });
    expect(call?.headers.get('Idempotency-Key')).toMatch(UUID);
    expect(
      await screen.findByText('Trabajo iniciado: Sustitución del kit de embrague.'),
    ).toBeInTheDocument();
    // The list is read again (its hours moved on), and the line now offers to stop.
    await waitFor(() => expect(api.to('GET', '/api/time-clock/my-jobs')).toHaveLength(2));
    expect(
      within(section).getByRole('button', { name: 'Detener: Sustitución del kit de embrague' }),
    ).toBeEnabled();
  });

  it('stops the running job from its line or from the banner', async () => {
    const api = stubApi({ [STATUS]: WORKING_ON_JOB, [MY_JOBS_PATH]: MY_JOBS, [STOP]: WORKING });
    renderPage();
    const section = await jobSection();
    const running = await within(section).findByTestId('job-running');
    await userEvent.click(within(running).getByRole('button', { name: 'Detener' }));
    await waitFor(() => expect(within(section).queryByTestId('job-running')).toBeNull());
    expect(api.to('POST', '/api/work-order-items/line-1/clock/stop')).toHaveLength(1);
    expect(
      await screen.findByText('Trabajo detenido: Sustitución del kit de embrague.'),
    ).toBeInTheDocument();
  });

  it.each([
    ['out', OUT, 'Ficha la entrada para registrar horas en tus trabajos.'],
    ['on a break', ON_BREAK, 'Estás en pausa: termina la pausa para seguir con un trabajo.'],
  ] as const)('cannot start a job while %s, and says why', async (_, status, reason) => {
    stubApi({ [STATUS]: status, [MY_JOBS_PATH]: MY_JOBS });
    renderPage();
    const section = await jobSection();
    expect(await within(section).findByTestId('job-clock-blocked')).toHaveTextContent(reason);
    const start = within(section).getByRole('button', {
      name: 'Empezar: Sustitución del kit de embrague',
    });
    expect(start).toBeDisabled();
    await userEvent.hover(start.parentElement ?? start);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(reason);
  });

  it("shows the server's Spanish refusal and reads the status and the list again", async () => {
    const api = stubApi({
      [STATUS]: WORKING,
      [MY_JOBS_PATH]: MY_JOBS,
      [START]: () =>
        apiError(409, 'La orden está en espera: no se puede trabajar en ella ahora.', 'CONFLICT', {
          code: 'order_not_workable',
        }),
    });
    renderPage();
    const section = await jobSection();
    await userEvent.click(
      await within(section).findByRole('button', {
        name: 'Empezar: Sustitución del kit de embrague',
      }),
    );
    const refusal = await within(section).findByTestId('job-clock-refusal');
    expect(refusal).toHaveTextContent('No se ha registrado el trabajo');
    expect(refusal).toHaveTextContent(
      'La orden está en espera: no se puede trabajar en ella ahora.',
    );
    await waitFor(() => expect(api.to('GET', '/api/time-clock/status')).toHaveLength(2));
    await waitFor(() => expect(api.to('GET', '/api/time-clock/my-jobs')).toHaveLength(2));
  });

  it('says so when no order is assigned, and offers a retry when the list fails', async () => {
    stubApi({ [STATUS]: WORKING, [MY_JOBS_PATH]: NO_JOBS });
    const first = renderPage();
    expect(await screen.findByTestId('job-clock-empty')).toHaveTextContent(
      'No tienes órdenes asignadas en curso',
    );
    first.unmount();

    let calls = 0;
    stubApi({
      [STATUS]: WORKING,
      [MY_JOBS_PATH]: () => {
        calls += 1;
        return calls <= 1
          ? apiError(400, 'Petición incorrecta')
          : { body: { success: true, data: MY_JOBS } };
      },
    });
    renderPage();
    const failure = await screen.findByTestId('job-clock-error');
    expect(failure).toHaveTextContent('No se pudieron cargar tus trabajos');
    await userEvent.click(within(failure).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Sustitución del kit de embrague')).toBeInTheDocument();
  });
});
