import type { InvoiceView } from '@px/contracts';
import { describe, expect, it } from 'vitest';
import {
  CLEAR_FILTERS,
  customerAddress,
  draftInputOf,
  emptyInvoiceForm,
  filterChange,
  hasFilters,
  cashAllowed,
  invoiceActions,
  invoiceFormValuesOf,
  invoiceListQueryOf,
  invoiceListStateOf,
  pageChange,
  paymentAmountProblem,
  paymentFormDefaults,
  paymentInputOf,
  paymentTagOf,
  rectificationReasons,
  recipientOfCustomer,
} from './model';

const ID = '22222222-2222-4222-8222-222222222222';

const invoice = (fields: Partial<InvoiceView> = {}): InvoiceView => ({
  id: ID,
  series: 'F',
  number: null,
  status: 'draft',
  customer_id: null,
  work_order_id: null,
  recipient: { name: 'Transportes Ruiz S.L.', tax_id: 'B12345674', address: 'Calle Mayor 1' },
  issuer: null,
  issue_date: null,
  operation_date: '2026-03-01',
  due_date: null,
  payment_terms: null,
  notes: null,
  lines: [
    {
      id: 'l-1',
      position: 1,
      type: 'part',
      description: 'Pastillas',
      quantity: 1,
      unit_price_cents: 6_050,
      discount_percent: 10,
      vat_percent: 21,
      base_cents: 5_445,
    },
  ],
  vat_breakdown: [{ vat_percent: 21, base_cents: 5_445, vat_cents: 1_143 }],
  base_cents: 5_445,
  vat_cents: 1_143,
  total_cents: 6_588,
  paid_cents: 0,
  credited_cents: 0,
  balance_cents: 6_588,
  payment_state: null,
  payments: [],
  rectifies: null,
  cancellation_reason: null,
  verifactu: null,
  issued_at: null,
  created_at: '2026-03-01T09:00:00Z',
  updated_at: '2026-03-01T09:00:00Z',
  version: 3,
  ...fields,
});

describe('the list state in the address', () => {
  it('reads valid filters and ignores the rest', () => {
    const state = invoiceListStateOf(
      new URLSearchParams(
        `q=%20ruiz%20&series=S&status=issued&payment=overdue&customer=${ID}&from=2026-01-01&to=2026-02-30&page=3&limit=50&invoice=${ID}`,
      ),
    );
    expect(state).toEqual({
      q: 'ruiz',
      series: 'S',
      status: 'issued',
      payment: 'overdue',
      customerId: ID,
      from: '2026-01-01',
      // 30 February is not a day.
      to: null,
      page: 3,
      limit: 50,
      invoiceId: ID,
    });
    expect(
      invoiceListStateOf(
        new URLSearchParams('series=X&status=paid&payment=late&customer=7&page=-2&limit=7'),
      ),
    ).toMatchObject({
      series: null,
      status: null,
      payment: null,
      customerId: null,
      page: 1,
      limit: 20,
    });
  });

  it('asks the API only for the filters set', () => {
    const state = invoiceListStateOf(new URLSearchParams('status=draft&q=F2026'));
    expect(invoiceListQueryOf(state)).toEqual({ status: 'draft', q: 'F2026', page: 1, limit: 20 });
    expect(hasFilters(state)).toBe(true);
    expect(hasFilters(invoiceListStateOf(new URLSearchParams(`page=2&invoice=${ID}`)))).toBe(false);
  });

  it('goes back to page 1 on a filter change and keeps defaults out of the address', () => {
    expect(filterChange({ series: 'F', q: '  ' })).toEqual({
      page: undefined,
      series: 'F',
      q: undefined,
    });
    expect(CLEAR_FILTERS).toMatchObject({ q: undefined, from: undefined, customer: undefined });
    expect('invoice' in CLEAR_FILTERS).toBe(false);
    const state = invoiceListStateOf(new URLSearchParams('page=2'));
    expect(pageChange(state, 3, 20)).toEqual({ page: '3', limit: undefined });
    expect(pageChange(state, 3, 50)).toEqual({ page: undefined, limit: '50' });
  });
});

