// The floors of the issue 18 time clock scenarios: the signed-in worker's status, their punches
// (clock in, clock out) and the registro de jornada's CSV. The statements are copied from
// libs/workforce/src: ClockEntriesReader (queries/clock-entries-reader.ts: `touching`, `latest`,
// `startingIn`), TimesheetReader (queries/timesheet-reader.ts), JobClocksReader.running
// (queries/job-clocks-reader.ts), the punch's transaction (commands/clock-punch.ts: lockEmployee,
// clockPosition; clock-in.command.ts, clock-out.command.ts; job-clock.ts: openJobClock,
// stopJobClock), the outbox row CommandTransaction writes (domain_event) and the workshop's profile
// (libs/system: GetWorkshopProfileQuery); the status and the report are computed by the same
// compiled pure rules their handlers call (libs/workforce/src/domain: local-day, clock-periods,
// clock-timeline, timesheet-report; the platform's csv writer, through ./production.mjs). Change
// them together.
//
// A punch runs as the API runs it: one transaction (BEGIN, the employee row locked, where the
// worker stands, the write, the event in the outbox, COMMIT), then the status is read and answered.
// The API's MikroORM sends the transaction's statements with their values inlined; the floor binds
// them. The API also publishes the events after the commit (no subscriber listens to these yet:
// one statement marks them published); the floor does not.
import { randomUUID } from 'node:crypto';
import { isIP } from 'node:net';
import { ADMIN_ROLES, authorizePrincipal, authorizeWithGrants } from './auth.mjs';
import { clockPeriods, clockTimeline, csv, localDay, timesheetReport } from './production.mjs';

const CLOCK = 'timeclock.entries.clock';

const ENTRY_COLUMNS = `e.id, e.employee_id, trim(m.first_name || ' ' || m.last_name) as employee_name,
       e.clock_in, e.clock_out, e.source, e.auto_closed, e.auto_closed_at, e.review,
       e.reviewed_at, e.reviewed_by,
       (select count(*)::int from clock_correction c where c.clock_entry_id = e.id) as correction_count,
       coalesce((select json_agg(json_build_object('id', b.id, 'start_at', b.start_at,
                                                   'end_at', b.end_at) order by b.start_at)
                   from clock_break b where b.clock_entry_id = e.id), '[]'::json) as breaks`;

const TOUCHING_SQL = `select ${ENTRY_COLUMNS}
             from clock_entry e join employee m on m.id = e.employee_id
            where e.employee_id = $1 and e.clock_in < $3
              and (e.clock_out is null or e.clock_out > $2)
            order by e.clock_in, e.id`;

const LATEST_SQL = `select ${ENTRY_COLUMNS}
         from clock_entry e join employee m on m.id = e.employee_id
        where e.employee_id = $1
        order by e.clock_in desc limit 1`;

const RUNNING_JOB_SQL = `select id, work_order_id, work_order_line_id, started_at
         from job_clock where employee_id = $1 and stopped_at is null`;

const LOCK_SQL = 'select active from employee where id = $1 for no key update';

const POSITION_SQL = `select date_trunc('milliseconds', clock_timestamp()) as now,
            e.id as entry_id, e.clock_in, b.id as break_id, b.start_at as break_start
       from (select 1) as one
       left join clock_entry e on e.employee_id = $1 and e.clock_out is null
       left join clock_break b on b.clock_entry_id = e.id and b.end_at is null`;

const CLOCK_IN_SQL = `insert into clock_entry (id, employee_id, clock_in, source, ip, user_agent)
           values ($1, $2, $3, $4, $5::inet, $6)`;

const CLOCK_OUT_SQL = `update clock_entry
              set clock_out = $2, clock_out_source = $3, clock_out_ip = $4::inet,
                  clock_out_user_agent = $5, updated_at = now()
            where id = $1 and clock_out is null`;

const END_BREAK_SQL = `update clock_break set end_at = $2, end_source = $3, end_ip = $4::inet, end_user_agent = $5
      where id = $1 and end_at is null`;

const OPEN_JOB_SQL = `select id, employee_id, work_order_id, work_order_line_id, clock_entry_id, started_at, source
       from job_clock where employee_id = $1 and stopped_at is null`;

