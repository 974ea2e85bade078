import type { KioskClockAnswer } from '@px/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@/app/store/auth-slice';
import { apiError, renderRoute, stubApi, TEST_MECHANIC } from '@/test-utils';
import KioskPage from './pages/kiosk-page';
import { OUT, WORKING } from './test-fixtures';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const PERMISSIONS = 'GET /api/permissions-dynamic/user/permissions';
const IDENTIFY = 'POST /api/time-clock/kiosk/identify';
const PUNCH = 'POST /api/time-clock/kiosk';

/** The terminal's account: a workshop manager's, holding "Terminal de fichaje". */
const TERMINAL: SessionUser = {
  ...TEST_MECHANIC,
  full_name: 'Tablet de la entrada',
  role: { id: 'r-jefe', name: 'jefe_taller', display_name: 'Jefe de taller' },
};
const KIOSK_PERMISSIONS = {
  roles: [],
  effectivePermissions: ['timeclock.entries.kiosk'],
  permissions: [],
};

const carlos = (status = OUT): KioskClockAnswer => ({
  employee: { id: 'emp-1', full_name: 'Carlos López Navarro' },
  status,
});

const renderKiosk = (user: SessionUser = TERMINAL) =>
  renderRoute(<KioskPage />, '/time-clock?kiosk=1', '/time-clock', { user });

async function pad() {
  return screen.findByTestId('kiosk-pad');
}

describe('the kiosk (/time-clock?kiosk=1)', () => {
  it('takes a PIN on the keypad, shows the worker and punches the action they choose', async () => {
    const api = stubApi({
      [PERMISSIONS]: KIOSK_PERMISSIONS,
      [IDENTIFY]: carlos(),
      [PUNCH]: carlos(WORKING),
    });
    renderKiosk();
    const keypad = within(await pad()).getByRole('group', { name: 'Teclado numérico' });
    expect(screen.getByRole('heading', { name: 'Terminal de fichaje', level: 1 })).toBeVisible();
    const submit = within(keypad).getByRole('button', { name: 'Continuar' });
    expect(submit).toBeDisabled();
    for (const digit of ['7', '3', '0', '9']) {
      await userEvent.click(within(keypad).getByRole('button', { name: digit }));
    }
    await userEvent.click(within(keypad).getByRole('button', { name: 'Borrar la última cifra' }));
    await userEvent.click(within(keypad).getByRole('button', { name: '4' }));
    expect(screen.getByLabelText('PIN de fichaje')).toHaveValue('7304');
    await userEvent.click(submit);

    const worker = await screen.findByTestId('kiosk-worker');
    expect(worker).toHaveTextContent('Hola, Carlos López Navarro');
    expect(worker).toHaveTextContent('Fuera de jornada');
    expect(api.to('POST', '/api/time-clock/kiosk/identify')[0]?.body).toEqual({ pin: '7304' });
    // Out: only "Entrar" applies.
    const actions = within(worker).getByRole('group', { name: 'Acciones de fichaje' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Entrar']);

    await userEvent.click(within(actions).getByRole('button', { name: 'Entrar' }));
    const done = await screen.findByTestId('kiosk-done');
    expect(done).toHaveTextContent('Entrada registrada a las 08:02.');
    expect(done).toHaveTextContent('¡Buena jornada, Carlos López Navarro!');
    const [punch] = api.to('POST', '/api/time-clock/kiosk');
    expect(punch?.body).toEqual({ pin: '7304', action: 'clock_in' });
    expect(punch?.headers.get('Idempotency-Key')).toMatch(UUID);

    await userEvent.click(within(done).getByRole('button', { name: 'Listo' }));
    await pad();
    expect(screen.getByLabelText('PIN de fichaje')).toHaveValue('');
  });

  it('is usable from the keyboard, and says "PIN incorrecto." for a PIN nobody has', async () => {
    stubApi({
      [PERMISSIONS]: KIOSK_PERMISSIONS,
      [IDENTIFY]: () => apiError(404, 'PIN incorrecto.', 'NOT_FOUND'),
    });
    renderKiosk();
    await pad();
    const field = screen.getByLabelText('PIN de fichaje');
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.keyboard('48a21{Enter}');
    expect(await screen.findByTestId('kiosk-error')).toHaveTextContent('PIN incorrecto.');
    expect(field).toHaveValue('');
  });

  it('offers a break or the way out to a worker at work, and shows a refusal', async () => {
    stubApi({
      [PERMISSIONS]: KIOSK_PERMISSIONS,
      [IDENTIFY]: carlos(WORKING),
      [PUNCH]: () => apiError(409, 'Ya estás en pausa.', 'CONFLICT', { code: 'already_on_break' }),
    });
    renderKiosk();
    await pad();
    await userEvent.type(screen.getByLabelText('PIN de fichaje'), '7304{Enter}');
    const worker = await screen.findByTestId('kiosk-worker');
    expect(worker).toHaveTextContent('Trabajando desde 08:02');
    const actions = within(worker).getByRole('group', { name: 'Acciones de fichaje' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Iniciar pausa', 'Salir']);
    await userEvent.click(within(actions).getByRole('button', { name: 'Iniciar pausa' }));
    expect(await screen.findByTestId('kiosk-refusal')).toHaveTextContent('Ya estás en pausa.');
    await userEvent.click(within(worker).getByRole('button', { name: 'Cancelar' }));
    await pad();
  });

  it('pauses the pad when the server says the terminal must wait', async () => {
    stubApi({
      [PERMISSIONS]: KIOSK_PERMISSIONS,
      [IDENTIFY]: () =>
        apiError(429, 'Demasiados PIN incorrectos en este terminal.', 'TOO_MANY_REQUESTS', {
          retry_after_seconds: 300,
        }),
    });
    renderKiosk();
    await pad();
    await userEvent.type(screen.getByLabelText('PIN de fichaje'), '482157{Enter}');
    const paused = await screen.findByTestId('kiosk-paused');
    expect(paused).toHaveTextContent('Terminal en pausa');
    expect(paused).toHaveTextContent(/Vuelve a intentarlo en [45]:\d\d\./);
    expect(screen.getByLabelText('PIN de fichaje')).toBeDisabled();
    expect(screen.getByRole('button', { name: '1' })).toBeDisabled();
  });

  it('tells an account without the kiosk permission that it cannot open it', async () => {
    stubApi({});
    renderKiosk(TEST_MECHANIC);
    expect(await screen.findByTestId('kiosk-forbidden')).toHaveTextContent(
      'Este usuario no puede abrir el terminal de fichaje',
    );
    expect(screen.queryByTestId('kiosk-pad')).not.toBeInTheDocument();
  });
});
