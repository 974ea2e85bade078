import { Injectable } from '@nestjs/common';
import { type CustomerReceiptEventPayload, RECEIPT_EVENT, realtimeRooms } from '@px/contracts';
import { OnDomainEvent, type PublishedEvent, RealtimePush } from '@px/platform';

/**
 * receipt.changed: a car received, ready or delivered is pushed to the readers of receipts, so an
 * open list or receipt page refetches. The push names the receipt, never its contents.
 */
@Injectable()
export class ReceiptRealtimeSubscriber {
  constructor(private readonly push: RealtimePush) {}

  @OnDomainEvent({
    name: 'reception.realtime',
    events: Object.values(RECEIPT_EVENT),
    database: false,
  })
  onReceiptChanged(event: PublishedEvent<CustomerReceiptEventPayload>): void {
    this.push.toRoom(realtimeRooms.receipts, 'receipt.changed', {
      id: event.payload.id,
      status: event.payload.status,
    });
  }
}
