import { Injectable } from '@nestjs/common';
import { OnDomainEventBatch, type PublishedEvent } from '@px/platform';
import { InvoiceCancelled, InvoiceIssued } from '../events/invoice.events';
import { VerifactuSubmissionQueue } from '../verifactu/submission/submission-queue';

/**
 * An issued or cancelled invoice has a new VERI*FACTU record, committed with it: ask the worker
 * to send it soon (one request for the events published together, debounced). Idempotent: asking
 * twice sends nothing twice, the records' own state decides. Nothing is lost if this never runs
 * (Redis down, a crash): the records are in PostgreSQL and the minute's schedule sends them.
 */
@Injectable()
export class VerifactuSubmissionSubscriber {
  constructor(private readonly queue: VerifactuSubmissionQueue) {}

  @OnDomainEventBatch({
    name: 'billing.verifactu-submission',
    database: false,
    events: [InvoiceIssued.TYPE, InvoiceCancelled.TYPE],
  })
  async onRecorded(events: PublishedEvent[]): Promise<void> {
    await this.queue.soon(events[events.length - 1].type);
  }
}
