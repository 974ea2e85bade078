import type { PublicQuoteView } from '@px/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, renderRoute, stubApi } from '@/test-utils';
import QuoteApprovalPage from './pages/quote-approval-page';

// jsdom has no canvas: signature_pad is replaced by a pad whose stroke the test ends by hand.
const pads = vi.hoisted(() => [] as { data: unknown[]; listeners: Map<string, () => void> }[]);
vi.mock('signature_pad', () => ({
  default: class {
    data: unknown[] = [];
    listeners = new Map<string, () => void>();
    constructor() {
      pads.push(this);
    }
    addEventListener(type: string, listener: () => void) {
      this.listeners.set(type, listener);
    }
    removeEventListener(type: string) {
      this.listeners.delete(type);
    }
    clear() {
      this.data = [];
    }
    fromData(data: unknown[]) {
      this.data = data;
    }
    on() {}
    off() {}
    toData() {
      return this.data;
    }
    toDataURL() {
      return SIGNATURE;
    }
  },
}));

const SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const TOKEN = 'eyJxIjoiMSJ9.c2lnbmF0dXJl';
const PATH = `/api/public/quotes/${TOKEN}`;

const view = (fields: Partial<PublicQuoteView> = {}): PublicQuoteView => ({
  number: 'P-2026-00007',
  revision: 2,
  status: 'sent',
  workshop: {
    name: 'Taller PX',
    phone: '+34 910 000 000',
    email: null,
    address: 'Calle Mayor 1, 28013 Madrid',
  },
  customer_name: 'Rosa López',
  vehicle: { license_plate: '1234BCD', label: 'Seat León' },
  odometer_km: 84_500,
  sent_at: '2026-03-02T09:00:00Z',
  valid_until: '2026-03-18',
  delivery_days: 3,
  conditions: 'Pago a la entrega del vehículo.',
  lines: [
    {
      id: 'l-1',
      position: 1,
      type: 'labor',
      description: 'Sustituir pastillas y discos',
      quantity: 1.5,
      unit_price_cents: 4_500,
      discount_percent: 0,
      vat_percent: 21,
      base_cents: 6_750,
      decision: null,
    },
    {
      id: 'l-2',
      position: 2,
      type: 'part',
      description: 'Juego de pastillas delanteras',
      quantity: 1,
      unit_price_cents: 6_050,
      discount_percent: 10,
      vat_percent: 21,
      base_cents: 5_445,
      decision: null,
    },
    {
      id: 'l-3',
      position: 3,
      type: 'other',
      description: 'Gestión de residuos',
      quantity: 1,
      unit_price_cents: 300,
      discount_percent: 0,
      vat_percent: 10,
      base_cents: 300,
      decision: null,
    },
  ],
  vat_breakdown: [
    { vat_percent: 21, base_cents: 12_195, vat_cents: 2_561 },
    { vat_percent: 10, base_cents: 300, vat_cents: 30 },
  ],
  base_cents: 12_495,
  vat_cents: 2_591,
  total_cents: 15_086,
  can_answer: true,
  answer: null,
  ...fields,
});

const answered = (): PublicQuoteView => {
  const shown = view();
  return {
    ...shown,
    status: 'partially_accepted',
    can_answer: false,
    lines: shown.lines.map((line) => ({
      ...line,
      decision: line.id === 'l-3' ? 'rejected' : 'accepted',
    })),
    answer: {
      signer_name: 'Rosa López',
      approved_at: '2026-03-03T10:15:00Z',
      status: 'partially_accepted',
    },
  };
};

const renderPage = () => renderRoute(<QuoteApprovalPage />, `/q/${TOKEN}`, '/q/:token');

/** The signature pad reports a finished stroke, as after drawing on it. */
const sign = () =>
  act(() => {
    const pad = pads.at(-1)!;
    pad.data = [{ points: [{ x: 1, y: 1, time: 1, pressure: 0.5 }], penColor: '#000000' }];
    pad.listeners.get('endStroke')!();
  });

const choose = async (index: number, choice: 'Aceptar' | 'Rechazar') => {
  const card = screen.getAllByTestId('quote-approval-line')[index]!;
  // antd draws the radio over its label; the customer taps the label.
  await userEvent.click(within(card).getByRole('radio', { name: choice }).closest('label')!);
};

