import { type QuoteStatus } from '@px/contracts';
import { DomainEvent } from '@px/platform';

export interface QuoteEventPayload {
  id: string;
  number: string;
  status: QuoteStatus;
  revision: number;
  customer_id: string;
  work_order_id: string | null;
  total_cents: number;
}

/** Sent: the revision frozen, its link, and the address the e-mail goes to (null: none). */
export interface QuoteSentPayload extends QuoteEventPayload {
  link_id: string;
  mailed_to: string | null;
}

export interface QuoteConvertedPayload extends QuoteEventPayload {
  /** The order that received the accepted lines (new or the one the quote extends). */
  converted_work_order_id: string;
  line_count: number;
}

/** Facts of a quote's life, from the draft to the work order its accepted lines became. */
abstract class QuoteEvent<P extends QuoteEventPayload = QuoteEventPayload> extends DomainEvent<P> {
  readonly aggregateType = 'quote';
}

export class QuoteDrafted extends QuoteEvent {
  static readonly TYPE = 'QuoteDrafted';
  readonly type = QuoteDrafted.TYPE;
}

/** Edited in place (a draft) or revised (a sent quote's revision n + 1). */
export class QuoteEdited extends QuoteEvent {
  static readonly TYPE = 'QuoteEdited';
  readonly type = QuoteEdited.TYPE;
}

export class QuoteSent extends QuoteEvent<QuoteSentPayload> {
  static readonly TYPE = 'QuoteSent';
  readonly type = QuoteSent.TYPE;
}

/** The customer answered a revision (accepted all, some or no lines) or declined it whole. */
export class QuoteAnswered extends QuoteEvent {
  static readonly TYPE = 'QuoteAnswered';
  readonly type = QuoteAnswered.TYPE;
}

export class QuoteLinkRevoked extends QuoteEvent {
  static readonly TYPE = 'QuoteLinkRevoked';
  readonly type = QuoteLinkRevoked.TYPE;
}

export class QuoteExpired extends QuoteEvent {
  static readonly TYPE = 'QuoteExpired';
  readonly type = QuoteExpired.TYPE;
}

export class QuoteConverted extends QuoteEvent<QuoteConvertedPayload> {
  static readonly TYPE = 'QuoteConverted';
  readonly type = QuoteConverted.TYPE;
}
