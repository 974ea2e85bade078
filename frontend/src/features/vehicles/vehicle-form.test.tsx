import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import VehicleFormPage from './pages/vehicle-form-page';
import { apiError, renderVehiclePage, stubApi, VEHICLE } from './test-utils';

const CUSTOMER = {
  id: 'c-1',
  type: 'person',
  full_name: 'Lucía García',
  first_name: 'Lucía',
  last_name: 'García',
  company_name: '',
  nif: '12345678Z',
  email: null,
  phone: null,
  mobile_phone: '612345678',
  city: 'Madrid',
  tags: [],
  created_at: '2025-01-01T00:00:00.000Z',
};

const PLATE_ERROR = 'No es una matrícula válida para ese país (p. ej. 1234 BCD o M-1234-AB).';
const VIN_WARNING = /El dígito de control del bastidor \(posición 9\) no cuadra/;
const location = () => screen.getByTestId('location').textContent ?? '';

/** Types a whole value at once (a paste): per-key typing re-renders the antd form each time. */
async function fill(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.click(input);
  await userEvent.paste(text);
}

async function fillRequired() {
  await fill(screen.getByLabelText('Marca'), 'Seat');
  await fill(screen.getByLabelText('Modelo'), 'León');
}

// antd forms are slow to render in jsdom.
describe('VehicleFormPage', { timeout: 40_000 }, () => {
  it('refuses a bad plate in Spanish without calling the API, and shows the printed form of a good one', async () => {
    const api = stubApi({ 'POST /api/vehicles': { ...VEHICLE, id: 'v-new' } });
    renderVehiclePage(<VehicleFormPage />, '/vehicles/new');

    const plate = await screen.findByLabelText('Matrícula');
    await fill(plate, '1234-aei');
    // Validated live, as typed (vowels are not used by the current series).
    expect(await screen.findByText(PLATE_ERROR)).toBeInTheDocument();
    expect(plate).toHaveValue('1234-AEI');
    await fillRequired();
    await userEvent.click(screen.getByTestId('vehicle-submit'));
    expect(await screen.findByText(PLATE_ERROR)).toBeInTheDocument();
    expect(api.to('POST', '/api/vehicles')).toHaveLength(0);

    await userEvent.clear(plate);
    await fill(plate, 'm1234ab');
    await waitFor(() => expect(screen.queryByText(PLATE_ERROR)).not.toBeInTheDocument());
    expect(screen.getByText('Se guardará como')).toBeInTheDocument();
    expect(within(screen.getByTestId('vehicle-form')).getByText('M-1234-AB')).toBeInTheDocument();
  });

  it('warns about a VIN check digit without blocking the save, then opens the new vehicle', async () => {
    const api = stubApi({ 'POST /api/vehicles': { ...VEHICLE, id: 'v-new' } });
    renderVehiclePage(<VehicleFormPage />, '/vehicles/new');

    await fill(await screen.findByLabelText('Matrícula'), '1234bcd');
    await fill(screen.getByLabelText(/Bastidor \(VIN\)/), '1m8gdm9a1kp042788');
    expect(await screen.findByText(VIN_WARNING)).toBeInTheDocument();
    expect(screen.getByLabelText(/Bastidor \(VIN\)/)).toHaveValue('1M8GDM9A1KP042788');
    await fillRequired();
    await fill(screen.getByLabelText(/Kilometraje/), '84500');
    await userEvent.click(screen.getByTestId('vehicle-submit'));

    await waitFor(() => expect(api.to('POST', '/api/vehicles')).toHaveLength(1));
    expect(api.to('POST', '/api/vehicles')[0]!.body).toMatchObject({
      license_plate: '1234BCD',
      plate_country: 'ES',
      vin: '1M8GDM9A1KP042788',
      make: 'Seat',
      model: 'León',
      customer_id: null,
      odometer_km: 84500,
    });
    await waitFor(() => expect(location()).toBe('/vehicles/v-new'));
  });

  it('refuses a malformed VIN (I, O or Q) as an error', async () => {
    const api = stubApi({});
    renderVehiclePage(<VehicleFormPage />, '/vehicles/new');
    await fill(await screen.findByLabelText('Matrícula'), '1234bcd');
    await fill(screen.getByLabelText(/Bastidor \(VIN\)/), 'VSSZZZ5FZKR00000O');
    await fillRequired();
    await userEvent.click(screen.getByTestId('vehicle-submit'));
    expect(
      await screen.findByText('El bastidor debe tener 17 caracteres, sin I, O ni Q.'),
    ).toBeInTheDocument();
    expect(api.to('POST', '/api/vehicles')).toHaveLength(0);
  });

  it('prefills the owner from ?customer_id= and links a duplicate plate to the existing vehicle', async () => {
    const api = stubApi({
      'GET /api/customers/c-1': CUSTOMER,
      'POST /api/vehicles': () =>
        apiError(409, 'Ya hay un vehículo con la matrícula 1234 BCD.', 'CONFLICT', {
          existing_id: 'v-9',
          field: 'license_plate',
        }),
    });
    renderVehiclePage(<VehicleFormPage />, '/vehicles/new?customer_id=c-1');

    expect(await screen.findByText('Lucía García')).toBeInTheDocument();
    await fill(screen.getByLabelText('Matrícula'), '1234 BCD');
    await fillRequired();
    await userEvent.click(screen.getByTestId('vehicle-submit'));

    const alert = await screen.findByTestId('vehicle-save-error');
    expect(within(alert).getByText('Ya hay un vehículo con la matrícula 1234 BCD.')).toBeVisible();
    expect(within(alert).getByTestId('existing-record-link')).toHaveAttribute(
      'href',
      '/vehicles/v-9',
    );
    expect(api.to('POST', '/api/vehicles')[0]!.body).toMatchObject({ customer_id: 'c-1' });
  });

  it('maps 400 field details to the fields and explains a version conflict with a reload', async () => {
    let attempt = 0;
    const api = stubApi({
      [`GET /api/vehicles/${VEHICLE.id}`]: { ...VEHICLE, vin_check_digit_ok: true, vin: null },
      [`PUT /api/vehicles/${VEHICLE.id}`]: () => {
        attempt += 1;
        return attempt === 1
          ? apiError(
              400,
              'Los datos enviados no son válidos: revisa los campos indicados.',
              'VALIDATION_ERROR',
              [{ field: 'model', message: 'El modelo es demasiado largo.' }],
            )
          : apiError(409, 'El registro ha cambiado.', 'VERSION_CONFLICT', { current_version: 4 });
      },
    });
    renderVehiclePage(<VehicleFormPage />, `/vehicles/${VEHICLE.id}/edit`, '/vehicles/:id/edit');

    expect(await screen.findByLabelText('Matrícula')).toHaveValue('1234 BCD');
    // Editing never sends a first odometer reading.
    expect(screen.queryByLabelText(/Kilometraje/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByTestId('vehicle-submit'));
    expect(await screen.findAllByText('El modelo es demasiado largo.')).not.toHaveLength(0);
    expect(api.to('PUT', `/api/vehicles/${VEHICLE.id}`)[0]!.body).toMatchObject({ version: 3 });

    await userEvent.click(screen.getByTestId('vehicle-submit'));
    expect(
      await screen.findByText(/Otra persona ha modificado este registro mientras lo editabas/),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Recargar datos actuales' }));
    await waitFor(() => expect(api.to('GET', `/api/vehicles/${VEHICLE.id}`).length).toBe(2));
  });
});
