import { PAYMENT_METHODS, type PaymentMethod, type PaymentState } from '@px/contracts';
import { type FieldProblem, type Refusal } from './field-problem';
import { type InvoiceStatus } from './invoice-status';
import { type LocalDate, euros, isLocalDate } from '@px/contracts';

/** How a customer pays at the counter or later (DOMAIN + the issue: Bizum too). */
export { PAYMENT_METHODS, type PaymentMethod };

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Efectivo',
  card: 'Tarjeta',
  transfer: 'Transferencia',
  bizum: 'Bizum',
};

/**
 * Ley 7/2012 art. 7 (as amended by Ley 11/2021): no cash payment in an operation of 1,000 € or more
 * where a party acts as a business. The limit is the operation's amount, so splitting the payment
 * does not avoid it.
 */
export const CASH_LIMIT_CENTS = 100_000;

export { type PaymentState };

export const PAYMENT_STATE_LABELS: Record<PaymentState, string> = {
  paid: 'Cobrada',
  pending: 'Pendiente',
  overdue: 'Vencida',
};

export interface PaymentSummary {
  paidCents: number;
  /** What the customer still owes: total − paid (never below 0). */
  balanceCents: number;
  state: PaymentState;
}

/**
 * An issued invoice's payment state: paid once nothing is owed (a rectifying invoice with a zero or
 * negative total owes nothing), overdue when something is owed after its due date, pending otherwise.
 * `today` is Madrid's date (localDate(now) of @px/contracts); an invoice without a due date never becomes overdue.
 */
export function paymentSummary(
  totalCents: number,
  payments: readonly { amountCents: number }[],
  dueDate: LocalDate | null,
  today: LocalDate,
): PaymentSummary {
  const paidCents = payments.reduce((sum, payment) => sum + payment.amountCents, 0);
  const balanceCents = Math.max(0, totalCents - paidCents);
  const state: PaymentState =
    balanceCents === 0 ? 'paid' : dueDate !== null && dueDate < today ? 'overdue' : 'pending';
  return { paidCents, balanceCents, state };
}

/** The 409 of paying an invoice that is not issued, or has nothing left to pay. */
export function refusePayment(
  status: InvoiceStatus,
  balanceCents: number,
): Refusal<'not_issued' | 'settled'> | null {
  if (status !== 'issued') {
    return {
      kind: 'not_issued',
      message:
        status === 'draft'
          ? 'Emite la factura antes de registrar un cobro.'
          : 'Una factura anulada no admite cobros.',
    };
  }
  if (balanceCents <= 0) {
    return { kind: 'settled', message: 'La factura ya está cobrada: no queda nada pendiente.' };
  }
  return null;
}

export interface NewPayment {
  amountCents: number;
  method: string;
  /** The day it was paid, Madrid's calendar. */
  paidOn: LocalDate;
}

/** What is wrong with a payment for an invoice of `totalCents` with `balanceCents` still owed. */
export function paymentProblems(
  payment: NewPayment,
  invoice: { totalCents: number; balanceCents: number },
  today: LocalDate,
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const add = (field: string, code: string, message: string) =>
    problems.push({ field, code, message });
  if (!Number.isSafeInteger(payment.amountCents) || payment.amountCents <= 0) {
    add('amount_cents', 'min', 'El importe del cobro debe ser mayor que 0.');
  } else if (payment.amountCents > invoice.balanceCents) {
    add(
      'amount_cents',
      'max',
      `El cobro supera lo pendiente (${euros(invoice.balanceCents)}): registra como mucho ese importe.`,
    );
  }
  if (!(PAYMENT_METHODS as readonly string[]).includes(payment.method)) {
    add('method', 'isIn', 'La forma de pago debe ser efectivo, tarjeta, transferencia o Bizum.');
  } else if (payment.method === 'cash' && invoice.totalCents >= CASH_LIMIT_CENTS) {
    add(
      'method',
      'cashLimit',
      'No se admite el pago en efectivo de operaciones de 1.000 € o más (Ley 7/2012): usa tarjeta, transferencia o Bizum.',
    );
  }
  if (!isLocalDate(payment.paidOn)) {
    add('paid_on', 'isDate', 'La fecha del cobro no es válida.');
  } else if (payment.paidOn > today) {
    add('paid_on', 'future', 'La fecha del cobro no puede ser futura.');
  }
  return problems;
}
