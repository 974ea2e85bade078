import { Injectable } from '@nestjs/common';
import { type EntityManager } from '@mikro-orm/postgresql';
import { type CustomerReceiptEventPayload, RECEIPT_EVENT } from '@px/contracts';
import { OnDomainEvent, type PublishedEvent, runSql } from '@px/platform';

/**
 * Reception depends on vehicles, so this lib names its events by the contract (RECEIPT_EVENT).
 *
 * The km read when a car is received and when it is handed back become odometer readings
 * (source `reception`). The reading takes the event's id, so a redelivery adds nothing; a figure
 * below the vehicle's last reading (the advisor confirmed a lower one) is not recorded: only a
 * correction with a reason may lower the odometer, and that is decided at the vehicle screen.
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
    const { vehicle_id: vehicleId, odometer_km: km } = event.payload;
    await runSql(
      em,
      `with vehicle_row as (
         select id from vehicle where id = $1 and (odometer_km is null or odometer_km <= $2) for update
       ), reading as (
         insert into odometer_reading (id, vehicle_id, km, read_at, source, recorded_by)
         select $3, id, $2, $4, 'reception', $5 from vehicle_row
         on conflict (id) do nothing returning vehicle_id
       )
       update vehicle set odometer_km = $2, odometer_read_at = $4, updated_at = now(),
                          version = version + 1
        where id in (select vehicle_id from reading)`,
      [vehicleId, km, event.id, event.occurredAt.toISOString(), event.actorId],
    );
  }
}
