import { Command, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { type InvoiceSeries } from '@px/contracts';
import { GetCustomerQuery } from '@px/customers';
import {
  CommandTransaction,
  ConflictError,
  NotFoundError,
  type Principal,
  ValidationError,
  lockUntilCommit,
  runSql,
} from '@px/platform';
import { GetWorkOrderActorQuery, GetWorkOrderQuery } from '@px/work-orders';
import { invoiceDraftOf } from '../domain/invoice-draft';
import { recipientOfCustomer } from './customer-recipient';
import { insertDraft } from './invoice-record';

/**
 * POST /api/invoices/from-work-order: a draft invoicing a completed order's lines (all of them, or
 * those chosen) for its customer. An order is invoiced at most once, line by line: lines already
 * on another invoice (not cancelled) are left out, and an order with nothing left is a 409.
 */
export class InvoiceWorkOrderCommand extends Command<string> {
  constructor(
    readonly workOrderId: string,
    readonly series: Extract<InvoiceSeries, 'F' | 'S'>,
    /** The order's lines to invoice; null: every line not invoiced yet. */
    readonly lineIds: readonly string[] | null,
    readonly principal: Principal,
  ) {
    super();
  }
}

@CommandHandler(InvoiceWorkOrderCommand)
export class InvoiceWorkOrderHandler implements ICommandHandler<InvoiceWorkOrderCommand, string> {
  constructor(
    private readonly commands: CommandTransaction,
    private readonly queries: QueryBus,
  ) {}

  async execute({
    workOrderId,
    series,
    lineIds,
    principal,
  }: InvoiceWorkOrderCommand): Promise<string> {
    const actor = await this.queries.execute(new GetWorkOrderActorQuery(principal));
    const order = await this.queries.execute(new GetWorkOrderQuery(workOrderId, actor));
    if (!order) throw new NotFoundError('La orden de trabajo no existe.');
    if (order.status !== 'completed') {
      throw new ConflictError('Solo se facturan órdenes terminadas: termina la orden antes.', {
        status: order.status,
      });
    }
    const unknown = (lineIds ?? []).filter((id) => !order.items.some((line) => line.id === id));
    if (unknown.length) {
      throw new ValidationError([
        {
          field: 'line_ids',
          code: 'exists',
          message: 'Alguna línea indicada no es de esta orden.',
        },
      ]);
    }
    const customer = await this.queries.execute(new GetCustomerQuery(order.customer_id));

    return this.commands.run(async (em, events) => {
      // One desk at a time per order: two never invoice the same lines.
      await lockUntilCommit(em, `invoice-work-order:${workOrderId}`);
      const invoiced = new Set(
        (
          await runSql<{ work_order_line_id: string }>(
            em,
            `select l.work_order_line_id from invoice_line l join invoice i on i.id = l.invoice_id
              where i.work_order_id = $1 and i.status <> 'cancelled'
                and l.work_order_line_id is not null`,
            [workOrderId],
          )
        ).map((row) => row.work_order_line_id),
      );
      const lines = [...order.items]
        .sort((a, b) => a.position - b.position)
        .filter((line) => !invoiced.has(line.id) && (!lineIds || lineIds.includes(line.id)));
      if (!lines.length) {
        throw new ConflictError(
          invoiced.size
            ? `La orden ${order.number} ya está facturada.`
            : `La orden ${order.number} no tiene líneas que facturar.`,
        );
      }
      const checked = invoiceDraftOf({
        series,
        customer_id: customer ? order.customer_id : null,
        recipient: recipientOfCustomer(customer),
        notes: `Orden de trabajo ${order.number}${order.license_plate ? ` · ${order.license_plate}` : ''}`,
        lines: lines.map((line) => ({
          type: line.type,
          description: line.name,
          quantity: line.quantity,
          unit_price_cents: line.unit_price_cents,
          discount_percent: line.discount_percent,
          vat_percent: line.vat_percent,
        })),
      });
      if ('problems' in checked) throw new ValidationError(checked.problems);
      const draft = {
        ...checked.draft,
        lines: checked.draft.lines.map((line, i) => ({ ...line, workOrderLineId: lines[i].id })),
      };
      const { id, event } = await insertDraft(em, draft, principal.userId, {
        work_order_id: workOrderId,
      });
      events.record(event);
      return id;
    });
  }
}
