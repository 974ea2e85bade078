import { type LocalDate, euros } from '@px/contracts';

/** An issued invoice of a work order, as far as its payment goes. */
export interface OrderInvoice {
  number: string;
  totalCents: number;
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
 * Where a work order stands with its money at delivery, from the invoices that count for it (its
 * issued invoices and their rectifying ones, an original replaced by substitution left out by the
 * caller): not invoiced yet, paid, owed, or owed past a due date. What is owed is the net of them
 * all: a credit by differences lowers what the customer still has to pay. Madrid's `today`
 * decides what is overdue.
 */
export function orderBilling(invoices: readonly OrderInvoice[], today: LocalDate): OrderBilling {
  if (invoices.length === 0) return { state: 'not_invoiced', label: 'Pendiente de facturación' };
  const numbers = invoices.map((invoice) => invoice.number).join(', ');
  const owed = Math.max(
    0,
    invoices.reduce((sum, invoice) => sum + invoice.totalCents - invoice.paidCents, 0),
  );
  if (owed === 0) return { state: 'paid', label: `Pagada (${numbers})` };
  const overdue = invoices.some(
    (invoice) =>
      invoice.totalCents > invoice.paidCents && invoice.dueDate !== null && invoice.dueDate < today,
  );
  return overdue
    ? { state: 'overdue', label: `Pago vencido: ${euros(owed)} pendientes (${numbers})` }
    : { state: 'pending', label: `Pendiente de pago: ${euros(owed)} (${numbers})` };
}
