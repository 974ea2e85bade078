// Bench data for issue 18: 50 mechanics who can sign in (a user account each, the demo password,
// the `mecanico` role), their weekly schedules and absences, and four years of their registro de
// jornada up to yesterday: ~86,000 attendance entries with ~47,000 breaks, ~370,000 job clocks, a
// few hundred corrections and forgotten clock-outs. Set-based SQL (generate_series, insert …
// select): a minute or two, most of it the job clocks' exclusion constraint. Deterministic: ids are
// md5-based uuids (`bench_uuid('bench-mechanic-' || k)` for mechanic k, the same employees as the
// work-orders step, so both steps share them; their accounts `bench_uuid('bench-mechanic-user-' ||
// k)`, banco.mecanico<k>@taller.test), times are hashes of (mechanic, day, slot). Idempotent:
// skipped when the mechanics already have their entries. One transaction; the secondary indexes of
// the clock tables are dropped for the load and rebuilt after it (the exclusion constraints stay:
// they are the register's promise, and they check the generated rows too).
//
// The working days: Monday to Friday but the holidays of the workshop's region (the same library
// and table planning reads: date-holidays through the compiled holiday-calendar rule, and
// local_holiday), the mechanic's absences, and today (the scenarios clock in today). From September
// to June a split shift, two entries: 08:00–13:00 with a coffee break at 10:30 and 15:00–18:00; in
// July and August the summer intensive hours, one entry 08:00–15:00 with a break at 11:00 — the
// schedules say the same (work_schedule, a summer season, from each one's hire date). Arrivals vary
// by a few minutes, one in twenty is 10–25 minutes late, departures are a few minutes after the
// hour; some punches come from the workshop's kiosk. One entry in 400 was a forgotten clock-out,
// closed at the scheduled end by the nightly job and confirmed by the jefe de taller; one morning in
// 250 was corrected by him (clocked in 25 minutes late: he set the arrival back). Each entry is cut
// into job clocks on labor lines (8 a split day, 7 a summer day), each running until the next one
// starts (`switched`), the break (`break`) or the clock-out (`clock_out`). The lines are those of
// the work-orders step's orders created around that day (labor lines 1 and 2 of order n:
// `bench_uuid('bench-wo-' || n)`, `md5('bench-wol-' || n || '-' || p)::uuid`); job_clock has no
// foreign key to work orders, so the step does not need that one (a million orders) to run.
//
// Absences (approved by the jefe de taller): two weeks in August (the first or the second
// fortnight) and a spring week every year, a three-day sick leave in autumn some years; ahead, in the
// next four weeks (what planning asks for), a vacation week for one mechanic in five and an
// afternoon off for a few others, and a pending vacation request in six weeks for one in six.
//
// Alone: DATABASE_URL=postgres://… node bench/data/workforce.mjs (after npm run build:server and
// seed.js --demo)
import { pathToFileURL } from 'node:url';
import { runAlone, secondaryIndexes, startBulkLoad } from '../lib/data.mjs';
import { holidayCalendar } from '../lib/production.mjs';
import { ORDERS } from './work-orders.mjs';

export const MECHANICS = 50;
const YEARS = 4;
/** The work-orders step spreads its orders over five years up to its run. */
const ORDER_YEARS = 5;
/** The demo account whose password hash the bench accounts share (seed.js --demo). */
const PASSWORD_FROM = 'mecanico1@taller.test';
/** The demo's jefe de taller, who approves the absences and reviews the records. */
const MANAGER = 'jefe@taller.test';

const TABLES = ['clock_entry', 'clock_break', 'clock_correction', 'job_clock', 'absence'];

/** Same bench_uuid as bench/data/work-orders.mjs (a version-4-shaped uuid from an md5). */
export const UUID_FUNCTION = `
  create or replace function pg_temp.bench_uuid(text) returns uuid language sql immutable as $$
    select (substr(h, 1, 12) || '4' || substr(h, 14, 3) || '8' || substr(h, 18, 15))::uuid
      from md5($1) as h $$`;

