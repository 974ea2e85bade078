import type {
  BillingCertificateState,
  BillingCertificateView,
  Paginated,
  VerifactuRecordListItem,
  VerifactuSubmissionSummary,
} from '@px/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, currentLocation, renderRoute, stubApi, TEST_ADMIN } from '@/test-utils';
import BillingCertificatePage from './pages/billing-certificate-page';

const PATH = '/admin/billing-certificate';
const ENDPOINT = 'https://prewww1.aeat.es/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP';
const WRONG_PASSWORD =
  'La contraseña no abre este certificado: revísala (distingue mayúsculas y minúsculas).';
const DAY = 24 * 60 * 60 * 1000;

const certificate = (fields: Partial<BillingCertificateView> = {}): BillingCertificateView => ({
  holder: 'PX MOTOR SERVICIOS DEL AUTOMOVIL SL',
  tax_id: 'B86561412',
  issuer: 'AC Representación',
  serial_number: '4F2A9C01D3',
  valid_from: '2025-03-01T09:00:00Z',
  valid_to: new Date(Date.now() + 400 * DAY).toISOString(),
  expires_in_days: 400,
  expiring: false,
  expired: false,
  tax_id_mismatch: false,
  uploaded_at: '2026-03-01T09:00:00Z',
  uploaded_by_name: 'Ana Administradora',
  ...fields,
});

const stateOf = (current: BillingCertificateView | null): BillingCertificateState => ({
  certificate: current,
  environment: 'test',
  endpoint: ENDPOINT,
});

const summary = (fields: Partial<VerifactuSubmissionSummary> = {}): VerifactuSubmissionSummary => ({
  pending: 1,
  accepted: 5,
  accepted_with_errors: 0,
  rejected: 1,
  last_submission_at: '2026-03-02T10:00:00Z',
  next_submission_at: null,
  ...fields,
});

const record = (fields: Partial<VerifactuRecordListItem> = {}): VerifactuRecordListItem => ({
  id: '11111111-1111-4111-8111-111111111111',
  invoice_id: '22222222-2222-4222-8222-222222222222',
  invoice_number: 'F2026-000007',
  kind: 'alta',
  status: 'accepted',
  generated_at: '2026-03-02T09:00:00Z',
  submitted_at: '2026-03-02T10:00:00Z',
  attempts: 1,
  error_code: null,
  error_description: null,
  ...fields,
});

const page = <T,>(rows: T[]): Paginated<T> => ({
  data: rows,
  pagination: { page: 1, limit: 20, total: rows.length },
});

/** The page's reads, with the certificate and records each test needs. */
const reads = (
  current: BillingCertificateView | null,
  records: VerifactuRecordListItem[] = [],
): Record<string, unknown> => ({
  'GET /api/billing/certificate': stateOf(current),
  'GET /api/billing/verifactu/summary': summary(),
  'GET /api/billing/verifactu/records': page(records),
});

/** Types a whole value at once (antd re-renders the form on every keystroke: slow in jsdom). */
async function fill(input: HTMLElement, text: string) {
  if ((input as HTMLInputElement).value) await userEvent.clear(input);
  input.focus();
  await userEvent.paste(text);
}

function render(path = PATH) {
  return renderRoute(<BillingCertificatePage />, path, PATH, { user: TEST_ADMIN });
}

