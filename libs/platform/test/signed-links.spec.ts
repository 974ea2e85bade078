import { signLink, verifyLink } from '../src/auth/signed-links';

const SECRET = 'a-test-secret-of-at-least-thirty-two-chars';
const now = new Date('2026-11-26T10:00:00Z');
const claims = { id: 'appt-1', nonce: 'n1', expiresAt: new Date('2026-11-28T10:00:00Z') };

describe('signed links', () => {
  it('opens what it was signed for, until it expires', () => {
    const token = signLink(SECRET, 'appointment', claims);
    expect(verifyLink(SECRET, 'appointment', token, now)).toEqual(claims);
    expect(verifyLink(SECRET, 'appointment', token, new Date('2026-11-28T10:00:00Z'))).toBeNull();
  });

  it('refuses another purpose, another key and any altered character', () => {
    const token = signLink(SECRET, 'appointment', claims);
    expect(verifyLink(SECRET, 'quote', token, now)).toBeNull();
    expect(verifyLink(`${SECRET}x`, 'appointment', token, now)).toBeNull();
    const [body, mac] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ i: 'appt-2', n: 'n1', e: Math.floor(claims.expiresAt.getTime() / 1000) }),
    ).toString('base64url');
    expect(verifyLink(SECRET, 'appointment', `${forged}.${mac}`, now)).toBeNull();
    const flipped = mac[0] === 'A' ? `B${mac.slice(1)}` : `A${mac.slice(1)}`;
    expect(verifyLink(SECRET, 'appointment', `${body}.${flipped}`, now)).toBeNull();
    expect(verifyLink(SECRET, 'appointment', 'no-es-un-token', now)).toBeNull();
    expect(verifyLink(SECRET, 'appointment', `${token}.extra`, now)).toBeNull();
  });
});
