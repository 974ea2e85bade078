import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { localDate } from '@px/contracts';
import { GetCustomerQuery } from '@px/customers';
import {
  APP_CONFIG,
  type AppConfig,
  CommandTransaction,
  ConflictError,
  ValidationError,
  VersionConflictError,
  runSql,
} from '@px/platform';
import { hashLinkToken, linkExpiry } from '../domain/quote-link';
import { sendRefusal, validUntilOnSending } from '../domain/quote-sending';
import { quoteHasExpired } from '../domain/quote-validity';
import { QuoteSent } from '../events/quote.events';
import { workingDaysFrom } from './quote-calendar';
import { quoteLinkToken } from './quote-link-token';
import { lockQuote, quotePayload } from './quote-record';

/**
 * POST /api/quotes/{id}/send. A draft is frozen as the revision the customer sees: its validity
 * fixed (the one chosen, at least 12 working days away on the workshop's calendar, or the earliest
 * legal date), its content copied onto the revision, which the database keeps unchanged from now
 * on. Sending a quote already sent again sends the same revision. Either way the public link is
 * made anew (an earlier one revoked) and, when the customer has an e-mail address, the e-mail
 * with the link and the PDF is queued (QuoteMailSubscriber, after the commit).
 */
export class SendQuoteCommand extends Command<void> {
  constructor(
    readonly id: string,
    /** The version the office saw; null: whatever it is now. */
    readonly version: number | null,
    readonly actorId: string,
    readonly at: Date = new Date(),
  ) {
    super();
  }
}

@CommandHandler(SendQuoteCommand)
export class SendQuoteHandler implements ICommandHandler<SendQuoteCommand, void> {
  constructor(
    private readonly commands: CommandTransaction,
    private readonly queries: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ id, version, actorId, at }: SendQuoteCommand): Promise<void> {
    const today = localDate(at);
    const isWorkingDay = await workingDaysFrom(this.queries, today);
    await this.commands.run(async (em, events) => {
      const quote = await lockQuote(em, id);
      if (version !== null && quote.version !== version) {
        throw new VersionConflictError(quote.version);
      }
      const refused = sendRefusal(quote.status);
      if (refused) throw new ConflictError(refused.message, { status: quote.status });
      const customer = await this.queries.execute(new GetCustomerQuery(quote.customer_id));
      const email = customer?.email?.trim() || null;

      let validUntil: string;
      if (quote.status === 'draft') {
        const validity = validUntilOnSending(today, quote.valid_until, isWorkingDay);
        if ('problems' in validity) {
          throw new ValidationError(
            validity.problems,
            'El presupuesto no se puede enviar: revisa su validez.',
          );
        }
        validUntil = validity.validUntil;
        await runSql(
          em,
          `update quote_revision
              set valid_until = $2, delivery_days = $3, conditions = $4, odometer_km = $5,
                  sent_at = $6, sent_by = $7, sent_to = $8, updated_at = $6
            where id = $1`,
          [
            quote.revision_id,
            validUntil,
            quote.delivery_days,
            quote.conditions,
            quote.odometer_km,
            at,
            actorId,
            email,
          ],
          'run',
        );
      } else {
        // Sent again: the same revision, whose validity is fixed.
        validUntil = quote.valid_until!;
        if (quoteHasExpired(validUntil, today)) {
          throw new ConflictError(
            'El presupuesto ha caducado: modifícalo para enviar una nueva revisión.',
            { status: quote.status },
          );
        }
      }

      await runSql(
        em,
        'update quote_link set revoked_at = $2 where quote_id = $1 and revoked_at is null',
        [id, at],
        'run',
      );
      const linkId = randomUUID();
      const expiresAt = linkExpiry(validUntil);
      const token = quoteLinkToken(this.config.jwtSecret, { linkId, quoteId: id, expiresAt });
      await runSql(
        em,
        `insert into quote_link (id, quote_id, revision_id, token_hash, expires_at, created_by,
                                 created_at)
         values ($1, $2, $3, $4, $5, $6, $7)`,
        [linkId, id, quote.revision_id, hashLinkToken(token), expiresAt, actorId, at],
        'run',
      );
      await runSql(
        em,
        `update quote set status = 'sent', valid_until = $2, updated_at = $3,
                version = version + 1
          where id = $1`,
        [id, validUntil, at],
        'run',
      );
      events.record(
        new QuoteSent(
          id,
          { ...quotePayload({ ...quote, status: 'sent' }), link_id: linkId, mailed_to: email },
          actorId,
          at,
        ),
      );
    });
  }
}
