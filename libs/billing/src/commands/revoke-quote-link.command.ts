import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandTransaction, ConflictError, runSql } from '@px/platform';
import { QuoteLinkRevoked } from '../events/quote.events';
import { lockQuote, quotePayload } from './quote-record';

/**
 * POST /api/quotes/{id}/revoke-link: the customer's link stops working at once (sent to the wrong
 * address, forwarded): opening it answers 410. Sending the quote again makes a new one.
 */
export class RevokeQuoteLinkCommand extends Command<void> {
  constructor(
    readonly id: string,
    readonly actorId: string,
    readonly at: Date = new Date(),
  ) {
    super();
  }
}

@CommandHandler(RevokeQuoteLinkCommand)
export class RevokeQuoteLinkHandler implements ICommandHandler<RevokeQuoteLinkCommand, void> {
  constructor(private readonly commands: CommandTransaction) {}

  async execute({ id, actorId, at }: RevokeQuoteLinkCommand): Promise<void> {
    await this.commands.run(async (em, events) => {
      const quote = await lockQuote(em, id);
      const revoked = await runSql<{ id: string }>(
        em,
        `update quote_link set revoked_at = $2
          where quote_id = $1 and revoked_at is null and expires_at > $2
        returning id`,
        [id, at],
      );
      if (!revoked.length) {
        throw new ConflictError('El presupuesto no tiene ningún enlace activo que retirar.', {
          status: quote.status,
        });
      }
      await runSql(
        em,
        'update quote set updated_at = $2, version = version + 1 where id = $1',
        [id, at],
        'run',
      );
      events.record(new QuoteLinkRevoked(id, quotePayload(quote), actorId, at));
    });
  }
}
