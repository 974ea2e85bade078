// Bench data for issue 5: 1,000,000 work orders with 5,000,000 lines over five years, on the
// customers-vehicles step's vehicles (run it first), assigned to 50 bench mechanics, with their
// status history. Set-based SQL (generate_series, insert … select): minutes, not hours.
// Deterministic: values are hashes of the order number, ids are md5-based uuids
// (`bench_uuid('bench-wo-' || n)`, mechanics `bench_uuid('bench-mechanic-' || k)`), so scenarios can name
// orders without reading the database. Idempotent: skipped when 1,000,000 bench orders are there.
// One transaction; the secondary indexes are dropped for the load and rebuilt after it.
//
// Orders: numbers after the demo's (the sequence is moved past them), created evenly over five
// years up to now, statuses by age (older ones completed or cancelled, this fortnight's open, in
// progress or on hold), priorities 75/15/10 % normal/preferred/urgent, 95 % assigned. Lines: two
// labor lines, two parts and a fee per order, with discounts on some; totals are the lines' sums
// (VAT 21 %). The vehicle history read model is not filled (no issue 5 budget reads it).
//
// Alone: DATABASE_URL=postgres://… node bench/data/work-orders.mjs
import { pathToFileURL } from 'node:url';
import { runAlone, secondaryIndexes, startBulkLoad, bumpListVersions } from '../lib/data.mjs';

export const ORDERS = 1_000_000;
export const LINES_PER_ORDER = 5;
export const MECHANICS = 50;
/** Bench order n gets number NUMBER_OFFSET + n (after the demo seed's orders). */
export const NUMBER_OFFSET = 100_000;
const YEARS = 5;

const TABLES = ['work_order', 'work_order_line', 'work_order_status_change'];

const JOBS = [
  ['Revisión de mantenimiento', 'Cambio de aceite y filtros', 'Aceite 5W30 (5 L)', 4500],
  ['Frenos delanteros', 'Sustitución de pastillas y discos', 'Juego de pastillas', 4500],
  ['Cambio de distribución', 'Sustitución del kit de distribución', 'Kit de distribución', 18900],
  ['Diagnosis testigo de motor', 'Diagnosis electrónica', 'Sonda lambda', 8900],
  ['Aire acondicionado', 'Carga del aire acondicionado', 'Gas R1234yf (500 g)', 6000],
  ['Cambio de neumáticos', 'Montaje y equilibrado', 'Neumático 205/55 R16', 7500],
  ['Revisión pre-ITV', 'Revisión pre-ITV', 'Lámpara H7', 850],
  ['Embrague', 'Sustitución del kit de embrague', 'Kit de embrague', 25000],
  ['Batería', 'Sustitución de batería', 'Batería 70 Ah', 11000],
  ['Ruido en el escape', 'Reparación de la línea de escape', 'Silenciador trasero', 9500],
]; // prettier-ignore

/**
 * bench_uuid: a version-4-shaped uuid from the md5 of a text: the API checks ids are RFC 4122 uuids, and a bare
 * md5 has any digit where the version goes. bench/lib/work-orders.mjs computes the same in JS.
 */
const UUID_FUNCTION = `
  create or replace function pg_temp.bench_uuid(text) returns uuid language sql immutable as $$
    select (substr(h, 1, 12) || '4' || substr(h, 14, 3) || '8' || substr(h, 18, 15))::uuid
      from md5($1) as h $$`;

/** A stable pseudo-random integer in [0, m) from the row number n and a salt. */
const H = (n, salt, m) => `(abs(hashint8extended(${n}::bigint, ${salt})) % ${m})`;

// `position` given: the trigger that derives it from the trade is off during the load.
const INSERT_MECHANICS = `
  insert into employee (id, code, first_name, last_name, trade, position)
  select pg_temp.bench_uuid('bench-mechanic-' || k), 'BM' || lpad(k::text, 3, '0'), 'Mecánico', 'Banco ' || k,
         'mechanic', 'mecanico'
    from generate_series(1, ${MECHANICS}) k
  on conflict do nothing`;

/** The owned vehicles, numbered: order n takes vehicle (hash of n) of them. */
const VEHICLE_POOL = `
  create temporary table bench_vehicle on commit drop as
  select row_number() over (order by v.id) as k, v.id, v.customer_id,
         v.license_plate, v.make, v.model,
         case when c.type = 'company' then c.company_name
              else trim(c.first_name || ' ' || c.last_name) end as customer_name
    from vehicle v join customer c on c.id = v.customer_id
   where v.deleted_at is null and c.deleted_at is null and c.merged_into_id is null`;

