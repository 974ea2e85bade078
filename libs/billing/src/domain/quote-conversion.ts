import {
  type EstimateChannel,
  type QuoteApprovalChannel,
  type QuoteLineType,
  type QuoteStatus,
  type WorkOrderLineType,
} from '@px/contracts';
import { type Refusal } from './field-problem';

/**
 * An answered quote becomes work: its accepted lines open a new work order, or extend the order
 * the quote was made for (a hidden fault found during the repair, RD 1457/1986: done only with
 * the customer's consent, recorded on the lines). Rejected lines never become work.
 */

/** A quote line as the conversion reads it. */
export interface AcceptedQuoteLine {
  type: QuoteLineType;
  description: string;
  quantity: number;
  unitPriceCents: number;
  discountPercent: number;
  vatPercent: number;
  partId: string | null;
}

/** A work-order line as @px/work-orders takes it (its NewLine). */
export interface WorkOrderLineFields {
  type: WorkOrderLineType;
  name: string;
  planned_hours?: number;
  quantity?: number;
  unit_price_cents: number;
  discount_percent: number;
  vat_percent: number;
  part_id?: string | null;
}

/**
 * The order's lines of the accepted quote lines, in their order. Labor is sold by its hours (the
 * order keeps them as planned hours); an "other" line is charged as a fee, the order's kind for
 * anything that is neither labor nor a part.
 */
export function workOrderLinesOf(lines: readonly AcceptedQuoteLine[]): WorkOrderLineFields[] {
  return lines.map((line) => {
    const priced = {
      name: line.description,
      unit_price_cents: line.unitPriceCents,
      discount_percent: line.discountPercent,
      vat_percent: line.vatPercent,
    };
    if (line.type === 'labor') return { ...priced, type: 'labor', planned_hours: line.quantity };
    if (line.type === 'part') {
      return { ...priced, type: 'part', quantity: line.quantity, part_id: line.partId };
    }
    return { ...priced, type: 'fee', quantity: line.quantity };
  });
}

/**
 * How the work order records the consent: at the desk and by phone as such; through the link the
 * customer signed the quote (drawn signature, IP and time kept by the quote's approval).
 */
export function estimateChannelOfApproval(channel: QuoteApprovalChannel): EstimateChannel {
  return channel === 'link' ? 'signed_document' : channel;
}

/** The document the order refers to: "P-2026-00012 rev. 2". */
export function quoteReference(number: string, revision: number): string {
  return `${number} rev. ${revision}`;
}

/** Only an accepted quote (all or some lines) becomes work, and only once. */
export function conversionRefusal(quote: {
  status: QuoteStatus;
  convertedWorkOrderId: string | null;
}): Refusal<'not_accepted' | 'converted'> | null {
  if (quote.convertedWorkOrderId) {
    return {
      kind: 'converted',
      message: 'Las líneas aceptadas de este presupuesto ya están en una orden de trabajo.',
    };
  }
  if (quote.status !== 'accepted' && quote.status !== 'partially_accepted') {
    return {
      kind: 'not_accepted',
      message: 'Solo se convierte en orden un presupuesto aceptado, total o parcialmente.',
    };
  }
  return null;
}
