import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { type InvoiceDraftInput } from '@px/contracts';
import { CommandTransaction, ValidationError, runSql } from '@px/platform';
import { RECTIFYING_ONLY_FROM_ORIGINAL, invoiceDraftOf } from '../domain/invoice-draft';
import { InvoiceDrafted } from '../events/invoice.events';
import {
  DRAFT_COLUMNS,
  assertCustomerExists,
  draftValues,
  writeInvoiceLines,
} from './invoice-record';

/** POST /api/invoices: a draft invoice (no number until issued); its id. */
export class CreateInvoiceCommand extends Command<string> {
  constructor(
    readonly input: InvoiceDraftInput,
    readonly actorId: string | null,
  ) {
    super();
  }
}

@CommandHandler(CreateInvoiceCommand)
export class CreateInvoiceHandler implements ICommandHandler<CreateInvoiceCommand, string> {
  constructor(
    private readonly commands: CommandTransaction,
    private readonly queries: QueryBus,
  ) {}

  async execute({ input, actorId }: CreateInvoiceCommand): Promise<string> {
    if (input.series === 'R') throw new ValidationError([RECTIFYING_ONLY_FROM_ORIGINAL]);
    const checked = invoiceDraftOf(input);
    if ('problems' in checked) throw new ValidationError(checked.problems);
    const { draft } = checked;
    await assertCustomerExists(this.queries, draft.customerId);
    return this.commands.run(async (em, events) => {
      const id = randomUUID();
      await runSql(
        em,
        `insert into invoice (id, ${DRAFT_COLUMNS}, created_by)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
        [id, ...draftValues(draft), actorId],
        'run',
      );
      await writeInvoiceLines(em, id, draft);
      events.record(
        new InvoiceDrafted(
          id,
          {
            id,
            series: draft.series,
            number: null,
            customer_id: draft.customerId,
            total_cents: draft.totals.totalCents,
          },
          actorId,
        ),
      );
      return id;
    });
  }
}
