import type { PublicQuoteAnswerInput, PublicQuoteView } from '@px/contracts';
import { isApiError } from '@/shared/api';

/** A line of the quote as the customer's link shows it. */
export type PublicQuoteLine = PublicQuoteView['lines'][number];

/** The customer's choice per line id: true accepted, false rejected; a missing id is unanswered. */
export type LineDecisions = Readonly<Record<string, boolean>>;

/** What the customer filled in before sending. */
export interface AnswerDraft {
  decisions: LineDecisions;
  signerName: string;
  /** The drawn signature as `data:image/png;base64,…`, or null while unsigned. */
  signaturePng: string | null;
}

export type AnswerProblem = 'decisions' | 'signerName' | 'signature';

/** The server's bounds (libs/billing/src/commands/quote-answer.ts). */
export const SIGNER_NAME_MIN = 2;
export const SIGNER_NAME_MAX = 160;

export interface AcceptedTotals {
  acceptedCount: number;
  baseCents: number;
  vatCents: number;
  totalCents: number;
}

/** `base × percent / 100` in cents, rounded half away from zero (libs/billing's money.ts). */
function centsOfPercent(baseCents: number, percent: number): number {
  const product = baseCents * percent;
  return Math.sign(product) * Math.round(Math.abs(product) / 100);
}

/**
 * The total of the accepted lines, computed the server's way: VAT per rate over the rate's whole
 * base, rounded once (not the sum of rounded line quotas), so the figure the customer watches is
 * the one the workshop's order will carry.
 */
export function acceptedTotals(
  lines: readonly PublicQuoteLine[],
  decisions: LineDecisions,
): AcceptedTotals {
  const baseByRate = new Map<number, number>();
  let acceptedCount = 0;
  for (const line of lines) {
    if (decisions[line.id] !== true) continue;
    acceptedCount += 1;
    baseByRate.set(line.vat_percent, (baseByRate.get(line.vat_percent) ?? 0) + line.base_cents);
  }
  let baseCents = 0;
  let vatCents = 0;
  for (const [rate, base] of baseByRate) {
    baseCents += base;
    vatCents += centsOfPercent(base, rate);
  }
  return { acceptedCount, baseCents, vatCents, totalCents: baseCents + vatCents };
}

/** The decisions the quote's own answer carries (an answered link shows it line by line). */
export function decisionsOfAnswer(lines: readonly PublicQuoteLine[]): LineDecisions {
  const decisions: Record<string, boolean> = {};
  for (const line of lines) {
    if (line.decision !== null) decisions[line.id] = line.decision === 'accepted';
  }
  return decisions;
}

/** Every line set to the same choice ("Aceptar todo" / "Rechazar todo"). */
export function decideAll(lines: readonly PublicQuoteLine[], accepted: boolean): LineDecisions {
  return Object.fromEntries(lines.map((line) => [line.id, accepted]));
}

/** The lines still without a choice. */
export function unansweredLineIds(
  lines: readonly PublicQuoteLine[],
  decisions: LineDecisions,
): string[] {
  return lines.filter((line) => typeof decisions[line.id] !== 'boolean').map((line) => line.id);
}

/** What keeps the answer from being sent, in the order the page shows the fields. */
export function answerProblems(
  lines: readonly PublicQuoteLine[],
  draft: AnswerDraft,
): AnswerProblem[] {
  const problems: AnswerProblem[] = [];
  if (lines.length === 0 || unansweredLineIds(lines, draft.decisions).length > 0) {
    problems.push('decisions');
  }
  const name = draft.signerName.trim();
  if (name.length < SIGNER_NAME_MIN || name.length > SIGNER_NAME_MAX) problems.push('signerName');
  if (!draft.signaturePng) problems.push('signature');
  return problems;
}

/** POST /api/public/quotes/{token}'s body: one decision per line, in the quote's order. */
export function answerBody(
  lines: readonly PublicQuoteLine[],
  draft: AnswerDraft,
): PublicQuoteAnswerInput {
  return {
    signer_name: draft.signerName.trim(),
    decisions: lines.map((line) => ({
      line_id: line.id,
      accepted: draft.decisions[line.id] === true,
    })),
    signature_png: draft.signaturePng ?? '',
  };
}

/**
 * Why the link did not open: a token that opens nothing (404), a link revoked, replaced or past
 * its date (410, with the server's Spanish sentence), no answer from the server, or anything else.
 */
export type LinkFailure = 'not_found' | 'gone' | 'network' | 'other';

export function linkFailureOf(error: unknown): LinkFailure {
  if (!isApiError(error)) return 'other';
  if (error.statusCode === 404) return 'not_found';
  if (error.statusCode === 410) return 'gone';
  if (error.isNetworkError || error.statusCode === 0) return 'network';
  return 'other';
}

/** The page's state once the quote is loaded. */
export type QuoteStage = 'answering' | 'answered' | 'closed';

export function stageOf(view: PublicQuoteView): QuoteStage {
  if (view.answer) return 'answered';
  return view.can_answer ? 'answering' : 'closed';
}
