import type { InvoiceListItem, InvoiceView, Paginated } from '@px/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  apiError,
  currentLocation,
  type RecordedCall,
  renderRoute,
  stubApi,
  TEST_ADMIN,
} from '@/test-utils';
import InvoicesPage from './pages/invoices-page';

const ID = '22222222-2222-4222-8222-222222222222';
const HUELLA = '3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60';
const QR_URL =
  'https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR?nif=B86561412&numserie=F2026-000007&fecha=02-03-2026&importe=150.86';

const listItem = (fields: Partial<InvoiceListItem> = {}): InvoiceListItem => ({
  id: ID,
  series: 'F',
  number: 'F2026-000007',
  status: 'issued',
  customer_id: null,
  recipient_name: 'Transportes Ruiz S.L.',
  issue_date: '2026-03-02',
  due_date: '2026-04-01',
  total_cents: 15_086,
  credited_cents: 0,
  balance_cents: 15_086,
  payment_state: 'pending',
  created_at: '2026-03-01T09:00:00Z',
  ...fields,
});

const invoice = (fields: Partial<InvoiceView> = {}): InvoiceView => ({
  id: ID,
  series: 'F',
  number: null,
  status: 'draft',
  customer_id: null,
  work_order_id: null,
  recipient: { name: 'Transportes Ruiz S.L.', tax_id: null, address: 'Calle Mayor 1, Madrid' },
  issuer: null,
  issue_date: null,
  operation_date: null,
  due_date: null,
  payment_terms: null,
  notes: null,
  lines: [
    {
      id: 'l-1',
      position: 1,
      type: 'labor',
      description: 'Cambio de pastillas de freno',
      quantity: 1.5,
      unit_price_cents: 4_500,
      discount_percent: 0,
      vat_percent: 21,
      base_cents: 6_750,
    },
  ],
  vat_breakdown: [{ vat_percent: 21, base_cents: 6_750, vat_cents: 1_418 }],
  base_cents: 6_750,
  vat_cents: 1_418,
  total_cents: 8_168,
  paid_cents: 0,
  credited_cents: 0,
  balance_cents: 8_168,
  payment_state: null,
  payments: [],
  rectifies: null,
  cancellation_reason: null,
  verifactu: null,
  issued_at: null,
  created_at: '2026-03-01T09:00:00Z',
  updated_at: '2026-03-01T09:00:00Z',
  version: 1,
  ...fields,
});

const page = <T,>(rows: T[]): Paginated<T> => ({
  data: rows,
  pagination: { page: 1, limit: 20, total: rows.length },
});

/** Types a whole value at once (antd's editor re-renders on every keystroke: slow in jsdom). */
async function fill(input: HTMLElement, text: string) {
  if ((input as HTMLInputElement).value) await userEvent.clear(input);
  input.focus();
  await userEvent.paste(text);
}

function render(path = '/facturas') {
  return renderRoute(<InvoicesPage />, path, '/facturas', { user: TEST_ADMIN });
}