/** A stable pseudo-random integer in [0, m) from a key and a salt. */
const H = (n, salt, m) => `(abs(hashint8extended(${n}::bigint, ${salt})) % ${m})`;

const SPLIT_SHIFT = [
  { start: '08:00', end: '13:00' },
  { start: '15:00', end: '18:00' },
];
const SUMMER_SHIFT = [{ start: '08:00', end: '15:00' }];
const weekdays = (ranges) => Object.fromEntries([1, 2, 3, 4, 5].map((day) => [day, ranges]));
const SCHEDULE_DAYS = weekdays(SPLIT_SHIFT);
const SCHEDULE_SEASONS = [
  { name: 'Jornada intensiva', from: '07-01', to: '08-31', days: weekdays(SUMMER_SHIFT) },
];

/** The workshop's holidays from `first` to `last` (its region's and the town's), 'YYYY-MM-DD'. */
async function workshopHolidays(client, first, last) {
  const { rows } = await client.query(
    `select c.holiday_region as region,
            coalesce((select json_agg(json_build_object('date', to_char(h.date, 'YYYY-MM-DD'),
                                                        'name', h.name))
                        from local_holiday h), '[]'::json) as local
       from workforce_calendar c where c.id = 1`,
  );
  const { region, local } = rows[0] ?? { region: 'MD', local: [] };
  const days = [];
  for (let year = Number(first.slice(0, 4)); year <= Number(last.slice(0, 4)); year++) {
    for (const { date } of holidayCalendar().holidaysOfYear(year, region, local)) days.push(date);
  }
  return days;
}

