import type {
  CustomerSearchResult,
  Paginated,
  QuoteListItem,
  QuoteView,
  VehicleSummary,
} from '@px/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  apiError,
  currentLocation,
  type RecordedCall,
  renderRoute,
  stubApi,
  TEST_ADMIN,
} from '@/test-utils';
import QuotesPage from './pages/quotes-page';

// jsdom has no canvas: the staff modal's signature pad draws nothing here.
vi.mock('signature_pad', () => ({
  default: class {
    clear() {}
    fromData() {}
    toData() {
      return [];
    }
    isEmpty() {
      return true;
    }
    toDataURL() {
      return '';
    }
    on() {}
    off() {}
    addEventListener() {}
    removeEventListener() {}
  },
}));

const ID = '22222222-2222-4222-8222-222222222222';
const CUSTOMER = '33333333-3333-4333-8333-333333333333';
const VEHICLE = '44444444-4444-4444-8444-444444444444';
const ORDER = '55555555-5555-4555-8555-555555555555';

const listItem = (fields: Partial<QuoteListItem> = {}): QuoteListItem => ({
  id: ID,
  number: 'P-2026-00007',
  status: 'sent',
  revision: 1,
  customer_id: CUSTOMER,
  customer_name: 'Rosa López',
  vehicle_id: VEHICLE,
  license_plate: '1234BCD',
  total_cents: 15_086,
  valid_until: '2026-03-24',
  sent_at: '2026-03-06T09:00:00Z',
  work_order_id: null,
  converted_work_order_id: null,
  created_at: '2026-03-05T09:00:00Z',
  updated_at: '2026-03-06T09:00:00Z',
  version: 1,
  ...fields,
});

const LINES: QuoteView['lines'] = [
  ['l-1', 'labor', 'Cambio de pastillas', 1.5, 4_500, 6_750],
  ['l-2', 'part', 'Pastillas de freno', 1, 5_445, 5_445],
  ['l-3', 'fee', 'Tasa de residuos', 1, 300, 300],
].map(([id, type, description, quantity, price, base], index) => ({
  id: id as string,
  position: index + 1,
  type: type as 'labor',
  description: description as string,
  quantity: quantity as number,
  unit_price_cents: price as number,
  discount_percent: 0,
  vat_percent: 21,
  base_cents: base as number,
  part_id: null,
  decision: null,
}));

const quote = (fields: Partial<QuoteView> = {}): QuoteView => ({
  ...listItem({ status: 'draft', sent_at: null, valid_until: null }),
  vehicle_label: 'Seat León',
  odometer_km: 84_500,
  delivery_days: 3,
  conditions: null,
  base_cents: 12_495,
  vat_cents: 2_624,
  total_cents: 15_119,
  vat_breakdown: [{ vat_percent: 21, base_cents: 12_495, vat_cents: 2_624 }],
  lines: LINES,
  revisions: [
    {
      revision: 1,
      sent_at: null,
      sent_to: null,
      valid_until: null,
      delivery_days: 3,
      conditions: null,
      odometer_km: 84_500,
      base_cents: 12_495,
      vat_cents: 2_624,
      total_cents: 15_119,
      vat_breakdown: [],
      lines: LINES,
      approval: null,
    },
  ],
  link: null,
  rejection_reason: null,
  answered_at: null,
  converted_at: null,
  ...fields,
});

const sentQuote = () =>
  quote({
    status: 'sent',
    sent_at: '2026-03-06T09:00:00Z',
    valid_until: '2026-03-24',
    link: {
      revision: 1,
      status: 'active',
      url: '/q/abc.def',
      created_at: '2026-03-06T09:00:00Z',
      expires_at: '2026-03-24T22:59:59Z',
      revoked_at: null,
    },
  });

const page = <T,>(rows: T[]): Paginated<T> => ({
  data: rows,
  pagination: { page: 1, limit: 20, total: rows.length },
});

const FOUND: CustomerSearchResult = {
  id: CUSTOMER,
  full_name: 'Rosa López',
  first_name: 'Rosa',
  last_name: 'López',
  company_name: '',
  email: 'rosa@example.com',
  phone: null,
  mobile_phone: '699111222',
  nif: null,
  matchType: 'name',
  matchedPlate: null,
};

const VEHICLES: Paginated<VehicleSummary> = page([
  {
    id: VEHICLE,
    license_plate: '1234BCD',
    plate_country: 'ES',
    make: 'Seat',
    model: 'León',
    year: 2018,
    vin: null,
    fuel: null,
    customer_id: CUSTOMER,
    customer_name: 'Rosa López',
    odometer_km: 84_500,
    next_itv_date: null,
  },
]);

async function fill(input: HTMLElement, text: string) {
  if ((input as HTMLInputElement).value) await userEvent.clear(input);
  input.focus();
  await userEvent.paste(text);
}

const render = (path = '/quotes') =>
  renderRoute(<QuotesPage />, path, '/quotes', { user: TEST_ADMIN });

