import { QUOTE_STATUSES, type QuoteView } from '@px/contracts';
import { describe, expect, it } from 'vitest';
import en from './i18n/en.json';
import es from './i18n/es.json';
import {
  CLEAR_FILTERS,
  approvalFormDefaults,
  approvalInputOf,
  draftInputOf,
  earliestValidUntil,
  editMakesRevision,
  emptyLine,
  filterChange,
  pageChange,
  quoteActions,
  quoteFormValuesOf,
  quoteListQueryOf,
  quoteListStateOf,
  statusMessageId,
} from './model';

const ID = '22222222-2222-4222-8222-222222222222';
const CUSTOMER = '33333333-3333-4333-8333-333333333333';
const all = { create: true, update: true };

describe('quote statuses', () => {
  it('names every status in Spanish and English', () => {
    expect(
      QUOTE_STATUSES.map((status) => (es as Record<string, string>)[statusMessageId(status)]),
    ).toEqual(['Borrador', 'Enviado', 'Aceptado', 'Aceptado en parte', 'Rechazado', 'Caducado']);
    for (const status of QUOTE_STATUSES) {
      expect((en as Record<string, string>)[statusMessageId(status)]).toBeTruthy();
    }
  });

  it('has the same keys in both languages', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(es).sort());
  });
});

describe('quoteActions', () => {
  const quote = (status: QuoteView['status'], extra: Partial<QuoteView> = {}) => ({
    status,
    converted_work_order_id: null,
    link: null,
    ...extra,
  });

  it('offers what each status allows', () => {
    expect(quoteActions(quote('draft'), all)).toEqual(['edit', 'send', 'pdf']);
    expect(quoteActions(quote('sent'), all)).toEqual(['approve', 'reject', 'send', 'edit', 'pdf']);
    expect(quoteActions(quote('expired'), all)).toEqual(['edit', 'pdf']);
    expect(quoteActions(quote('rejected'), all)).toEqual(['edit', 'pdf']);
    expect(quoteActions(quote('accepted'), all)).toEqual(['convert', 'pdf']);
    expect(quoteActions(quote('partially_accepted'), all)).toEqual(['convert', 'pdf']);
    expect(quoteActions(quote('accepted', { converted_work_order_id: ID }), all)).toEqual(['pdf']);
  });

  it('offers invoicing an accepted quote not turned into an order to the office', () => {
    const office = { create: false, update: false, invoice: true };
    expect(quoteActions(quote('accepted'), office)).toEqual(['invoice', 'pdf']);
    expect(quoteActions(quote('partially_accepted'), office)).toEqual(['invoice', 'pdf']);
    expect(quoteActions(quote('accepted', { converted_work_order_id: ID }), office)).toEqual([
      'pdf',
    ]);
    expect(quoteActions(quote('sent'), office)).toEqual(['pdf']);
  });

  it('offers revoking an active link, and nothing but the PDF to a reader', () => {
    const link = {
      revision: 1,
      status: 'active' as const,
      url: '/q/x',
      created_at: '',
      expires_at: '',
      revoked_at: null,
    };
    expect(quoteActions(quote('sent', { link }), all)).toContain('revoke');
    expect(quoteActions(quote('sent', { link }), { create: false, update: false })).toEqual([
      'pdf',
    ]);
  });

  it('says that editing a sent quote makes a revision', () => {
    expect(editMakesRevision('draft')).toBe(false);
    expect(editMakesRevision('sent')).toBe(true);
    expect(editMakesRevision('expired')).toBe(true);
  });
});

describe('the list in the address', () => {
  it('reads valid values and ignores the rest', () => {
    const state = quoteListStateOf(
      new URLSearchParams(
        `q= 1234-BCD &status=sent&customer=${CUSTOMER}&from=2026-03-01&to=bad&page=2&limit=50&quote=${ID}`,
      ),
    );
    expect(state).toEqual({
      q: '1234-BCD',
      status: 'sent',
      customerId: CUSTOMER,
      from: '2026-03-01',
      to: null,
      page: 2,
      limit: 50,
      quoteId: ID,
    });
    expect(quoteListQueryOf(state)).toEqual({
      q: '1234-BCD',
      status: 'sent',
      customer_id: CUSTOMER,
      from: '2026-03-01',
      page: 2,
      limit: 50,
    });
    expect(quoteListStateOf(new URLSearchParams('status=open&limit=7&quote=x'))).toMatchObject({
      status: null,
      limit: 20,
      quoteId: null,
      page: 1,
    });
  });

  it('goes back to page 1 on a filter change and keeps defaults out', () => {
    expect(filterChange({ status: 'draft', q: '  ' })).toEqual({
      page: undefined,
      status: 'draft',
      q: undefined,
    });
    expect(CLEAR_FILTERS).toMatchObject({ q: undefined, status: undefined, customer: undefined });
    const state = quoteListStateOf(new URLSearchParams(''));
    expect(pageChange(state, 3, 20)).toEqual({ page: '3', limit: undefined });
    expect(pageChange(state, 3, 50)).toEqual({ page: undefined, limit: '50' });
  });
});

