import { Command, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { type InvoiceSeries } from '@px/contracts';
import { GetCustomerQuery } from '@px/customers';
import {
  CommandTransaction,
  ConflictError,
  ValidationError,
  lockUntilCommit,
  runSql,
} from '@px/platform';
import { invoiceDraftOf } from '../domain/invoice-draft';
import { quoteReference } from '../domain/quote-conversion';
import { GetQuoteQuery } from '../queries/quote.query';
import { recipientOfCustomer } from './customer-recipient';
import { insertDraft } from './invoice-record';

/**
 * POST /api/invoices/from-quote: a draft invoicing the lines the customer accepted in an answered
 * quote (a counter sale, or work invoiced as quoted). A quote is invoiced once; a quote already
 * turned into a work order is invoiced through that order, so nothing is charged twice.
 */
export class InvoiceQuoteCommand extends Command<string> {
  constructor(
    readonly quoteId: string,
    readonly series: Extract<InvoiceSeries, 'F' | 'S'>,
    readonly actorId: string | null,
  ) {
    super();
  }
}

@CommandHandler(InvoiceQuoteCommand)
export class InvoiceQuoteHandler implements ICommandHandler<InvoiceQuoteCommand, string> {
  constructor(
    private readonly commands: CommandTransaction,
    private readonly queries: QueryBus,
  ) {}

  async execute({ quoteId, series, actorId }: InvoiceQuoteCommand): Promise<string> {
    const quote = await this.queries.execute(new GetQuoteQuery(quoteId));
    if (quote.status !== 'accepted' && quote.status !== 'partially_accepted') {
      throw new ConflictError(
        'Solo se facturan presupuestos aceptados (del todo o en parte) por el cliente.',
        { status: quote.status },
      );
    }
    if (quote.converted_work_order_id) {
      throw new ConflictError(
        `El presupuesto ${quote.number} ya es una orden de trabajo: factura la orden cuando esté terminada.`,
      );
    }
    const accepted = quote.lines.filter((line) => line.decision === 'accepted');
    const customer = await this.queries.execute(new GetCustomerQuery(quote.customer_id));

    return this.commands.run(async (em, events) => {
      // One desk at a time per quote: two never invoice it twice.
      await lockUntilCommit(em, `invoice-quote:${quoteId}`);
      const [invoiced] = await runSql<{ number: string | null }>(
        em,
        `select coalesce(number, 'borrador') as number from invoice
          where quote_id = $1 and status <> 'cancelled' limit 1`,
        [quoteId],
      );
      if (invoiced) {
        throw new ConflictError(
          `El presupuesto ${quote.number} ya está facturado (${invoiced.number}).`,
        );
      }
      const checked = invoiceDraftOf({
        series,
        customer_id: customer ? quote.customer_id : null,
        recipient: recipientOfCustomer(customer),
        notes: `Presupuesto ${quoteReference(quote.number, quote.revision)}${
          quote.license_plate ? ` · ${quote.license_plate}` : ''
        }`,
        lines: accepted.map((line) => ({
          type: line.type,
          description: line.description,
          quantity: line.quantity,
          unit_price_cents: line.unit_price_cents,
          discount_percent: line.discount_percent,
          vat_percent: line.vat_percent,
        })),
      });
      if ('problems' in checked) throw new ValidationError(checked.problems);
      const { id, event } = await insertDraft(em, checked.draft, actorId, { quote_id: quoteId });
      events.record(event);
      return id;
    });
  }
}
