import {
  INVOICE_STATUSES,
  type InvoiceStatus,
  allowedInvoiceTransitions,
  invoiceIsEditable,
  refuseCancellation,
  refuseInvoiceEdit,
  refuseInvoiceTransition,
} from '../src/domain/invoice-status';

const LEGAL: Record<InvoiceStatus, InvoiceStatus[]> = {
  draft: ['issued'],
  issued: ['cancelled'],
  cancelled: [],
};

describe('invoice state machine', () => {
  for (const from of INVOICE_STATUSES) {
    for (const to of INVOICE_STATUSES) {
      it(`${from} → ${to}`, () => {
        const refusal = refuseInvoiceTransition(from, to);
        if (from === to) expect(refusal).toMatchObject({ kind: 'same' });
        else if (LEGAL[from].includes(to)) expect(refusal).toBeNull();
        else expect(refusal).toMatchObject({ kind: 'illegal', message: expect.any(String) });
      });
    }
  }

  it('offers only the legal moves and says why in Spanish', () => {
    for (const status of INVOICE_STATUSES) {
      expect(allowedInvoiceTransitions(status)).toEqual(LEGAL[status]);
    }
    expect(refuseInvoiceTransition('draft', 'cancelled')?.message).toBe(
      'Un borrador no se anula: elimínalo.',
    );
    expect(refuseInvoiceTransition('cancelled', 'issued')?.message).toBe(
      'No se puede pasar una factura de «Anulada» a «Emitida».',
    );
  });

  it('lets only drafts change: an issued invoice is corrected by a rectifying one', () => {
    expect(INVOICE_STATUSES.filter(invoiceIsEditable)).toEqual(['draft']);
    expect(refuseInvoiceEdit('draft')).toBeNull();
    expect(refuseInvoiceEdit('issued')).toEqual({
      kind: 'immutable',
      message: 'Una factura emitida no se puede modificar: emite una factura rectificativa.',
    });
    expect(refuseInvoiceEdit('cancelled')).toMatchObject({ kind: 'immutable' });
  });
});

describe('cancellation (anulación)', () => {
  const request = {
    status: 'issued' as const,
    reason: 'Emitida por error',
    paidCents: 0,
    rectified: false,
  };

  it('voids an unpaid, uncorrected issued invoice, with a reason', () => {
    expect(refuseCancellation(request)).toBeNull();
    expect(refuseCancellation({ ...request, reason: '  ' })).toMatchObject({
      kind: 'reason_required',
    });
  });

  it('refuses drafts, cancelled, paid and rectified invoices', () => {
    expect(refuseCancellation({ ...request, status: 'draft' })).toMatchObject({ kind: 'illegal' });
    expect(refuseCancellation({ ...request, status: 'cancelled' })).toMatchObject({ kind: 'same' });
    expect(refuseCancellation({ ...request, paidCents: 100 })).toMatchObject({ kind: 'paid' });
    expect(refuseCancellation({ ...request, rectified: true })).toMatchObject({
      kind: 'rectified',
    });
  });
});