describe('the editor ↔ the API body', () => {
  it('sends cents, trims texts and keeps a part only on a part line', () => {
    const body = draftInputOf({
      customer_id: CUSTOMER,
      vehicle_id: null,
      odometer_km: 84_500,
      valid_until: '2026-04-30',
      delivery_days: 3,
      conditions: '  ',
      lines: [
        {
          ...emptyLine('labor'),
          description: ' Mano de obra ',
          quantity: 1.5,
          unit_price_euros: 45,
        },
        {
          ...emptyLine('part'),
          description: 'Pastillas',
          unit_price_euros: 60.5,
          discount_percent: 10,
          part_id: ID,
        },
        {
          ...emptyLine('fee'),
          description: 'Residuos',
          unit_price_euros: 3,
          part_id: ID,
          vat_percent: 10,
        },
      ],
    });
    expect(body).toEqual({
      customer_id: CUSTOMER,
      vehicle_id: null,
      odometer_km: 84_500,
      work_order_id: null,
      valid_until: '2026-04-30',
      delivery_days: 3,
      conditions: null,
      lines: [
        {
          type: 'labor',
          description: 'Mano de obra',
          quantity: 1.5,
          unit_price_cents: 4_500,
          discount_percent: 0,
          vat_percent: 21,
          part_id: null,
        },
        {
          type: 'part',
          description: 'Pastillas',
          quantity: 1,
          unit_price_cents: 6_050,
          discount_percent: 10,
          vat_percent: 21,
          part_id: ID,
        },
        {
          type: 'fee',
          description: 'Residuos',
          quantity: 1,
          unit_price_cents: 300,
          discount_percent: 0,
          vat_percent: 10,
          part_id: null,
        },
      ],
    });
  });

  it('reads a saved quote back in euros', () => {
    const values = quoteFormValuesOf({
      customer_id: CUSTOMER,
      vehicle_id: ID,
      odometer_km: 1000,
      valid_until: '2026-04-30',
      delivery_days: null,
      conditions: null,
      lines: [
        {
          id: 'l1',
          position: 1,
          type: 'part',
          description: 'Filtro',
          quantity: 2,
          unit_price_cents: 1_250,
          discount_percent: 0,
          vat_percent: 21,
          base_cents: 2_500,
          part_id: ID,
          decision: null,
        },
      ],
    } as unknown as QuoteView);
    expect(values.lines[0]).toEqual({
      type: 'part',
      description: 'Filtro',
      quantity: 2,
      unit_price_euros: 12.5,
      discount_percent: null,
      vat_percent: 21,
      part_id: ID,
    });
    expect(values.conditions).toBe('');
  });

  it('offers validity dates 12 working days away at the earliest', () => {
    // Friday 2026-03-06 + 12 working days = Tuesday 2026-03-24.
    expect(earliestValidUntil('2026-03-06')).toBe('2026-03-24');
  });
});

describe('the staff approval', () => {
  const quote = {
    revision: 2,
    customer_name: 'Rosa López',
    lines: [{ id: 'a' }, { id: 'b' }, { id: 'c' }],
  } as unknown as QuoteView;

  it('accepts every line by default and sends each line once', () => {
    const defaults = approvalFormDefaults(quote);
    expect(defaults).toMatchObject({ channel: 'in_person', signer_name: 'Rosa López' });
    const body = approvalInputOf(quote, {
      ...defaults,
      signer_name: ' Rosa López ',
      decisions: { a: true, b: false, c: true },
      signature_png: 'data:image/png;base64,AAAA',
    });
    expect(body).toEqual({
      revision: 2,
      channel: 'in_person',
      signer_name: 'Rosa López',
      decisions: [
        { line_id: 'a', accepted: true },
        { line_id: 'b', accepted: false },
        { line_id: 'c', accepted: true },
      ],
      signature_png: 'data:image/png;base64,AAAA',
    });
  });

  it('sends no signature for a phone answer', () => {
    const body = approvalInputOf(quote, {
      ...approvalFormDefaults(quote),
      channel: 'phone',
      signature_png: 'data:image/png;base64,AAAA',
    });
    expect(body.signature_png).toBeNull();
  });
});
