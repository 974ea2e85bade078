import { type QuoteStatus } from '@px/contracts';
import { DomainError, NotFoundError } from '@px/platform';
import {
  QUOTE_LINK_NOT_FOUND,
  goneLinkMessage,
  quoteLinkState,
  tokenMatches,
} from '../domain/quote-link';
import { quoteLinkClaims } from './quote-link-token';

/** 410: the link existed, but it was revoked or it expired (a Spanish sentence says which). */
export class QuoteLinkGoneError extends DomainError {
  constructor(message: string, state: 'revoked' | 'expired') {
    super(410, 'GONE', message, { link: state });
  }
}

/** A link's row with what deciding on it needs of its quote. */
export interface QuoteLinkRow {
  id: string;
  quote_id: string;
  revision_id: string;
  revision: number;
  token_hash: string;
  expires_at: Date;
  revoked_at: Date | null;
  quote_status: QuoteStatus;
  valid_until: string | null;
}

/** Runs the link's `$n` statement (SqlClient's query outside a command, runSql inside one). */
export type SelectLinkRows = (text: string, params: unknown[]) => Promise<QuoteLinkRow[]>;

/**
 * The link a token opens, whether still usable or not: 404 for a token that opens nothing (badly
 * signed, altered, unknown, another link's); 410 once revoked or expired. `lock` takes the quote's
 * row for the command that answers through it.
 */
export async function openQuoteLink(
  select: SelectLinkRows,
  secret: string,
  token: string,
  now: Date,
  lock = false,
): Promise<QuoteLinkRow> {
  const claims = quoteLinkClaims(secret, token);
  const [row] = claims
    ? await select(
        `select l.id, l.quote_id, l.revision_id, r.revision, l.token_hash, l.expires_at,
                l.revoked_at, q.status as quote_status, r.valid_until::text as valid_until
           from quote_link l
           join quote q on q.id = l.quote_id
           join quote_revision r on r.id = l.revision_id
          where l.id = $1 and l.quote_id = $2
          ${lock ? 'for update of q' : ''}`,
        [claims.id, claims.nonce],
      )
    : [];
  if (!row || !tokenMatches(token, row.token_hash)) throw new NotFoundError(QUOTE_LINK_NOT_FOUND);
  const state = quoteLinkState(
    { revokedAt: row.revoked_at, expiresAt: new Date(row.expires_at) },
    row.quote_status,
    now,
  );
  if (state !== 'active')
    throw new QuoteLinkGoneError(goneLinkMessage(state, row.valid_until), state);
  return row;
}
