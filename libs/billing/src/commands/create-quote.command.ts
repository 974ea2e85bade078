import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { type QuoteDraftInput } from '@px/contracts';
import {
  CommandTransaction,
  type Principal,
  ValidationError,
  drawYearlyNumber,
  runSql,
} from '@px/platform';
import { formatQuoteNumber } from '../domain/document-number';
import { quoteDraftOf } from '../domain/quote-draft';
import { QuoteDrafted } from '../events/quote.events';
import {
  QUOTE_DRAFT_COLUMNS,
  checkQuoteParties,
  insertRevision,
  quoteDraftValues,
} from './quote-record';

/**
 * POST /api/quotes: a draft quote, numbered now (P-2026-00001). The number is drawn from the
 * year's counter row inside this transaction, so numbers are correlative without gaps: a quote
 * is never deleted (it is answered, rejected or expires), and a failed creation gives its number
 * back. The office refers to the quote by its number from the first phone call. Its id.
 */
export class CreateQuoteCommand extends Command<string> {
  constructor(
    readonly input: QuoteDraftInput,
    readonly principal: Principal,
    readonly at: Date = new Date(),
  ) {
    super();
  }
}

@CommandHandler(CreateQuoteCommand)
export class CreateQuoteHandler implements ICommandHandler<CreateQuoteCommand, string> {
  constructor(
    private readonly commands: CommandTransaction,
    private readonly queries: QueryBus,
  ) {}

  async execute({ input, principal, at }: CreateQuoteCommand): Promise<string> {
    const checked = quoteDraftOf(input);
    if ('problems' in checked) throw new ValidationError(checked.problems);
    const { draft } = checked;
    const parties = await checkQuoteParties(this.queries, draft, principal);
    return this.commands.run(async (em, events) => {
      const { year, sequence } = await drawYearlyNumber(em, 'quote_counter', at);
      const number = formatQuoteNumber({ year, sequence });
      const id = randomUUID();
      const values = [id, year, sequence, number, ...quoteDraftValues(draft, parties)];
      await runSql(
        em,
        `insert into quote (id, year, sequence, number, ${QUOTE_DRAFT_COLUMNS.join(', ')},
                            created_by, created_at, updated_at)
         values (${values.map((_, i) => `$${i + 1}`).join(', ')}, $${values.length + 1},
                 $${values.length + 2}, $${values.length + 2})`,
        [...values, principal.userId, at],
        'run',
      );
      await insertRevision(em, id, 1, draft);
      events.record(
        new QuoteDrafted(
          id,
          {
            id,
            number,
            status: 'draft',
            revision: 1,
            customer_id: draft.customerId,
            work_order_id: draft.workOrderId,
            total_cents: draft.totals.totalCents,
          },
          principal.userId,
          at,
        ),
      );
      return id;
    });
  }
}
