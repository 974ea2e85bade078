import { X509Certificate, createPrivateKey } from 'node:crypto';
import { createSecureContext } from 'node:tls';
import forge from 'node-forge';
import { type ApiFieldError } from '@px/contracts';

/**
 * Reading the workshop's certificate (.p12/.pfx, PKCS#12) as uploaded: node-forge opens the
 * container (it knows the legacy algorithms browsers and Windows still export with, which the
 * OpenSSL 3 of Node refuses), Node's X509Certificate reads the certificate (any key type). The
 * container is kept as uploaded when Node's TLS can use it; otherwise it is written again, same
 * key, certificates and password, with AES-256 (see `tlsReadyPkcs12`).
 */

/** What the certificate says of itself: shown on the page, never secret. */
export interface CertificateFacts {
  /** The subject's common name. */
  holder: string;
  /** The NIF in the subject (organizationIdentifier, else serialNumber), without its prefix. */
  taxId: string | null;
  /** The issuing CA's common name (or organisation). */
  issuer: string;
  /** Hex, upper case, as the CA printed it. */
  serialNumber: string;
  validFrom: Date;
  validTo: Date;
}

export type Pkcs12Reading =
  { ok: true; facts: CertificateFacts; pfx: Buffer } | { ok: false; problem: ApiFieldError };

const problem = (field: 'file' | 'password', code: string, message: string): Pkcs12Reading => ({
  ok: false,
  problem: { field, code, message },
});

const NOT_PKCS12 = () =>
  problem(
    'file',
    'notPkcs12',
    'El archivo no es un certificado .p12 o .pfx válido: expórtalo de nuevo con su clave privada.',
  );

/**
 * Opens the PKCS#12 with its password and checks it holds a certificate with its private key.
 * Wrong password and "not a certificate" are told apart, each on its field.
 */
export function readPkcs12(bytes: Buffer, password: string): Pkcs12Reading {
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    const asn1 = forge.asn1.fromDer(forge.util.createBuffer(bytes.toString('binary')));
    p12 = forge.pkcs12.pkcs12FromAsn1(asn1, false, password);
  } catch (error) {
    return /password/i.test((error as Error).message)
      ? problem(
          'password',
          'wrongPassword',
          'La contraseña no abre este certificado: revísala (distingue mayúsculas y minúsculas).',
        )
      : NOT_PKCS12();
  }
  const certificates = bagsOf(p12, forge.pki.oids.certBag)
    .map(certificateDer)
    .filter((der): der is Buffer => der !== null)
    .map((der) => new X509Certificate(der));
  if (certificates.length === 0) return NOT_PKCS12();
  const keys = [
    ...bagsOf(p12, forge.pki.oids.pkcs8ShroudedKeyBag),
    ...bagsOf(p12, forge.pki.oids.keyBag),
  ]
    .map(privateKeyDer)
    .filter((der): der is Buffer => der !== null);
  const missingKey = problem(
    'file',
    'noPrivateKey',
    'El archivo no contiene la clave privada del certificado: expórtalo de nuevo marcando «exportar la clave privada».',
  );
  if (keys.length === 0) return missingKey;
  const key = createPrivateKey({ key: keys[0], format: 'der', type: 'pkcs8' });
  const own = certificates.find((certificate) => certificate.checkPrivateKey(key));
  if (!own) return missingKey;
  const pfx = tlsReadyPkcs12(bytes, password, p12);
  if (!pfx) {
    return problem(
      'file',
      'unsupported',
      'No se puede usar este certificado para conectar con la AEAT: expórtalo de nuevo (formato PKCS#12 con cifrado AES).',
    );
  }
  return { ok: true, facts: factsOf(own), pfx };
}

