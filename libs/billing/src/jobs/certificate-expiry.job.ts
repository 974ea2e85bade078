import { Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { type JobHandler, defineJob } from '@px/platform';
import { WarnCertificateExpiryCommand } from '../commands/warn-certificate-expiry.command';

export interface CertificateExpiryPayload {
  /** What asked for the run (logs only): the daily schedule, an operator. */
  trigger: string;
}

/** The daily look at the certificate's expiry (scheduled in the manifest). */
export const CERTIFICATE_EXPIRY_JOB = defineJob<CertificateExpiryPayload>(
  'verifactu',
  'certificate-expiry',
);

/** Every morning at 08:15 (Madrid), when the office is in. */
export const CERTIFICATE_EXPIRY_CRON = '15 8 * * *';

/** The worker's run of WarnCertificateExpiryCommand (idempotent: once per threshold). */
@Injectable()
export class CertificateExpiryJob implements JobHandler<CertificateExpiryPayload> {
  private readonly logger = new Logger('CertificateExpiryJob');

  constructor(private readonly commands: CommandBus) {}

  async run(payload: CertificateExpiryPayload): Promise<{ warned: number | null }> {
    const warned = await this.commands.execute(new WarnCertificateExpiryCommand(new Date()));
    if (warned !== null) {
      this.logger.log({ trigger: payload.trigger, threshold: warned }, 'Certificate expiry warned');
    }
    return { warned };
  }
}