describe('the editor', () => {
  it('sends the draft as the API takes it: cents, trimmed texts, nulls for blanks', () => {
    const values = {
      ...emptyInvoiceForm(),
      recipient_name: '  Transportes Ruiz S.L. ',
      recipient_tax_id: 'b12345674 ',
      due_date: '2026-04-30',
      lines: [
        {
          type: 'labor' as const,
          description: ' Cambio de pastillas ',
          quantity: 1.5,
          unit_price_euros: 45,
          discount_percent: null,
          vat_percent: 21,
        },
        {
          type: 'part' as const,
          description: 'Pastillas',
          quantity: 1,
          unit_price_euros: 60.5,
          discount_percent: 10,
          vat_percent: 21,
        },
      ],
    };
    expect(draftInputOf(values)).toEqual({
      series: 'F',
      customer_id: null,
      recipient: { name: 'Transportes Ruiz S.L.', tax_id: 'B12345674', address: null },
      operation_date: null,
      due_date: '2026-04-30',
      payment_terms: null,
      notes: null,
      lines: [
        {
          type: 'labor',
          description: 'Cambio de pastillas',
          quantity: 1.5,
          unit_price_cents: 4_500,
          discount_percent: 0,
          vat_percent: 21,
        },
        {
          type: 'part',
          description: 'Pastillas',
          quantity: 1,
          unit_price_cents: 6_050,
          discount_percent: 10,
          vat_percent: 21,
        },
      ],
    });
  });

  it('reads a saved draft back into the form (a round trip sends the same body)', () => {
    const values = invoiceFormValuesOf(invoice());
    expect(values.lines[0]).toEqual({
      type: 'part',
      description: 'Pastillas',
      quantity: 1,
      unit_price_euros: 60.5,
      discount_percent: 10,
      vat_percent: 21,
    });
    expect(values.operation_date).toBe('2026-03-01');
    expect(draftInputOf(values).lines[0]).toMatchObject({ unit_price_cents: 6_050 });
  });

  const everything = { create: true, issue: true, pay: true, rectify: true };
  const nothing = { create: false, issue: false, pay: false, rectify: false };

  it('offers edit and issue on a draft only, as permitted, and the PDF always', () => {
    expect(invoiceActions(invoice(), everything)).toEqual(['edit', 'issue', 'pdf']);
    expect(invoiceActions(invoice(), { ...nothing, issue: true })).toEqual(['issue', 'pdf']);
    expect(invoiceActions(invoice(), nothing)).toEqual(['pdf']);
  });

  it('offers payment while something is owed, and rectifying or cancelling, on an issued invoice', () => {
    const issued = invoice({ status: 'issued', balance_cents: 5_000 });
    expect(invoiceActions(issued, everything)).toEqual(['pay', 'rectify', 'cancel', 'pdf']);
    expect(invoiceActions({ ...issued, balance_cents: 0 }, everything)).toEqual([
      'rectify',
      'cancel',
      'pdf',
    ]);
    expect(invoiceActions(issued, { ...nothing, pay: true })).toEqual(['pay', 'pdf']);
    expect(invoiceActions(invoice({ status: 'cancelled' }), everything)).toEqual(['pdf']);
  });
});

