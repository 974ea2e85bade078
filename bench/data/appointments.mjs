// Bench data for issue 19: 50,000 appointments over three years (two and a half back, half a year
// ahead), 65 a working day, held by the 50 bench mechanics of the workforce step (which must run
// first: the scenarios name ['workforce', 'appointments']). Mechanic k takes at most two a day, at
// 08:00 and 10:30, for 60, 90 or 120 minutes: never two at once, as the exclusion constraint
// demands. Past ones are mostly completed (some cancelled, some missed), future ones booked or
// confirmed. The labels (customer, phone, plate) come from the customers step's name lists and
// are found by the same search text the API writes (booking-rules.ts: appointmentSearchSource).
// A bench service type with a known id (`bench_uuid('bench-service-type')`, 60 minutes) is what
// the availability scenario asks for. Set-based SQL, one transaction, idempotent (skipped when
// the bench appointments are there).
//
// Alone: DATABASE_URL=postgres://… node bench/data/appointments.mjs (after the workforce step)
import { pathToFileURL } from 'node:url';
import { runAlone, secondaryIndexes, startBulkLoad } from '../lib/data.mjs';
import { FIRST_NAMES, SURNAMES } from './customers-vehicles.mjs';
import { MECHANICS, UUID_FUNCTION } from './workforce.mjs';

export const APPOINTMENTS_PER_DAY = 65;
const YEARS_BACK = 2.5;
const MONTHS_AHEAD = 6;
const SERIES = 'BCDFGHJKLMNPRSTVWXYZ';

const H = (n, salt, m) => `(abs(hashint8extended(${n}::bigint, ${salt})) % ${m})::int`;

const SERVICE_TYPE = `
  insert into service_type (id, code, name, sort_order, duration_minutes)
  values (pg_temp.bench_uuid('bench-service-type'), 'bench_service', 'Revisión (banco)', 999, 60)
  on conflict (code) do nothing`;

/**
 * One row per appointment: its working day, its number in the day (j), and from them the
 * mechanic (j mod 50), the time (08:00 or 10:30), the length, the status and the labels.
 */
