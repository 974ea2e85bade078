import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { localDate } from '@px/contracts';
import { SqlClient } from '@px/platform';
import { type OrderBilling, orderBilling } from '../domain/order-billing-state';

/**
 * A work order's billing at this moment (for the delivery record the customer signs): its issued
 * invoices, and what is still owed on them.
 */
export class GetWorkOrderBillingQuery extends Query<OrderBilling> {
  constructor(
    readonly workOrderId: string,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}

interface Row {
  number: string;
  total_cents: string;
  credited_cents: string;
  paid_cents: string;
  due_date: string | null;
}

@QueryHandler(GetWorkOrderBillingQuery)
export class GetWorkOrderBillingHandler implements IQueryHandler<
  GetWorkOrderBillingQuery,
  OrderBilling
> {
  constructor(private readonly sql: SqlClient) {}

  async execute({ workOrderId, now }: GetWorkOrderBillingQuery): Promise<OrderBilling> {
    // The order's own invoices and the rectifying invoices of those.
    const rows = await this.sql.query<Row>(
      `select i.number, i.total_cents, i.credited_cents, i.paid_cents,
              i.due_date::text as due_date
         from invoice i
        where i.status = 'issued'
          and (i.work_order_id = $1
               or i.rectified_invoice_id in (select id from invoice where work_order_id = $1))
        order by i.series, i.year, i.sequence`,
      [workOrderId],
    );
    return orderBilling(
      rows.map((row) => ({
        number: row.number,
        totalCents: Number(row.total_cents),
        creditedCents: Number(row.credited_cents),
        paidCents: Number(row.paid_cents),
        dueDate: row.due_date,
      })),
      localDate(now),
    );
  }
}