/** The certificate's public facts (Node's reading of it). */
export function factsOf(certificate: X509Certificate): CertificateFacts {
  const subject = nameFields(certificate.subject);
  const issuer = nameFields(certificate.issuer);
  return {
    holder: subject.CN ?? subject.O ?? certificate.subject.split('\n')[0],
    taxId:
      taxIdOf(subject.organizationIdentifier ?? subject['2.5.4.97'] ?? null) ??
      taxIdOf(subject.serialNumber ?? subject['2.5.4.5'] ?? null),
    issuer: issuer.CN ?? issuer.O ?? certificate.issuer.split('\n')[0],
    serialNumber: certificate.serialNumber.toUpperCase(),
    validFrom: new Date(certificate.validFrom),
    validTo: new Date(certificate.validTo),
  };
}

/** `C=ES\nO=…\nCN=…` (Node's one-per-line form) as a record; the first value of a name wins. */
function nameFields(name: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const line of name.split('\n')) {
    const at = line.indexOf('=');
    if (at > 0) fields[line.slice(0, at)] ??= line.slice(at + 1).trim();
  }
  return fields;
}

/**
 * A NIF from a subject attribute: ETSI EN 319 412-1 prefixes it with the kind and the country
 * (`IDCES-12345678Z` for a person, `VATES-B12345678` for a company); older certificates carry
 * the bare NIF. Anything that is not nine letters and digits after that is not a NIF.
 */
export function taxIdOf(value: string | null): string | null {
  if (!value) return null;
  const bare = value
    .trim()
    .toUpperCase()
    .replace(/^[A-Z]{3}[A-Z]{2}-/, '');
  return /^[A-Z0-9]{9}$/.test(bare) ? bare : null;
}

/**
 * The container Node's TLS will take: the upload itself when OpenSSL can read it, else the same
 * key and certificates written again with AES-256 (forge only writes RSA keys: null for others).
 */
export function tlsReadyPkcs12(
  bytes: Buffer,
  password: string,
  opened: forge.pkcs12.Pkcs12Pfx,
): Buffer | null {
  if (loadsInTls(bytes, password)) return bytes;
  const key = [
    ...bagsOf(opened, forge.pki.oids.pkcs8ShroudedKeyBag),
    ...bagsOf(opened, forge.pki.oids.keyBag),
  ].find((bag) => bag.key)?.key;
  const certificates = bagsOf(opened, forge.pki.oids.certBag).flatMap((bag) =>
    bag.cert ? [bag.cert] : [],
  );
  if (!key || certificates.length === 0) return null;
  const rewritten = Buffer.from(
    forge.asn1
      .toDer(forge.pkcs12.toPkcs12Asn1(key, certificates, password, { algorithm: 'aes256' }))
      .getBytes(),
    'binary',
  );
  return loadsInTls(rewritten, password) ? rewritten : null;
}

function loadsInTls(pfx: Buffer, passphrase: string): boolean {
  try {
    createSecureContext({ pfx, passphrase });
    return true;
  } catch {
    return false;
  }
}

/** forge leaves `asn1` on a bag whose key or certificate it could not parse itself. */
type Bag = Omit<forge.pkcs12.Bag, 'asn1'> & { asn1?: forge.asn1.Asn1 };

function bagsOf(p12: forge.pkcs12.Pkcs12Pfx, bagType: string): Bag[] {
  return (p12.getBags({ bagType })[bagType] ?? []) as Bag[];
}

const der = (asn1: forge.asn1.Asn1) => Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');

function certificateDer(bag: Bag): Buffer | null {
  if (bag.cert) return der(forge.pki.certificateToAsn1(bag.cert));
  return bag.asn1 ? der(bag.asn1) : null;
}

/** PKCS#8 DER of a key bag (forge parsed RSA keys; others keep their ASN.1). */
function privateKeyDer(bag: Bag): Buffer | null {
  if (bag.key) {
    return der(forge.pki.wrapRsaPrivateKey(forge.pki.privateKeyToAsn1(bag.key)));
  }
  return bag.asn1 ? der(bag.asn1) : null;
}
