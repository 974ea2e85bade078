import { type EntityManager } from '@mikro-orm/postgresql';
import { runSql } from '@px/platform';

/**
 * Records an odometer figure another module's event reports (a completed order, a car received or
 * handed back) as a reading of `source`. The reading takes the event's id, so a redelivery adds
 * nothing; a figure below the vehicle's last reading is not recorded (only a correction with a
 * reason may lower the odometer, and that is a person's decision at the vehicle screen).
 */
export async function recordOdometerFromEvent(
  em: EntityManager,
  reading: {
    eventId: string;
    vehicleId: string;
    km: number;
    readAt: Date;
    source: 'work_order' | 'reception';
    actorId: string | null;
  },
): Promise<void> {
  await runSql(
    em,
    `with vehicle_row as (
       select id from vehicle where id = $1 and (odometer_km is null or odometer_km <= $2) for update
     ), reading as (
       insert into odometer_reading (id, vehicle_id, km, read_at, source, recorded_by)
       select $3, id, $2, $4, $6, $5 from vehicle_row
       on conflict (id) do nothing returning vehicle_id
     )
     update vehicle set odometer_km = $2, odometer_read_at = $4, updated_at = now(),
                        version = version + 1
      where id in (select vehicle_id from reading)`,
    [
      reading.vehicleId,
      reading.km,
      reading.eventId,
      reading.readAt.toISOString(),
      reading.actorId,
      reading.source,
    ],
  );
}
