import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandTransaction, runSql } from '@px/platform';
import { BillingCertificateDeleted } from '../events/billing-certificate.events';

interface DeletedRow {
  id: string;
  holder: string;
  tax_id: string | null;
  serial_number: string;
  valid_to: Date;
}

/**
 * DELETE /api/billing/certificate: the certificate and its password are erased. Idempotent: with
 * none stored there is nothing to do (and nothing to record).
 */
export class DeleteBillingCertificateCommand extends Command<void> {
  constructor(
    readonly actorId: string | null,
    readonly at: Date = new Date(),
  ) {
    super();
  }
}

@CommandHandler(DeleteBillingCertificateCommand)
export class DeleteBillingCertificateHandler implements ICommandHandler<
  DeleteBillingCertificateCommand,
  void
> {
  constructor(private readonly commands: CommandTransaction) {}

  async execute({ actorId, at }: DeleteBillingCertificateCommand): Promise<void> {
    await this.commands.run(async (em, events) => {
      const [deleted] = await runSql<DeletedRow>(
        em,
        `delete from billing_certificate
          returning id, holder, tax_id, serial_number, valid_to`,
        [],
      );
      if (!deleted) return;
      events.record(
        new BillingCertificateDeleted(
          deleted.id,
          {
            id: deleted.id,
            holder: deleted.holder,
            tax_id: deleted.tax_id,
            serial_number: deleted.serial_number,
            valid_to: new Date(deleted.valid_to).toISOString(),
          },
          actorId,
          at,
        ),
      );
    });
  }
}
