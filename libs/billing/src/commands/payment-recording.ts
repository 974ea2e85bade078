import { randomUUID } from 'node:crypto';
import { type EntityManager } from '@mikro-orm/postgresql';
import { type InvoicePaymentInput, type InvoiceStatus, localDate } from '@px/contracts';
import { ConflictError, ValidationError, runSql } from '@px/platform';
import { paymentProblems, refusePayment } from '../domain/payment-state';
import { InvoicePaymentRegistered } from '../events/invoice.events';
import { lockInvoice } from './invoice-record';

export interface PaymentRequest {
  invoiceId: string;
  payment: InvoicePaymentInput;
  actorId: string | null;
  at: Date;
}

/**
 * A payment inside the caller's transaction: the invoice locked (two desks cashing it at once
 * never pay it twice), the amount checked against what is still owed, the payment written and the
 * invoice's paid total raised. Answers the event to record (the command; the demo seed too).
 */
export async function recordPayment(
  em: EntityManager,
  { invoiceId, payment, actorId, at }: PaymentRequest,
): Promise<InvoicePaymentRegistered> {
  const today = localDate(at);
  const paidOn = payment.paid_on ?? today;
  const invoice = await lockInvoice(em, invoiceId);
  const [amounts] = await runSql<{
    total_cents: string;
    paid_cents: string;
    credited_cents: string;
  }>(em, 'select total_cents, paid_cents, credited_cents from invoice where id = $1', [invoiceId]);
  const totalCents = Number(amounts.total_cents);
  // Rectifying invoices may have taken part of the total off (or added to it).
  const balanceCents = Math.max(
    0,
    totalCents - Number(amounts.credited_cents) - Number(amounts.paid_cents),
  );
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
  return new InvoicePaymentRegistered(
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
  );
}