const STOP_JOB_SQL = `update job_clock set stopped_at = $2, stop_reason = $3, stop_source = $4
      where id = $1 and stopped_at is null`;

const EVENT_SQL = `insert into "domain_event" ("id", "type", "aggregate_type", "aggregate_id", "payload",
  "actor_id", "occurred_at", "published_at") values ($1, $2, $3, $4, $5, $6, $7, $8)`;

/** A row of ENTRY_COLUMNS with its times as Dates, as readEntry (clock-entries-reader.ts). */
function readEntry(row) {
  return {
    row,
    attendance: {
      clockIn: new Date(row.clock_in),
      clockOut: row.clock_out ? new Date(row.clock_out) : null,
      breaks: row.breaks.map((pause) => ({
        start: new Date(pause.start_at),
        end: pause.end_at ? new Date(pause.end_at) : null,
      })),
    },
  };
}

/** entryView (clock-entries-reader.ts): the entry as the API answers it, totals up to `now`. */
function entryView({ row, attendance }, now) {
  const totals = clockPeriods().entryTotals(attendance, attendance.breaks, now);
  return {
    id: row.id,
    employee_id: row.employee_id,
    employee_name: row.employee_name,
    clock_in: attendance.clockIn.toISOString(),
    clock_out: attendance.clockOut ? attendance.clockOut.toISOString() : null,
    source: row.source,
    auto_closed: row.auto_closed,
    auto_closed_at: row.auto_closed_at ? new Date(row.auto_closed_at).toISOString() : null,
    review:
      row.review && row.reviewed_at && row.reviewed_by
        ? {
            review: row.review,
            reviewed_at: new Date(row.reviewed_at).toISOString(),
            reviewed_by: row.reviewed_by,
          }
        : null,
    corrected: row.correction_count > 0,
    correction_count: row.correction_count,
    breaks: row.breaks.map((pause, index) => ({
      id: pause.id,
      start_at: attendance.breaks[index].start.toISOString(),
      end_at: attendance.breaks[index].end?.toISOString() ?? null,
    })),
    break_ms: totals.breakMs,
    worked_ms: totals.workedMs,
  };
}

/** GetTimeClockStatusHandler: where the worker stands, today's and this week's work, the job. */
async function clockStatus(ctx, employeeId) {
  const now = new Date();
  const { localDate, localDayStart, localDayEnd, isoWeek } = localDay();
  const { isoWeekStart, workedBetween } = clockPeriods();
  const today = localDate(now);
  const monday = isoWeekStart(today);
  const todayStart = localDayStart(today);
  const todayEnd = localDayEnd(today);
  const [weekRows, [latestRow], [jobRow]] = await Promise.all([
    ctx.query(TOUCHING_SQL, [employeeId, localDayStart(monday), todayEnd]),
    ctx.query(LATEST_SQL, [employeeId]),
    ctx.query(RUNNING_JOB_SQL, [employeeId]),
  ]);
  const week = weekRows.map(readEntry);
  const latest = latestRow ? readEntry(latestRow) : null;
  const known = latest && !week.some((entry) => entry.row.id === latest.row.id);
  const entries = known ? [...week, latest] : week;
  const state = clockTimeline().clockState(
    entries.map((entry) => entry.attendance),
    entries.flatMap((entry) => entry.attendance.breaks),
  );
  const attendance = week.map((entry) => entry.attendance);
  return {
    employee_id: employeeId,
    status: state.status,
    since: state.since?.toISOString() ?? null,
    clocked_in_at: state.clockedInAt?.toISOString() ?? null,
    server_time: now.toISOString(),
    today: {
      date: today,
      worked_ms: workedBetween(attendance, now, today, today),
      entries: week
        .filter(
          ({ attendance: entry }) =>
            entry.clockIn < todayEnd && (entry.clockOut === null || entry.clockOut > todayStart),
        )
        .map((entry) => entryView(entry, now)),
    },
    week: {
      week: isoWeek(today),
      from: monday,
      worked_ms: workedBetween(attendance, now, monday, today),
    },
    job: jobRow
      ? {
          id: jobRow.id,
          work_order_id: jobRow.work_order_id,
          work_order_line_id: jobRow.work_order_line_id,
          started_at: new Date(jobRow.started_at).toISOString(),
        }
      : null,
  };
}

