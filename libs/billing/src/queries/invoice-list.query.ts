import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type InvoiceListItem, type Paginated, localDate } from '@px/contracts';
import { ListTotals, type PageRequest, SqlClient, SqlParams, pageOf, skipOf } from '@px/platform';
import { type InvoiceFilter, invoiceFilterSql } from './invoice-filter';
import { INVOICE_COLUMNS, type InvoiceRow, toInvoiceListItem } from './invoice-view';

export { type InvoiceFilter };

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
  constructor(
    private readonly sql: SqlClient,
    private readonly totals: ListTotals,
  ) {}

  async execute({ filter, now }: ListInvoicesQuery): Promise<Paginated<InvoiceListItem>> {
    const today = localDate(now);
    const params = new SqlParams();
    const clause = invoiceFilterSql(filter, params, today);
    const filterValues = [...params.values];
    // The exact total, counted once per filter until a write changes the invoices (list_version).
    const counted = this.totals.count(
      'invoice',
      'invoice i',
      clause.replace(/^where /, '') || 'true',
      filterValues,
    );
    const page = `limit ${params.add(filter.limit)} offset ${params.add(skipOf(filter))}`;
    const [rows, total] = await Promise.all([
      this.sql.query<InvoiceRow>(
        `select ${INVOICE_COLUMNS} from invoice i ${clause}
          order by i.created_at desc, i.id desc ${page}`,
        params.values,
      ),
      counted,
    ]);
    return pageOf(
      rows.map((row) => toInvoiceListItem(row, today)),
      filter,
      total,
    );
  }
}