describe('/q/{token}: the customer’s quote', () => {
  beforeEach(() => {
    pads.length = 0;
    localStorage.clear();
  });

  it('accepts two of three lines with a name and a signature: the POST carries each decision', async () => {
    // A desk computer with a staff session: the link must not send it.
    localStorage.setItem('accessToken', 'staff-token');
    const api = stubApi({
      [`GET ${PATH}`]: view(),
      [`POST ${PATH}`]: answered(),
    });
    renderPage();

    expect(
      await screen.findByRole('heading', { name: /Presupuesto P-2026-00007/ }),
    ).toBeInTheDocument();
    expect(screen.getByText('(versión 2)')).toBeInTheDocument();
    expect(screen.getByTestId('quote-approval-plate')).toHaveTextContent('1234BCD');
    expect(screen.getByText('84.500 km')).toBeInTheDocument();
    expect(screen.getByText('18/03/2026')).toBeInTheDocument();
    expect(screen.getByText('Pago a la entrega del vehículo.')).toBeInTheDocument();
    expect(screen.getByText('1,5 h × 45,00 €/h · IVA 21 %')).toBeInTheDocument();
    const total = screen.getByTestId('quote-approval-accepted-total');
    expect(total).toHaveTextContent('0,00 €');

    await choose(0, 'Aceptar');
    await choose(1, 'Aceptar');
    await choose(2, 'Rechazar');
    // 121,95 € + 21 % VAT (25,61 €).
    expect(total).toHaveTextContent('147,56 €');
    await userEvent.type(screen.getByLabelText('Nombre y apellidos'), '  Rosa López ');
    sign();
    expect(api.calls.filter((call) => call.method !== 'GET')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: /Enviar respuesta/ }));

    expect(await screen.findByText('¡Gracias, Rosa López!')).toBeInTheDocument();
    const [post] = api.to('POST', PATH);
    expect(post!.body).toEqual({
      signer_name: 'Rosa López',
      decisions: [
        { line_id: 'l-1', accepted: true },
        { line_id: 'l-2', accepted: true },
        { line_id: 'l-3', accepted: false },
      ],
      signature_png: SIGNATURE,
    });
    for (const call of api.calls) expect(call.headers.get('Authorization')).toBeNull();
    expect(screen.getByTestId('quote-approval-answer-status')).toHaveTextContent(
      'Aceptado en parte',
    );
    expect(screen.getByTestId('quote-approval-rejected-lines')).toHaveTextContent(
      'Gestión de residuos',
    );
    expect(screen.getByTestId('quote-approval-answered-total')).toHaveTextContent('147,56 €');
    expect(screen.getByRole('link', { name: /Llamar al taller/ })).toHaveAttribute(
      'href',
      'tel:+34910000000',
    );
  });

  it('sends nothing until every line is chosen, the name written and the signature drawn', async () => {
    const api = stubApi({ [`GET ${PATH}`]: view() });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /Enviar respuesta/ }));

    const problems = screen.getByTestId('quote-approval-problems');
    expect(problems).toHaveTextContent('faltan 3 líneas');
    expect(problems).toHaveTextContent('Escriba su nombre y apellidos.');
    expect(problems).toHaveTextContent('Firme dentro del recuadro.');
    expect(screen.getAllByText('Elija Aceptar o Rechazar')).toHaveLength(3);

    await userEvent.click(screen.getByRole('button', { name: 'Rechazar todo' }));
    expect(problems).not.toHaveTextContent('líneas');
    expect(screen.getByTestId('quote-approval-consent')).toHaveTextContent(
      'rechaza todo el presupuesto',
    );
    expect(api.to('POST', PATH)).toHaveLength(0);
  });

  it('shows the server’s Spanish sentence for a link that is gone (410)', async () => {
    const message =
      'Este enlace ya no es válido: el taller ha enviado una versión más reciente del presupuesto o lo ha retirado. Consulta el último correo o llama al taller.';
    stubApi({ [`GET ${PATH}`]: () => apiError(410, message, 'GONE') });
    renderPage();
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Este enlace ya no está disponible' }),
    ).toBeInTheDocument();
  });

  it('says a link that opens nothing is not valid (404)', async () => {
    stubApi({});
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Enlace no válido' })).toBeInTheDocument();
  });

  it('shows the answer already given instead of the form', async () => {
    stubApi({ [`GET ${PATH}`]: answered() });
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Este presupuesto ya tiene respuesta' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Respondido por Rosa López el/)).toBeInTheDocument();
    expect(screen.queryByTestId('quote-approval-form')).not.toBeInTheDocument();
  });

  it('offers to try again when the server cannot be reached', async () => {
    let attempts = 0;
    stubApi({
      [`GET ${PATH}`]: () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return { body: { success: true, data: view() } };
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /Reintentar/ }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: /Presupuesto P-2026-00007/ })).toBeVisible(),
    );
  });
});
