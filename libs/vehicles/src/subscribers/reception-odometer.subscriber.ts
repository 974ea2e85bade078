import { Injectable } from '@nestjs/common';
import { type EntityManager } from '@mikro-orm/postgresql';
import { type CustomerReceiptEventPayload, RECEIPT_EVENT } from '@px/contracts';
import { OnDomainEvent, type PublishedEvent } from '@px/platform';
import { recordOdometerFromEvent } from './odometer-from-event';

/**
 * Reception depends on vehicles, so this lib names its events by the contract (RECEIPT_EVENT).
 * The km read when a car is received and when it is handed back become odometer readings (source
 * `reception`, recordOdometerFromEvent's rules: once per event, never lowering the odometer).
 */
@Injectable()
export class ReceptionOdometerSubscriber {
  @OnDomainEvent({
    name: 'vehicles.reception-odometer',
    events: [RECEIPT_EVENT.Created, RECEIPT_EVENT.Delivered],
  })
  async onReceiptOdometer(
    event: PublishedEvent<CustomerReceiptEventPayload>,
    em: EntityManager,
  ): Promise<void> {
    await recordOdometerFromEvent(em, {
      eventId: event.id,
      vehicleId: event.payload.vehicle_id,
      km: event.payload.odometer_km,
      readAt: event.occurredAt,
      source: 'reception',
      actorId: event.actorId,
    });
  }
}
