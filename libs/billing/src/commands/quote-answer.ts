import { randomUUID } from 'node:crypto';
import { type EntityManager } from '@mikro-orm/postgresql';
import { type QuoteApprovalChannel, type QuoteDecisionInput, localDate } from '@px/contracts';
import { ConflictError, type EventRecorder, ValidationError, runSql } from '@px/platform';
import { type FieldProblem } from '../domain/field-problem';
import { type ApprovalStatus, decideQuoteAnswer } from '../domain/quote-approval';
import { QuoteAnswered } from '../events/quote.events';
import { type LockedQuote, quotePayload } from './quote-record';

export const MAX_SIGNER_NAME = 160;
export const MAX_USER_AGENT = 300;

/** The customer's answer as a command hands it in, its signature already checked. */
export interface QuoteAnswerRecord {
  /** The revision the customer was shown. */
  revision: number;
  decisions: readonly QuoteDecisionInput[];
  signerName: string;
  signaturePng: Buffer | null;
  channel: QuoteApprovalChannel;
  linkId: string | null;
  /** The staff user who recorded it; null when the customer answered through the link. */
  recordedBy: string | null;
  ip: string | null;
  userAgent: string | null;
  at: Date;
}

/** The signer's name, trimmed, or its Spanish problem. */
export function signerNameProblems(name: string, field = 'signer_name'): FieldProblem[] {
  const trimmed = name.trim();
  if (trimmed.length >= 2 && trimmed.length <= MAX_SIGNER_NAME) return [];
  return [{ field, code: 'length', message: 'Escribe el nombre y apellidos de quien firma.' }];
}

/**
 * Records the customer's answer to the quote's current revision, line by line, inside the
 * command's transaction (the quote locked by the caller): refused when it is not the revision they
 * saw (409), when the quote is not awaiting an answer or has lapsed (409), or when the decisions
 * do not cover exactly that revision's lines (400). One answer per revision: a second one finds
 * the quote answered (and the database's unique revision refuses it too).
 */
export async function recordQuoteAnswer(
  em: EntityManager,
  events: EventRecorder,
  quote: LockedQuote,
  answer: QuoteAnswerRecord,
): Promise<ApprovalStatus> {
  const lines = await runSql<{ id: string }>(
    em,
    'select id from quote_line where revision_id = $1 order by position',
    [quote.revision_id],
  );
  const outcome = decideQuoteAnswer(
    {
      status: quote.status,
      revision: quote.revision,
      validUntil: quote.valid_until ?? localDate(answer.at),
      lineIds: lines.map((line) => line.id),
    },
    {
      revision: answer.revision,
      decisions: answer.decisions.map((d) => ({ lineId: d.line_id, accepted: d.accepted })),
    },
    localDate(answer.at),
  );
  if (outcome.kind === 'refused') {
    throw new ConflictError(outcome.refusal.message, {
      status: quote.status,
      revision: quote.revision,
      reason: outcome.refusal.kind,
    });
  }
  if (outcome.kind === 'invalid') throw new ValidationError(outcome.problems);

  const approvalId = randomUUID();
  await runSql(
    em,
    `insert into quote_approval (id, quote_id, revision_id, status, channel, link_id, signer_name,
                                 signature_png, recorded_by, ip, user_agent, approved_at)
     values ($1, $2, $3, $4, $5, $6, $7, decode($8, 'hex'), $9, $10, $11, $12)`,
    // Bytes as hex text: the statement is formatted by MikroORM (runSql's note), not bound.
    [
      approvalId,
      quote.id,
      quote.revision_id,
      outcome.status,
      answer.channel,
      answer.linkId,
      answer.signerName.trim(),
      answer.signaturePng?.toString('hex') ?? null,
      answer.recordedBy,
      answer.ip?.slice(0, 64) ?? null,
      answer.userAgent?.slice(0, MAX_USER_AGENT) ?? null,
      answer.at,
    ],
    'run',
  );
  const accepted = new Set(outcome.acceptedLineIds);
  await runSql(
    em,
    `insert into quote_approval_line (approval_id, line_id, accepted)
     select $1, l.line_id, l.accepted
       from jsonb_to_recordset($2::jsonb) as l (line_id uuid, accepted boolean)`,
    [
      approvalId,
      JSON.stringify(lines.map((line) => ({ line_id: line.id, accepted: accepted.has(line.id) }))),
    ],
    'run',
  );
  await runSql(
    em,
    `update quote set status = $2, answered_at = $3, updated_at = $3, version = version + 1
      where id = $1`,
    [quote.id, outcome.status, answer.at],
    'run',
  );
  events.record(
    new QuoteAnswered(
      quote.id,
      quotePayload({ ...quote, status: outcome.status }),
      answer.recordedBy,
      answer.at,
    ),
  );
  return outcome.status;
}
