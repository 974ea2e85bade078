import { Injectable } from '@nestjs/common';
import { type EntityManager } from '@mikro-orm/postgresql';
import { WORK_ORDER_EVENT, WORK_ORDER_EVENTS, type WorkOrderEventPayload } from '@px/contracts';
import {
  OnDomainEvent,
  type PublishedEvent,
  type SqlWrite,
  WritesOnDomainEvents,
} from '@px/platform';
import { historyDetailsOf, latestSnapshots } from '../domain/work-order-history-entries';
import { recordOdometerFromEvent } from './odometer-from-event';

/**
 * Work orders depend on vehicles, so this lib names their events by the contract's constants
 * (WORK_ORDER_EVENT, the source of the event classes' TYPE) rather than importing the classes.
 *
 * The vehicle history's work orders (GET /api/vehicles/{id}/history): one entry per order, kept
 * current from the work-order events' snapshots. Idempotent and order-proof: an entry is replaced
 * only by a snapshot with a higher order version, so a redelivered or late event changes nothing.
 * A deleted order leaves the history; an order moved to another vehicle moves with it. The events
 * of one publication are written together (one statement for the entries, one for the removals),
 * folded into the publication's own statement.
 */
@Injectable()
export class WorkOrderHistorySubscriber {
  @WritesOnDomainEvents({ name: 'vehicles.work-order-history', events: [...WORK_ORDER_EVENTS] })
  historyWrites(events: PublishedEvent<WorkOrderEventPayload>[]): SqlWrite[] {
    const orders = latestSnapshots(events);
    const gone = orders.filter((order) => order.deleted || !order.vehicle_id);
    const kept = orders.filter((order) => !order.deleted && order.vehicle_id);
    const writes: SqlWrite[] = [];
    if (gone.length > 0) {
      writes.push({
        sql: `delete from vehicle_history_entry h
               using jsonb_to_recordset($1::jsonb) as g (id uuid, version int)
               where h.source_type = 'work_order' and h.source_id = g.id
                 and coalesce((h.details ->> 'version')::int, 0) <= g.version`,
        params: [JSON.stringify(gone.map((order) => ({ id: order.id, version: order.version })))],
      });
    }
    if (kept.length > 0) {
      writes.push({
        sql: `insert into vehicle_history_entry
                (id, vehicle_id, occurred_at, kind, title, details, source_type, source_id)
              select gen_random_uuid(), k.vehicle_id, k.occurred_at, 'work_order', k.title,
                     k.details, 'work_order', k.id
                from jsonb_to_recordset($1::jsonb)
                  as k (id uuid, vehicle_id uuid, occurred_at timestamptz, title text, details jsonb)
              on conflict (source_type, source_id, kind) do update
                set vehicle_id = excluded.vehicle_id, title = excluded.title,
                    details = excluded.details
                where coalesce((vehicle_history_entry.details ->> 'version')::int, 0)
                      < (excluded.details ->> 'version')::int`,
        params: [
          JSON.stringify(
            kept.map((order) => ({
              id: order.id,
              vehicle_id: order.vehicle_id,
              occurred_at: order.created_at,
              title: `${order.number} · ${order.title}`,
              details: historyDetailsOf(order),
            })),
          ),
        ],
      });
    }
    return writes;
  }

  /** DOMAIN: completing an order records the odometer (recordOdometerFromEvent's rules). */
  @OnDomainEvent({ name: 'vehicles.work-order-odometer', events: [WORK_ORDER_EVENT.Completed] })
  async onWorkOrderCompleted(
    event: PublishedEvent<WorkOrderEventPayload>,
    em: EntityManager,
  ): Promise<void> {
    const { vehicle_id: vehicleId, odometer_out_km: km } = event.payload.order;
    if (!vehicleId || km === null) return;
    await recordOdometerFromEvent(em, {
      eventId: event.id,
      vehicleId,
      km,
      readAt: event.occurredAt,
      source: 'work_order',
      actorId: event.actorId,
    });
  }
}
