// The floor of the invoice list scenarios: what ListInvoicesHandler does
// (libs/billing/src/queries/invoice-list.query.ts) on the floor's pool. The filter's clause, the
// columns and the list item come from the production code, compiled (invoice-filter.ts,
// invoice-view.ts: ./production.mjs); the page's statement is copied from the handler, and its
// exact total is kept as ListTotals keeps it (the 'invoice' list version, then the cached count:
// ./lists.mjs), both run concurrently. Change them together: the scenarios ask for the same answer
// from both (`sameAnswer`).
import { authorize } from './auth.mjs';
import { listTotal } from './lists.mjs';
import { contracts, invoiceFilter, invoiceView, paging, sqlParams } from './production.mjs';

/** GET /api/invoices: the controller's filter (filterOf), then ListInvoicesHandler. */
export async function invoicesList(ctx, req) {
  await authorize(ctx, req, 'billing.invoices.read');
  const query = new URL(req.url, 'http://floor').searchParams;
  const text = (name) => query.get(name) || null;
  const filter = {
    page: Number(query.get('page') ?? 1),
    limit: Number(query.get('limit') ?? 20),
    series: text('series'),
    status: text('status'),
    payment: text('payment'),
    customerId: text('customer_id'),
    from: text('from'),
    to: text('to'),
    q: text('q'),
  };
  const { INVOICE_COLUMNS, toInvoiceListItem } = invoiceView();
  const { pageOf, skipOf } = paging();
  const today = contracts().localDate(new Date());
  const params = new (sqlParams().SqlParams)();
  const clause = invoiceFilter().invoiceFilterSql(filter, params, today);
  const filterValues = [...params.values];
  const page = `limit ${params.add(filter.limit)} offset ${params.add(skipOf(filter))}`;
  const [rows, total] = await Promise.all([
    ctx.query(
      `select ${INVOICE_COLUMNS} from invoice i ${clause}
        order by i.created_at desc, i.id desc ${page}`,
      params.values,
    ),
    listTotal(ctx, {
      list: 'invoice',
      from: 'invoice i',
      clause: clause.replace(/^where /, '') || 'true',
      values: filterValues,
    }),
  ]);
  return pageOf(
    rows.map((row) => toInvoiceListItem(row, today)),
    filter,
    total,
  );
}
