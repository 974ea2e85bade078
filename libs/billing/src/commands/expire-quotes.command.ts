import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { localDate } from '@px/contracts';
import { CommandTransaction, runSql } from '@px/platform';
import { QuoteExpired } from '../events/quote.events';
import { quotePayload } from './quote-record';

interface ExpiredRow {
  id: string;
  number: string;
  revision: number;
  customer_id: string;
  work_order_id: string | null;
  total_cents: string;
}

/**
 * Sent quotes whose validity ended (the day after their last valid day, Madrid) become expired:
 * run every night by ExpireQuotesJob. Idempotent: an expired quote is not sent any more, so a
 * repeated run changes nothing. Their links already stopped at the same instant (linkExpiry).
 * Answers the ids it expired.
 */
export class ExpireQuotesCommand extends Command<string[]> {
  constructor(readonly at: Date = new Date()) {
    super();
  }
}

@CommandHandler(ExpireQuotesCommand)
export class ExpireQuotesHandler implements ICommandHandler<ExpireQuotesCommand, string[]> {
  constructor(private readonly commands: CommandTransaction) {}

  execute({ at }: ExpireQuotesCommand): Promise<string[]> {
    return this.commands.run(async (em, events) => {
      const rows = await runSql<ExpiredRow>(
        em,
        `update quote q set status = 'expired', updated_at = $2, version = q.version + 1
           from quote_revision r
          where r.quote_id = q.id and r.revision = q.revision
            and q.status = 'sent' and q.valid_until < $1::date
        returning q.id, q.number, q.revision, q.customer_id, q.work_order_id, r.total_cents`,
        [localDate(at), at],
      );
      for (const row of rows) {
        events.record(
          new QuoteExpired(row.id, quotePayload({ ...row, status: 'expired' }), null, at),
        );
      }
      return rows.map((row) => row.id);
    });
  }
}