describe('a payment', () => {
  it('starts with what is owed, today, in cash only under 1.000,00 €', () => {
    expect(
      paymentFormDefaults({ balance_cents: 12_345, total_cents: 50_000 }, '2027-03-31'),
    ).toEqual({ amount: 123.45, method: 'cash', paid_on: '2027-03-31', reference: '' });
    expect(
      paymentFormDefaults({ balance_cents: 100_000, total_cents: 100_000 }, '2027-03-31').method,
    ).toBe('card');
    expect(cashAllowed(99_999)).toBe(true);
    expect(cashAllowed(100_000)).toBe(false);
  });

  it('is more than 0, whole cents, and never more than is owed', () => {
    expect(paymentAmountProblem(null, 1_000)).toBe('invoices.validation.paymentAmount');
    expect(paymentAmountProblem(0, 1_000)).toBe('invoices.validation.paymentAmount');
    expect(paymentAmountProblem(-5, 1_000)).toBe('invoices.validation.paymentAmount');
    expect(paymentAmountProblem(1.005, 1_000)).toBe('invoices.validation.paymentDecimals');
    expect(paymentAmountProblem(10.01, 1_000)).toBe('invoices.validation.paymentOverBalance');
    expect(paymentAmountProblem(10, 1_000)).toBeNull();
    expect(paymentAmountProblem(0.1 + 0.2, 1_000)).toBeNull();
  });

  it('is sent in cents, with an empty reference as null', () => {
    expect(
      paymentInputOf({ amount: 0.1 + 0.2, method: 'bizum', paid_on: '2027-03-31', reference: ' ' }),
    ).toEqual({ amount_cents: 30, method: 'bizum', paid_on: '2027-03-31', reference: null });
    expect(
      paymentInputOf({ amount: 50, method: 'card', paid_on: '2027-03-31', reference: ' 4411 ' })
        .reference,
    ).toBe('4411');
  });
});

describe('rectifying', () => {
  it('offers R5 for a simplified invoice and R1–R4 for any other', () => {
    expect(rectificationReasons(invoice({ series: 'F' }))).toEqual(['R1', 'R2', 'R3', 'R4']);
    expect(rectificationReasons(invoice({ series: 'S' }))).toEqual(['R5']);
    const rectifies = { invoice_id: ID, number: 'S2027-000001', kind: 'I' as const };
    expect(
      rectificationReasons(invoice({ series: 'R', rectifies: { ...rectifies, reason: 'R5' } })),
    ).toEqual(['R5']);
    expect(
      rectificationReasons(invoice({ series: 'R', rectifies: { ...rectifies, reason: 'R1' } })),
    ).toEqual(['R1', 'R2', 'R3', 'R4']);
  });
});

describe('the recipient from a customer', () => {
  it("writes the customer's name, NIF and one-line address", () => {
    const detail = {
      address: 'Calle Mayor 1, 2.º B',
      postal_code: '28013',
      city: 'Madrid',
      province: 'Madrid',
    };
    expect(customerAddress(detail)).toBe('Calle Mayor 1, 2.º B, 28013 Madrid');
    expect(customerAddress({ ...detail, city: 'Getafe' })).toBe(
      'Calle Mayor 1, 2.º B, 28013 Getafe (Madrid)',
    );
    expect(customerAddress({ address: '', postal_code: '', city: '', province: '' })).toBe('');
    expect(recipientOfCustomer({ full_name: 'Lucía Pérez', nif: null }, null)).toEqual({
      recipient_name: 'Lucía Pérez',
      recipient_tax_id: '',
    });
    expect(recipientOfCustomer({ full_name: 'Lucía Pérez', nif: '12345678Z' }, detail)).toEqual({
      recipient_name: 'Lucía Pérez',
      recipient_tax_id: '12345678Z',
      recipient_address: 'Calle Mayor 1, 2.º B, 28013 Madrid',
    });
  });
});

describe('the payment tag', () => {
  const issued = { payment_state: 'paid' as const, total_cents: 12_100, credited_cents: 0 };
  it('says what was collected, except for an invoice rectifying invoices took back whole', () => {
    expect(paymentTagOf(issued)).toBe('paid');
    expect(paymentTagOf({ ...issued, credited_cents: 12_100 })).toBe('credited');
    expect(paymentTagOf({ ...issued, credited_cents: 2_100 })).toBe('paid');
    expect(paymentTagOf({ ...issued, payment_state: 'pending' })).toBe('pending');
    expect(paymentTagOf({ ...issued, payment_state: null })).toBeNull();
    // A rectifying invoice (negative total) is settled, never "credited".
    expect(paymentTagOf({ ...issued, total_cents: -12_100 })).toBe('paid');
  });
});
