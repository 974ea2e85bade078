import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import VehicleDetailPage from './pages/vehicle-detail-page';
import VehicleHistoryPage from './pages/vehicle-history-page';
import { apiError, reading, reminder, renderVehiclePage, stubApi, VEHICLE } from './test-utils';

const BASE = `/api/vehicles/${VEHICLE.id}`;
const LOWER =
  'El kilometraje (90.000 km) es menor que la última lectura (120.000 km). Si la anterior era un error, regístralo como corrección indicando el motivo.';

const HISTORY = {
  data: [
    {
      id: 'h-2',
      vehicle_id: VEHICLE.id,
      occurred_at: '2026-03-01T10:00:00.000Z',
      kind: 'odometer_correction',
      title: 'Corrección del kilometraje a 90.000 km',
      details: { km: 90_000, reason: 'Se tecleó mal', recorded_by_name: 'Rosa Recepción' },
      source_type: 'odometer_reading',
      source_id: 'r-2',
    },
    {
      id: 'h-1',
      vehicle_id: VEHICLE.id,
      occurred_at: '2025-01-10T09:00:00.000Z',
      kind: 'ownership_started',
      title: 'Nuevo propietario: Lucía García',
      details: { customer_id: 'c-1', customer_name: 'Lucía García' },
      source_type: 'vehicle_ownership',
      source_id: 'o-1',
    },
    {
      id: 'h-0',
      vehicle_id: VEHICLE.id,
      occurred_at: '2025-01-09T09:00:00.000Z',
      kind: 'work_order_closed',
      title: 'Orden WO-000123 cerrada',
      details: {},
      source_type: 'work_order',
      source_id: 'wo-1',
    },
  ],
  pagination: { page: 1, limit: 20, total: 3 },
};

function stubDetail() {
  return stubApi({
    [`GET ${BASE}`]: VEHICLE,
    [`GET ${BASE}/reminders`]: [
      reminder({ id: 'rem-1', state: 'overdue', description: 'ITV periódica', kind: 'itv' }),
      reminder({ id: 'rem-2', state: 'done', description: 'Revisión hecha' }),
    ],
    [`GET ${BASE}/history`]: HISTORY,
    [`POST ${BASE}/odometer-readings`]: (call: { body: unknown }) => {
      const body = call.body as { km: number; is_correction: boolean; reason?: string | null };
      if (!body.is_correction && body.km < 120_000) {
        return apiError(
          400,
          'Los datos enviados no son válidos: revisa los campos indicados.',
          'VALIDATION_ERROR',
          [{ field: 'km', message: LOWER }],
        );
      }
      return {
        status: 201,
        body: {
          success: true,
          data: reading(body.km, '2026-04-01T10:00:00.000Z', {
            is_correction: body.is_correction,
            reason: body.reason ?? null,
          }),
        },
      };
    },
  });
}

