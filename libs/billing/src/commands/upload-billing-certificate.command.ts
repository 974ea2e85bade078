import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandTransaction, ValidationError, runSql } from '@px/platform';
import { readPkcs12 } from '../domain/certificate/pkcs12-certificate';
import { BillingCertificateUploaded } from '../events/billing-certificate.events';
import { CertificateVault } from '../verifactu/certificate-vault';

/**
 * PUT /api/billing/certificate: the workshop's .p12/.pfx with its password. Checked by content
 * (it opens with the password and holds a certificate with its private key), then stored sealed,
 * replacing the previous one, with its public facts beside it. Answers the stored row's id.
 */
export class UploadBillingCertificateCommand extends Command<string> {
  constructor(
    readonly file: Buffer,
    readonly password: string,
    readonly actorId: string | null,
    readonly at: Date = new Date(),
  ) {
    super();
  }
}

@CommandHandler(UploadBillingCertificateCommand)
export class UploadBillingCertificateHandler implements ICommandHandler<
  UploadBillingCertificateCommand,
  string
> {
  constructor(
    private readonly commands: CommandTransaction,
    private readonly vault: CertificateVault,
  ) {}

  async execute({ file, password, actorId, at }: UploadBillingCertificateCommand): Promise<string> {
    const reading = readPkcs12(file, password);
    if (!reading.ok) {
      throw new ValidationError(
        [reading.problem],
        'No se ha podido guardar el certificado: revisa los campos indicados.',
      );
    }
    const { facts, pfx } = reading;
    const id = randomUUID();
    const pfxSealed = this.vault.seal('billing-certificate.pfx', pfx);
    const passwordSealed = this.vault.seal(
      'billing-certificate.password',
      Buffer.from(password, 'utf8'),
    );
    await this.commands.run(async (em, events) => {
      // One row: an upload replaces the previous certificate whole (its warnings with it).
      await runSql(
        em,
        `insert into billing_certificate
                (id, pfx_sealed, password_sealed, holder, tax_id, issuer, serial_number,
                 valid_from, valid_to, uploaded_at, uploaded_by)
         values ($1, decode($2, 'base64'), decode($3, 'base64'), $4, $5, $6, $7, $8, $9, $10, $11)
         on conflict (singleton) do update
            set id = excluded.id, pfx_sealed = excluded.pfx_sealed,
                password_sealed = excluded.password_sealed, holder = excluded.holder,
                tax_id = excluded.tax_id, issuer = excluded.issuer,
                serial_number = excluded.serial_number, valid_from = excluded.valid_from,
                valid_to = excluded.valid_to, uploaded_at = excluded.uploaded_at,
                uploaded_by = excluded.uploaded_by, expiry_warned_days = null,
                updated_at = now(), version = billing_certificate.version + 1`,
        [
          id,
          pfxSealed.toString('base64'),
          passwordSealed.toString('base64'),
          facts.holder.slice(0, 300),
          facts.taxId,
          facts.issuer.slice(0, 300),
          facts.serialNumber.slice(0, 100),
          facts.validFrom,
          facts.validTo,
          at,
          actorId,
        ],
        'run',
      );
      events.record(
        new BillingCertificateUploaded(
          id,
          {
            id,
            holder: facts.holder,
            tax_id: facts.taxId,
            serial_number: facts.serialNumber,
            valid_to: facts.validTo.toISOString(),
          },
          actorId,
          at,
        ),
      );
    });
    return id;
  }
}