const INSERT = `
  with days as (
    select d::date as day, row_number() over (order by d) as n
      from generate_series((now() at time zone 'Europe/Madrid')::date - interval '${YEARS_BACK * 12} months',
                           (now() at time zone 'Europe/Madrid')::date + interval '${MONTHS_AHEAD} months',
                           interval '1 day') as d
     where extract(isodow from d) < 6),
  types as (select array_agg(id order by sort_order) as ids, array_agg(name order by sort_order) as names
              from service_type where active and code <> 'bench_service'),
  rows as (
    select days.day, days.n, j, days.n * 100 + j as key,
           pg_temp.bench_uuid('bench-mechanic-' || (j % ${MECHANICS} + 1)) as employee_id,
           ((days.day + time '08:00' + (j / ${MECHANICS}) * interval '150 minutes')
              at time zone 'Europe/Madrid') as starts_at
      from days cross join generate_series(0, ${APPOINTMENTS_PER_DAY - 1}) as j),
  labelled as (
    select r.*,
           (array[60, 90, 120])[1 + ${H('r.key', 1, 3)}] as minutes,
           $1::text[] as first_names, $2::text[] as surnames,
           1 + ${H('r.key', 2, 'array_length(t.ids, 1)')} as type_index, t.ids, t.names,
           '6' || lpad(${H('r.key', 3, 100000000)}::text, 8, '0') as phone,
           lpad((1000 + ${H('r.key', 4, 9000)})::text, 4, '0') || ' ' ||
             substr('${SERIES}', 1 + ${H('r.key', 5, SERIES.length)}, 1) ||
             substr('${SERIES}', 1 + ${H('r.key', 6, SERIES.length)}, 1) ||
             substr('${SERIES}', 1 + ${H('r.key', 7, SERIES.length)}, 1) as plate,
           ${H('r.key', 8, 100)} as roll
      from rows r cross join types t),
  named as (
    select l.*,
           l.first_names[1 + ${H('l.key', 9, 'array_length(l.first_names, 1)')}] || ' ' ||
           l.surnames[1 + ${H('l.key', 10, 'least(array_length(l.surnames, 1), 20 + ' + H('l.key', 11, 120) + ')')}] || ' ' ||
           l.surnames[1 + ${H('l.key', 12, 'array_length(l.surnames, 1)')}] as customer_name,
           l.names[l.type_index] as service_type_name,
           case when l.starts_at < now() then
                  case when l.roll < 85 then 'completed' when l.roll < 93 then 'cancelled' else 'no_show' end
                else case when l.roll < 60 then 'scheduled' else 'confirmed' end end as status
      from labelled l)
  insert into appointment (id, status, channel, starts_at, ends_at, service_type_id,
                           service_type_name, customer_id, customer_name, customer_phone,
                           vehicle_id, license_plate, vehicle_label, employee_id, employee_name,
                           search_source, confirmed_at, cancelled_at, cancel_reason, no_show_at,
                           completed_at, created_at, updated_at)
  select pg_temp.bench_uuid('bench-appointment-' || n.key), n.status,
         (array['phone', 'phone', 'in_person', 'whatsapp', 'web'])[1 + ${H('n.key', 13, 5)}],
         n.starts_at, n.starts_at + n.minutes * interval '1 minute', n.ids[n.type_index],
         n.service_type_name, pg_temp.bench_uuid('bench-appointment-customer-' || (n.key % 20000)),
         n.customer_name, n.phone, null, n.plate, 'Seat León', n.employee_id, m.name,
         n.customer_name || ' ' || n.phone || ' ' || n.plate || ' ' || replace(n.plate, ' ', '') ||
           ' ' || n.service_type_name,
         case when n.status in ('confirmed', 'completed') then n.starts_at - interval '2 days' end,
         case when n.status = 'cancelled' then n.starts_at - interval '1 day' end,
         case when n.status = 'cancelled' then 'El cliente ha llamado para anularla.' end,
         case when n.status = 'no_show' then n.starts_at + interval '1 hour' end,
         case when n.status = 'completed' then n.starts_at + n.minutes * interval '1 minute' end,
         n.starts_at - interval '7 days', n.starts_at - interval '7 days'
    from named n
    join (select id, trim(first_name || ' ' || last_name) as name from employee) m
      on m.id = n.employee_id`;

async function benchAppointments(client) {
  const { rows } = await client.query(
    `select count(*)::int as count from appointment where customer_phone like '6%' and vehicle_label = 'Seat León'`,
  );
  return rows[0].count;
}

async function run({ client, log = console.log }) {
  const existing = await benchAppointments(client);
  if (existing > 0) {
    log(`appointments: ${existing} bench appointments already there, skipped`);
    return { skipped: true, appointments: existing, ms: 0 };
  }
  const started = Date.now();
  await client.query('begin');
  await startBulkLoad(client);
  try {
    await client.query(UUID_FUNCTION);
    const { rows: mechanics } = await client.query(
      `select count(*)::int as count from employee
        where id in (select pg_temp.bench_uuid('bench-mechanic-' || k) from generate_series(1, $1) k)`,
      [MECHANICS],
    );
    if (mechanics[0].count !== MECHANICS) {
      throw new Error(
        'appointments: the bench mechanics are missing (run the workforce step first)',
      );
    }
    await client.query(SERVICE_TYPE);
    const indexes = await secondaryIndexes(client, ['appointment']);
    for (const index of indexes) await client.query(`drop index ${index.name}`);
    const inserted = await client.query(INSERT, [FIRST_NAMES, SURNAMES]);
    for (const index of indexes) await client.query(index.definition);
    await client.query('commit');
    log(`appointments: inserted ${inserted.rowCount.toLocaleString('en-US')} appointments`);
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  }
  await client.query('vacuum (analyze) appointment, service_type');
  const ms = Date.now() - started;
  log(`appointments: done in ${(ms / 1000).toFixed(1)} s`);
  return { skipped: false, appointments: await benchAppointments(client), ms };
}

const dataStep = {
  name: 'appointments',
  description: `${APPOINTMENTS_PER_DAY} appointments a working day over three years (~50,000), held by the bench mechanics (issue 19).`,
  run,
};

export default dataStep;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runAlone(dataStep);
}