// antd tables, drawers and modals are slow to render in jsdom (the editor's test most of all).
describe('InvoicesPage', { timeout: 120_000 }, () => {
  it('lists the invoices in Spanish and keeps its filters in the address', async () => {
    const api = stubApi({
      'GET /api/invoices': page([
        listItem(),
        listItem({
          id: '33333333-3333-4333-8333-333333333333',
          number: null,
          status: 'draft',
          issue_date: null,
          due_date: null,
          payment_state: null,
          recipient_name: null,
          series: 'S',
          total_cents: 2_420,
        }),
      ]),
    });
    render();

    const table = await screen.findByTestId('invoice-table');
    const [issued, draft] = await within(table).findAllByTestId('invoice-row');
    expect(issued).toHaveTextContent('F2026-000007');
    expect(issued).toHaveTextContent('Transportes Ruiz S.L.');
    expect(issued).toHaveTextContent('02/03/2026');
    expect(issued).toHaveTextContent('150,86 €');
    expect(issued).toHaveTextContent('Emitida');
    expect(issued).toHaveTextContent('Pendiente');
    expect(draft).toHaveTextContent('Borrador');
    expect(draft).toHaveTextContent('24,20 €');
    expect(
      within(draft).getByRole('button', { name: /Abrir el borrador de sin destinatario/ }),
    ).toBeVisible();

    await userEvent.type(
      screen.getByLabelText('Buscar por número, destinatario o NIF'),
      'ruiz{Enter}',
    );
    await waitFor(() => expect(currentLocation()).toContain('q=ruiz'));
    await waitFor(() =>
      expect(api.calls.some((call: RecordedCall) => call.query.get('q') === 'ruiz')).toBe(true),
    );

    await userEvent.click(
      within(issued).getByRole('button', { name: 'Abrir la factura F2026-000007' }),
    );
    await waitFor(() => expect(currentLocation()).toContain(`invoice=${ID}`));
  });

  it('shows a designed empty state with the way to the first invoice', async () => {
    stubApi({ 'GET /api/invoices': page([]) });
    render();
    const empty = await screen.findByTestId('invoice-empty');
    expect(empty).toHaveTextContent('Todavía no hay facturas.');
    expect(within(empty).getByRole('button', { name: /Nueva factura/ })).toBeVisible();
  });

  it('shows the list error with a retry', async () => {
    stubApi({ 'GET /api/invoices': () => apiError(503, 'El servicio no está disponible.') });
    render();
    const error = await screen.findByTestId('invoice-list-error', {}, { timeout: 10_000 });
    expect(error).toHaveTextContent('No se pudieron cargar las facturas.');
    expect(within(error).getByRole('button', { name: 'Reintentar' })).toBeVisible();
  });

  it('drafts an invoice with live totals computed as the server does, and opens it', async () => {
    const created: unknown[] = [];
    stubApi({
      'GET /api/invoices': page([]),
      'POST /api/invoices': (call: RecordedCall) => {
        created.push(call.body);
        return { status: 201, body: { success: true, data: invoice() } };
      },
      [`GET /api/invoices/${ID}`]: invoice(),
    });
    render();
    await userEvent.click((await screen.findAllByRole('button', { name: /Nueva factura/ }))[0]!);
    const dialog = await screen.findByTestId('invoice-form-modal');
    expect(dialog).toHaveTextContent('Nueva factura');

    await fill(within(dialog).getByLabelText(/Nombre o razón social/), 'Transportes Ruiz S.L.');
    await fill(within(dialog).getByLabelText('Descripción de la línea 1'), 'Mano de obra');
    await fill(within(dialog).getByLabelText('Cantidad de la línea 1'), '1,5');
    await fill(within(dialog).getByLabelText('Precio unitario de la línea 1'), '45');

    await userEvent.click(within(dialog).getByTestId('invoice-add-line'));
    await fill(within(dialog).getByLabelText('Descripción de la línea 2'), 'Pastillas');
    await fill(within(dialog).getByLabelText('Precio unitario de la línea 2'), '60,5');
    await fill(within(dialog).getByLabelText('Descuento de la línea 2'), '10');

    await userEvent.click(within(dialog).getByTestId('invoice-add-line'));
    await fill(within(dialog).getByLabelText('Descripción de la línea 3'), 'Tasa de residuos');
    await fill(within(dialog).getByLabelText('Precio unitario de la línea 3'), '3');
    await userEvent.click(within(dialog).getByLabelText('IVA de la línea 3'));
    await userEvent.click(await screen.findByTitle('10 %'));

    const totals = within(dialog).getByTestId('invoice-form-totals');
    await waitFor(() =>
      expect(within(totals).getByTestId('invoice-form-totals-total')).toHaveTextContent('150,86 €'),
    );
    expect(within(totals).getByTestId('vat-row-21')).toHaveTextContent('121,95 €');
    expect(within(totals).getByTestId('vat-row-21')).toHaveTextContent('25,61 €');
    expect(within(totals).getByTestId('vat-row-10')).toHaveTextContent('0,30 €');
    const bases = within(dialog)
      .getAllByTestId('invoice-line-base')
      .map((cell) => cell.textContent?.replace(/\s/g, ' '));
    expect(bases).toEqual(['67,50 €', '54,45 €', '3,00 €']);

    await userEvent.click(within(dialog).getByTestId('invoice-form-submit'));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({
      series: 'F',
      recipient: { name: 'Transportes Ruiz S.L.', tax_id: null, address: null },
      lines: [
        { description: 'Mano de obra', quantity: 1.5, unit_price_cents: 4_500, vat_percent: 21 },
        { description: 'Pastillas', unit_price_cents: 6_050, discount_percent: 10 },
        { description: 'Tasa de residuos', unit_price_cents: 300, vat_percent: 10 },
      ],
    });
    await waitFor(() => expect(currentLocation()).toContain(`invoice=${ID}`));
  });

  it('shows why a draft cannot be issued and puts the message on the field to correct', async () => {
    stubApi({
      'GET /api/invoices': page([]),
      [`GET /api/invoices/${ID}`]: invoice(),
      [`POST /api/invoices/${ID}/issue`]: () =>
        apiError(
          400,
          'La factura no se puede emitir: revisa los campos indicados.',
          'VALIDATION_ERROR',
          [{ field: 'recipient.tax_id', code: 'required', message: 'Indica el NIF del cliente.' }],
        ),
    });
    render(`/facturas?invoice=${ID}`);

    const drawer = await screen.findByTestId('invoice-drawer');
    expect(await within(drawer).findByTestId('invoice-drawer-number')).toHaveTextContent(
      'Borrador de factura',
    );
    expect(within(drawer).getByTestId('invoice-issuer')).toHaveTextContent(
      'Los datos fiscales del taller se fijan al emitir la factura.',
    );
    await userEvent.click(within(drawer).getByTestId('invoice-action-issue'));
    expect(
      await screen.findByText('Una factura emitida no se puede modificar. ¿Emitir ahora?'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('invoice-issue-confirm'));

    const error = await within(drawer).findByTestId('invoice-issue-error');
    expect(error).toHaveTextContent('La factura no se puede emitir: revisa los campos indicados.');
    expect(error).toHaveTextContent('Indica el NIF del cliente.');

    await userEvent.click(within(error).getByTestId('invoice-issue-fix'));
    const dialog = await screen.findByTestId('invoice-form-modal');
    expect(dialog).toHaveTextContent('Editar borrador de factura');
    const taxId = within(dialog).getByLabelText(/^NIF/);
    await waitFor(() => expect(taxId).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog).getAllByText('Indica el NIF del cliente.').length).toBeGreaterThan(0);
  });

  it('shows an issued invoice with its number, payment state and VERI*FACTU record', async () => {
    stubApi({
      'GET /api/invoices': page([listItem()]),
      [`GET /api/invoices/${ID}`]: invoice({
        number: 'F2026-000007',
        status: 'issued',
        recipient: { name: 'Transportes Ruiz S.L.', tax_id: 'B12345674', address: 'Calle Mayor 1' },
        issuer: {
          name: 'Talleres PX Motor',
          legal_name: 'PX Motor Servicios del Automóvil, S.L.',
          tax_id: 'B86561412',
          address: 'Calle de la Mecánica, 27, 28906 Getafe',
          registry_number: 'RTI-28-004512',
        },
        issue_date: '2026-03-02',
        payment_state: 'pending',
        verifactu: {
          kind: 'alta',
          huella: HUELLA,
          generated_at: '2026-03-02T10:20:30+01:00',
          status: 'pending',
          qr_url: QR_URL,
        },
      }),
    });
    render(`/facturas?invoice=${ID}`);

    const drawer = await screen.findByTestId('invoice-drawer');
    expect(await within(drawer).findByTestId('invoice-drawer-number')).toHaveTextContent(
      'F2026-000007',
    );
    // Issued is final: no editing or issuing; paid, rectified, cancelled and printed instead.
    const actions = within(drawer).getByTestId('invoice-actions');
    expect(within(actions).queryByTestId('invoice-action-edit')).not.toBeInTheDocument();
    expect(within(actions).queryByTestId('invoice-action-issue')).not.toBeInTheDocument();
    expect(actions).toHaveTextContent(/Registrar cobro.*Descargar PDF.*Rectificar.*Anular/);
    expect(within(drawer).getByTestId('invoice-issuer')).toHaveTextContent('NIF: B86561412');
    expect(within(drawer).getByTestId('invoice-payment-summary')).toHaveTextContent('Pendiente');
    const record = within(drawer).getByTestId('invoice-verifactu');
    expect(record).toHaveTextContent('VERI*FACTU');
    expect(within(record).getByTestId('verifactu-status')).toHaveTextContent('Pendiente de envío');
    expect(within(record).getByTestId('verifactu-huella')).toHaveTextContent(
      `${HUELLA.slice(0, 12)}…${HUELLA.slice(-12)}`,
    );
    expect(within(record).getByTestId('verifactu-qr-link')).toHaveAttribute('href', QR_URL);
    expect(record).toHaveTextContent('Factura verificable en la sede electrónica de la AEAT');
  });

  it('takes part of a payment: the amount owed by default, in cents to the API, the rest still owed', async () => {
    const issued = invoice({
      number: 'F2026-000007',
      status: 'issued',
      issue_date: '2026-03-02',
      payment_state: 'pending',
    });
    const paid: RecordedCall[] = [];
    stubApi({
      'GET /api/invoices': page([listItem()]),
      [`GET /api/invoices/${ID}`]: issued,
      [`POST /api/invoices/${ID}/payments`]: (call: RecordedCall) => {
        paid.push(call);
        const data: InvoiceView = {
          ...issued,
          paid_cents: 5_000,
          balance_cents: 3_168,
          payments: [
            {
              id: 'p-1',
              amount_cents: 5_000,
              method: 'card',
              paid_on: '2026-03-02',
              reference: '4411',
              recorded_at: '2026-03-02T10:00:00Z',
            },
          ],
        };
        return { status: 201, body: { success: true, data } };
      },
    });
    render(`/facturas?invoice=${ID}`);

    const drawer = await screen.findByTestId('invoice-drawer');
    await userEvent.click(await within(drawer).findByTestId('invoice-action-pay'));
    const dialog = await screen.findByTestId('payment-modal');
    expect(dialog).toHaveTextContent('Registrar cobro de F2026-000007');
    expect(dialog).toHaveTextContent('Pendiente de cobro: 81,68 €');
    const amount = within(dialog).getByLabelText('Importe');
    expect(amount).toHaveValue('81,68');

    await fill(amount, '90');
    await userEvent.click(within(dialog).getByTestId('payment-submit'));
    expect(
      await within(dialog).findByText('El cobro supera lo pendiente (81,68 €).'),
    ).toBeVisible();
    expect(paid).toHaveLength(0);

    await fill(amount, '50');
    await userEvent.click(within(dialog).getByText('Tarjeta'));
    await fill(within(dialog).getByLabelText('Referencia'), '4411');
    await userEvent.click(within(dialog).getByTestId('payment-submit'));
    await waitFor(() => expect(paid).toHaveLength(1));
    expect(paid[0].body).toMatchObject({ amount_cents: 5_000, method: 'card', reference: '4411' });
    expect(
      await screen.findByText('Cobro de 50,00 € registrado: quedan 31,68 € pendientes'),
    ).toBeVisible();
    const payments = await within(drawer).findByTestId('invoice-payments');
    expect(payments).toHaveTextContent('Tarjeta');
    expect(payments).toHaveTextContent('50,00 €');
    expect(within(drawer).getByTestId('invoice-balance')).toHaveTextContent('31,68 €');
  });
});
