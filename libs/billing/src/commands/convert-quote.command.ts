import { Command, CommandBus, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { type QuoteApprovalChannel, type QuoteLineType } from '@px/contracts';
import { CommandTransaction, ConflictError, type Principal, runSql } from '@px/platform';
import {
  AddApprovedLinesCommand,
  CreateWorkOrderCommand,
  GetWorkOrderActorQuery,
} from '@px/work-orders';
import {
  conversionRefusal,
  estimateChannelOfApproval,
  quoteReference,
  workOrderLinesOf,
} from '../domain/quote-conversion';
import { QuoteConverted } from '../events/quote.events';
import { lockQuote, quotePayload } from './quote-record';

interface ApprovalRow {
  signer_name: string;
  channel: QuoteApprovalChannel;
  approved_at: Date;
}

interface AcceptedLineRow {
  type: QuoteLineType;
  description: string;
  quantity: string;
  unit_price_cents: string;
  discount_percent: string;
  vat_percent: string;
  part_id: string | null;
}

/**
 * POST /api/quotes/{id}/convert: the accepted lines of an answered quote become work. With no
 * linked order they open a new one for the quote's customer and vehicle; with one they extend it
 * (a hidden fault found during the repair). Either way through work orders' own commands, in this
 * same transaction: each line records who approved it, when and how (RD 1457/1986), and the
 * order's estimate decision becomes "accepted" with the quote's number and revision. Rejected
 * lines never become work. A quote is converted once. Answers the order's id.
 */
export class ConvertQuoteCommand extends Command<string> {
  constructor(
    readonly id: string,
    readonly principal: Principal,
    readonly at: Date = new Date(),
  ) {
    super();
  }
}

@CommandHandler(ConvertQuoteCommand)
export class ConvertQuoteHandler implements ICommandHandler<ConvertQuoteCommand, string> {
  constructor(
    private readonly commands: CommandTransaction,
    private readonly bus: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  async execute({ id, principal, at }: ConvertQuoteCommand): Promise<string> {
    const actor = await this.queries.execute(new GetWorkOrderActorQuery(principal));
    return this.commands.run(async (em, events) => {
      const quote = await lockQuote(em, id);
      const refused = conversionRefusal({
        status: quote.status,
        convertedWorkOrderId: quote.converted_work_order_id,
      });
      if (refused) throw new ConflictError(refused.message, { status: quote.status });
      const [approval] = await runSql<ApprovalRow>(
        em,
        'select signer_name, channel, approved_at from quote_approval where revision_id = $1',
        [quote.revision_id],
      );
      const lines = await runSql<AcceptedLineRow>(
        em,
        `select l.type, l.description, l.quantity, l.unit_price_cents, l.discount_percent,
                l.vat_percent, l.part_id
           from quote_line l
           join quote_approval_line a on a.line_id = l.id and a.accepted
          where l.revision_id = $1
          order by l.position`,
        [quote.revision_id],
      );
      if (!approval || !lines.length) {
        throw new ConflictError('El presupuesto no tiene líneas aceptadas que pasar a una orden.');
      }
      const reference = quoteReference(quote.number, quote.revision);
      const orderId =
        quote.work_order_id ??
        (
          await this.bus.execute(
            new CreateWorkOrderCommand(
              {
                title: `Presupuesto ${quote.number}`,
                customer_id: quote.customer_id,
                vehicle_id: quote.vehicle_id,
                odometer_in_km: quote.odometer_km,
                requested_work: `Trabajos aceptados del presupuesto ${reference}.`,
              },
              actor,
            ),
          )
        ).id;
      const added = await this.bus.execute(
        new AddApprovedLinesCommand(
          orderId,
          workOrderLinesOf(
            lines.map((line) => ({
              type: line.type,
              description: line.description,
              quantity: Number(line.quantity),
              unitPriceCents: Number(line.unit_price_cents),
              discountPercent: Number(line.discount_percent),
              vatPercent: Number(line.vat_percent),
              partId: line.part_id,
            })),
          ),
          {
            approvedBy: approval.signer_name,
            approvedAt: new Date(approval.approved_at),
            channel: estimateChannelOfApproval(approval.channel),
            reference,
          },
          actor,
        ),
      );
      await runSql(
        em,
        `update quote set converted_work_order_id = $2, converted_at = $3, converted_by = $4,
                updated_at = $3, version = version + 1
          where id = $1`,
        [id, orderId, at, principal.userId],
        'run',
      );
      events.record(
        new QuoteConverted(
          id,
          {
            ...quotePayload(quote),
            converted_work_order_id: orderId,
            line_count: added.length,
          },
          principal.userId,
          at,
        ),
      );
      return orderId;
    });
  }
}