/** Order n's lines: 1–2 labor, 3–4 parts, 5 the waste fee. */
const LINES = `
  create temporary table bench_line on commit drop as
  select n, p as position,
         case when p <= 2 then 'labor' when p <= 4 then 'part' else 'fee' end as type,
         case when p = 1 then ($1::text[])[1 + ${H('n', 1, 10)}]
              when p = 2 then 'Comprobaciones y prueba en carretera'
              when p = 3 then ($2::text[])[1 + ${H('n', 1, 10)}]
              when p = 4 then 'Material de taller'
              else 'Tasa de gestión de residuos' end as name,
         case when p <= 2 then (1 + ${H('n * 10 + p', 2, 40)}) / 10.0 else 0 end as planned_hours,
         case when p <= 2 then (1 + ${H('n * 10 + p', 2, 40)}) / 10.0
              when p = 3 then 1 + ${H('n', 3, 4)} else 1 end as quantity,
         case when p <= 2 then 5500
              when p = 3 then ($3::int[])[1 + ${H('n', 1, 10)}]
              when p = 4 then 300 + ${H('n', 4, 1500)} else 250 end as unit_price_cents,
         case when p = 3 and ${H('n', 5, 7)} = 0 then 10 else 0 end as discount_percent
    from generate_series(1, ${ORDERS}) n, generate_series(1, ${LINES_PER_ORDER}) p`;

const TOTALS = `
  create temporary table bench_total on commit drop as
  select n, sum(planned_hours) as hours, sum(net) as base, round(sum(net) * 0.21) as vat
    from (select n, planned_hours,
                 round(quantity * unit_price_cents * (1 - discount_percent / 100.0)) as net
            from bench_line) l
   group by n`;

/**
 * The orders. $1 reference time, $2 titles, $3 the pool size. Age grows with the order's distance
 * from the newest; the status follows the age.
 */
const INSERT_ORDERS = `
  insert into work_order (id, number, title, complaint, requested_work, status, priority,
    customer_id, vehicle_id, assigned_employee_id, odometer_in_km, odometer_out_km, promised_at,
    estimate_decision, estimate_decided_at, estimate_channel, started_at, completed_at,
    total_planned_hours, base_cents, vat_cents, total_cents, customer_name, license_plate,
    vehicle_make, vehicle_model, search_source, created_at, updated_at)
  select pg_temp.bench_uuid('bench-wo-' || o.n), ${NUMBER_OFFSET} + o.n, o.title, 'Según el cliente: ' || lower(o.title),
         o.title, o.status, o.priority, v.customer_id, v.id, o.mechanic,
         20000 + ${H('o.n', 7, 200000)},
         case when o.status = 'completed' then 20000 + ${H('o.n', 7, 200000)} + ${H('o.n', 8, 20)} end,
         o.created_at + interval '2 days', 'accepted', o.created_at, 'in_person',
         case when o.status <> 'open' and o.status <> 'cancelled' then o.created_at + interval '2 hours' end,
         case when o.status = 'completed' then o.created_at + interval '1 day' end,
         t.hours, t.base, t.vat, t.base + t.vat,
         v.customer_name, v.license_plate, v.make, v.model,
         concat_ws(' ', 'WO-' || lpad((${NUMBER_OFFSET} + o.n)::text, greatest(6, length((${NUMBER_OFFSET} + o.n)::text)), '0'), o.title,
           v.customer_name, v.license_plate,
           regexp_replace(v.license_plate, '[[:space:]-]+', '', 'g')),
         o.created_at, o.created_at + interval '1 day'
    from (select n,
                 ($2::text[])[1 + ${H('n', 1, 10)}] as title,
                 $1::timestamptz - ((${ORDERS} - n) * (${YEARS} * 365 * 86400.0 / ${ORDERS}))
                   * interval '1 second' - ${H('n', 9, 3600)} * interval '1 second' as created_at,
                 case when ${ORDERS} - n > ${ORDERS} * 14 / (${YEARS} * 365)
                      then (array['completed', 'completed', 'completed', 'completed', 'completed',
                                  'completed', 'completed', 'completed', 'completed', 'completed',
                                  'completed', 'completed', 'completed', 'cancelled'])[1 + ${H('n', 10, 14)}]
                      else (array['open', 'open', 'in_progress', 'in_progress', 'on_hold',
                                  'completed'])[1 + ${H('n', 10, 6)}] end as status,
                 (array['normal', 'normal', 'normal', 'normal', 'normal', 'normal', 'normal',
                        'normal', 'normal', 'normal', 'normal', 'normal', 'normal', 'normal',
                        'normal', 'preferred', 'preferred', 'preferred', 'urgent',
                        'urgent'])[1 + ${H('n', 11, 20)}] as priority,
                 case when ${H('n', 12, 20)} = 0 then null
                      else pg_temp.bench_uuid('bench-mechanic-' || (1 + ${H('n', 13, MECHANICS)})) end as mechanic
            from generate_series(1, ${ORDERS}) n) o
    join bench_vehicle v on v.k = 1 + ${H('o.n', 14, '$3::bigint')}
    join bench_total t on t.n = o.n`;

