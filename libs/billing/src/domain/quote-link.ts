import { createHash, timingSafeEqual } from 'node:crypto';
import { type LocalDate, type QuoteStatus, formatSpanishDate, localDayEnd } from '@px/contracts';

/**
 * The customer's link to a quote (`/q/{token}`, DESIGN §11): a token signed for this purpose
 * (SignedLinks of @px/platform) naming the link's row, which keeps only the token's SHA-256, its
 * expiry and its revocation. The link opens the exact revision it was made for; sending again,
 * revising or revoking the quote revokes it. GET shows, POST answers: a mail scanner that follows
 * the link changes nothing.
 */
export const QUOTE_LINK_PURPOSE = 'quote';

/** Any token that opens nothing (forged, altered, unknown): the same 404 for all. */
export const QUOTE_LINK_NOT_FOUND =
  'Este enlace no corresponde a ningún presupuesto. Comprueba que lo has copiado entero.';

export type QuoteLinkState = 'active' | 'revoked' | 'expired';

/** The stored digest of a token: the table never holds a usable link. */
export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Whether `token` is the one whose digest was stored (constant time). */
export function tokenMatches(token: string, storedHash: string): boolean {
  const given = Buffer.from(hashLinkToken(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

/** A quote's link lasts as long as the quote is valid: to the end of its last day, in Madrid. */
export function linkExpiry(validUntil: LocalDate): Date {
  return localDayEnd(validUntil);
}

/** Where a link stands: revoked (a newer one, a revision), expired (or its quote), or active. */
export function quoteLinkState(
  link: { revokedAt: Date | null; expiresAt: Date },
  quoteStatus: QuoteStatus,
  now: Date,
): QuoteLinkState {
  if (link.revokedAt) return 'revoked';
  if (link.expiresAt <= now || quoteStatus === 'expired') return 'expired';
  return 'active';
}

/** What the customer reads when a link is no longer usable (410). */
export function goneLinkMessage(
  state: Exclude<QuoteLinkState, 'active'>,
  validUntil: LocalDate | null,
): string {
  if (state === 'revoked') {
    return 'Este enlace ya no es válido: el taller ha enviado una versión más reciente del presupuesto o lo ha retirado. Consulta el último correo o llama al taller.';
  }
  return validUntil
    ? `Este presupuesto era válido hasta el ${formatSpanishDate(validUntil)} y el enlace ha caducado. Pide al taller uno actualizado.`
    : 'El enlace de este presupuesto ha caducado. Pide al taller uno actualizado.';
}
