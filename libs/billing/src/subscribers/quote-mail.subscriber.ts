import { Injectable } from '@nestjs/common';
import { JobQueues, OnDomainEvent, type PublishedEvent } from '@px/platform';
import { QuoteSent, type QuoteSentPayload } from '../events/quote.events';
import { QUOTE_MAIL_JOB } from '../jobs/quote-mail.job';

/**
 * A quote sent to a customer with an e-mail address is mailed once the sending committed: one job
 * per link (its id is the link's), so a redelivered event queues nothing more, and a sending that
 * rolled back mails nothing.
 */
@Injectable()
export class QuoteMailSubscriber {
  constructor(private readonly jobs: JobQueues) {}

  @OnDomainEvent({ name: 'billing.quote-mail', events: [QuoteSent.TYPE], database: false })
  async onSent(event: PublishedEvent<QuoteSentPayload>): Promise<void> {
    const { id, link_id: linkId, mailed_to: to } = event.payload;
    if (!to) return;
    await this.jobs.enqueue(
      QUOTE_MAIL_JOB,
      { quote_id: id, link_id: linkId, to },
      { jobId: `quote-mail-${linkId}` },
    );
  }
}
