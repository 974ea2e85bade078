// The floors of the issue 5 scenarios: the work-order list, detail, statistics and create. The
// list's and the detail's statements, and the customer reference the create reads, come from the
// production builders (libs/work-orders/src/queries/work-order-list.sql.ts,
// work-order-detail.sql.ts; libs/customers/src/queries/customer-search.sql.ts, compiled:
// ./production.mjs); the statistics' and the create's other statements are copied from
// libs/work-orders/src/queries/work-order-statistics-reader.ts and the create's handler and
// NewWorkOrderStatement, and the other modules' reference queries they call (GetVehicleRefsQuery,
// the employee and user directories), with the same parameters and Redis commands, answering the
// same JSON. Change them together: the scenarios ask for the same answer from both (`sameAnswer`).
import { createHash, randomUUID } from 'node:crypto';
import { authorizeWithGrants } from './auth.mjs';
import { pageOf, readPage } from './lists.mjs';
import { customerSearchSql, workOrderDetailSql, workOrderListSql } from './production.mjs';

/** Bench order n (bench/data/work-orders.mjs) has this id; mechanic k likewise. */
export const benchOrderId = (n) => uuidOf(`bench-wo-${n}`);
export const benchMechanicId = (k) => uuidOf(`bench-mechanic-${k}`);
/** bench_uuid of bench/data/work-orders.mjs: the md5 with version 4 and variant 8 set. */
function uuidOf(text) {
  const md5 = createHash('md5').update(text).digest('hex');
  const hex = `${md5.slice(0, 12)}4${md5.slice(13, 16)}8${md5.slice(17)}`;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const TRANSITIONS = {
  open: ['in_progress', 'on_hold', 'cancelled'],
  in_progress: ['on_hold', 'completed', 'cancelled'],
  on_hold: ['in_progress', 'cancelled'],
  completed: ['in_progress'],
  cancelled: [],
};
const STATISTICS_MAX_AGE_MS = 60_000;

const formatNumber = (n) => (n ? `WO-${String(n).padStart(6, '0')}` : 'WO-000');
// The columns EntityRows writes for each entity (its mapped, persisted, non-generated properties).
const ORDER_INSERT_COLUMNS = `id, created_at, updated_at, version, number, title, complaint,
  requested_work, diagnosis, status, priority, customer_id, vehicle_id, assigned_employee_id,
  created_by, odometer_in_km, odometer_out_km, promised_at, estimate_decision, estimate_decided_at,
  estimate_channel, started_at, completed_at, total_planned_hours, base_cents, vat_cents,
  total_cents, deleted_at, customer_name, license_plate, vehicle_make, vehicle_model, search_source`;
const LINE_INSERT_COLUMNS = `id, created_at, updated_at, version, work_order_id, position, type,
  name, planned_hours, quantity, unit_price_cents, discount_percent, vat_percent, finished_at`;
const STATUS_INSERT_COLUMNS = `id, work_order_id, from_status, to_status, reason, actor_id,
  changed_at`;
const EVENT_INSERT_COLUMNS = `id, type, aggregate_type, aggregate_id, payload, actor_id,
  occurred_at, published_at`;

/** A column list as a select list, some columns replaced by expressions (EntityRows' `values`). */
const selectList = (columns, values) =>
  columns
    .split(',')
    .map((column) => values[column.trim()] ?? column.trim())
    .join(', ');

const iso = (value) => (value ? new Date(value).toISOString() : null);
const roundCents = (value) => Math.round(value + Number.EPSILON * Math.abs(value));

/** The guard (orders.read) and the controller's actor, from the same permission resolution. */
async function actorOf(ctx, req) {
  const { userId, granted } = await authorizeWithGrants(ctx, req, 'work_orders.orders.read');
  const all = granted.roles.some((role) =>
    ['administrador', 'admin', 'superadmin', 'super_admin'].includes(role.name),
  );
  return { userId, allOrders: all || granted.permissions.includes('work_orders.orders.read_all') };
}

/**
 * The in-process directories of the API's display queries (DirectoryCache): every employee and
 * user name, loaded once and kept 30 s, reloaded when asked for an id they lack.
 */
function directory(sql) {
  let entries = null;
  let loadedAt = 0;
  return async (ctx, ids) => {
    if (!ids.length) return new Map();
    if (!entries || Date.now() - loadedAt >= 30_000 || ids.some((id) => !entries.has(id))) {
      entries = new Map((await ctx.query(sql)).map((row) => [row.id, row]));
      loadedAt = Date.now();
    }
    return entries;
  };
}
const employeeNames = directory(
  `select id, code, trim(first_name || ' ' || last_name) as full_name, trade, active from employee`,
);
const userNames = directory(
  `select id, trim(first_name || ' ' || last_name) as full_name from app_user`,
);

/** WorkOrdersReader.describe: the order's own labels, the assignees' names from memory. */
async function describe(ctx, rows) {
  const assignees = [...new Set(rows.map((r) => r.assigned_employee_id).filter((id) => !!id))];
  const employees = await employeeNames(ctx, assignees);
  return rows.map((row) => {
    const number = formatNumber(row.number);
    return {
      id: row.id,
      number,
      order_number: number,
      work_order_number: number,
      title: row.title,
      status: row.status,
      priority: row.priority,
      assigned_to: row.assigned_employee_id,
      assigned_employee_id: row.assigned_employee_id,
      assigned_employee_name: row.assigned_employee_id
        ? (employees.get(row.assigned_employee_id)?.full_name ?? null)
        : null,
      customer_id: row.customer_id,
      customer_name: row.customer_name || null,
      vehicle_id: row.vehicle_id,
      license_plate: row.license_plate,
      make: row.vehicle_make,
      model: row.vehicle_model,
      total_planned_hours: Number(row.total_planned_hours),
      total_cents: Number(row.total_cents),
      promised_at: iso(row.promised_at),
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
      version: row.version,
    };
  });
}

/** GET /api/work-orders: the controller's filter, then WorkOrdersReader.list. */
export async function workOrdersList(ctx, req) {
  const actor = await actorOf(ctx, req);
  const query = new URL(req.url, 'http://floor').searchParams;
  const text = (name) => query.get(name) || undefined;
  const list = (name) => (query.getAll(name).length ? query.getAll(name) : undefined);
  const filter = {
    statuses: list('status'),
    priorities: list('priority'),
    assignedTo: text('assigned_to'),
    customerId: text('customer_id'),
    vehicleId: text('vehicle_id'),
    dateFrom: text('date_from'),
    dateTo: text('date_to'),
    search: text('search'),
    sort: query.get('sort') ?? '-created_at',
    page: Number(query.get('page') ?? 1),
    limit: Number(query.get('limit') ?? 20),
  };
  const scope = { allOrders: actor.allOrders, employeeId: null };
  const { rows, total } = await readPage(ctx, workOrderListSql().workOrderListQuery(filter, scope));
  return pageOf(await describe(ctx, rows), filter, total);
}

/** GET /api/work-orders/{id}: WorkOrdersReader.get (one statement, then the names from memory). */
export async function workOrderDetail(ctx, req) {
  const actor = await actorOf(ctx, req);
  const id = new URL(req.url, 'http://floor').pathname.split('/').pop();
  const { text, values } = workOrderDetailSql().workOrderDetailStatement(id, {
    allOrders: actor.allOrders,
    employeeId: null,
  });
  const [row] = await ctx.query(text, values);
  return detailOf(ctx, row);
}

/** WorkOrdersReader.detailOf: the answer from a detail row (read, or built by the create). */
async function detailOf(ctx, row) {
  const historyRows = row.history;
  const actorIds = [...new Set(historyRows.map((r) => r.actor_id).filter((a) => !!a))];
  const [[summary], users] = await Promise.all([describe(ctx, [row]), userNames(ctx, actorIds)]);
  const items = row.items.map((line) => {
    const unit = Number(line.unit_price_cents);
    const quantity = line.type === 'labor' ? line.planned_hours : line.quantity;
    return {
      ...line,
      unit_price_cents: unit,
      finished_at: iso(line.finished_at),
      net_cents: roundCents(quantity * unit * (1 - line.discount_percent / 100)),
    };
  });
  const byRate = new Map();
  let hundredths = 0;
  for (const item of items) {
    if (item.type === 'labor') hundredths += Math.round(item.planned_hours * 100);
    byRate.set(item.vat_percent, (byRate.get(item.vat_percent) ?? 0) + item.net_cents);
  }
  const vat = [...byRate.entries()]
    .sort(([a], [b]) => b - a)
    .map(([rate, base]) => ({
      vat_percent: rate,
      base_cents: base,
      vat_cents: roundCents((base * rate) / 100),
    }));
  const base = vat.reduce((sum, v) => sum + v.base_cents, 0);
  const vatCents = vat.reduce((sum, v) => sum + v.vat_cents, 0);
  return {
    ...summary,
    complaint: row.complaint,
    requested_work: row.requested_work,
    diagnosis: row.diagnosis,
    odometer_in_km: row.odometer_in_km,
    odometer_out_km: row.odometer_out_km,
    estimate_decision: row.estimate_decision,
    estimate_decided_at: iso(row.estimate_decided_at),
    estimate_channel: row.estimate_channel,
    started_at: iso(row.started_at),
    completed_at: iso(row.completed_at),
    created_by: row.created_by,
    items,
    totals: {
      total_planned_hours: hundredths / 100,
      base_cents: base,
      vat,
      vat_cents: vatCents,
      total_cents: base + vatCents,
    },
    status_history: historyRows.map((h) => ({
      ...h,
      actor_name: h.actor_id ? (users.get(h.actor_id)?.full_name ?? null) : null,
      changed_at: iso(h.changed_at),
    })),
    allowed_transitions: [...TRANSITIONS[row.status]],
  };
}

/** GET /api/work-orders/statistics: the cached figures while current (WorkOrderStatisticsReader). */
export async function workOrderStatistics(ctx, req) {
  await actorOf(ctx, req);
  const [[row], cachedRaw] = await Promise.all([
    ctx.query('select version from list_version where name = $1', ['work_order']),
    ctx.redis.get(`${ctx.redisKeyPrefix}:cache:work-order-statistics`),
  ]);
  const cached = cachedRaw ? JSON.parse(cachedRaw) : null;
  if (
    cached &&
    row &&
    cached.version === row.version &&
    Date.now() - Date.parse(cached.statistics.computed_at) < STATISTICS_MAX_AGE_MS
  ) {
    return cached.statistics;
  }
  const version = row?.version ?? null;
  const [counts] = await ctx.query(STATISTICS_SQL);
  const statistics = {
    statusSummary: {
      open: counts.open,
      in_progress: counts.in_progress,
      on_hold: counts.on_hold,
      completed: counts.completed,
      cancelled: counts.cancelled,
      total: counts.total,
      pending: counts.open,
    },
    activeByPriority: {
      normal: counts.normal,
      preferred: counts.preferred,
      urgent: counts.urgent,
    },
    overdue: counts.overdue,
    unassigned: counts.unassigned,
    computed_at: new Date().toISOString(),
  };
  if (version !== null) {
    await ctx.redis.set(
      `${ctx.redisKeyPrefix}:cache:work-order-statistics`,
      JSON.stringify({ version, statistics }),
      'EX',
      600,
    );
  }
  return statistics;
}

const STATISTICS_SQL = `
  select count(*) filter (where status = 'open')::int as open,
         count(*) filter (where status = 'in_progress')::int as in_progress,
         count(*) filter (where status = 'on_hold')::int as on_hold,
         count(*) filter (where status = 'completed')::int as completed,
         count(*) filter (where status = 'cancelled')::int as cancelled,
         count(*)::int as total,
         count(*) filter (where active and priority = 'normal')::int as normal,
         count(*) filter (where active and priority = 'preferred')::int as preferred,
         count(*) filter (where active and priority = 'urgent')::int as urgent,
         count(*) filter (where active and promised_at < now())::int as overdue,
         count(*) filter (where active and assigned_employee_id is null)::int as unassigned
    from (select status, priority, promised_at, assigned_employee_id,
                 status in ('open', 'in_progress', 'on_hold') as active
            from work_order where deleted_at is null) w`;

/**
 * POST /api/work-orders: CreateWorkOrderHandler's statements (the references checked and the number
 * taken at once, then NewWorkOrderStatement: the order with its labels and search source, its first
 * status and the outbox event in one statement), then the detail built from the rows written, as
 * the controller answers. The API also publishes the event after the statement (its subscribers run
 * in the background); the floor does not.
 */
export async function createWorkOrder(ctx, req) {
  const actor = await actorOf(ctx, req);
  const input = typeof req.body === 'string' ? JSON.parse(req.body) : req.body;
  const customerRef = customerSearchSql().customerRefsStatement([input.customer_id], false);
  const [[customer], [vehicle]] = await Promise.all([
    ctx.query(customerRef.text, customerRef.values),
    ctx.query(
      `select id, customer_id, license_plate, plate_normalized, make, model, odometer_km, vin
         from vehicle where id = any ($1::uuid[]) and deleted_at is null`,
      [[input.vehicle_id]],
    ),
  ]);
  const now = new Date();
  const id = randomUUID();
  const plate = vehicle.license_plate;
  const order = {
    id,
    number: null, // drawn by the statement
    title: input.title,
    status: 'open',
    priority: 'normal',
    assigned_employee_id: null,
    customer_id: customer.id,
    customer_name: customer.full_name,
    vehicle_id: vehicle.id,
    license_plate: plate,
    vehicle_make: vehicle.make,
    vehicle_model: vehicle.model,
    total_planned_hours: 0,
    total_cents: 0,
    promised_at: null,
    created_at: now,
    updated_at: now,
    version: 1,
    complaint: '',
    requested_work: '',
    diagnosis: '',
    odometer_in_km: null,
    odometer_out_km: null,
    estimate_decision: input.estimate_decision,
    estimate_decided_at: now,
    estimate_channel: 'in_person',
    started_at: null,
    completed_at: null,
    created_by: actor.userId,
  };
  const opened = {
    id: randomUUID(),
    work_order_id: id,
    from_status: null,
    to_status: 'open',
    reason: null,
    actor_id: actor.userId,
    changed_at: now,
  };
  const snapshot = {
    id,
    number: 'WO-000', // completed by the statement
    title: input.title,
    status: 'open',
    priority: 'normal',
    customer_id: customer.id,
    vehicle_id: vehicle.id,
    assigned_employee_id: null,
    odometer_in_km: null,
    odometer_out_km: null,
    created_at: now.toISOString(),
    completed_at: null,
    deleted: false,
    total_planned_hours: 0,
    total_cents: 0,
    lines: [],
    version: 1,
  };
  const event = {
    id: randomUUID(),
    type: 'WorkOrderCreated',
    aggregate_type: 'work_order',
    aggregate_id: id,
    payload: { order: snapshot },
    actor_id: actor.userId,
    occurred_at: now,
    published_at: null,
  };
  const orderRow = {
    ...order,
    base_cents: 0,
    vat_cents: 0,
    deleted_at: null,
    search_source: [input.title, customer.full_name, plate, plate.replace(/[\s-]+/g, '')].join(' '),
  };
  // A bare server's fastest way: the number drawn and printed (WO-000123) by the statement itself.
  const label = '(select label from number)';
  const [{ number }] = await ctx.query(
    `with number as (
       select value, 'WO-' || lpad(value::text, greatest(6, length(value::text)), '0') as label
         from (select nextval('work_order_number_seq') as value) drawn),
     orders as (
       insert into work_order (${ORDER_INSERT_COLUMNS})
       select ${selectList(ORDER_INSERT_COLUMNS, {
         number: '(select value from number)',
         search_source: `${label} || ' ' || search_source`,
       })} from jsonb_populate_recordset(null::work_order, $1::jsonb)
       returning 1),
     lines as (
       insert into work_order_line (${LINE_INSERT_COLUMNS})
       select ${LINE_INSERT_COLUMNS} from jsonb_populate_recordset(null::work_order_line, $2::jsonb)),
     history as (
       insert into work_order_status_change (${STATUS_INSERT_COLUMNS})
       select ${STATUS_INSERT_COLUMNS}
         from jsonb_populate_recordset(null::work_order_status_change, $3::jsonb)),
     events as (
       insert into domain_event (${EVENT_INSERT_COLUMNS})
       select ${selectList(EVENT_INSERT_COLUMNS, {
         payload: `jsonb_set(payload, '{order,number}', to_jsonb(${label}))`,
       })} from jsonb_populate_recordset(null::domain_event, $4::jsonb))
     select (select count(*)::int from orders) as inserted, (select value from number) as number`,
    [JSON.stringify([orderRow]), '[]', JSON.stringify([opened]), JSON.stringify([event])],
  );
  order.number = Number(number);
  const history = [{ ...opened }];
  delete history[0].work_order_id; // the detail's history rows do not carry it
  return detailOf(ctx, { ...order, items: [], history });
}
