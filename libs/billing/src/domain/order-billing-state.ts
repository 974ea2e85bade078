import { type LocalDate, euros } from '@px/contracts';

/** An issued invoice of a work order, as far as its payment goes. */
export interface OrderInvoice {
  number: string;
  totalCents: number;
  /** What rectifying invoices took off it (or, on a substitute, what the original had received). */
  creditedCents: number;
  paidCents: number;
  dueDate: LocalDate | null;
}

export type OrderBillingState = 'not_invoiced' | 'paid' | 'pending' | 'overdue';

export interface OrderBilling {
  state: OrderBillingState;
  /** What the delivery record prints: "Pagada (F2026-000012)", "Pendiente de pago: 71,00 € …". */
  label: string;
}

/**
 * Where a work order stands with its money at delivery, from its issued invoices and their
 * rectifying ones: not invoiced yet, paid, owed, or owed past a due date. Each owes its total less
 * what rectifying invoices took off it and what was paid (a credit note owes nothing: its effect is
 * on the invoice it corrects). Madrid's `today` decides what is overdue.
 */
export function orderBilling(invoices: readonly OrderInvoice[], today: LocalDate): OrderBilling {
  if (invoices.length === 0) return { state: 'not_invoiced', label: 'Pendiente de facturación' };
  const numbers = invoices.map((invoice) => invoice.number).join(', ');
  const owedBy = (invoice: OrderInvoice) =>
    Math.max(0, invoice.totalCents - invoice.creditedCents - invoice.paidCents);
  const owed = invoices.reduce((sum, invoice) => sum + owedBy(invoice), 0);
  if (owed === 0) return { state: 'paid', label: `Pagada (${numbers})` };
  const overdue = invoices.some(
    (invoice) => owedBy(invoice) > 0 && invoice.dueDate !== null && invoice.dueDate < today,
  );
  return overdue
    ? { state: 'overdue', label: `Pago vencido: ${euros(owed)} pendientes (${numbers})` }
    : { state: 'pending', label: `Pendiente de pago: ${euros(owed)} (${numbers})` };
}
