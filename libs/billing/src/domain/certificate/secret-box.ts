import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for the secrets kept at rest (the certificate and its password). A sealed value is
 * `version (1 byte) | IV (12) | tag (16) | ciphertext`, with a fresh random IV each time. The
 * `purpose` is authenticated with it (GCM's additional data), so a ciphertext moved to another
 * column (the password's into the file's) does not open.
 */
const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_BYTES = 32;

export type SecretPurpose = 'billing-certificate.pfx' | 'billing-certificate.password';

/**
 * CERT_ENCRYPTION_KEY as a 32-byte key: 64 hex characters, or base64 (standard or URL-safe) of 32
 * bytes. Null when it is neither, so the caller can say what is wrong without echoing it.
 */
export function parseEncryptionKey(raw: string): Buffer | null {
  const text = raw.trim();
  if (/^[0-9a-fA-F]{64}$/.test(text)) return Buffer.from(text, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(text)) {
    const key = Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    return key.length === KEY_BYTES ? key : null;
  }
  return null;
}

export function seal(key: Buffer, purpose: SecretPurpose, plaintext: Buffer): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(purpose, 'utf8'));
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([Buffer.from([VERSION]), iv, cipher.getAuthTag(), ciphertext]);
}

/** The plaintext, or null when the key is another or the value was altered. */
export function open(key: Buffer, purpose: SecretPurpose, sealed: Buffer): Buffer | null {
  if (sealed.length < 1 + IV_BYTES + TAG_BYTES || sealed[0] !== VERSION) return null;
  const iv = sealed.subarray(1, 1 + IV_BYTES);
  const tag = sealed.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(Buffer.from(purpose, 'utf8'));
  decipher.setAuthTag(tag);
  try {
    return Buffer.concat([
      decipher.update(sealed.subarray(1 + IV_BYTES + TAG_BYTES)),
      decipher.final(),
    ]);
  } catch {
    return null;
  }
}
