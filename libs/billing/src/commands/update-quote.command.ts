import { Command, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { type QuoteDraftInput } from '@px/contracts';
import {
  CommandTransaction,
  ConflictError,
  type Principal,
  ValidationError,
  VersionConflictError,
  runSql,
} from '@px/platform';
import { quoteDraftOf } from '../domain/quote-draft';
import { decideQuoteEdit } from '../domain/quote-status';
import { QuoteEdited } from '../events/quote.events';
import {
  QUOTE_DRAFT_COLUMNS,
  checkQuoteParties,
  insertRevision,
  lockQuote,
  quoteDraftValues,
  quotePayload,
  rewriteRevision,
} from './quote-record';

/**
 * PATCH /api/quotes/{id}: the quote edited whole, at the version the office saw. A draft changes
 * in place. A quote the customer has seen (sent, or expired or rejected and offered again) becomes
 * revision n + 1, a draft to be sent: the revision they saw stays as it was, and its link is
 * revoked, so an answer always refers to exactly what the customer was shown. An accepted quote
 * is not edited (its lines are work).
 */
export class UpdateQuoteCommand extends Command<void> {
  constructor(
    readonly id: string,
    readonly input: QuoteDraftInput,
    readonly version: number,
    readonly principal: Principal,
  ) {
    super();
  }
}

@CommandHandler(UpdateQuoteCommand)
export class UpdateQuoteHandler implements ICommandHandler<UpdateQuoteCommand, void> {
  constructor(
    private readonly commands: CommandTransaction,
    private readonly queries: QueryBus,
  ) {}

  async execute({ id, input, version, principal }: UpdateQuoteCommand): Promise<void> {
    const checked = quoteDraftOf(input);
    if ('problems' in checked) throw new ValidationError(checked.problems);
    const { draft } = checked;
    const parties = await checkQuoteParties(this.queries, draft, principal);
    await this.commands.run(async (em, events) => {
      const quote = await lockQuote(em, id);
      if (quote.version !== version) throw new VersionConflictError(quote.version);
      const edit = decideQuoteEdit(quote.status, quote.revision);
      if (edit.kind === 'refused') throw new ConflictError(edit.message, { status: quote.status });
      // Once a revision went out, the number is that customer's document.
      const seen = edit.kind === 'new_revision' || quote.revision > 1;
      if (seen && draft.customerId !== quote.customer_id) {
        throw new ValidationError([
          {
            field: 'customer_id',
            code: 'fixed',
            message:
              'El cliente de un presupuesto ya enviado no cambia: crea un presupuesto nuevo para otro cliente.',
          },
        ]);
      }
      const revision = edit.kind === 'new_revision' ? edit.revision : quote.revision;
      if (edit.kind === 'new_revision') {
        await insertRevision(em, id, revision, draft);
        // The link showed the revision now superseded: it must not take an answer any more.
        await runSql(
          em,
          'update quote_link set revoked_at = now() where quote_id = $1 and revoked_at is null',
          [id],
          'run',
        );
      } else {
        await rewriteRevision(em, quote.revision_id, draft);
      }
      const assignments = QUOTE_DRAFT_COLUMNS.map((column, i) => `${column} = $${i + 4}`);
      await runSql(
        em,
        `update quote set status = 'draft', revision = $2, answered_at = null,
                rejection_reason = null, ${assignments.join(', ')},
                updated_at = now(), version = version + 1
          where id = $1 and version = $3`,
        [id, revision, version, ...quoteDraftValues(draft, parties)],
        'run',
      );
      events.record(
        new QuoteEdited(
          id,
          quotePayload({
            ...quote,
            status: 'draft',
            revision,
            work_order_id: draft.workOrderId,
            total_cents: String(draft.totals.totalCents),
          }),
          principal.userId,
        ),
      );
    });
  }
}
