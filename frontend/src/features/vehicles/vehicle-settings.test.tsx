import type { ServiceReminder } from '@px/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import VehicleSettingsPage from './pages/vehicle-settings-page';
import { EMPTY_PAGE, reminder, renderVehiclePage, stubApi, VEHICLE } from './test-utils';

const BASE = `/api/vehicles/${VEHICLE.id}`;
const PATH = `/vehicles/${VEHICLE.id}/settings`;
const PATTERN = '/vehicles/:id/settings';

/** A small in-memory reminders endpoint: POST adds, PUT with done marks it done. */
function stubReminders() {
  let reminders: ServiceReminder[] = [];
  return stubApi({
    [`GET ${BASE}`]: VEHICLE,
    [`GET ${BASE}/history`]: EMPTY_PAGE,
    [`GET ${BASE}/reminders`]: () => ({ body: { success: true, data: reminders } }),
    [`POST ${BASE}/reminders`]: (call: { body: unknown }) => {
      const created = reminder({ id: 'rem-new', ...(call.body as Partial<ServiceReminder>) });
      reminders = [created];
      return { status: 201, body: { success: true, data: created } };
    },
    [`PUT ${BASE}/reminders/rem-new`]: (call: { body: unknown }) => {
      const body = call.body as Partial<ServiceReminder> & { done: boolean };
      reminders = reminders.map((item) => ({
        ...item,
        state: body.done ? 'done' : 'scheduled',
        done_at: body.done ? '2026-04-02T08:00:00.000Z' : null,
        version: item.version + 1,
      }));
      return { body: { success: true, data: reminders[0] } };
    },
  });
}

