import {
  CASH_LIMIT_CENTS,
  paymentProblems,
  paymentSummary,
  refusePayment,
} from '../src/domain/payment-state';

describe('payment state', () => {
  const today = '2026-03-10';

  it('is pending until paid in full, with the balance due', () => {
    expect(paymentSummary(12_100, [], '2026-04-09', today)).toEqual({
      paidCents: 0,
      balanceCents: 12_100,
      state: 'pending',
    });
    expect(paymentSummary(12_100, [{ amountCents: 6_050 }], '2026-04-09', today)).toEqual({
      paidCents: 6_050,
      balanceCents: 6_050,
      state: 'pending',
    });
    expect(
      paymentSummary(12_100, [{ amountCents: 6_050 }, { amountCents: 6_050 }], '2026-03-01', today),
    ).toEqual({ paidCents: 12_100, balanceCents: 0, state: 'paid' });
  });

  it('is overdue from the day after the due date, never without one', () => {
    expect(paymentSummary(100, [], '2026-03-10', today).state).toBe('pending');
    expect(paymentSummary(100, [], '2026-03-09', today).state).toBe('overdue');
    expect(paymentSummary(100, [{ amountCents: 40 }], '2026-03-09', today)).toEqual({
      paidCents: 40,
      balanceCents: 60,
      state: 'overdue',
    });
    expect(paymentSummary(100, [], null, today).state).toBe('pending');
  });

  it('owes nothing on a zero or negative rectifying invoice', () => {
    expect(paymentSummary(-1_271, [], '2026-01-01', today)).toEqual({
      paidCents: 0,
      balanceCents: 0,
      state: 'paid',
    });
  });
});

describe('registering a payment', () => {
  const invoice = { totalCents: 12_100, balanceCents: 6_050 };
  const payment = { amountCents: 6_050, method: 'bizum', paidOn: '2026-03-10' };

  it('takes more than 0 and at most the balance, by a known method', () => {
    expect(paymentProblems(payment, invoice, '2026-03-10')).toEqual([]);
    for (const method of ['cash', 'card', 'transfer', 'bizum']) {
      expect(paymentProblems({ ...payment, method }, invoice, '2026-03-10')).toEqual([]);
    }
    expect(paymentProblems({ ...payment, amountCents: 0 }, invoice, '2026-03-10')).toEqual([
      { field: 'amount_cents', code: 'min', message: 'El importe del cobro debe ser mayor que 0.' },
    ]);
    expect(paymentProblems({ ...payment, amountCents: 6_051 }, invoice, '2026-03-10')).toEqual([
      {
        field: 'amount_cents',
        code: 'max',
        message: 'El cobro supera lo pendiente (60,50 €): registra como mucho ese importe.',
      },
    ]);
    expect(
      paymentProblems({ ...payment, amountCents: 10.5, method: 'cheque' }, invoice, '2026-03-10'),
    ).toMatchObject([
      { field: 'amount_cents', code: 'min' },
      { field: 'method', code: 'isIn' },
    ]);
  });

  it('refuses cash on operations of 1,000 € or more, and future or invalid dates', () => {
    const big = { totalCents: CASH_LIMIT_CENTS, balanceCents: 123_456_789 };
    expect(paymentProblems({ ...payment, method: 'cash' }, big, '2026-03-10')).toMatchObject([
      { field: 'method', code: 'cashLimit' },
    ]);
    expect(
      paymentProblems({ ...payment, method: 'cash', amountCents: 200_000_000 }, big, '2026-03-10'),
    ).toMatchObject([
      {
        field: 'amount_cents',
        message: 'El cobro supera lo pendiente (1.234.567,89 €): registra como mucho ese importe.',
      },
      { field: 'method', code: 'cashLimit' },
    ]);
    expect(
      paymentProblems(
        { ...payment, method: 'cash' },
        { ...big, totalCents: CASH_LIMIT_CENTS - 1 },
        '2026-03-10',
      ),
    ).toEqual([]);
    expect(
      paymentProblems({ ...payment, paidOn: '2026-03-11' }, invoice, '2026-03-10'),
    ).toMatchObject([{ field: 'paid_on', code: 'future' }]);
    expect(
      paymentProblems({ ...payment, paidOn: '2026-02-30' }, invoice, '2026-03-10'),
    ).toMatchObject([{ field: 'paid_on', code: 'isDate' }]);
  });

  it('is refused on drafts, cancelled and settled invoices', () => {
    expect(refusePayment('issued', 1)).toBeNull();
    expect(refusePayment('draft', 100)).toEqual({
      kind: 'not_issued',
      message: 'Emite la factura antes de registrar un cobro.',
    });
    expect(refusePayment('cancelled', 100)).toMatchObject({ kind: 'not_issued' });
    expect(refusePayment('issued', 0)).toMatchObject({ kind: 'settled' });
  });
});
