import { Injectable } from '@nestjs/common';
import { type EntityManager } from '@mikro-orm/postgresql';
import { WORK_ORDER_EVENTS, type WorkOrderEventPayload } from '@px/contracts';
import { OnDomainEvent, type PublishedEvent } from '@px/platform';

/**
 * The vehicle history's work orders (GET /api/vehicles/{id}/history): one entry per order, kept
 * current from the work-order events' snapshots. Idempotent and order-proof: an entry is replaced
 * only by a snapshot with a higher order version, so a redelivered or late event changes nothing.
 * A deleted order leaves the history; an order moved to another vehicle moves with it.
 */
@Injectable()
export class WorkOrderHistorySubscriber {
  @OnDomainEvent({ name: 'vehicles.work-order-history', events: [...WORK_ORDER_EVENTS] })
  async onWorkOrderEvent(
    event: PublishedEvent<WorkOrderEventPayload>,
    em: EntityManager,
  ): Promise<void> {
    const order = event.payload.order;
    if (order.deleted || !order.vehicle_id) {
      await em.execute(
        `delete from vehicle_history_entry
          where source_type = 'work_order' and source_id = ?
            and coalesce((details ->> 'version')::int, 0) <= ?`,
        [order.id, order.version],
      );
      return;
    }
    const details = {
      number: order.number,
      title: order.title,
      status: order.status,
      priority: order.priority,
      customer_id: order.customer_id,
      odometer_in_km: order.odometer_in_km,
      odometer_out_km: order.odometer_out_km,
      completed_at: order.completed_at,
      total_planned_hours: order.total_planned_hours,
      total_cents: order.total_cents,
      lines: order.lines,
      version: order.version,
    };
    await em.execute(
      `insert into vehicle_history_entry
         (id, vehicle_id, occurred_at, kind, title, details, source_type, source_id)
       values (gen_random_uuid(), ?, ?, 'work_order', ?, ?, 'work_order', ?)
       on conflict (source_type, source_id, kind) do update
         set vehicle_id = excluded.vehicle_id, title = excluded.title, details = excluded.details
         where coalesce((vehicle_history_entry.details ->> 'version')::int, 0)
               < (excluded.details ->> 'version')::int`,
      [
        order.vehicle_id,
        order.created_at,
        `${order.number} · ${order.title}`,
        JSON.stringify(details),
        order.id,
      ],
    );
  }

  /**
   * DOMAIN: completing an order records the odometer. The reading takes the event's id, so a
   * redelivery adds nothing; a figure below the vehicle's last reading is not recorded (only a
   * correction with a reason may go down, and that is a person's decision at the vehicle screen).
   */
  @OnDomainEvent({ name: 'vehicles.work-order-odometer', events: ['WorkOrderCompleted'] })
  async onWorkOrderCompleted(
    event: PublishedEvent<WorkOrderEventPayload>,
    em: EntityManager,
  ): Promise<void> {
    const { vehicle_id: vehicleId, odometer_out_km: km } = event.payload.order;
    if (!vehicleId || km === null) return;
    const readAt = event.occurredAt.toISOString();
    await em.execute(
      `with vehicle_row as (
         select id from vehicle where id = ? and (odometer_km is null or odometer_km <= ?) for update
       ), reading as (
         insert into odometer_reading (id, vehicle_id, km, read_at, source, recorded_by)
         select ?, id, ?, ?, 'work_order', ? from vehicle_row
         on conflict (id) do nothing returning vehicle_id
       )
       update vehicle set odometer_km = ?, odometer_read_at = ?, updated_at = now(),
                          version = version + 1
        where id in (select vehicle_id from reading)`,
      [vehicleId, km, event.id, km, readAt, event.actorId, km, readAt],
    );
  }
}
