import { createHash } from 'node:crypto';

/** The refresh cookie's value: `<token id>.<secret>`; anything else is no token. */
export function parseRefreshToken(presented: string): { id: string; secret: string } | null {
  const [id, secret] = presented.split('.');
  if (!id || !secret || !/^[0-9a-f-]{36}$/i.test(id)) return null;
  return { id, secret };
}

export function formatRefreshToken(id: string, secret: string): string {
  return `${id}.${secret}`;
}

/** Only this digest of the secret is stored. */
export function hashRefreshSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
