import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import {
  type InvoiceListItem,
  type InvoiceSeries,
  type InvoiceStatus,
  type Paginated,
  localDate,
} from '@px/contracts';
import { type PageRequest, SqlClient, SqlParams, pageOf, skipOf } from '@px/platform';
import { INVOICE_COLUMNS, type InvoiceRow, toInvoiceListItem } from './invoice-view';

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

/** GET /api/invoices: newest first (drafts by creation, issued ones too). */
export class ListInvoicesQuery extends Query<Paginated<InvoiceListItem>> {
  constructor(
    readonly filter: InvoiceFilter & PageRequest,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}

@QueryHandler(ListInvoicesQuery)
export class ListInvoicesHandler implements IQueryHandler<
  ListInvoicesQuery,
  Paginated<InvoiceListItem>
> {
  constructor(private readonly sql: SqlClient) {}

  async execute({ filter, now }: ListInvoicesQuery): Promise<Paginated<InvoiceListItem>> {
    const today = localDate(now);
    const params = new SqlParams();
    const where: string[] = [];
    if (filter.series) where.push(`i.series = ${params.add(filter.series)}`);
    if (filter.status) where.push(`i.status = ${params.add(filter.status)}`);
    if (filter.customerId) where.push(`i.customer_id = ${params.add(filter.customerId)}`);
    if (filter.from) where.push(`i.issue_date >= ${params.add(filter.from)}::date`);
    if (filter.to) where.push(`i.issue_date <= ${params.add(filter.to)}::date`);
    if (filter.payment === 'paid') {
      where.push(`i.status = 'issued' and i.total_cents <= i.paid_cents`);
    } else if (filter.payment) {
      const due = `i.due_date < ${params.add(today)}::date`;
      where.push(
        `i.status = 'issued' and i.total_cents > i.paid_cents and ` +
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
    const clause = where.length ? `where ${where.join(' and ')}` : '';
    const filterValues = [...params.values];
    const page = `limit ${params.add(filter.limit)} offset ${params.add(skipOf(filter))}`;
    const [rows, [{ total }]] = await Promise.all([
      this.sql.query<InvoiceRow>(
        `select ${INVOICE_COLUMNS} from invoice i ${clause}
          order by i.created_at desc, i.id desc ${page}`,
        params.values,
      ),
      this.sql.query<{ total: number }>(
        `select count(*)::int as total from invoice i ${clause}`,
        filterValues,
      ),
    ]);
    return pageOf(
      rows.map((row) => toInvoiceListItem(row, today)),
      filter,
      total,
    );
  }
}
