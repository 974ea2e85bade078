import { type InvoiceSeries } from '@px/contracts';
import { DomainEvent } from '@px/platform';

export interface InvoiceEventPayload {
  id: string;
  series: InvoiceSeries;
  /** Null while a draft. */
  number: string | null;
  customer_id: string | null;
  total_cents: number;
}

/** Facts of an invoice's life: drafted, edited, issued (numbered, recorded for VERI*FACTU). */
abstract class InvoiceEvent extends DomainEvent<InvoiceEventPayload> {
  readonly aggregateType = 'invoice';
}

export class InvoiceDrafted extends InvoiceEvent {
  static readonly TYPE = 'InvoiceDrafted';
  readonly type = InvoiceDrafted.TYPE;
}

export class InvoiceDraftEdited extends InvoiceEvent {
  static readonly TYPE = 'InvoiceDraftEdited';
  readonly type = InvoiceDraftEdited.TYPE;
}

export class InvoiceIssued extends InvoiceEvent {
  static readonly TYPE = 'InvoiceIssued';
  readonly type = InvoiceIssued.TYPE;
}

export interface InvoicePaymentPayload {
  id: string;
  number: string | null;
  amount_cents: number;
  method: string;
  /** What is still owed after it. */
  balance_cents: number;
}

/** A payment was registered against an issued invoice. */
export class InvoicePaymentRegistered extends DomainEvent<InvoicePaymentPayload> {
  static readonly TYPE = 'InvoicePaymentRegistered';
  readonly type = InvoicePaymentRegistered.TYPE;
  readonly aggregateType = 'invoice';
}

/** An invoice issued by mistake was cancelled (its VERI*FACTU anulación recorded). */
export class InvoiceCancelled extends InvoiceEvent {
  static readonly TYPE = 'InvoiceCancelled';
  readonly type = InvoiceCancelled.TYPE;
}