/** GET /api/time-clock/status: the guard (timeclock.entries.clock), then the status. */
export async function timeClockStatus(ctx, req) {
  const { employeeId } = await authorizePrincipal(ctx, req, CLOCK);
  if (!employeeId) throw new Error('no employee record');
  return clockStatus(ctx, employeeId);
}

const event = (type, aggregateId, payload, actorId, at) => [
  randomUUID(),
  type,
  'clock_entry',
  aggregateId,
  JSON.stringify(payload),
  actorId,
  at,
  null,
];

/** What a punch writes, given where the worker stands (ClockInHandler's and ClockOutHandler's). */
const PUNCHES = {
  '/api/time-clock/clock-in': async (client, punch, position) => {
    if (position.entry) throw new Error('already clocked in'); // the API's 409
    const id = randomUUID();
    const { now, employeeId } = position;
    await client.query(CLOCK_IN_SQL, [
      id,
      employeeId,
      now,
      punch.source,
      punch.ip,
      punch.userAgent,
    ]);
    const payload = {
      employee_id: employeeId,
      entry_id: id,
      at: now.toISOString(),
      source: punch.source,
    };
    await client.query(EVENT_SQL, event('ClockedIn', id, payload, punch.userId, now));
  },
  '/api/time-clock/clock-out': async (client, punch, position) => {
    if (!position.entry) throw new Error('not clocked in'); // the API's 409
    const { now, employeeId, entry, openBreak } = position;
    const at = now.toISOString();
    const [job] = (await client.query(OPEN_JOB_SQL, [employeeId])).rows;
    if (job) {
      const stoppedAt = new Date(Math.max(now.getTime(), new Date(job.started_at).getTime()));
      await client.query(STOP_JOB_SQL, [job.id, stoppedAt, 'clock_out', punch.source]);
      await client.query(EVENT_SQL, [
        randomUUID(),
        'JobClockStopped',
        'job_clock',
        job.id,
        JSON.stringify({
          employee_id: employeeId,
          job_clock_id: job.id,
          work_order_id: job.work_order_id,
          work_order_line_id: job.work_order_line_id,
          clock_entry_id: job.clock_entry_id,
          started_at: new Date(job.started_at).toISOString(),
          stopped_at: stoppedAt.toISOString(),
          stop_reason: 'clock_out',
          duration_ms: stoppedAt.getTime() - new Date(job.started_at).getTime(),
          source: punch.source,
        }),
        punch.userId,
        stoppedAt,
        null,
      ]);
    }
    if (openBreak) {
      await client.query(END_BREAK_SQL, [
        openBreak.id,
        now,
        punch.source,
        punch.ip,
        punch.userAgent,
      ]);
      const payload = {
        employee_id: employeeId,
        entry_id: entry.id,
        break_id: openBreak.id,
        at,
        source: punch.source,
        by_clock_out: true,
      };
      await client.query(EVENT_SQL, event('BreakEnded', entry.id, payload, punch.userId, now));
    }
    await client.query(CLOCK_OUT_SQL, [entry.id, now, punch.source, punch.ip, punch.userAgent]);
    const payload = { employee_id: employeeId, entry_id: entry.id, at, source: punch.source };
    await client.query(EVENT_SQL, event('ClockedOut', entry.id, payload, punch.userId, now));
  },
};

/**
 * POST /api/time-clock/clock-in and /clock-out: the guard, the punch in one transaction
 * (punchClock without an Idempotency-Key), then the status after it.
 */
