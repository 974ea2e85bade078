import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type InvoicePaymentInput, type InvoiceStatus, localDate } from '@px/contracts';
import { CommandTransaction, ConflictError, ValidationError, runSql } from '@px/platform';
import { paymentProblems, refusePayment } from '../domain/payment-state';
import { InvoicePaymentRegistered } from '../events/invoice.events';
import { lockInvoice } from './invoice-record';

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
    const today = localDate(at);
    const paidOn = payment.paid_on ?? today;
    await this.commands.run(async (em, events) => {
      // The invoice's row lock: two desks cashing the same invoice at once never pay it twice.
      const invoice = await lockInvoice(em, invoiceId);
      const [amounts] = await runSql<{ total_cents: string; paid_cents: string; series: string }>(
        em,
        'select total_cents, paid_cents, series from invoice where id = $1',
        [invoiceId],
      );
      const totalCents = Number(amounts.total_cents);
      const balanceCents = Math.max(0, totalCents - Number(amounts.paid_cents));
      const refused = refusePayment(invoice.status as InvoiceStatus, balanceCents);
      if (refused) throw new ConflictError(refused.message, { balance_cents: balanceCents });
      const problems = paymentProblems(
        { amountCents: payment.amount_cents, method: payment.method, paidOn },
        { totalCents, balanceCents },
        today,
      );
      if (problems.length) throw new ValidationError(problems);
      await runSql(
        em,
        `insert into invoice_payment (id, invoice_id, method, amount_cents, paid_on, reference,
                recorded_by, recorded_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          randomUUID(),
          invoiceId,
          payment.method,
          payment.amount_cents,
          paidOn,
          payment.reference?.trim() || null,
          actorId,
          at,
        ],
        'run',
      );
      await runSql(
        em,
        `update invoice set paid_cents = paid_cents + $2, updated_at = now(), version = version + 1
          where id = $1`,
        [invoiceId, payment.amount_cents],
        'run',
      );
      events.record(
        new InvoicePaymentRegistered(
          invoiceId,
          {
            id: invoiceId,
            number: invoice.number,
            amount_cents: payment.amount_cents,
            method: payment.method,
            balance_cents: balanceCents - payment.amount_cents,
          },
          actorId,
          at,
        ),
      );
    });
  }
}
