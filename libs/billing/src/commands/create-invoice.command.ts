import { Command, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { type InvoiceDraftInput } from '@px/contracts';
import { CommandTransaction, ValidationError } from '@px/platform';
import { RECTIFYING_ONLY_FROM_ORIGINAL, invoiceDraftOf } from '../domain/invoice-draft';
import { assertCustomerExists, insertDraft } from './invoice-record';

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
      const { id, event } = await insertDraft(em, draft, actorId);
      events.record(event);
      return id;
    });
  }
}
