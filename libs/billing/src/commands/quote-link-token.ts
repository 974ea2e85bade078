import { type SignedLinkClaims, signLink, verifyLink } from '@px/platform';
import { QUOTE_LINK_PURPOSE } from '../domain/quote-link';

/** What a quote link's token is made of: its row, its quote and its expiry. */
export interface QuoteLinkFacts {
  linkId: string;
  quoteId: string;
  expiresAt: Date;
}

/**
 * The token of a link: signed with a key derived from JWT_SECRET for quotes only (SignedLinks),
 * naming the link's row, with the quote's id as the nonce. The table keeps only its SHA-256; the
 * token is rebuilt from the row and the secret when it is mailed or shown to the office, so no
 * usable link sits in the database, the outbox or the queue.
 */
export function quoteLinkToken(secret: string, facts: QuoteLinkFacts): string {
  return signLink(secret, QUOTE_LINK_PURPOSE, {
    id: facts.linkId,
    nonce: facts.quoteId,
    expiresAt: facts.expiresAt,
  });
}

/**
 * The claims of a well-signed quote token, expired or not (null: forged, altered, or another
 * purpose's). The expiry is judged against the link's row instead, so an expired link answers 410
 * ("caducado") and not the 404 of a link that never existed.
 */
export function quoteLinkClaims(secret: string, token: string): SignedLinkClaims | null {
  return verifyLink(secret, QUOTE_LINK_PURPOSE, token, new Date(0));
}

/** The public page of a link: `/q/{token}` on the site customers open. */
export function quoteLinkUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/q/${token}`;
}