// antd modals and forms are slow to render in jsdom.
describe('VehicleSettingsPage', { timeout: 40_000 }, () => {
  it('creates a reminder (a date or km required) and marks it done', async () => {
    const api = stubReminders();
    renderVehiclePage(<VehicleSettingsPage />, PATH, PATTERN);

    expect(await screen.findByText('Este vehículo no tiene recordatorios')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('new-reminder'));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByLabelText('Descripción'));
    await userEvent.paste('Cambio de aceite y filtros');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(
      await within(dialog).findByText('Indica una fecha, unos kilómetros o ambos.'),
    ).toBeInTheDocument();
    expect(api.to('POST', `${BASE}/reminders`)).toHaveLength(0);

    await userEvent.click(within(dialog).getByLabelText('Kilómetros'));
    await userEvent.paste('130000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(api.to('POST', `${BASE}/reminders`)).toHaveLength(1));
    expect(api.to('POST', `${BASE}/reminders`)[0]!.body).toEqual({
      kind: 'service',
      description: 'Cambio de aceite y filtros',
      due_date: null,
      due_km: 130_000,
    });

    const item = await screen.findByTestId('reminder-item');
    expect(within(item).getByText('Programado')).toBeInTheDocument();
    expect(within(item).getByText('Mantenimiento · 130.000 km')).toBeInTheDocument();

    await userEvent.click(within(item).getByRole('button', { name: 'Marcar como hecho' }));
    await waitFor(() => expect(api.to('PUT', `${BASE}/reminders/rem-new`)).toHaveLength(1));
    expect(api.to('PUT', `${BASE}/reminders/rem-new`)[0]!.body).toMatchObject({
      done: true,
      version: 1,
      kind: 'service',
      description: 'Cambio de aceite y filtros',
    });
    await waitFor(() =>
      expect(screen.getByTestId('reminder-item')).toHaveAttribute('data-state', 'done'),
    );
    expect(within(screen.getByTestId('reminder-item')).getByText('Hecho')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reabrir' })).toBeInTheDocument();
  });

  it('deletes a reminder after confirming', async () => {
    const api = stubApi({
      [`GET ${BASE}`]: VEHICLE,
      [`GET ${BASE}/history`]: EMPTY_PAGE,
      [`GET ${BASE}/reminders`]: [reminder({ state: 'due_soon' })],
      [`DELETE ${BASE}/reminders/rem-1`]: null,
    });
    renderVehiclePage(<VehicleSettingsPage />, PATH, PATTERN);
    const item = await screen.findByTestId('reminder-item');
    expect(within(item).getByText('Pronto')).toBeInTheDocument();
    await userEvent.click(within(item).getByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getAllByText('¿Eliminar el recordatorio «Cambio de aceite y filtros»?').length,
    ).toBeGreaterThan(0);
    expect(api.to('DELETE', `${BASE}/reminders/rem-1`)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(api.to('DELETE', `${BASE}/reminders/rem-1`)).toHaveLength(1));
    expect(await screen.findByText('Recordatorio eliminado')).toBeInTheDocument();
  });

  it('changes the owner with the whole vehicle, its version and the reason', async () => {
    const api = stubApi({
      [`GET ${BASE}`]: VEHICLE,
      [`GET ${BASE}/reminders`]: [],
      [`GET ${BASE}/history`]: {
        data: [
          {
            id: 'o-1',
            vehicle_id: VEHICLE.id,
            occurred_at: '2025-01-10T09:00:00.000Z',
            kind: 'ownership_started',
            title: 'Nuevo propietario: Lucía García',
            details: { customer_id: 'c-1', customer_name: 'Lucía García' },
            source_type: 'vehicle_ownership',
            source_id: 'o-1',
          },
          {
            id: 'r-1',
            vehicle_id: VEHICLE.id,
            occurred_at: '2025-01-10T09:00:00.000Z',
            kind: 'odometer_reading',
            title: 'Lectura del cuentakilómetros: 80.000 km',
            details: { km: 80_000 },
            source_type: 'odometer_reading',
            source_id: 'r-1',
          },
        ],
        pagination: { page: 1, limit: 100, total: 2 },
      },
      'GET /api/customers/search': [
        {
          id: 'c-2',
          full_name: 'Ana Pérez',
          first_name: 'Ana',
          last_name: 'Pérez',
          company_name: '',
          email: null,
          phone: null,
          mobile_phone: '600111222',
          nif: '00000000T',
          matchType: 'name',
          matchedPlate: null,
        },
      ],
      [`PUT ${BASE}`]: { ...VEHICLE, customer_id: 'c-2', customer_name: 'Ana Pérez', version: 4 },
    });
    renderVehiclePage(<VehicleSettingsPage />, PATH, PATTERN);

    // The ownership history shows only the ownership facts.
    expect(await screen.findByText('Nuevo propietario: Lucía García')).toBeInTheDocument();
    expect(screen.queryByText('Lectura del cuentakilómetros: 80.000 km')).not.toBeInTheDocument();

    await userEvent.click(screen.getByTestId('change-owner'));
    expect(await screen.findByText('Elige el nuevo propietario.')).toBeInTheDocument();

    // CustomerPicker does not take the Form.Item's id, so its label is not linked: find it by role.
    await userEvent.type(within(screen.getByTestId('owner-form')).getByRole('combobox'), 'Ana');
    // Under load the 300 ms debounce may fire between keystrokes: the last search is the one that counts.
    await waitFor(() =>
      expect(api.to('GET', '/api/customers/search').at(-1)?.query.get('q')).toBe('Ana'),
    );
    await userEvent.click(await screen.findByText('Ana Pérez'));
    await userEvent.click(screen.getByLabelText('Motivo'));
    await userEvent.paste('Venta');
    await userEvent.click(screen.getByTestId('change-owner'));

    await waitFor(() => expect(api.to('PUT', BASE)).toHaveLength(1));
    expect(api.to('PUT', BASE)[0]!.body).toEqual({
      license_plate: '1234 BCD',
      plate_country: 'ES',
      vin: 'VSSZZZ5FZKR000001',
      make: 'Seat',
      model: 'León',
      vehicle_version: '1.5 TSI FR',
      year: 2019,
      fuel: 'gasoline',
      colour: 'Rojo',
      engine: '1.5 TSI 150 CV',
      next_itv_date: '2027-05-31',
      notes: '',
      customer_id: 'c-2',
      owner_change_reason: 'Venta',
      version: 3,
    });
    expect(await screen.findByText('Propietario cambiado')).toBeInTheDocument();
  });
});
