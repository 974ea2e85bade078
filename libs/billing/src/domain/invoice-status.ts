import { INVOICE_STATUSES, type InvoiceStatus } from '@px/contracts';
import { type Refusal } from './field-problem';

/**
 * An invoice is a draft (no number, freely edited or deleted) until it is issued: then it has its
 * number and is immutable (RD 1619/2012 art. 15: corrections are a rectifying invoice, never an edit).
 * A cancellation (anulación, VERI*FACTU's RegistroAnulacion) voids an invoice issued by mistake; it
 * is final. A draft is never cancelled: it was never an invoice, it is deleted.
 */
export { INVOICE_STATUSES, type InvoiceStatus };

export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  draft: 'Borrador',
  issued: 'Emitida',
  cancelled: 'Anulada',
};

const TRANSITIONS: Record<InvoiceStatus, readonly InvoiceStatus[]> = {
  draft: ['issued'],
  issued: ['cancelled'],
  cancelled: [],
};

export function allowedInvoiceTransitions(from: InvoiceStatus): InvoiceStatus[] {
  return [...TRANSITIONS[from]];
}

/** Only a draft's lines, recipient and dates change. */
export function invoiceIsEditable(status: InvoiceStatus): boolean {
  return status === 'draft';
}

/** The 409 of editing (or deleting) an invoice that is no longer a draft, or null for a draft. */
export function refuseInvoiceEdit(status: InvoiceStatus): Refusal<'immutable'> | null {
  if (status === 'draft') return null;
  return {
    kind: 'immutable',
    message:
      status === 'issued'
        ? 'Una factura emitida no se puede modificar: emite una factura rectificativa.'
        : 'Una factura anulada no se puede modificar.',
  };
}

export type InvoiceTransitionRefusal = Refusal<'same' | 'illegal'>;

/** Why `from → to` may not happen, or null when it may. */
export function refuseInvoiceTransition(
  from: InvoiceStatus,
  to: InvoiceStatus,
): InvoiceTransitionRefusal | null {
  if (from === to) return { kind: 'same', message: 'La factura ya está en ese estado.' };
  if (TRANSITIONS[from].includes(to)) return null;
  if (from === 'draft' && to === 'cancelled') {
    return { kind: 'illegal', message: 'Un borrador no se anula: elimínalo.' };
  }
  return {
    kind: 'illegal',
    message: `No se puede pasar una factura de «${INVOICE_STATUS_LABELS[from]}» a «${INVOICE_STATUS_LABELS[to]}».`,
  };
}

export interface CancellationRequest {
  status: InvoiceStatus;
  reason: string | null | undefined;
  /** Payments registered on the invoice (net of refunds). */
  paidCents: number;
  /** Whether an issued rectifying invoice references this one. */
  rectified: boolean;
}

/**
 * Why an invoice may not be cancelled, or null. A cancellation is for an invoice that should never
 * have been issued: one already paid or already corrected by a rectifying invoice has produced
 * effects, and is corrected with (another) rectifying invoice instead. The reason stays on record.
 */
export function refuseCancellation(
  request: CancellationRequest,
): Refusal<'same' | 'illegal' | 'reason_required' | 'paid' | 'rectified'> | null {
  const transition = refuseInvoiceTransition(request.status, 'cancelled');
  if (transition) return transition;
  if (!request.reason?.trim()) {
    return { kind: 'reason_required', message: 'Indica el motivo de la anulación.' };
  }
  if (request.paidCents !== 0) {
    return {
      kind: 'paid',
      message:
        'La factura tiene cobros registrados: no se puede anular. Emite una factura rectificativa.',
    };
  }
  if (request.rectified) {
    return {
      kind: 'rectified',
      message: 'La factura ya tiene una rectificativa: no se puede anular.',
    };
  }
  return null;
}
