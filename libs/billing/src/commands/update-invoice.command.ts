import { Command, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { type InvoiceDraftInput } from '@px/contracts';
import {
  CommandTransaction,
  ConflictError,
  ValidationError,
  VersionConflictError,
  runSql,
} from '@px/platform';
import { RECTIFYING_ONLY_FROM_ORIGINAL, invoiceDraftOf } from '../domain/invoice-draft';
import { refuseInvoiceEdit } from '../domain/invoice-status';
import { InvoiceDraftEdited } from '../events/invoice.events';
import {
  DRAFT_COLUMNS,
  assertCustomerExists,
  draftValues,
  lockInvoice,
  writeInvoiceLines,
} from './invoice-record';

/** PATCH /api/invoices/{id}: a draft edited whole, at the version the office saw. */
export class UpdateInvoiceCommand extends Command<void> {
  constructor(
    readonly id: string,
    readonly input: InvoiceDraftInput,
    readonly version: number,
    readonly actorId: string | null,
  ) {
    super();
  }
}

@CommandHandler(UpdateInvoiceCommand)
export class UpdateInvoiceHandler implements ICommandHandler<UpdateInvoiceCommand, void> {
  constructor(
    private readonly commands: CommandTransaction,
    private readonly queries: QueryBus,
  ) {}

  async execute({ id, input, version, actorId }: UpdateInvoiceCommand): Promise<void> {
    const checked = invoiceDraftOf(input);
    if ('problems' in checked) throw new ValidationError(checked.problems);
    const { draft } = checked;
    await assertCustomerExists(this.queries, draft.customerId);
    await this.commands.run(async (em, events) => {
      const invoice = await lockInvoice(em, id);
      const refused = refuseInvoiceEdit(invoice.status);
      if (refused) throw new ConflictError(refused.message, { status: invoice.status });
      if (invoice.version !== version) throw new VersionConflictError(invoice.version);
      // A rectifying draft stays one (it names its original); no other becomes one.
      if ((invoice.series === 'R') !== (draft.series === 'R')) {
        throw new ValidationError([RECTIFYING_ONLY_FROM_ORIGINAL]);
      }
      const assignments = DRAFT_COLUMNS.split(',')
        .map((column, i) => `${column.trim()} = $${i + 2}`)
        .join(', ');
      await runSql(
        em,
        `update invoice set ${assignments}, updated_at = now(), version = version + 1
          where id = $1`,
        [id, ...draftValues(draft)],
        'run',
      );
      await writeInvoiceLines(em, id, draft);
      events.record(
        new InvoiceDraftEdited(
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
    });
  }
}