describe('QuotesPage', { timeout: 120_000 }, () => {
  it('lists the quotes in Spanish and keeps its filters in the address', async () => {
    const api = stubApi({
      'GET /api/quotes': page([
        listItem(),
        listItem({
          id: '66666666-6666-4666-8666-666666666666',
          number: 'P-2026-00006',
          status: 'partially_accepted',
          revision: 2,
          license_plate: null,
          total_cents: 2_420,
        }),
      ]),
    });
    render();
    const table = await screen.findByTestId('quote-table');
    const [sent, partial] = await within(table).findAllByTestId('quote-row');
    expect(sent).toHaveTextContent('P-2026-00007');
    expect(sent).toHaveTextContent('Rosa López');
    expect(sent).toHaveTextContent('Enviado');
    expect(sent).toHaveTextContent('150,86 €');
    expect(sent).toHaveTextContent('24/03/2026');
    expect(partial).toHaveTextContent('P-2026-00006 · rev. 2');
    expect(partial).toHaveTextContent('Aceptado en parte');

    await userEvent.type(screen.getByLabelText('Buscar por número o matrícula'), '1234bcd{Enter}');
    await waitFor(() => expect(currentLocation()).toContain('q=1234bcd'));
    await waitFor(() =>
      expect(api.calls.some((call: RecordedCall) => call.query.get('q') === '1234bcd')).toBe(true),
    );
    await userEvent.click(
      within(sent).getByRole('button', { name: 'Abrir el presupuesto P-2026-00007' }),
    );
    await waitFor(() => expect(currentLocation()).toContain(`quote=${ID}`));
  });

  it('reads the status filter from the address, and shows the empty and error states', async () => {
    const api = stubApi({ 'GET /api/quotes': page([]) });
    const { unmount } = render('/quotes?status=expired');
    expect(await screen.findByTestId('quote-no-matches')).toHaveTextContent(
      'Ningún presupuesto coincide con los filtros.',
    );
    expect(api.to('GET', '/api/quotes')[0]!.query.get('status')).toBe('expired');
    unmount();

    stubApi({ 'GET /api/quotes': () => apiError(503, 'El servicio no está disponible.') });
    render();
    const error = await screen.findByTestId('quote-list-error', {}, { timeout: 10_000 });
    expect(error).toHaveTextContent('No se pudieron cargar los presupuestos.');
  });

  it('creates a quote for a customer and vehicle with live totals, and opens it', async () => {
    const created: unknown[] = [];
    stubApi({
      'GET /api/quotes': page([]),
      'GET /api/customers/search': [FOUND],
      'GET /api/vehicles': VEHICLES,
      'POST /api/quotes': (call: RecordedCall) => {
        created.push(call.body);
        return { status: 201, body: { success: true, data: quote() } };
      },
      [`GET /api/quotes/${ID}`]: quote(),
    });
    render();
    await userEvent.click(
      (await screen.findAllByRole('button', { name: /Nuevo presupuesto/ }))[0]!,
    );
    const dialog = await screen.findByTestId('quote-form-modal');

    await userEvent.type(within(dialog).getByLabelText('Cliente'), 'Rosa');
    await userEvent.click((await screen.findAllByText('Rosa López')).at(-1)!);
    await userEvent.click(within(dialog).getByLabelText('Vehículo'));
    await userEvent.click(await screen.findByText('1234BCD · Seat León'));
    await waitFor(() => expect(within(dialog).getByLabelText('Kilómetros')).toHaveValue('84500'));

    await fill(within(dialog).getByLabelText('Descripción de la línea 1'), 'Cambio de pastillas');
    await fill(within(dialog).getByLabelText('Cantidad u horas de la línea 1'), '1,5');
    await fill(within(dialog).getByLabelText('Precio por hora de la línea 1'), '45');
    await userEvent.click(within(dialog).getByTestId('quote-add-line'));
    await fill(within(dialog).getByLabelText('Descripción de la línea 2'), 'Pastillas de freno');
    await fill(within(dialog).getByLabelText('Precio unitario de la línea 2'), '54,45');

    const totals = within(dialog).getByTestId('quote-form-totals');
    await waitFor(() =>
      expect(within(totals).getByTestId('quote-form-totals-total')).toHaveTextContent('147,56 €'),
    );

    await userEvent.click(within(dialog).getByTestId('quote-form-submit'));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({
      customer_id: CUSTOMER,
      vehicle_id: VEHICLE,
      odometer_km: 84_500,
      valid_until: null,
      lines: [
        {
          type: 'labor',
          description: 'Cambio de pastillas',
          quantity: 1.5,
          unit_price_cents: 4_500,
        },
        { type: 'part', description: 'Pastillas de freno', quantity: 1, unit_price_cents: 5_445 },
      ],
    });
    await waitFor(() => expect(currentLocation()).toContain(`quote=${ID}`));
  });

  it('sends a draft, records a staff approval of 2 of 3 lines and converts it', async () => {
    let current = quote();
    const approvals: unknown[] = [];
    const api = stubApi({
      'GET /api/quotes': () => ({ body: { success: true, data: page([listItem()]) } }),
      [`GET /api/quotes/${ID}`]: () => ({ body: { success: true, data: current } }),
      [`POST /api/quotes/${ID}/send`]: () => {
        current = sentQuote();
        return { body: { success: true, data: current } };
      },
      [`POST /api/quotes/${ID}/approval`]: (call: RecordedCall) => {
        approvals.push(call.body);
        const decided = LINES.map((line) => ({
          ...line,
          decision: line.id === 'l-2' ? ('rejected' as const) : ('accepted' as const),
        }));
        current = {
          ...sentQuote(),
          status: 'partially_accepted',
          lines: decided,
          revisions: [
            {
              ...sentQuote().revisions[0]!,
              approval: {
                id: 'a-1',
                revision: 1,
                channel: 'in_person',
                signer_name: 'Rosa López',
                signed: false,
                recorded_by: 'u-1',
                recorded_by_name: 'Marta Recepción',
                ip: null,
                user_agent: null,
                approved_at: '2026-03-07T10:00:00Z',
                accepted_line_ids: ['l-1', 'l-3'],
                rejected_line_ids: ['l-2'],
              },
            },
          ],
        };
        return { body: { success: true, data: current } };
      },
      [`POST /api/quotes/${ID}/convert`]: () => {
        current = {
          ...current,
          converted_work_order_id: ORDER,
          converted_at: '2026-03-07T10:05:00Z',
        };
        return { body: { success: true, data: current } };
      },
    });
    render(`/quotes?quote=${ID}`);

    const drawer = await screen.findByTestId('quote-drawer');
    expect(await within(drawer).findByTestId('quote-drawer-number')).toHaveTextContent(
      'P-2026-00007 · revisión 1',
    );
    await userEvent.click(within(drawer).getByTestId('quote-action-send'));
    await userEvent.click(await screen.findByTestId('quote-send-confirm'));
    await waitFor(() => expect(api.to('POST', `/api/quotes/${ID}/send`)).toHaveLength(1));
    expect(api.to('POST', `/api/quotes/${ID}/send`)[0]!.body).toEqual({ version: 1 });
    expect(await within(drawer).findByTestId('quote-link-url')).toHaveTextContent('/q/abc.def');
    expect(within(drawer).getByTestId('quote-link-status')).toHaveTextContent('Activo');

    await userEvent.click(within(drawer).getByTestId('quote-action-approve'));
    const modal = await screen.findByTestId('quote-approval-modal');
    expect(within(modal).getByTestId('quote-approval-signer')).toHaveValue('Rosa López');
    const lines = within(modal).getAllByTestId('quote-approval-line');
    expect(lines).toHaveLength(3);
    await userEvent.click(within(lines[1]!).getByText('Rechazada'));
    await userEvent.click(screen.getByTestId('quote-approval-submit'));
    await waitFor(() => expect(approvals).toHaveLength(1));
    expect(approvals[0]).toEqual({
      revision: 1,
      channel: 'in_person',
      signer_name: 'Rosa López',
      decisions: [
        { line_id: 'l-1', accepted: true },
        { line_id: 'l-2', accepted: false },
        { line_id: 'l-3', accepted: true },
      ],
      signature_png: null,
    });
    await waitFor(() =>
      expect(
        within(drawer)
          .getAllByTestId('quote-line-decision')
          .map((tag) => tag.textContent),
      ).toEqual(['Aceptada', 'Rechazada', 'Aceptada']),
    );
    expect(within(drawer).getByTestId('quote-approval')).toHaveTextContent(
      'Lo registró Marta Recepción.',
    );

    await userEvent.click(within(drawer).getByTestId('quote-action-convert'));
    await userEvent.click(await screen.findByTestId('quote-convert-confirm'));
    await userEvent.click(await within(drawer).findByTestId('quote-order-link'));
    await waitFor(() => expect(currentLocation()).toContain(`/orders/${ORDER}`));
  });

  it('shows the server refusal of a too-early validity on its field', async () => {
    stubApi({
      'GET /api/quotes': page([]),
      'GET /api/vehicles': VEHICLES,
      [`GET /api/quotes/${ID}`]: quote({ valid_until: '2026-03-10' }),
      [`POST /api/quotes/${ID}/send`]: () =>
        apiError(400, 'Revisa los campos indicados.', 'VALIDATION_ERROR', [
          {
            field: 'valid_until',
            code: 'min',
            message: 'La validez debe ser de al menos 12 días hábiles desde hoy.',
          },
        ]),
    });
    render(`/quotes?quote=${ID}`);
    const drawer = await screen.findByTestId('quote-drawer');
    await userEvent.click(await within(drawer).findByTestId('quote-action-send'));
    await userEvent.click(await screen.findByTestId('quote-send-confirm'));
    const dialog = await screen.findByTestId('quote-form-modal');
    expect(
      await within(dialog).findByText('La validez debe ser de al menos 12 días hábiles desde hoy.'),
    ).toBeInTheDocument();
  });
});
