import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type InvoicePaymentInput } from '@px/contracts';
import { CommandTransaction } from '@px/platform';
import { recordPayment } from './payment-recording';

/** POST /api/invoices/{id}/payments: a payment (partial or the rest) of an issued invoice. */
export class RegisterPaymentCommand extends Command<void> {
  constructor(
    readonly invoiceId: string,
    readonly payment: InvoicePaymentInput,
    readonly actorId: string | null,
    readonly at: Date = new Date(),
  ) {
    super();
  }
}

@CommandHandler(RegisterPaymentCommand)
export class RegisterPaymentHandler implements ICommandHandler<RegisterPaymentCommand, void> {
  constructor(private readonly commands: CommandTransaction) {}

  async execute({ invoiceId, payment, actorId, at }: RegisterPaymentCommand): Promise<void> {
    await this.commands.run(async (em, events) => {
      events.record(await recordPayment(em, { invoiceId, payment, actorId, at }));
    });
  }
}
