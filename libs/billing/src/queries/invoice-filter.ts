import { type InvoiceSeries, type InvoiceStatus } from '@px/contracts';
import { type SqlParams } from '@px/platform';

/** What the office filters the invoices by (every filter in the screen's URL). */
export interface InvoiceFilter {
  series?: InvoiceSeries | null;
  status?: InvoiceStatus | null;
  /** Issued invoices by what is owed: paid, pending (not yet due) or overdue. */
  payment?: 'paid' | 'pending' | 'overdue' | null;
  customerId?: string | null;
  /** Issue dates, 'YYYY-MM-DD', both included. */
  from?: string | null;
  to?: string | null;
  /** A number or a recipient (name or NIF), a part of it. */
  q?: string | null;
}

/**
 * The filter as a `where` clause on `invoice i` (empty when nothing filters), its values added to
 * `params`. `today` is Madrid's date: what is overdue depends on it. The list and the accountant's
 * CSV filter alike.
 */
export function invoiceFilterSql(filter: InvoiceFilter, params: SqlParams, today: string): string {
  const where: string[] = [];
  if (filter.series) where.push(`i.series = ${params.add(filter.series)}`);
  if (filter.status) where.push(`i.status = ${params.add(filter.status)}`);
  if (filter.customerId) where.push(`i.customer_id = ${params.add(filter.customerId)}`);
  if (filter.from) where.push(`i.issue_date >= ${params.add(filter.from)}::date`);
  if (filter.to) where.push(`i.issue_date <= ${params.add(filter.to)}::date`);
  if (filter.payment === 'paid') {
    where.push(`i.status = 'issued' and i.total_cents - i.credited_cents <= i.paid_cents`);
  } else if (filter.payment) {
    const due = `i.due_date < ${params.add(today)}::date`;
    where.push(
      `i.status = 'issued' and i.total_cents - i.credited_cents > i.paid_cents and ` +
        (filter.payment === 'overdue' ? due : `(i.due_date is null or not (${due}))`),
    );
  }
  const q = filter.q?.trim();
  if (q) {
    const text = params.add(`%${q.replace(/[\\%_]/g, '\\$&')}%`);
    where.push(
      `(i.number ilike ${text} or i.recipient_name ilike ${text} or i.recipient_tax_id ilike ${text})`,
    );
  }
  return where.length ? `where ${where.join(' and ')}` : '';
}
