import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { SqlClient } from '@px/platform';
import { CertificateVault } from '../verifactu/certificate-vault';

/** The certificate as mutual TLS takes it: the .p12/.pfx, opened, with its password. */
export interface SigningCertificate {
  pfx: Buffer;
  passphrase: string;
  taxId: string | null;
  validTo: Date;
}

/**
 * The workshop's certificate, decrypted, for the submission and "Probar conexión" (null when
 * none is stored). Internal to billing: not exported by the lib, never answered over HTTP. A
 * missing or changed CERT_ENCRYPTION_KEY is a 500 with its Spanish explanation.
 */
export class GetSigningCertificateQuery extends Query<SigningCertificate | null> {}

interface SealedRow {
  pfx_sealed: Buffer;
  password_sealed: Buffer;
  tax_id: string | null;
  valid_to: Date;
}

@QueryHandler(GetSigningCertificateQuery)
export class GetSigningCertificateHandler implements IQueryHandler<
  GetSigningCertificateQuery,
  SigningCertificate | null
> {
  constructor(
    private readonly sql: SqlClient,
    private readonly vault: CertificateVault,
  ) {}

  async execute(): Promise<SigningCertificate | null> {
    const row = await this.sql.one<SealedRow>(
      'select pfx_sealed, password_sealed, tax_id, valid_to from billing_certificate',
    );
    if (!row) return null;
    return {
      pfx: this.vault.open('billing-certificate.pfx', row.pfx_sealed),
      passphrase: this.vault
        .open('billing-certificate.password', row.password_sealed)
        .toString('utf8'),
      taxId: row.tax_id,
      validTo: new Date(row.valid_to),
    };
  }
}