// antd modals and forms are slow to render in jsdom.
describe('VehicleDetailPage', { timeout: 40_000 }, () => {
  it('shows the car at a glance: VIN warning, owner, km, pending reminders, recent history', async () => {
    stubDetail();
    renderVehiclePage(<VehicleDetailPage />, `/vehicles/${VEHICLE.id}`, '/vehicles/:id');

    expect(await screen.findByTestId('vehicle-name')).toHaveTextContent('Seat León');
    expect(screen.getAllByText('1234 BCD').length).toBeGreaterThan(0);
    expect(screen.getByTestId('vin-warning-icon')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lucía García' })).toHaveAttribute(
      'href',
      '/customers/c-1',
    );
    expect(screen.getByTestId('odometer-km')).toHaveTextContent('120.000 km');

    const pending = await screen.findByTestId('pending-reminders');
    expect(within(pending).getByText('ITV periódica')).toBeInTheDocument();
    expect(within(pending).getByText('Vencido')).toBeInTheDocument();
    expect(within(pending).queryByText('Revisión hecha')).not.toBeInTheDocument();

    expect(await screen.findByText('Corrección del kilometraje a 90.000 km')).toBeInTheDocument();
    expect(screen.getByText('Motivo: Se tecleó mal')).toBeInTheDocument();
    for (const label of ['Editar', 'Historial', 'Recordatorios y propietario', 'Eliminar']) {
      expect(screen.getByRole('button', { name: new RegExp(label) })).toBeInTheDocument();
    }
  });

  it('asks for a correction with a reason when the server refuses a lower reading', async () => {
    const api = stubDetail();
    renderVehiclePage(<VehicleDetailPage />, `/vehicles/${VEHICLE.id}`, '/vehicles/:id');
    await userEvent.click(await screen.findByTestId('record-reading'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Última lectura: 120.000 km')).toBeInTheDocument();
    expect(within(dialog).queryByTestId('odometer-correction')).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByLabelText('Kilometraje'));
    await userEvent.paste('90000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar' }));

    // The server's Spanish sentence, and the way out it describes.
    expect(await within(dialog).findByText(LOWER)).toBeInTheDocument();
    const correction = await within(dialog).findByTestId('odometer-correction');
    await userEvent.click(correction);
    await waitFor(() => expect(within(dialog).queryByText(LOWER)).not.toBeInTheDocument());

    // The reason is required before anything is sent again.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar' }));
    expect(
      await within(dialog).findByText('Indica el motivo de la corrección (al menos 3 caracteres).'),
    ).toBeInTheDocument();
    expect(api.to('POST', `${BASE}/odometer-readings`)).toHaveLength(1);

    await userEvent.click(within(dialog).getByLabelText('Motivo de la corrección'));
    await userEvent.paste('La lectura anterior se tecleó mal');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Registrar' }));

    await waitFor(() => expect(api.to('POST', `${BASE}/odometer-readings`)).toHaveLength(2));
    expect(api.to('POST', `${BASE}/odometer-readings`)[1]!.body).toEqual({
      km: 90_000,
      read_at: null,
      is_correction: true,
      reason: 'La lectura anterior se tecleó mal',
    });
    expect(await screen.findByText('Kilometraje registrado')).toBeInTheDocument();
  });

  it('deletes the vehicle after confirming and goes back to the list', async () => {
    const api = stubApi({
      [`GET ${BASE}`]: VEHICLE,
      [`GET ${BASE}/reminders`]: [],
      [`GET ${BASE}/history`]: { data: [], pagination: { page: 1, limit: 5, total: 0 } },
      [`DELETE ${BASE}`]: null,
    });
    renderVehiclePage(<VehicleDetailPage />, `/vehicles/${VEHICLE.id}`, '/vehicles/:id');
    await userEvent.click(await screen.findByTestId('delete-vehicle'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('¿Eliminar el vehículo 1234 BCD?').length).toBeGreaterThan(
      0,
    );
    expect(api.to('DELETE', BASE)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/vehicles$/));
    expect(api.to('DELETE', BASE)).toHaveLength(1);
    expect(await screen.findByText('Vehículo eliminado')).toBeInTheDocument();
  });

  it('shows a designed "Vehículo no encontrado" for an unknown id', async () => {
    stubApi({});
    renderVehiclePage(<VehicleDetailPage />, '/vehicles/nope', '/vehicles/:id');
    expect(await screen.findByText('Vehículo no encontrado')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Volver a vehículos' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/vehicles');
  });
});

describe('VehicleHistoryPage', { timeout: 40_000 }, () => {
  it('draws the timeline (unknown kinds too) and the odometer chart with corrections marked', async () => {
    stubApi({
      [`GET ${BASE}`]: VEHICLE,
      [`GET ${BASE}/history`]: HISTORY,
      [`GET ${BASE}/odometer-readings`]: [
        reading(90_000, '2026-03-01T10:00:00.000Z', {
          is_correction: true,
          reason: 'Se tecleó mal',
        }),
        reading(120_000, '2026-02-01T10:00:00.000Z'),
        reading(80_000, '2025-01-10T09:00:00.000Z'),
      ],
    });
    renderVehiclePage(
      <VehicleHistoryPage />,
      `/vehicles/${VEHICLE.id}/history`,
      '/vehicles/:id/history',
    );

    const timeline = await screen.findByTestId('history-timeline');
    const kinds = within(timeline)
      .getAllByTestId('history-entry')
      .map((entry) => entry.getAttribute('data-kind'));
    expect(kinds).toEqual(['odometer_correction', 'ownership_started', 'work_order_closed']);
    expect(within(timeline).getByText('Orden WO-000123 cerrada')).toBeInTheDocument();
    expect(within(timeline).getByText('90.000 km')).toBeInTheDocument();

    const chart = await screen.findByTestId('odometer-chart');
    expect(within(chart).getAllByTestId('chart-correction')).toHaveLength(1);
    expect(screen.getByText('3 lecturas')).toBeInTheDocument();
  });

  it('shows the empty chart state with fewer than two readings', async () => {
    stubApi({
      [`GET ${BASE}`]: VEHICLE,
      [`GET ${BASE}/history`]: { data: [], pagination: { page: 1, limit: 20, total: 0 } },
      [`GET ${BASE}/odometer-readings`]: [reading(80_000, '2025-01-10T09:00:00.000Z')],
    });
    renderVehiclePage(
      <VehicleHistoryPage />,
      `/vehicles/${VEHICLE.id}/history`,
      '/vehicles/:id/history',
    );
    expect(
      await screen.findByText('Hacen falta al menos dos lecturas para dibujar el gráfico'),
    ).toBeInTheDocument();
    expect(screen.getByText('Sin historial todavía')).toBeInTheDocument();
  });
});
