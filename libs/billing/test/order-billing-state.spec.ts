import { orderBilling } from '../src/domain/order-billing-state';

const invoice = (fields: Partial<Parameters<typeof orderBilling>[0][number]> = {}) => ({
  number: 'F2026-000012',
  totalCents: 24_200,
  creditedCents: 0,
  paidCents: 0,
  dueDate: null,
  ...fields,
});

describe("a work order's billing at delivery", () => {
  const today = '2026-11-27';

  it('is pending invoicing while no invoice is issued', () => {
    expect(orderBilling([], today)).toEqual({
      state: 'not_invoiced',
      label: 'Pendiente de facturación',
    });
  });

  it('is paid once nothing is owed, naming its invoices', () => {
    expect(orderBilling([invoice({ paidCents: 24_200 })], today)).toEqual({
      state: 'paid',
      label: 'Pagada (F2026-000012)',
    });
  });

  it('adds what each invoice still owes after its credits and payments; a credit note owes nothing', () => {
    expect(
      orderBilling(
        [
          invoice({ paidCents: 12_100, creditedCents: 2_000 }),
          invoice({ number: 'F2026-000015', totalCents: 5_000 }),
          invoice({ number: 'R2026-000001', totalCents: -2_000 }),
        ],
        today,
      ),
    ).toEqual({
      state: 'pending',
      label: 'Pendiente de pago: 151,00 € (F2026-000012, F2026-000015, R2026-000001)',
    });
  });

  it('is paid when a credit covers what was still owed', () => {
    expect(
      orderBilling(
        [
          invoice({ paidCents: 22_200, creditedCents: 2_000 }),
          invoice({ number: 'R2026-000002', totalCents: -2_000 }),
        ],
        today,
      ).state,
    ).toBe('paid');
  });

  it('is overdue when something is owed past its due date (the due day itself is not late)', () => {
    expect(orderBilling([invoice({ dueDate: '2026-11-26' })], today).state).toBe('overdue');
    expect(orderBilling([invoice({ dueDate: '2026-11-26' })], today).label).toBe(
      'Pago vencido: 242,00 € pendientes (F2026-000012)',
    );
    expect(orderBilling([invoice({ dueDate: today })], today).state).toBe('pending');
    expect(orderBilling([invoice({ dueDate: '2026-11-01', paidCents: 24_200 })], today).state).toBe(
      'paid',
    );
  });
});