const INSERT_LINES = `
  insert into work_order_line (id, work_order_id, position, type, name, planned_hours, quantity,
    unit_price_cents, discount_percent, vat_percent, finished_at, created_at, updated_at)
  select md5('bench-wol-' || l.n || '-' || l.position)::uuid, pg_temp.bench_uuid('bench-wo-' || l.n),
         l.position, l.type, l.name, l.planned_hours, l.quantity, l.unit_price_cents,
         l.discount_percent, 21, w.completed_at, w.created_at, w.created_at
    from bench_line l join work_order w on w.id = pg_temp.bench_uuid('bench-wo-' || l.n)`;

const INSERT_HISTORY = `
  insert into work_order_status_change (id, work_order_id, from_status, to_status, actor_id, changed_at)
  select gen_random_uuid(), w.id, s.from_status, s.to_status, null, s.at
    from work_order w
    cross join lateral (values
      (null, 'open', w.created_at),
      (case when w.status <> 'open' then 'open' end,
       case when w.status = 'cancelled' then 'cancelled'
            when w.status <> 'open' then 'in_progress' end, w.created_at + interval '2 hours'),
      (case when w.status in ('completed', 'on_hold') then 'in_progress' end,
       case when w.status in ('completed', 'on_hold') then w.status end, w.created_at + interval '1 day')
    ) as s(from_status, to_status, at)
   where w.number > ${NUMBER_OFFSET} and s.to_status is not null`;

async function benchOrders(client) {
  const { rows } = await client.query(
    `select count(*)::int as orders from work_order where number > ${NUMBER_OFFSET}`,
  );
  return rows[0].orders;
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

async function run({ client, log = console.log }) {
  const existing = await benchOrders(client);
  if (existing >= ORDERS) {
    log(`work-orders: ${existing} bench orders already there, skipped`);
    return { skipped: true, orders: existing, ms: 0 };
  }
  const started = Date.now();
  let lap = started;
  const step = (what) => {
    const now = Date.now();
    log(`work-orders: ${what} (${seconds(now - lap)})`);
    lap = now;
  };
  await client.query(`set maintenance_work_mem = '512MB'`);
  await client.query(`set work_mem = '128MB'`);
  await client.query('begin');
  await startBulkLoad(client);
  try {
    await client.query(UUID_FUNCTION);
    await client.query(INSERT_MECHANICS);
    const pool = await client.query(VEHICLE_POOL);
    await client.query('alter table bench_vehicle add primary key (k)');
    step(`${pool.rowCount.toLocaleString('en-US')} owned vehicles to choose from`);
    const indexes = await secondaryIndexes(client, TABLES);
    for (const index of indexes) await client.query(`drop index ${index.name}`);
    step(`dropped ${indexes.length} secondary indexes`);
    await client.query(LINES, [
      JOBS.map(([, labor]) => labor),
      JOBS.map(([, , part]) => part),
      JOBS.map(([, , , price]) => price),
    ]);
    await client.query(TOTALS);
    await client.query('alter table bench_total add primary key (n)');
    step('computed the lines and their totals');
    const orders = await client.query(INSERT_ORDERS, [
      new Date(started),
      JOBS.map(([title]) => title),
      pool.rowCount,
    ]);
    step(`inserted ${orders.rowCount.toLocaleString('en-US')} orders`);
    const lines = await client.query(INSERT_LINES);
    step(`inserted ${lines.rowCount.toLocaleString('en-US')} lines`);
    const history = await client.query(INSERT_HISTORY);
    step(`inserted ${history.rowCount.toLocaleString('en-US')} status changes`);
    await client.query(
      `select setval('work_order_number_seq', (select max(number) from work_order))`,
    );
    for (const index of indexes) await client.query(index.definition);
    await bumpListVersions(client, ['work_order']);
    step(`rebuilt ${indexes.length} indexes`);
    await client.query('commit');
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  }
  await client.query(`vacuum (analyze) ${TABLES.join(', ')}, employee`);
  step('vacuum analyze');
  const ms = Date.now() - started;
  const total = await benchOrders(client);
  log(`work-orders: ${total.toLocaleString('en-US')} orders in ${seconds(ms)}`);
  return { skipped: false, orders: total, lines: total * LINES_PER_ORDER, ms };
}

const dataStep = {
  name: 'work-orders',
  description: `${ORDERS.toLocaleString('en-US')} work orders with ${(ORDERS * LINES_PER_ORDER).toLocaleString('en-US')} lines over ${YEARS} years, ${MECHANICS} mechanics (issue 5; after customers-vehicles).`,
  run,
};

export default dataStep;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runAlone(dataStep);
}
