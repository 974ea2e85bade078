import { Injectable } from '@nestjs/common';
import { type CustomerReceiptEventPayload } from '@px/contracts';
import { JobQueues, OnDomainEvent, type PublishedEvent } from '@px/platform';
import { CustomerReceiptReady } from '../events/customer-receipt.events';
import { RECEIPT_MAIL_JOB } from '../jobs/receipt-mail.job';

/**
 * "Marcar listo" tells the customer by e-mail: the notice is queued once per receipt (the job id
 * is the receipt's), so a redelivered event queues nothing more.
 */
@Injectable()
export class ReceiptMailSubscriber {
  constructor(private readonly jobs: JobQueues) {}

  @OnDomainEvent({
    name: 'reception.ready-notice',
    events: [CustomerReceiptReady.TYPE],
    database: false,
  })
  async onReady(event: PublishedEvent<CustomerReceiptEventPayload>): Promise<void> {
    await this.jobs.enqueue(
      RECEIPT_MAIL_JOB,
      { receipt_id: event.payload.id, kind: 'ready' },
      { jobId: `receipt-ready-${event.payload.id}` },
    );
  }
}