// antd forms and tables are slow to render in jsdom on a loaded machine.
describe('BillingCertificatePage', { timeout: 120_000 }, () => {
  it('uploads the first certificate: a wrong password shows on its field, the right one saves it', async () => {
    let attempts = 0;
    const api = stubApi({
      ...reads(null),
      'PUT /api/billing/certificate': () => {
        attempts += 1;
        return attempts === 1
          ? apiError(400, 'Los datos enviados no son válidos.', 'VALIDATION_ERROR', [
              { field: 'password', code: 'wrongPassword', message: WRONG_PASSWORD },
            ])
          : { body: { success: true, data: certificate() } };
      },
    });
    render();

    expect(
      await screen.findByRole('heading', { name: 'Certificado de facturación' }),
    ).toBeVisible();
    const empty = await screen.findByTestId('certificate-empty');
    expect(empty).toHaveTextContent('El taller todavía no tiene certificado.');
    expect(screen.getByTestId('certificate-environment')).toHaveTextContent('Pruebas');
    expect(screen.getByTestId('certificate-endpoint')).toHaveTextContent(ENDPOINT);

    // Nothing chosen: the form says so before sending anything.
    await userEvent.click(screen.getByRole('button', { name: /Guardar certificado/ }));
    expect(
      await screen.findByText('Elige el archivo del certificado (.p12 o .pfx).'),
    ).toBeVisible();
    expect(screen.getByText('Escribe la contraseña del certificado.')).toBeVisible();

    const file = new File([new Uint8Array(2_000)], 'taller.p12', { type: 'application/x-pkcs12' });
    await userEvent.upload(screen.getByLabelText('Archivo del certificado'), file);
    expect(await screen.findByText('taller.p12')).toBeVisible();
    const password = screen.getByLabelText('Contraseña del certificado');
    await fill(password, 'mala');
    await userEvent.click(screen.getByRole('button', { name: /Guardar certificado/ }));

    // The server's Spanish message on the password field, not in a banner.
    expect(await screen.findByText(WRONG_PASSWORD)).toBeVisible();
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.queryByTestId('certificate-upload-error')).toBeNull();
    const put = api.fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    const body = put?.[1]?.body;
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get('password')).toBe('mala');
    expect(((body as FormData).get('file') as File).name).toBe('taller.p12');

    await fill(password, 'buena');
    await userEvent.click(screen.getByRole('button', { name: /Guardar certificado/ }));
    expect(await screen.findByTestId('certificate-holder')).toHaveTextContent(
      'PX MOTOR SERVICIOS DEL AUTOMOVIL SL',
    );
    expect(screen.getByTestId('certificate-tax-id')).toHaveTextContent('B86561412');
    expect(screen.getByTestId('certificate-details')).toHaveTextContent('Ana Administradora');
    expect(
      await screen.findByText('Certificado de PX MOTOR SERVICIOS DEL AUTOMOVIL SL guardado.'),
    ).toBeVisible();
    expect(screen.queryByTestId('certificate-empty')).toBeNull();
  });

  it('shows a refusal that names no field next to the button, the form kept', async () => {
    stubApi({
      ...reads(null),
      'PUT /api/billing/certificate': () =>
        apiError(
          500,
          'El servidor no tiene configurada la clave de cifrado de certificados.',
          'INTERNAL_ERROR',
        ),
    });
    render();
    await screen.findByTestId('certificate-empty');
    await userEvent.upload(
      screen.getByLabelText('Archivo del certificado'),
      new File([new Uint8Array(500)], 'taller.pfx'),
    );
    await fill(screen.getByLabelText('Contraseña del certificado'), 'secreta');
    await userEvent.click(screen.getByRole('button', { name: /Guardar certificado/ }));
    const refusal = await screen.findByTestId('certificate-upload-error');
    expect(refusal).toHaveTextContent('No se pudo guardar el certificado.');
    expect(refusal).toHaveTextContent('clave de cifrado de certificados');
    expect(screen.getByText('taller.pfx')).toBeVisible();
    expect(screen.getByTestId('certificate-empty')).toBeVisible();
  });

  it('warns of a certificate expiring in 10 days and tests the connection', async () => {
    stubApi({
      ...reads(certificate({ expires_in_days: 10, expiring: true })),
      'POST /api/billing/certificate/test': {
        ok: false,
        message: 'La AEAT rechazó la conexión TLS: el certificado no está admitido.',
        checked_at: '2026-03-02T10:30:00Z',
      },
    });
    render();

    const warning = await screen.findByTestId('certificate-notice-expiring');
    expect(warning).toHaveTextContent('Caduca en 10 días: renuévalo');
    expect(warning.className).toContain('warning');
    expect(screen.queryByTestId('certificate-notice-expired')).toBeNull();
    expect(screen.queryByTestId('certificate-notice-mismatch')).toBeNull();
    const details = screen.getByTestId('certificate-details');
    expect(details).toHaveTextContent('AC Representación');
    expect(details).toHaveTextContent('4F2A9C01D3');

    await userEvent.click(screen.getByRole('button', { name: /Probar conexión/ }));
    const result = await screen.findByTestId('certificate-test-result');
    expect(result).toHaveTextContent('La conexión ha fallado');
    expect(result).toHaveTextContent('La AEAT rechazó la conexión TLS');
    expect(result).toHaveTextContent('Comprobado el 2 mar 2026, 11:30.');
  });

  it("shows an expired certificate and one whose NIF is not the workshop's as errors", async () => {
    stubApi(
      reads(
        certificate({
          expires_in_days: -3,
          expired: true,
          tax_id: 'B12345678',
          tax_id_mismatch: true,
        }),
      ),
    );
    render();
    expect(await screen.findByTestId('certificate-notice-expired')).toHaveTextContent(
      'El certificado ha caducado',
    );
    expect(screen.getByTestId('certificate-notice-mismatch')).toHaveTextContent(
      'El NIF del certificado (B12345678) no es el del taller',
    );
  });

  it('lists the records, filters them by status in the address and retries a rejected one', async () => {
    const rejected = record({
      id: '33333333-3333-4333-8333-333333333333',
      invoice_number: 'F2026-000008',
      status: 'rejected',
      attempts: 2,
      error_code: '4102',
      error_description: 'El NIF del destinatario no está identificado.',
    });
    const api = stubApi({
      ...reads(certificate(), [rejected, record()]),
      [`POST /api/billing/verifactu/records/${rejected.id}/retry`]: {
        ...rejected,
        status: 'pending',
      },
    });
    render();

    const table = await screen.findByTestId('records-table');
    const [first, second] = await within(table).findAllByTestId('record-row');
    expect(first).toHaveTextContent('F2026-000008');
    expect(first).toHaveTextContent('Rechazado');
    expect(first).toHaveTextContent('4102');
    expect(first).toHaveTextContent('El NIF del destinatario no está identificado.');
    expect(second).toHaveTextContent('Aceptado');
    // Only a record the AEAT has not accepted can be sent again.
    expect(within(second!).queryByTestId('record-retry')).toBeNull();
    expect(screen.getByTestId('submission-count-pending')).toHaveTextContent('1');
    expect(screen.getByTestId('submission-count-accepted')).toHaveTextContent('5');

    const recordsBefore = api.to('GET', '/api/billing/verifactu/records').length;
    await userEvent.click(
      within(first!).getByRole('button', {
        name: 'Reintentar el envío del registro de F2026-000008',
      }),
    );
    expect(
      await screen.findByText('El registro de F2026-000008 se enviará de nuevo.'),
    ).toBeVisible();
    expect(api.to('POST', `/api/billing/verifactu/records/${rejected.id}/retry`)).toHaveLength(1);
    // The counts and the list follow.
    await waitFor(() =>
      expect(api.to('GET', '/api/billing/verifactu/records').length).toBeGreaterThan(recordsBefore),
    );

    // The segmented filter's radios are drawn under their labels: the label takes the click.
    await userEvent.click(within(screen.getByTestId('records-filter')).getByText('Rechazados (1)'));
    await waitFor(() => expect(currentLocation()).toContain('status=rejected'));
    await waitFor(() =>
      expect(
        api
          .to('GET', '/api/billing/verifactu/records')
          .some((call) => call.query.get('status') === 'rejected'),
      ).toBe(true),
    );
  });

  it('asks for a submission now', async () => {
    const api = stubApi({
      ...reads(certificate(), [record({ status: 'pending', submitted_at: null, attempts: 0 })]),
      'POST /api/billing/verifactu/submit': { queued: 1 },
    });
    render();
    const send = await screen.findByTestId('submission-send');
    await waitFor(() => expect(send).toBeEnabled());
    await userEvent.click(send);
    expect(
      await screen.findByText('Se enviará 1 registro pendiente en cuanto lo permita la AEAT.'),
    ).toBeVisible();
    expect(api.to('POST', '/api/billing/verifactu/submit')).toHaveLength(1);
    expect(screen.getByTestId('record-row')).toHaveTextContent('Sin enviar');
  });

  it('shows a designed error with a retry when the certificate cannot be loaded', async () => {
    stubApi({
      ...reads(null),
      // Not retryable: the designed error shows at once.
      'GET /api/billing/certificate': () =>
        apiError(403, 'No tienes permiso para esta acción.', 'FORBIDDEN'),
    });
    render();
    const error = await screen.findByTestId('certificate-error');
    expect(error).toHaveTextContent('No se pudo cargar el certificado.');
    expect(error).toHaveTextContent('No tienes permiso para esta acción.');
    expect(within(error).getByRole('button', { name: 'Reintentar' })).toBeVisible();
  });
});
