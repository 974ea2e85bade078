import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Links sent to customers (an appointment reminder's confirm/cancel, a quote's approval): a token
 * that names what it opens, until when, and a `nonce` the record keeps, signed with a key derived
 * from JWT_SECRET for this `purpose` (a token of one purpose never opens another). It expires on
 * its own and is revoked by changing the record's nonce. The token grants nothing by being
 * fetched: pages GET-show and act only on POST, so a mail scanner that follows links changes
 * nothing.
 */
export interface SignedLinkClaims {
  /** The record the link opens. */
  id: string;
  /** The record's current link nonce: a new nonce revokes every earlier link. */
  nonce: string;
  expiresAt: Date;
}

const encode = (value: string | Buffer) => Buffer.from(value).toString('base64url');

function keyOf(secret: string, purpose: string): Buffer {
  return createHmac('sha256', secret).update(`px-signed-link:${purpose}`).digest();
}

export function signLink(secret: string, purpose: string, claims: SignedLinkClaims): string {
  const body = encode(
    JSON.stringify({
      i: claims.id,
      n: claims.nonce,
      e: Math.floor(claims.expiresAt.getTime() / 1000),
    }),
  );
  const mac = createHmac('sha256', keyOf(secret, purpose)).update(body).digest();
  return `${body}.${encode(mac)}`;
}

/**
 * The claims of a well-signed, unexpired token of `purpose`; null otherwise (a forged, altered,
 * foreign or expired token all read the same to the caller: "this link is not valid").
 */
export function verifyLink(
  secret: string,
  purpose: string,
  token: string,
  now: Date = new Date(),
): SignedLinkClaims | null {
  const [body, mac, extra] = token.split('.');
  if (!body || !mac || extra !== undefined || token.length > 512) return null;
  const expected = createHmac('sha256', keyOf(secret, purpose)).update(body).digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as {
      i?: unknown;
      n?: unknown;
      e?: unknown;
    };
    if (
      typeof claims.i !== 'string' ||
      typeof claims.n !== 'string' ||
      typeof claims.e !== 'number'
    ) {
      return null;
    }
    const expiresAt = new Date(claims.e * 1000);
    if (expiresAt <= now) return null;
    return { id: claims.i, nonce: claims.n, expiresAt };
  } catch {
    return null;
  }
}
