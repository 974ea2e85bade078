import { createSecureContext } from 'node:tls';
import forge from 'node-forge';
import {
  EXPIRED_THRESHOLD,
  daysUntilExpiry,
  expiryState,
  expiryWarningDue,
} from '../src/domain/certificate/certificate-expiry';
import { certificateExpiryText } from '../src/domain/certificate/certificate-expiry-text';
import { readPkcs12, taxIdOf, tlsReadyPkcs12 } from '../src/domain/certificate/pkcs12-certificate';
import { open, parseEncryptionKey, seal } from '../src/domain/certificate/secret-box';
import {
  type TestAuthority,
  issueCertificate,
  pkcs12Of,
  testAuthority,
  workshopSubject,
} from './certificate-fixtures';

const DAY = 24 * 60 * 60 * 1000;

describe("the workshop's certificate (.p12/.pfx)", () => {
  let ca: TestAuthority;
  let p12: Buffer;
  const password = 'Clave-Del-Taller-1';

  beforeAll(() => {
    ca = testAuthority();
    const issued = issueCertificate(ca, {
      subject: workshopSubject({
        holder: 'TALLER DE PRUEBAS SL',
        companyTaxId: 'B86561412',
        personTaxId: '12345678Z',
      }),
      usage: 'client',
      validDays: 200,
    });
    p12 = pkcs12Of(issued, password, { chain: [ca] });
  });

  it('opens with its password and tells its public facts (the company NIF first)', () => {
    const reading = readPkcs12(p12, password);
    if (!reading.ok) throw new Error(reading.problem.message);
    expect(reading.facts).toMatchObject({
      holder: 'TALLER DE PRUEBAS SL',
      taxId: 'B86561412',
      issuer: 'PX Test CA',
      serialNumber: expect.stringMatching(/^[0-9A-F]+$/),
    });
    expect(reading.facts.validTo.getTime() - Date.now()).toBeGreaterThan(199 * DAY);
    expect(reading.facts.validFrom.getTime()).toBeLessThan(Date.now());
    // OpenSSL reads it as it came (3DES): kept as uploaded.
    expect(reading.pfx).toBe(p12);
  });

  it("takes the person's NIF when the subject has no organisation identifier", () => {
    const person = issueCertificate(ca, {
      subject: workshopSubject({ holder: 'ANA PEREZ', personTaxId: '12345678Z' }),
      usage: 'client',
    });
    const reading = readPkcs12(pkcs12Of(person, 'x'), 'x');
    expect(reading.ok && reading.facts.taxId).toBe('12345678Z');
  });

  it('refuses a wrong password on the password field', () => {
    expect(readPkcs12(p12, 'otra')).toEqual({
      ok: false,
      problem: expect.objectContaining({ field: 'password', code: 'wrongPassword' }),
    });
  });

  it('refuses a file that is not a PKCS#12 on the file field, by content', () => {
    for (const bytes of [
      Buffer.from('%PDF-1.7 no soy un certificado'),
      Buffer.from([0x30, 0x03, 0x02, 0x01]),
    ]) {
      expect(readPkcs12(bytes, password)).toEqual({
        ok: false,
        problem: expect.objectContaining({ field: 'file', code: 'notPkcs12' }),
      });
    }
  });

  it('refuses a certificate exported without its private key', () => {
    const withoutKey = pkcs12Of(
      issueCertificate(ca, { subject: workshopSubject({ holder: 'SIN CLAVE' }), usage: 'client' }),
      password,
      { withKey: false },
    );
    expect(readPkcs12(withoutKey, password)).toEqual({
      ok: false,
      problem: expect.objectContaining({ field: 'file', code: 'noPrivateKey' }),
    });
  });

  it('writes a container OpenSSL cannot read again with AES-256, same key, certificates and password', () => {
    const opened = forge.pkcs12.pkcs12FromAsn1(
      forge.asn1.fromDer(forge.util.createBuffer(p12.toString('binary'))),
      false,
      password,
    );
    // Stand-in for a legacy export (RC2) OpenSSL 3 refuses: bytes TLS cannot load.
    const rewritten = tlsReadyPkcs12(Buffer.from('not for openssl'), password, opened);
    expect(rewritten).not.toBeNull();
    expect(() => createSecureContext({ pfx: rewritten!, passphrase: password })).not.toThrow();
    const again = readPkcs12(rewritten!, password);
    const original = readPkcs12(p12, password);
    expect(again.ok && again.facts).toEqual(original.ok && original.facts);
  });

  it.each([
    ['VATES-B86561412', 'B86561412'],
    ['IDCES-12345678Z', '12345678Z'],
    ['12345678Z', '12345678Z'],
    ['ntres-x1234567l', 'X1234567L'],
    ['VATES-B8656141', null],
    ['PASES-AB1234567890', null],
    [null, null],
  ])('reads the NIF of %s as %s', (value, taxId) => {
    expect(taxIdOf(value)).toBe(taxId);
  });
});