/** An instant as the API writes it in JSON (toISOString). */
const iso = (instant) =>
  `to_char((${instant}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The shapes of a working day: its entries (minutes after midnight, Madrid) with their break, and
 * the job clocks of each entry — from the clock-in (null start: a few minutes after it), the
 * break's end ('break') or a fixed minute, to the clock-out (null end), the break's start or a
 * fixed minute (when the next one starts).
 */
const ENTRY_SHAPES = `(values
  ('split', 1, 480, 780, 630, 650),
  ('split', 2, 900, 1080, null, null),
  ('summer', 1, 480, 900, 660, 680)
) as s(kind, slot, clock_in, clock_out, break_start, break_end)`;

const JOB_SHAPES = `(values
  ('split', 1, 1, null, '550'),   ('split', 1, 2, '550', 'break'), ('split', 1, 3, 'break', '700'),
  ('split', 1, 4, '700', '740'),  ('split', 1, 5, '740', null),
  ('split', 2, 1, null, '960'),   ('split', 2, 2, '960', '1025'),  ('split', 2, 3, '1025', null),
  ('summer', 1, 1, null, '555'),  ('summer', 1, 2, '555', '610'),  ('summer', 1, 3, '610', 'break'),
  ('summer', 1, 4, 'break', '750'), ('summer', 1, 5, '750', '810'), ('summer', 1, 6, '810', '855'),
  ('summer', 1, 7, '855', null)
) as j(kind, slot, job, from_ref, to_ref)`;

/** Madrid's wall time `minutes` after midnight of `day` (a date expression), as a timestamptz. */
const wall = (day, minutes) =>
  `((${day})::timestamp + (${minutes}) * interval '1 minute') at time zone 'Europe/Madrid'`;

/**
 * Mechanic k was hired 53 × k days before the records begin ($1), and their schedule starts then:
 * one timetable, but each its own period (planning computes each employee's days).
 */
const HIRED = `$1::date - 53 * k`;

const INSERT_USERS = `
  insert into app_user (id, email, password_hash, first_name, last_name)
  select pg_temp.bench_uuid('bench-mechanic-user-' || k), 'banco.mecanico' || k || '@taller.test', $1,
         'Mecánico', 'Banco ' || k
    from generate_series(1, ${MECHANICS}) k
  on conflict do nothing`;

const INSERT_ROLES = `
  insert into user_role (user_id, role_id)
  select pg_temp.bench_uuid('bench-mechanic-user-' || k), r.id
    from generate_series(1, ${MECHANICS}) k, role r
   where r.name = 'mecanico'
  on conflict do nothing`;

/** The work-orders step inserts the same mechanics without an account: link them either way. */
const UPSERT_MECHANICS = `
  insert into employee (id, code, first_name, last_name, trade, position, hourly_cost_cents,
    labor_rate_category, hire_date, user_id)
  select pg_temp.bench_uuid('bench-mechanic-' || k), 'BM' || lpad(k::text, 3, '0'), 'Mecánico', 'Banco ' || k,
         'mechanic', 'mecanico', 1800 + ${H('k', 31, 8)} * 100, 'oficial_1', ${HIRED},
         pg_temp.bench_uuid('bench-mechanic-user-' || k)
    from generate_series(1, ${MECHANICS}) k
  on conflict (id) do update set user_id = excluded.user_id, hire_date = excluded.hire_date,
    labor_rate_category = excluded.labor_rate_category`;

const INSERT_SCHEDULES = `
  insert into work_schedule (id, employee_id, valid_from, days, seasons)
  select pg_temp.bench_uuid('bench-schedule-' || k), pg_temp.bench_uuid('bench-mechanic-' || k), ${HIRED},
         $2::jsonb, $3::jsonb
    from generate_series(1, ${MECHANICS}) k
  on conflict do nothing`;

/**
 * The absences: $1 first day, $2 last day (yesterday); the past ones inside the records, those
 * ahead from next Monday. Spring, August and autumn never share a week.
 */
const ABSENCES = `
  create temporary table bench_absence on commit drop as
  with years as (select generate_series(extract(year from $1::date)::int,
                                        extract(year from $2::date)::int) as y),
       mechanics as (select generate_series(1, ${MECHANICS}) as k),
       monday as (select date_trunc('week', $2::date + 8)::date as next),
       past as (
         select k, 'vacation' as kind,
                date_trunc('week', make_date(y, 8, 1) + 6)::date + (k % 2) * 14 as start_date, 11 as days
           from years, mechanics
         union all
         select k, 'vacation', date_trunc('week', make_date(y, 1, 4))::date + (17 + k % 8) * 7, 4
           from years, mechanics
         union all
         select k, 'sick_leave',
                date_trunc('week', make_date(y, 1, 4))::date
                  + (39 + ${H('k * 10000 + y', 52, 10)})::int * 7 + 1, 2
           from years, mechanics
          where ${H('k * 10000 + y', 51, 3)} = 0)
  select k, kind, start_date, start_date + days as end_date, null::text as half_day,
         'approved' as status
    from past where start_date >= $1::date and start_date + days <= $2::date
  union all
  select k, 'vacation', next + 7 * ((k / 5) % 4), next + 7 * ((k / 5) % 4) + 4, null, 'approved'
    from mechanics, monday where k % 5 = 0
  union all
  select k, 'personal', next + 2 + 7 * (k % 4), next + 2 + 7 * (k % 4), 'afternoon', 'approved'
    from mechanics, monday where k % 7 = 3 and k % 5 <> 0
  union all
  select k, 'vacation', next + 42, next + 46, null, 'pending'
    from mechanics, monday where k % 6 = 1`;

/** $1 the manager's user id, $2 their name (at the time). */
const INSERT_ABSENCES = `
  insert into absence (id, employee_id, kind, start_date, end_date, half_day, status, reason,
    requested_by, requested_by_name, decided_by, decided_by_name, decided_at, created_at, updated_at)
  select pg_temp.bench_uuid('bench-absence-' || k || '-' || start_date || '-' || kind),
         pg_temp.bench_uuid('bench-mechanic-' || k), kind, start_date, end_date, half_day, status,
         case kind when 'sick_leave' then 'Gripe' when 'personal' then 'Médico' end,
         pg_temp.bench_uuid('bench-mechanic-user-' || k), 'Mecánico Banco ' || k,
         case when status = 'approved' then $1::uuid end,
         case when status = 'approved' then $2 end,
         case when status = 'approved' then (start_date - 20)::timestamp at time zone 'Europe/Madrid' end,
         (start_date - 21)::timestamp at time zone 'Europe/Madrid',
         (start_date - 20)::timestamp at time zone 'Europe/Madrid'
    from bench_absence`;

/**
 * Every mechanic's entries with their times: $1 first day, $2 last day (yesterday), $3 holidays.
 * `n` keys the hashes: mechanic, day and slot. A forgotten clock-out ends at the scheduled end.
 */
const ENTRIES = `
  create temporary table bench_entry on commit drop as
  select k, day, s.kind, s.slot, n,
         pg_temp.bench_uuid('bench-ce-' || k || '-' || day || '-' || s.slot) as id,
         ${wall(
           'day',
           `s.clock_in + case when ${H('n', 21, 20)} = 0 then 10 + ${H('n', 22, 16)}
                                          else ${H('n', 23, 15)} - 7 end`,
         )}
           + ${H('n', 24, 60)} * interval '1 second' as clock_in,
         case when auto_closed then ${wall('day', 's.clock_out')}
              else ${wall('day', `s.clock_out + ${H('n', 25, 10)}`)} + ${H('n', 26, 60)} * interval '1 second'
         end as clock_out,
         auto_closed,
         ${wall('day', `s.break_start + ${H('n', 27, 5)} - 2`)} as break_start,
         ${wall('day', `s.break_end + ${H('n', 28, 7)} - 2`)} + ${H('n', 29, 60)} * interval '1 second' as break_end,
         case when ${H('n', 30, 10)} < 2 then 'kiosk' else 'web' end as source
    from (select m.k, d::date as day,
                 case when extract(month from d) in (7, 8) then 'summer' else 'split' end as kind,
                 m.k * 100000000::bigint + (d::date - date '2000-01-01') * 10 as base
            from generate_series(1, ${MECHANICS}) as m (k),
                 generate_series($1::date, $2::date, interval '1 day') d
           where extract(isodow from d) <= 5 and not (d::date = any ($3::date[]))
             and not exists (select 1 from bench_absence a
                              where a.k = m.k and d::date between a.start_date and a.end_date
                                and a.status = 'approved' and a.half_day is null)) w
    join ${ENTRY_SHAPES} on s.kind = w.kind
    cross join lateral (select w.base + s.slot as n) h
    cross join lateral (select (s.slot = 2 or s.kind = 'summer') and ${H('n', 62, 400)} = 0
                          as auto_closed) c`;

/** $1 the user agent; $2 the manager's user id (who reviewed the forgotten clock-outs). */
const INSERT_ENTRIES = `
  insert into clock_entry (id, employee_id, clock_in, clock_out, source, ip, user_agent,
    clock_out_source, clock_out_ip, clock_out_user_agent, auto_closed, auto_closed_at, review,
    reviewed_at, reviewed_by, created_at, updated_at)
  select id, pg_temp.bench_uuid('bench-mechanic-' || k), clock_in, clock_out, source,
         ('10.0.0.' || k)::inet, $1::text,
         case when auto_closed then 'auto' else source end,
         case when not auto_closed then ('10.0.0.' || k)::inet end,
         case when not auto_closed then $1::text end,
         auto_closed,
         case when auto_closed then ${wall('day + 1', 150)} end,
         case when auto_closed then 'confirmed' end,
         case when auto_closed then ${wall('day + 1', 495)} end,
         case when auto_closed then $2::uuid end,
         clock_in, coalesce(case when auto_closed then ${wall('day + 1', 495)} end, clock_out)
    from bench_entry order by clock_in`;

/**
 * One morning in 250: clocked in 25 minutes late, set back by the manager the next day ($1 user, $2
 * employee, $3 name). The entry holds the corrected times, as the correction path leaves it.
 */
const INSERT_CORRECTIONS = `
  insert into clock_correction (id, clock_entry_id, employee_id, before, after, reason,
    author_user_id, author_employee_id, author_name, created_at)
  select pg_temp.bench_uuid('bench-cc-' || id), id, pg_temp.bench_uuid('bench-mechanic-' || k),
         jsonb_build_object('clock_in', ${iso("clock_in + interval '25 minutes'")},
                            'clock_out', ${iso('clock_out')}),
         jsonb_build_object('clock_in', ${iso('clock_in')}, 'clock_out', ${iso('clock_out')}),
         'Fichó la entrada al terminar la primera reparación; llegó a su hora.',
         $1::uuid, $2::uuid, $3, ${wall('day + 1', 540)}
    from bench_entry
   where slot = 1 and not auto_closed and ${H('n', 63, 250)} = 0`;

const INSERT_BREAKS = `
  insert into clock_break (id, clock_entry_id, start_at, end_at, source, ip, user_agent, end_source,
    end_ip, end_user_agent, created_at)
  select pg_temp.bench_uuid('bench-cb-' || k || '-' || day || '-' || slot), id, break_start, break_end,
         source, ('10.0.0.' || k)::inet, $1, source, ('10.0.0.' || k)::inet, $1, break_start
    from bench_entry where break_start is not null order by break_start`;

/**
 * The job clocks. Order n of the work-orders step was created (ORDERS − n) × (5 years / ORDERS)
 * before that step ran: a job takes one of the ~300 orders created in the days before its day.
 */
const INSERT_JOBS = `
  insert into job_clock (id, employee_id, work_order_id, work_order_line_id, clock_entry_id,
    started_at, stopped_at, stop_reason, source, stop_source, created_at)
  select pg_temp.bench_uuid('bench-jc-' || e.k || '-' || e.day || '-' || e.slot || '-' || j.job),
         pg_temp.bench_uuid('bench-mechanic-' || e.k), pg_temp.bench_uuid('bench-wo-' || o.n),
         md5('bench-wol-' || o.n || '-' || (1 + ${H('e.n * 10 + j.job', 41, 2)}))::uuid, e.id,
         t.started_at, t.stopped_at,
         case when j.to_ref is null then 'clock_out' when j.to_ref = 'break' then 'break'
              else 'switched' end,
         e.source, e.source, t.started_at
    from bench_entry e
    join ${JOB_SHAPES} on j.kind = e.kind and j.slot = e.slot
    cross join lateral (select
      case when j.from_ref is null then e.clock_in + interval '3 minutes'
           when j.from_ref = 'break' then e.break_end
           else ${wall('e.day', 'j.from_ref::int')} + ${H('e.n * 10 + j.job', 42, 90)} * interval '1 second' end
        as started_at,
      case when j.to_ref is null then e.clock_out
           when j.to_ref = 'break' then e.break_start
           else ${wall('e.day', 'j.to_ref::int')} + ${H('e.n * 10 + j.job + 1', 42, 90)} * interval '1 second' end
        as stopped_at) t
    cross join lateral (select greatest(1, least(${ORDERS},
      ${ORDERS} - floor(extract(epoch from $1::timestamptz - t.started_at)
                         / (${ORDER_YEARS} * 365 * 86400.0 / ${ORDERS}))::bigint
        - ${H('e.n * 10 + j.job', 43, 300)})) as n) o
   order by t.started_at`;

async function benchEntries(client) {
  const { rows } = await client.query(
    `select count(*)::int as entries from clock_entry e join employee m on m.id = e.employee_id
      where m.code like 'BM%'`,
  );
  return rows[0].entries;
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const count = (result) => result.rowCount.toLocaleString('en-US');

async function run({ client, log = console.log }) {
  const existing = await benchEntries(client);
  if (existing > 0) {
    log(`workforce: ${existing} bench clock entries already there, skipped`);
    return { skipped: true, entries: existing, ms: 0 };
  }
  const { rows: demo } = await client.query(
    'select password_hash from app_user where lower(email) = $1',
    [PASSWORD_FROM],
  );
  if (!demo.length) {
    throw new Error(`workforce: ${PASSWORD_FROM} is missing: the step needs seed.js --demo first`);
  }
  const { rows: managers } = await client.query(
    `select u.id as user_id, e.id as employee_id,
            coalesce(trim(e.first_name || ' ' || e.last_name), trim(u.first_name || ' ' || u.last_name))
              as name
       from app_user u left join employee e on e.user_id = u.id
      where lower(u.email) = $1`,
    [MANAGER],
  );
  if (!managers.length) {
    throw new Error(`workforce: ${MANAGER} is missing: the step needs seed.js --demo first`);
  }
  const [manager] = managers;
  const started = Date.now();
  let lap = started;
  const step = (what) => {
    const now = Date.now();
    log(`workforce: ${what} (${seconds(now - lap)})`);
    lap = now;
  };
  // The days in Madrid: four years back from yesterday.
  const { rows: days } = await client.query(
    `select ((now() at time zone 'Europe/Madrid')::date - 1)::text as last,
            ((now() at time zone 'Europe/Madrid')::date - interval '${YEARS} years')::date::text as first`,
  );
  const { first, last } = days[0];
  const holidays = await workshopHolidays(client, first, last);
  await client.query(`set maintenance_work_mem = '256MB'`);
  await client.query(`set work_mem = '64MB'`);
  await client.query('begin');
  await startBulkLoad(client);
  try {
    await client.query(UUID_FUNCTION);
    await client.query(INSERT_USERS, [demo[0].password_hash]);
    await client.query(INSERT_ROLES);
    await client.query(UPSERT_MECHANICS, [first]);
    await client.query(INSERT_SCHEDULES, [
      first,
      JSON.stringify(SCHEDULE_DAYS),
      JSON.stringify(SCHEDULE_SEASONS),
    ]);
    step(`${MECHANICS} mechanics with their accounts and schedules`);
    const indexes = await secondaryIndexes(client, TABLES);
    for (const index of indexes) await client.query(`drop index ${index.name}`);
    step(`dropped ${indexes.length} secondary indexes`);
    await client.query(ABSENCES, [first, last]);
    const absences = await client.query(INSERT_ABSENCES, [manager.user_id, manager.name]);
    step(`inserted ${count(absences)} absences`);
    const planned = await client.query(ENTRIES, [first, last, holidays]);
    step(`planned ${count(planned)} entries`);
    const agent = 'Mozilla/5.0 (Linux; Android 13; Taller) Chrome/120.0 Mobile';
    const entries = await client.query(INSERT_ENTRIES, [agent, manager.user_id]);
    step(`inserted ${count(entries)} entries`);
    const corrections = await client.query(INSERT_CORRECTIONS, [
      manager.user_id,
      manager.employee_id,
      manager.name,
    ]);
    step(`inserted ${count(corrections)} corrections`);
    const breaks = await client.query(INSERT_BREAKS, [agent]);
    step(`inserted ${count(breaks)} breaks`);
    const jobs = await client.query(INSERT_JOBS, [new Date(started)]);
    step(`inserted ${count(jobs)} job clocks`);
    for (const index of indexes) await client.query(index.definition);
    step(`rebuilt ${indexes.length} indexes`);
    await client.query('commit');
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  }
  await client.query(`vacuum (analyze) ${TABLES.join(', ')}, employee, app_user, work_schedule`);
  step('vacuum analyze');
  const ms = Date.now() - started;
  const total = await benchEntries(client);
  log(`workforce: ${total.toLocaleString('en-US')} entries in ${seconds(ms)}`);
  return { skipped: false, entries: total, ms };
}

const dataStep = {
  name: 'workforce',
  description: `${MECHANICS} mechanics who sign in, with their schedules, absences and ${YEARS} years of registro de jornada (~86,000 entries, ~47,000 breaks, ~370,000 job clocks, corrections, forgotten clock-outs) (issue 18).`,
  run,
};

export default dataStep;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runAlone(dataStep);
}
