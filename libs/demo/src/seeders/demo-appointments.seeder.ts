import { randomUUID } from 'node:crypto';
import { type EntityManager } from '@mikro-orm/postgresql';
import { Seeder } from '@mikro-orm/seeder';
import { appointmentSearchSource } from '@px/appointments';
import { addDays, isoWeekday, localDate, localInstant } from '@px/contracts';
import { runSql } from '@px/platform';
import { generator } from './demo-random';

/** The workshop's lifts and bays. */
const DEMO_BAYS = ['Elevador 1', 'Elevador 2', 'Elevador 3', 'Puesto de diagnosis'];
/** The times a demo day books, in order ('HH:MM'). */
const DAY_TIMES = ['08:30', '09:00', '10:00', '11:30', '15:30', '16:30'];
const CHANNELS = ['phone', 'phone', 'in_person', 'whatsapp', 'web'] as const;
/** Days around today the diary covers. */
const PAST_DAYS = 14;
const FUTURE_DAYS = 21;

interface VehicleRow {
  id: string;
  customer_id: string;
  license_plate: string;
  make: string;
  model: string;
  customer_name: string;
  phone: string | null;
  email: string | null;
}

/**
 * A diary around today so /appointments has something to show: the bays, and three to five
 * bookings a working day for three weeks back and three ahead, with the mechanics and bays
 * each holds (never two at once), past ones completed, cancelled or missed, today's confirmed or
 * arrived, future ones booked or confirmed. Skipped once any appointment exists.
 */
export class DemoAppointmentsSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    const [existing] = await runSql(em, 'select 1 from appointment limit 1');
    if (existing) return;
    const [anyBay] = await runSql(em, 'select 1 from bay limit 1');
    if (!anyBay) {
      for (const [index, name] of DEMO_BAYS.entries()) {
        await runSql(
          em,
          'insert into bay (id, name, sort_order) values ($1, $2, $3)',
          [randomUUID(), name, index + 1],
          'run',
        );
      }
    }
    const bays = await runSql<{ id: string }>(
      em,
      'select id from bay where active order by sort_order',
    );
    const mechanics = await runSql<{ id: string; name: string }>(
      em,
      `select id, trim(first_name || ' ' || last_name) as name from employee
        where active and position = 'mecanico' order by code`,
    );
    const types = await runSql<{ id: string; name: string; duration_minutes: number }>(
      em,
      'select id, name, duration_minutes from service_type where active order by sort_order',
    );
    const vehicles = await runSql<VehicleRow>(
      em,
      `select v.id, v.customer_id, v.license_plate, v.make, v.model,
              case when c.type = 'company' then c.company_name
                   else trim(c.first_name || ' ' || c.last_name) end as customer_name,
              coalesce(c.mobile_phone, c.phone) as phone, c.email
         from vehicle v join customer c on c.id = v.customer_id
        where v.deleted_at is null and c.deleted_at is null
        order by v.created_at, v.id limit 200`,
    );
    const [reception] = await runSql<{ id: string }>(
      em,
      `select u.id from app_user u join user_role ur on ur.user_id = u.id
         join role r on r.id = ur.role_id where r.name = 'recepcion' order by u.created_at limit 1`,
    );
    if (!vehicles.length || !types.length) return;

    const random = generator(20261126);
    const today = localDate(new Date());
    for (let offset = -PAST_DAYS; offset <= FUTURE_DAYS; offset++) {
      const day = addDays(today, offset);
      if (isoWeekday(day) > 5) continue;
      const count = random.int(3, 5);
      const held: { resource: string; start: number; end: number }[] = [];
      const free = (resource: string, start: number, end: number) =>
        !held.some((h) => h.resource === resource && h.start < end && start < h.end);
      for (const [index, time] of DAY_TIMES.slice(0, count + 1).entries()) {
        if (index === count) break;
        const type = random.pick(types);
        const vehicle = random.pick(vehicles);
        const start = localInstant(day, Number(time.slice(0, 2)) * 60 + Number(time.slice(3)));
        const end = new Date(start.getTime() + type.duration_minutes * 60_000);
        // Only in time order: a booking keeps the mechanic and bay no earlier one holds.
        const mechanic = mechanics.find((m) => free(m.id, start.getTime(), end.getTime()));
        const bay = bays.find((b) => free(b.id, start.getTime(), end.getTime()));
        for (const resource of [mechanic?.id, bay?.id]) {
          if (resource) held.push({ resource, start: start.getTime(), end: end.getTime() });
        }
        const status =
          offset < 0
            ? random.pick([
                'completed',
                'completed',
                'completed',
                'completed',
                'cancelled',
                'no_show',
              ])
            : offset === 0
              ? random.pick(['confirmed', 'checked_in'])
              : random.pick(['scheduled', 'scheduled', 'confirmed']);
        const booked = new Date(start.getTime() - random.int(2, 10) * 86_400_000);
        await runSql(
          em,
          `insert into appointment (id, status, channel, starts_at, ends_at, service_type_id,
                                    service_type_name, customer_id, customer_name, customer_phone,
                                    customer_email, vehicle_id, license_plate, vehicle_label,
                                    employee_id, employee_name, bay_id, notes, cancel_reason,
                                    confirmed_at, checked_in_at, cancelled_at, no_show_at,
                                    completed_at, search_source, created_by, created_at,
                                    updated_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17,
                   $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $27)`,
          [
            randomUUID(),
            status,
            random.pick(CHANNELS),
            start,
            end,
            type.id,
            type.name,
            vehicle.customer_id,
            vehicle.customer_name,
            vehicle.phone,
            vehicle.email,
            vehicle.id,
            vehicle.license_plate,
            `${vehicle.make} ${vehicle.model}`.trim(),
            mechanic?.id ?? null,
            mechanic?.name ?? null,
            bay?.id ?? null,
            random.next() < 0.3 ? 'El cliente pide que le llamen cuando esté listo.' : null,
            status === 'cancelled' ? 'El cliente ha llamado para anularla.' : null,
            ['confirmed', 'checked_in', 'completed'].includes(status) ? booked : null,
            ['checked_in', 'completed'].includes(status) ? start : null,
            status === 'cancelled' ? booked : null,
            status === 'no_show' ? end : null,
            status === 'completed' ? end : null,
            appointmentSearchSource({
              customerName: vehicle.customer_name,
              customerPhone: vehicle.phone,
              licensePlate: vehicle.license_plate,
              serviceType: type.name,
            }),
            reception?.id ?? null,
            booked,
          ],
          'run',
        );
      }
    }
  }
}
