import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandTransaction, ConflictError, ValidationError, runSql } from '@px/platform';
import { refuseQuoteTransition } from '../domain/quote-status';
import { QuoteAnswered } from '../events/quote.events';
import { lockQuote, quotePayload } from './quote-record';

export const MAX_REJECTION_REASON = 500;

/**
 * POST /api/quotes/{id}/reject: the customer declines the whole quote (told at the desk, by phone
 * or by e-mail), with the reason they gave. The link stops taking answers; the quote can be
 * revised and offered again.
 */
export class RejectQuoteCommand extends Command<void> {
  constructor(
    readonly id: string,
    readonly reason: string | null,
    readonly actorId: string,
    readonly at: Date = new Date(),
  ) {
    super();
  }
}

@CommandHandler(RejectQuoteCommand)
export class RejectQuoteHandler implements ICommandHandler<RejectQuoteCommand, void> {
  constructor(private readonly commands: CommandTransaction) {}

  async execute({ id, reason, actorId, at }: RejectQuoteCommand): Promise<void> {
    const why = reason?.trim() || null;
    if (why && why.length > MAX_REJECTION_REASON) {
      throw new ValidationError([
        {
          field: 'reason',
          code: 'maxLength',
          message: `El motivo admite como mucho ${MAX_REJECTION_REASON} caracteres.`,
        },
      ]);
    }
    await this.commands.run(async (em, events) => {
      const quote = await lockQuote(em, id);
      const refused = refuseQuoteTransition(quote.status, 'rejected');
      if (refused) {
        throw new ConflictError(
          quote.status === 'draft'
            ? 'El presupuesto aún no se ha enviado al cliente.'
            : refused.message,
          { status: quote.status },
        );
      }
      await runSql(
        em,
        `update quote set status = 'rejected', rejection_reason = $2, answered_at = $3,
                updated_at = $3, version = version + 1
          where id = $1`,
        [id, why, at],
        'run',
      );
      events.record(
        new QuoteAnswered(id, quotePayload({ ...quote, status: 'rejected' }), actorId, at),
      );
    });
  }
}
