import { type FieldProblem, type Refusal } from './field-problem';
import { type LocalDate, formatSpanishDate as spanishDate } from '@px/contracts';
import { type QuoteStatus } from './quote-status';
import { quoteHasExpired } from './quote-validity';

/**
 * The customer's answer to a quote, line by line (DOMAIN: "accept or reject each line"). It belongs
 * to the exact revision the customer saw, and is taken only while the quote is sent and still valid.
 */
export interface QuoteForApproval {
  status: QuoteStatus;
  /** The quote's current revision. */
  revision: number;
  validUntil: LocalDate;
  /** The ids of the current revision's lines. */
  lineIds: readonly string[];
}

export interface LineDecision {
  lineId: string;
  accepted: boolean;
}

export interface QuoteAnswer {
  /** The revision the customer saw (carried by the link or shown to staff). */
  revision: number;
  decisions: readonly LineDecision[];
}

export type ApprovalStatus = Extract<QuoteStatus, 'accepted' | 'partially_accepted' | 'rejected'>;

export type ApprovalOutcome =
  | {
      kind: 'decided';
      status: ApprovalStatus;
      acceptedLineIds: string[];
      rejectedLineIds: string[];
    }
  | { kind: 'refused'; refusal: Refusal<'not_sent' | 'expired' | 'stale_revision'> }
  | { kind: 'invalid'; problems: FieldProblem[] };

/** The resulting status: every line accepted, some, or none. */
export function approvalStatus(accepted: number, total: number): ApprovalStatus {
  if (accepted === 0) return 'rejected';
  return accepted === total ? 'accepted' : 'partially_accepted';
}

export function decideQuoteAnswer(
  quote: QuoteForApproval,
  answer: QuoteAnswer,
  today: LocalDate,
): ApprovalOutcome {
  const refusal = refuseAnswer(quote, answer, today);
  if (refusal) return { kind: 'refused', refusal };

  const problems: FieldProblem[] = [];
  const lines = new Set(quote.lineIds);
  const seen = new Set<string>();
  answer.decisions.forEach((decision, i) => {
    if (!lines.has(decision.lineId)) {
      problems.push({
        field: `decisions.${i}.line_id`,
        code: 'unknownLine',
        message: 'Esa línea no pertenece a esta versión del presupuesto.',
      });
    } else if (seen.has(decision.lineId)) {
      problems.push({
        field: `decisions.${i}.line_id`,
        code: 'duplicate',
        message: 'Cada línea se acepta o se rechaza una sola vez.',
      });
    }
    seen.add(decision.lineId);
  });
  if (quote.lineIds.some((id) => !seen.has(id))) {
    problems.push({
      field: 'decisions',
      code: 'incomplete',
      message: 'Indica si aceptas o rechazas cada línea del presupuesto.',
    });
  }
  if (problems.length > 0) return { kind: 'invalid', problems };

  const acceptedIds = new Set(answer.decisions.filter((d) => d.accepted).map((d) => d.lineId));
  const acceptedLineIds = quote.lineIds.filter((id) => acceptedIds.has(id));
  const rejectedLineIds = quote.lineIds.filter((id) => !acceptedIds.has(id));
  return {
    kind: 'decided',
    status: approvalStatus(acceptedLineIds.length, quote.lineIds.length),
    acceptedLineIds,
    rejectedLineIds,
  };
}

function refuseAnswer(
  quote: QuoteForApproval,
  answer: QuoteAnswer,
  today: LocalDate,
): Refusal<'not_sent' | 'expired' | 'stale_revision'> | null {
  if (answer.revision !== quote.revision) {
    return {
      kind: 'stale_revision',
      message: 'El presupuesto ha cambiado desde que lo viste: revisa la versión actual.',
    };
  }
  const lapsed = quote.status === 'sent' && quoteHasExpired(quote.validUntil, today);
  if (quote.status === 'expired' || lapsed) {
    return {
      kind: 'expired',
      message: `Este presupuesto era válido hasta el ${spanishDate(quote.validUntil)}: pide al taller uno actualizado.`,
    };
  }
  if (quote.status !== 'sent') {
    return {
      kind: 'not_sent',
      message:
        quote.status === 'draft'
          ? 'El presupuesto aún no se ha enviado al cliente.'
          : 'Este presupuesto ya tiene respuesta.',
    };
  }
  return null;
}
