import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import CustomerDetailPage from './pages/customer-detail-page';
import CustomerFormPage from './pages/customer-form-page';
import {
  apiError,
  currentLocation,
  EMPTY_PAGE,
  fill,
  LUCIA,
  page,
  renderCustomerPage,
  renderCustomerRoutes,
  stubApi,
} from './test-utils';

const NIF_CONTROL_ERROR =
  'La letra o el dígito de control no corresponde: revisa que los números estén bien escritos.';
const NIF_FORMAT_ERROR =
  'No tiene formato de NIF, NIE ni CIF (p. ej. 12345678Z, X1234567L o B12345674).';

const submit = () => userEvent.click(screen.getByTestId('customer-submit'));

// antd forms are slow to render in jsdom.
describe('CustomerFormPage', { timeout: 40_000 }, () => {
  it('refuses a bad NIF in Spanish without calling the API', async () => {
    const api = stubApi({ 'POST /api/customers': { ...LUCIA, id: 'c-new' } });
    renderCustomerPage(<CustomerFormPage />, '/customers/new');

    await fill(await screen.findByLabelText('Nombre'), 'Lucía');
    const nif = screen.getByLabelText(/^NIF \/ NIE \/ CIF/);
    await fill(nif, '12345678a');
    expect(nif).toHaveValue('12345678A');
    await submit();
    expect(await screen.findByText(NIF_CONTROL_ERROR)).toBeInTheDocument();

    await fill(nif, '1234');
    await submit();
    expect(await screen.findByText(NIF_FORMAT_ERROR)).toBeInTheDocument();
    expect(api.to('POST', '/api/customers')).toHaveLength(0);
  });

  it('asks for the name of the kind chosen, and checks phones and the postal code', async () => {
    const api = stubApi({});
    renderCustomerPage(<CustomerFormPage />, '/customers/new');
    await screen.findByLabelText('Nombre');
    await userEvent.click(screen.getByText('Empresa'));
    expect(await screen.findByLabelText('Razón social')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Apellidos/)).not.toBeInTheDocument();

    await fill(screen.getByLabelText(/^Móvil/), '12345');
    await fill(screen.getByLabelText(/^Código postal/), '280');
    await submit();
    // Each field's validators settle on their own (the phone and postal code ones after a debounce):
    // wait for each message rather than reading the others right after the first.
    expect(await screen.findByText('Indica la razón social de la empresa.')).toBeInTheDocument();
    expect(
      await screen.findByText('No es un teléfono válido (9 cifras, o con prefijo internacional).'),
    ).toBeInTheDocument();
    expect(await screen.findByText('El código postal debe tener 5 cifras.')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('creates a company with its consents, then opens it and offers to add a vehicle', async () => {
    const created = {
      ...LUCIA,
      id: 'c-new',
      type: 'company' as const,
      full_name: 'Transportes Ruiz SL',
      company_name: 'Transportes Ruiz SL',
    };
    const api = stubApi({
      'POST /api/customers': created,
      'GET /api/customers/c-new': created,
      'GET /api/vehicles': EMPTY_PAGE,
      'GET /api/customers/c-new/history': EMPTY_PAGE,
      'GET /api/customers/c-new/merges': [],
    });
    renderCustomerRoutes(
      { '/customers/new': <CustomerFormPage />, '/customers/:id': <CustomerDetailPage /> },
      '/customers/new',
    );

    await screen.findByLabelText('Nombre');
    await userEvent.click(screen.getByText('Empresa'));
    await fill(await screen.findByLabelText('Razón social'), 'Transportes Ruiz SL');
    await fill(screen.getByLabelText(/^NIF \/ NIE \/ CIF/), 'b-12345674');
    await fill(screen.getByLabelText(/^Móvil/), '612 345 678');
    await fill(screen.getByLabelText(/^E-mail/), 'flota@ruiz.es');
    await userEvent.click(screen.getByTestId('gdpr-consent'));
    expect(screen.getByTestId('gdpr-consent-note')).toHaveTextContent(
      'Se registrará con la fecha de hoy al guardar.',
    );
    await submit();

    await waitFor(() => expect(api.to('POST', '/api/customers')).toHaveLength(1));
    const body = api.to('POST', '/api/customers')[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      type: 'company',
      company_name: 'Transportes Ruiz SL',
      nif: 'B12345674',
      mobile_phone: '612 345 678',
      email: 'flota@ruiz.es',
      phone: null,
      country: 'ES',
      gdpr_consent: true,
      gdpr_consent_channel: 'in_person',
      marketing_consent: false,
      marketing_consent_channel: null,
    });
    expect('first_name' in body).toBe(false);

    await waitFor(() => expect(currentLocation()).toBe('/customers/c-new'));
    const offer = await screen.findByTestId('customer-created');
    await userEvent.click(within(offer).getByTestId('created-add-vehicle'));
    await waitFor(() => expect(currentLocation()).toBe('/vehicles/new?customer_id=c-new'));
  });

  it('puts the server field errors on their fields', async () => {
    stubApi({
      'POST /api/customers': () =>
        apiError(
          400,
          'Los datos enviados no son válidos: revisa los campos indicados.',
          'VALIDATION_ERROR',
          [
            { field: 'email', message: 'El dominio del e-mail no existe.' },
            { field: 'last_name', message: 'Los apellidos son demasiado largos.' },
          ],
        ),
    });
    renderCustomerPage(<CustomerFormPage />, '/customers/new');
    await fill(await screen.findByLabelText('Nombre'), 'Lucía');
    await fill(screen.getByLabelText(/^E-mail/), 'lucia@nodomain.test');
    await submit();

    const alert = await screen.findByTestId('customer-save-error');
    expect(
      within(alert).getByText('Los datos enviados no son válidos: revisa los campos indicados.'),
    ).toBeVisible();
    // On the field itself (and listed in the alert); antd draws field errors a frame later.
    const email = screen.getByLabelText(/^E-mail/).closest('.ant-form-item')!;
    expect(
      await within(email as HTMLElement).findByText('El dominio del e-mail no existe.'),
    ).toBeVisible();
    const lastName = screen.getByLabelText(/^Apellidos/).closest('.ant-form-item')!;
    expect(
      await within(lastName as HTMLElement).findByText('Los apellidos son demasiado largos.'),
    ).toBeVisible();
  });

  it('links a duplicate NIF to the customer that already has it', async () => {
    stubApi({
      'POST /api/customers': () =>
        apiError(409, 'Ya existe un cliente con el NIF 12345678Z: Lucía García.', 'CONFLICT', {
          existing_id: 'c-9',
          field: 'nif',
        }),
    });
    renderCustomerPage(<CustomerFormPage />, '/customers/new');
    await fill(await screen.findByLabelText('Nombre'), 'Lucía');
    await fill(screen.getByLabelText(/^NIF \/ NIE \/ CIF/), '12345678Z');
    await submit();

    const alert = await screen.findByTestId('customer-save-error');
    expect(
      within(alert).getByText('Ya existe un cliente con el NIF 12345678Z: Lucía García.'),
    ).toBeVisible();
    expect(within(alert).getByTestId('existing-record-link')).toHaveAttribute(
      'href',
      '/customers/c-9',
    );
    const nif = screen.getByLabelText(/^NIF \/ NIE \/ CIF/).closest('.ant-form-item')!;
    // antd renders a field's error through its help list a render after the alert.
    expect(
      await within(nif as HTMLElement).findByText(
        'Ya existe un cliente con el NIF 12345678Z: Lucía García.',
      ),
    ).toBeVisible();
  });

  it('edits with the version it loaded and explains a version conflict with a reload', async () => {
    let loads = 0;
    const api = stubApi({
      'GET /api/customers/c-1': () => {
        loads += 1;
        const current = loads === 1 ? LUCIA : { ...LUCIA, city: 'Alcalá', version: 4 };
        return { body: { success: true, data: current } };
      },
      'PUT /api/customers/c-1': () =>
        apiError(409, 'El cliente ha cambiado.', 'VERSION_CONFLICT', { current_version: 4 }),
      'GET /api/vehicles': page([]),
    });
    renderCustomerPage(<CustomerFormPage />, '/customers/c-1/edit', '/customers/:id/edit');

    expect(await screen.findByLabelText('Nombre')).toHaveValue('Lucía');
    expect(screen.getByLabelText(/^Localidad/)).toHaveValue('Madrid');
    // When each consent was given.
    expect(screen.getByTestId('gdpr-consent-note')).toHaveTextContent(
      'Dado el 10/01/2025 (En papel)',
    );
    await fill(screen.getByLabelText(/^Localidad/), 'Móstoles');
    await submit();

    const alert = await screen.findByTestId('customer-save-error');
    expect(
      within(alert).getByText(/Otra persona ha modificado este registro mientras lo editabas/),
    ).toBeVisible();
    expect(api.to('PUT', '/api/customers/c-1')[0]!.body).toMatchObject({
      version: 3,
      city: 'Móstoles',
    });

    await userEvent.click(within(alert).getByRole('button', { name: 'Recargar datos actuales' }));
    await waitFor(() => expect(screen.getByLabelText(/^Localidad/)).toHaveValue('Alcalá'));
    expect(screen.queryByTestId('customer-save-error')).not.toBeInTheDocument();
    await submit();
    await waitFor(() => expect(api.to('PUT', '/api/customers/c-1')).toHaveLength(2));
    expect(api.to('PUT', '/api/customers/c-1')[1]!.body).toMatchObject({ version: 4 });
  });

  it('shows the designed not-found state for an unknown customer', async () => {
    stubApi({});
    renderCustomerPage(<CustomerFormPage />, '/customers/nope/edit', '/customers/:id/edit');
    const missing = await screen.findByTestId('customer-not-found');
    expect(within(missing).getByText('Cliente no encontrado')).toBeVisible();
    await userEvent.click(within(missing).getByTestId('back-to-customers'));
    await waitFor(() => expect(currentLocation()).toBe('/customers'));
  });
});
