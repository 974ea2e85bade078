import {
  goneLinkMessage,
  hashLinkToken,
  linkExpiry,
  quoteLinkState,
  tokenMatches,
} from '../src/domain/quote-link';

describe('quote link', () => {
  it('keeps only a digest of the token, compared in constant time', () => {
    const hash = hashLinkToken('abc.def');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(tokenMatches('abc.def', hash)).toBe(true);
    expect(tokenMatches('abc.deg', hash)).toBe(false);
    expect(tokenMatches('abc.def', 'not-hex')).toBe(false);
  });

  it('lasts to the end of the last valid day, in Madrid (winter and summer time)', () => {
    expect(linkExpiry('2026-01-16').toISOString()).toBe('2026-01-16T23:00:00.000Z');
    expect(linkExpiry('2026-07-16').toISOString()).toBe('2026-07-16T22:00:00.000Z');
  });

  it('is revoked, expired (itself or its quote) or active', () => {
    const now = new Date('2026-01-10T12:00:00Z');
    const expiresAt = new Date('2026-01-16T23:00:00Z');
    expect(quoteLinkState({ revokedAt: null, expiresAt }, 'sent', now)).toBe('active');
    expect(quoteLinkState({ revokedAt: null, expiresAt }, 'accepted', now)).toBe('active');
    expect(quoteLinkState({ revokedAt: now, expiresAt }, 'sent', now)).toBe('revoked');
    expect(quoteLinkState({ revokedAt: null, expiresAt }, 'expired', now)).toBe('expired');
    expect(quoteLinkState({ revokedAt: null, expiresAt: now }, 'sent', now)).toBe('expired');
  });

  it('tells the customer in Spanish why it no longer works', () => {
    expect(goneLinkMessage('expired', '2026-01-16')).toBe(
      'Este presupuesto era válido hasta el 16/01/2026 y el enlace ha caducado. Pide al taller uno actualizado.',
    );
    expect(goneLinkMessage('revoked', '2026-01-16')).toMatch(/^Este enlace ya no es válido/);
  });
});
