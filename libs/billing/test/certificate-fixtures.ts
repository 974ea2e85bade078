import { generateKeyPairSync, randomBytes } from 'node:crypto';
import forge from 'node-forge';

/**
 * Certificates made at test time (never checked in): a test CA, server and client certificates
 * it issues, and the client's .p12 with a password, as a workshop would upload it. RSA keys come
 * from Node's crypto (native, fast); node-forge writes the X.509 and the PKCS#12.
 */
export interface TestAuthority {
  certificate: forge.pki.Certificate;
  key: forge.pki.rsa.PrivateKey;
  pem: string;
}

export interface IssuedCertificate {
  certificate: forge.pki.Certificate;
  key: forge.pki.rsa.PrivateKey;
  certificatePem: string;
  keyPem: string;
}

type SubjectField = { name?: string; type?: string; value: string; valueTagClass?: number };

const rsaKeyPair = () => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return {
    privateKey: forge.pki.privateKeyFromPem(privateKey) as forge.pki.rsa.PrivateKey,
    publicKey: forge.pki.publicKeyFromPem(publicKey) as forge.pki.rsa.PublicKey,
  };
};

const serial = () => `01${randomBytes(8).toString('hex')}`;

const DAY_MS = 24 * 60 * 60 * 1000;

export function testAuthority(commonName = 'PX Test CA'): TestAuthority {
  const keys = rsaKeyPair();
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = keys.publicKey;
  certificate.serialNumber = serial();
  certificate.validity.notBefore = new Date(Date.now() - DAY_MS);
  certificate.validity.notAfter = new Date(Date.now() + 3650 * DAY_MS);
  const name = [
    { name: 'commonName', value: commonName },
    { name: 'organizationName', value: 'PX Taller pruebas' },
    { name: 'countryName', value: 'ES' },
  ];
  certificate.setSubject(name);
  certificate.setIssuer(name);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: true, critical: true },
    { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
  ]);
  certificate.sign(keys.privateKey, forge.md.sha256.create());
  return { certificate, key: keys.privateKey, pem: forge.pki.certificateToPem(certificate) };
}

export function issueCertificate(
  authority: TestAuthority,
  options: {
    subject: SubjectField[];
    /** Days from now until it expires (negative: already expired). */
    validDays?: number;
    usage: 'server' | 'client';
    /** Server: the names and IPs it answers for. */
    altNames?: { dns?: string[]; ip?: string[] };
  },
): IssuedCertificate {
  const keys = rsaKeyPair();
  const certificate = forge.pki.createCertificate();
  certificate.publicKey = keys.publicKey;
  certificate.serialNumber = serial();
  const validTo = new Date(Date.now() + (options.validDays ?? 365) * DAY_MS);
  certificate.validity.notBefore = new Date(
    Math.min(Date.now() - DAY_MS, validTo.getTime() - DAY_MS),
  );
  certificate.validity.notAfter = validTo;
  certificate.setSubject(options.subject);
  certificate.setIssuer(authority.certificate.subject.attributes);
  certificate.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
    {
      name: 'extKeyUsage',
      serverAuth: options.usage === 'server',
      clientAuth: options.usage === 'client',
    },
    ...(options.altNames
      ? [
          {
            name: 'subjectAltName',
            altNames: [
              ...(options.altNames.dns ?? []).map((value) => ({ type: 2, value })),
              ...(options.altNames.ip ?? []).map((ip) => ({ type: 7, ip })),
            ],
          },
        ]
      : []),
  ]);
  certificate.sign(authority.key, forge.md.sha256.create());
  return {
    certificate,
    key: keys.privateKey,
    certificatePem: forge.pki.certificateToPem(certificate),
    keyPem: forge.pki.privateKeyToPem(keys.privateKey),
  };
}

/**
 * A Spanish company's certificate as the FNMT issues a representative's: the company's NIF in
 * organizationIdentifier (VATES-…), the person's in serialNumber (IDCES-…).
 */
export function workshopSubject(options: {
  holder: string;
  companyTaxId?: string;
  personTaxId?: string;
}): SubjectField[] {
  return [
    { name: 'countryName', value: 'ES' },
    { name: 'organizationName', value: options.holder },
    ...(options.companyTaxId
      ? [
          {
            type: '2.5.4.97',
            value: `VATES-${options.companyTaxId}`,
            valueTagClass: forge.asn1.Type.UTF8,
          },
        ]
      : []),
    ...(options.personTaxId
      ? [{ name: 'serialNumber', value: `IDCES-${options.personTaxId}` }]
      : []),
    { name: 'commonName', value: options.holder },
  ];
}

/** The .p12 of a certificate with its key (and the CA chain), under a password. */
export function pkcs12Of(
  issued: IssuedCertificate,
  password: string,
  options: {
    chain?: TestAuthority[];
    withKey?: boolean;
    algorithm?: 'aes256' | '3des';
  } = {},
): Buffer {
  const certificates = [issued.certificate, ...(options.chain ?? []).map((ca) => ca.certificate)];
  const asn1 = forge.pkcs12.toPkcs12Asn1(
    options.withKey === false ? null : issued.key,
    certificates,
    password,
    { algorithm: options.algorithm ?? '3des' },
  );
  return Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
}