describe('the secret box (AES-256-GCM at rest)', () => {
  const key = parseEncryptionKey(
    '7465737420636572746966696361746520656e6372797074696f6e206b657921',
  )!;

  it('accepts 32 bytes as 64 hex characters or base64, and nothing else', () => {
    expect(key).toHaveLength(32);
    expect(parseEncryptionKey(key.toString('base64'))).toEqual(key);
    expect(parseEncryptionKey(key.toString('base64url'))).toEqual(key);
    expect(parseEncryptionKey('')).toBeNull();
    expect(parseEncryptionKey('abc')).toBeNull();
    expect(parseEncryptionKey(key.subarray(0, 16).toString('hex'))).toBeNull();
    expect(parseEncryptionKey(Buffer.alloc(31).toString('base64'))).toBeNull();
  });

  it('opens what it sealed, never twice the same ciphertext, and nothing altered or moved', () => {
    const secret = Buffer.from('contraseña del certificado');
    const sealed = seal(key, 'billing-certificate.password', secret);
    expect(sealed.includes(secret)).toBe(false);
    expect(seal(key, 'billing-certificate.password', secret).equals(sealed)).toBe(false);
    expect(open(key, 'billing-certificate.password', sealed)).toEqual(secret);
    expect(open(key, 'billing-certificate.pfx', sealed)).toBeNull();
    const tampered = Buffer.from(sealed);
    tampered[tampered.length - 1] ^= 1;
    expect(open(key, 'billing-certificate.password', tampered)).toBeNull();
    const otherKey = Buffer.alloc(32, 7);
    expect(open(otherKey, 'billing-certificate.password', sealed)).toBeNull();
  });
});

describe("the certificate's expiry", () => {
  const now = new Date('2026-11-27T09:00:00Z');
  const inDays = (days: number) => new Date(now.getTime() + days * DAY);

  it('counts whole days left and says when it is expiring (30 days or fewer) or expired', () => {
    expect(daysUntilExpiry(inDays(30.5), now)).toBe(30);
    expect(expiryState(inDays(31), now)).toEqual({
      expiresInDays: 31,
      expiring: false,
      expired: false,
    });
    expect(expiryState(inDays(30), now)).toEqual({
      expiresInDays: 30,
      expiring: true,
      expired: false,
    });
    expect(expiryState(inDays(0.5), now)).toEqual({
      expiresInDays: 0,
      expiring: true,
      expired: false,
    });
    expect(expiryState(inDays(-2), now)).toEqual({
      expiresInDays: -2,
      expiring: false,
      expired: true,
    });
  });

  it('warns once per threshold: 30, 7 and 1 days or fewer, then expired', () => {
    expect(expiryWarningDue(inDays(31), now, null)).toBeNull();
    expect(expiryWarningDue(inDays(30), now, null)).toBe(30);
    expect(expiryWarningDue(inDays(20), now, 30)).toBeNull();
    expect(expiryWarningDue(inDays(7), now, 30)).toBe(7);
    expect(expiryWarningDue(inDays(5), now, 7)).toBeNull();
    // A certificate found at 3 days with no warning yet gets the 7-day one, then the 1-day one.
    expect(expiryWarningDue(inDays(3), now, null)).toBe(7);
    expect(expiryWarningDue(inDays(1), now, 7)).toBe(1);
    expect(expiryWarningDue(inDays(-1), now, 1)).toBe(EXPIRED_THRESHOLD);
    expect(expiryWarningDue(inDays(-30), now, EXPIRED_THRESHOLD)).toBeNull();
  });

  it('words the notification in Spanish, with the page to renew it', () => {
    const text = certificateExpiryText(
      { holder: 'TALLER DE PRUEBAS SL', taxId: 'B86561412', validTo: inDays(7.2) },
      now,
    );
    expect(text).toEqual({
      title: 'El certificado de facturación caduca en 7 días',
      message: expect.stringContaining(
        'TALLER DE PRUEBAS SL (B86561412) caduca el 4 de diciembre de 2026',
      ),
      link: '/admin/billing-certificate',
    });
    expect(
      certificateExpiryText({ holder: 'X', taxId: null, validTo: inDays(-1) }, now).title,
    ).toBe('El certificado de facturación ha caducado');
  });
});