export async function timeClockPunch(ctx, req) {
  const { userId, employeeId } = await authorizePrincipal(ctx, req, CLOCK);
  if (!employeeId) throw new Error('no employee record');
  const write = PUNCHES[req.url];
  const body = typeof req.body === 'object' && req.body !== null ? req.body : {};
  const punch = {
    userId,
    source: body.source ?? 'web',
    ip: req.ip && isIP(req.ip) ? req.ip : null,
    userAgent: req.headers['user-agent']?.slice(0, 500) ?? null,
  };
  const client = await ctx.pg.connect();
  try {
    await client.query('BEGIN');
    const [employee] = (await client.query(LOCK_SQL, [employeeId])).rows;
    if (!employee?.active) throw new Error('no active employee record'); // the API's 409
    const [row] = (await client.query(POSITION_SQL, [employeeId])).rows;
    const entry = row.entry_id ? { id: row.entry_id, clockIn: new Date(row.clock_in) } : null;
    const openBreak = row.break_id ? { id: row.break_id, start: new Date(row.break_start) } : null;
    const latest = Math.max(
      new Date(row.now).getTime(),
      entry?.clockIn.getTime() ?? 0,
      openBreak?.start.getTime() ?? 0,
    );
    await write(client, punch, { now: new Date(latest), employeeId, entry, openBreak });
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
  return clockStatus(ctx, employeeId);
}

/** The bench mechanics (bench/data/workforce.mjs): banco.mecanico<k>@taller.test, k = 1 … 50. */
export const benchMechanicEmail = (k) => `banco.mecanico${k}@taller.test`;

/**
 * Undoes the punches a load wrote: every bench mechanic's entries since today's midnight in Madrid
 * (the data step's records end yesterday). A load stops its connections mid-request, so a punch
 * may still commit after it: repeat until two passes a moment apart find nothing. The register
 * refuses deletes (px_clock_record_guard); like the data steps, the bench switches its triggers
 * off for its own session (session_replication_role = replica) to put its data back as declared.
 */
export async function removeTodaysBenchPunches(query) {
  const sql = `set session_replication_role = replica;
    delete from clock_break where clock_entry_id in (
      select e.id from clock_entry e join employee m on m.id = e.employee_id
       where m.code like 'BM%'
         and e.clock_in >= (date_trunc('day', now() at time zone 'Europe/Madrid') at time zone 'Europe/Madrid'));
    delete from clock_entry e using employee m
     where m.id = e.employee_id and m.code like 'BM%'
       and e.clock_in >= (date_trunc('day', now() at time zone 'Europe/Madrid') at time zone 'Europe/Madrid')
    returning e.id`;
  for (let quiet = 0; quiet < 2;) {
    await new Promise((resolve) => setTimeout(resolve, 150));
    const removed = await query(sql);
    quiet = removed.length ? 0 : quiet + 1;
  }
}

const TIMESHEETS_READ = 'timeclock.timesheets.read';

const EMPLOYEE_COLUMNS = `id, code, trim(first_name || ' ' || last_name) as full_name, nif, active`;

const STARTING_IN_SQL = `select ${ENTRY_COLUMNS}
         from clock_entry e join employee m on m.id = e.employee_id
        where ($1::uuid is null or e.employee_id = $1::uuid)
          and e.clock_in >= $2 and e.clock_in < $3
        order by e.clock_in, e.employee_id, e.id`;

const REPORT_EMPLOYEE_SQL = `select ${EMPLOYEE_COLUMNS} from employee where id = $1`;

const REPORT_EMPLOYEES_SQL = `select ${EMPLOYEE_COLUMNS} from employee m
        where m.active
           or exists (select 1 from clock_entry e
                       where e.employee_id = m.id and e.clock_in >= $1 and e.clock_in < $2)
        order by lower(first_name), lower(last_name), code`;

const WORKSHOP_SQL = `select name, legal_name, nif, address_line, postal_code, city, province, phone, email,
              registry_number
         from workshop limit 1`;

const CORRECTIONS_SQL = `select c.id, c.clock_entry_id, c.employee_id,
       trim(m.first_name || ' ' || m.last_name) as employee_name,
       c.before, c.after, c.reason, c.author_user_id, c.author_name, c.created_at
         from clock_correction c join employee m on m.id = c.employee_id
        where c.clock_entry_id = any ($1::uuid[])
        order by c.created_at, c.id`;

/** companyOf (timesheet-report.query.ts): the employer as the register names it. */
function companyOf(profile) {
  if (!profile) return null;
  const place = [profile.postal_code, profile.city].filter(Boolean).join(' ');
  return {
    name: profile.legal_name || profile.name,
    nif: profile.nif,
    address: [
      profile.address_line,
      place && profile.province ? `${place} (${profile.province})` : place || profile.province,
    ]
      .filter(Boolean)
      .join(', '),
  };
}

const timesOf = (times) => ({
  clockIn: new Date(times.clock_in),
  clockOut: times.clock_out ? new Date(times.clock_out) : null,
});

/**
 * GET /api/time-clock/report?employee_id=&month=&format=csv: the guard (timesheets.read), the
 * caller as the time clock sees them (their grants, cached), then GetTimesheetReportHandler's
 * statements — the employee or the month's employees, the month's entries and the workshop's
 * profile at once, then the entries' corrections — and its CSV. The answer is the file: text/csv
 * named by Content-Disposition. Authors of corrections are named in the bench data and the demo
 * (the API would ask the user directory for those that are not).
 */
export async function timeClockReport(ctx, req) {
  const { granted } = await authorizeWithGrants(ctx, req, TIMESHEETS_READ);
  // GetClockActorQuery(principal, [timesheets.read]): an administrator or a holder reads anyone's.
  const readsAll =
    granted.roles.some((role) => ADMIN_ROLES.includes(role.name)) ||
    granted.permissions.includes(TIMESHEETS_READ);
  if (!readsAll) throw new Error('forbidden');
  const query = new URL(req.url, 'http://floor').searchParams;
  const employeeId = query.get('employee_id') || null;
  const rules = timesheetReport();
  const request = rules.checkReportRequest({
    month: query.get('month'),
    format: query.get('format'),
  });
  if (!request.ok || request.format !== 'csv') throw new Error('the floor answers CSV reports');
  const { month } = request;
  const days = rules.daysOfMonth(month);
  const from = localDay().localDayStart(days[0]);
  const to = localDay().localDayEnd(days[days.length - 1]);
  const [employees, rows, [profile]] = await Promise.all([
    employeeId
      ? ctx.query(REPORT_EMPLOYEE_SQL, [employeeId])
      : ctx.query(REPORT_EMPLOYEES_SQL, [from, to]),
    ctx.query(STARTING_IN_SQL, [employeeId, from, to]),
    ctx.query(WORKSHOP_SQL),
  ]);
  if (employeeId && !employees.length) throw new Error('no such employee');
  const read = rows.map(readEntry);
  const corrections = read.length
    ? await ctx.query(CORRECTIONS_SQL, [read.map((entry) => entry.row.id)])
    : [];
  const correctionsOf = new Map();
  for (const correction of corrections) {
    if (!correction.author_name) throw new Error('an unnamed correction author');
    const list = correctionsOf.get(correction.clock_entry_id) ?? [];
    list.push({
      at: new Date(correction.created_at),
      author: correction.author_name,
      before: timesOf(correction.before),
      after: timesOf(correction.after),
      reason: correction.reason,
    });
    correctionsOf.set(correction.clock_entry_id, list);
  }
  const entriesOf = new Map();
  for (const { row, attendance } of read) {
    const list = entriesOf.get(row.employee_id) ?? [];
    list.push({
      clockIn: attendance.clockIn,
      clockOut: attendance.clockOut,
      breaks: attendance.breaks,
      autoClosed: row.auto_closed,
      pendingReview: row.auto_closed && row.review === null,
      corrections: correctionsOf.get(row.id) ?? [],
    });
    entriesOf.set(row.employee_id, list);
  }
  const sections = employees.map((employee) => ({
    employee: { code: employee.code, fullName: employee.full_name, nif: employee.nif },
    entries: entriesOf.get(employee.id) ?? [],
  }));
  const { CSV_BOM, csvLines } = csv();
  const body =
    CSV_BOM + csvLines(rules.registroCsvRows(sections, companyOf(profile), month, new Date()));
  const fileName = rules.reportFileName(month, employeeId ? employees[0].code : null, 'csv');
  return {
    floorResponse: {
      status: 200,
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${fileName}"`,
      },
      body,
    },
  };
}

/** The month `back` months before this one in Madrid, 'YYYY-MM' (a past month: a stable report). */
export function monthsAgo(back, now = new Date()) {
  const [year, month] = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Madrid',
    year: 'numeric',
    month: '2-digit',
  })
    .format(now)
    .split('-')
    .map(Number);
  const index = year * 12 + (month - 1) - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}
