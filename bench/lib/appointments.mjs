// The floors of the issue 19 scenarios: a calendar week (ListAppointmentsHandler), the palette's
// search (SearchAppointmentsHandler) and the slot finder (GetAvailabilityHandler). The statements
// are copied from libs/appointments/src/queries (appointment-view.ts, appointment-list.query.ts,
// appointment-search.query.ts, booking-reader.ts) and, for the mechanics' working day, from
// workforce (through ./capacity.mjs: WorkCalendarReader, CapacityAbsencesReader); the answers are
// built by the same compiled rules (opening-hours, working-intervals, slot-finder). Change them
// together.
import { createHash } from 'node:crypto';
import { authorize } from './auth.mjs';
import { ABSENCES_SQL, CALENDAR_SQL, EMPLOYEES_SQL, mergedHolidays } from './capacity.mjs';
import { localDayRules, openingHours, slotFinder, workingIntervals } from './production.mjs';

const READ = 'appointments.appointments.read';

/** bench/data/workforce.mjs's bench_uuid in JavaScript: a version-4-shaped uuid from an md5. */
export function benchUuid(text) {
  const h = createHash('md5').update(text).digest('hex');
  const hex = `${h.slice(0, 12)}4${h.slice(13, 16)}8${h.slice(17, 32)}`;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const COLUMNS = `a.id, a.status, a.channel, a.starts_at, a.ends_at,
  a.service_type_id, a.service_type_name, a.customer_id, a.customer_name, a.customer_phone,
  a.customer_email, a.vehicle_id, a.license_plate, a.vehicle_label, a.employee_id,
  a.employee_name, a.bay_id, b.name as bay_name, a.notes, a.overbooked, a.cancel_reason,
  a.reminder_state, a.reminder_due_at, a.reminder_sent_at, a.reminder_error, a.confirmed_at,
  a.checked_in_at, a.cancelled_at, a.work_order_id, a.created_at, a.updated_at, a.version`;

const iso = (date) => (date ? new Date(date).toISOString() : null);

/** toAppointmentView (appointment-view.ts). */
function view(row) {
  return {
    id: row.id,
    status: row.status,
    channel: row.channel,
    starts_at: iso(row.starts_at),
    ends_at: iso(row.ends_at),
    duration_minutes: Math.round((row.ends_at.getTime() - row.starts_at.getTime()) / 60_000),
    service_type_id: row.service_type_id,
    service_type: row.service_type_name,
    customer_id: row.customer_id,
    customer_name: row.customer_name,
    customer_phone: row.customer_phone,
    customer_email: row.customer_email,
    vehicle_id: row.vehicle_id,
    license_plate: row.license_plate,
    vehicle_label: row.vehicle_label,
    employee_id: row.employee_id,
    employee_name: row.employee_name,
    bay_id: row.bay_id,
    bay_name: row.bay_name,
    notes: row.notes,
    overbooked: row.overbooked,
    cancel_reason: row.cancel_reason,
    reminder: {
      state: row.reminder_state,
      due_at: iso(row.reminder_due_at),
      sent_at: iso(row.reminder_sent_at),
      error: row.reminder_error,
    },
    confirmed_at: iso(row.confirmed_at),
    checked_in_at: iso(row.checked_in_at),
    cancelled_at: iso(row.cancelled_at),
    work_order_id: row.work_order_id,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    version: row.version,
  };
}

/** GET /api/appointments?from=&to=&limit= (a calendar's period, its first page). */
export async function appointmentsPeriod(ctx, req) {
  await authorize(ctx, req, READ);
  const query = new URL(req.url, 'http://floor').searchParams;
  const from = new Date(query.get('from'));
  const to = new Date(query.get('to'));
  const limit = Number(query.get('limit') ?? 20);
  const page = Number(query.get('page') ?? 1);
  const clause = 'where a.starts_at >= $1 and a.starts_at < $2';
  const [rows, [{ total }]] = await Promise.all([
    ctx.query(
      `select ${COLUMNS} from appointment a left join bay b on b.id = a.bay_id ${clause}
          order by a.starts_at, a.id limit $3 offset $4`,
      [from, to, limit, (page - 1) * limit],
    ),
    ctx.query(`select count(*)::int as total from appointment a ${clause}`, [from, to]),
  ]);
  return { data: rows.map(view), pagination: { page, limit, total } };
}

/** GET /api/appointments/search?q=&limit= (SPEC §7: a plain array). */
export async function appointmentSearch(ctx, req) {
  await authorize(ctx, req, READ);
  const query = new URL(req.url, 'http://floor').searchParams;
  const text = (query.get('q') ?? '').trim();
  const limit = Number(query.get('limit') ?? 5);
  if (text.length < 2) return [];
  const digits = text.replace(/[\s.-]+/g, '');
  const needle = /^\+?\d+$/.test(digits) ? digits.replace('+', '') : text;
  const rows = await ctx.query(
    `select id, service_type, starts_at, customer_name from (
         (select id, service_type_name as service_type, starts_at, customer_name, 0 as past
            from appointment
           where search_text like '%' || lower(px_unaccent($1)) || '%' and starts_at >= $2
           order by starts_at, id limit $3)
         union all
         (select id, service_type_name, starts_at, customer_name, 1
            from appointment
           where search_text like '%' || lower(px_unaccent($1)) || '%' and starts_at < $2
           order by starts_at desc, id limit $3)) as found
        order by past, abs(extract(epoch from starts_at - $2)), id
        limit $3`,
    [needle.replace(/[\\%_]/g, '\\$&'), new Date(), limit],
  );
  return rows.map((row) => ({
    id: row.id,
    service_type: row.service_type,
    appointment_date: iso(row.starts_at),
    customer_name: row.customer_name,
  }));
}

const BOOKABLE = ['mecanico', 'jefe_taller'];

/** GET /api/appointments/availability?date=&service_type_id= (any mechanic). */
export async function appointmentAvailability(ctx, req) {
  await authorize(ctx, req, READ);
  const query = new URL(req.url, 'http://floor').searchParams;
  const date = query.get('date');
  const now = new Date();
  const [type] = await ctx.query(
    `select id, name, duration_minutes as "durationMinutes", active
       from service_type where id = $1`,
    [query.get('service_type_id')],
  );
  if (!type) throw new Error('no service type');
  const duration = type.durationMinutes;
  const { addDays, localDayStart } = localDayRules();
  const dayStart = localDayStart(date);
  const dayEnd = localDayStart(addDays(date, 1));
  const workingHours = async () => {
    const [rows, [calendar]] = await Promise.all([
      ctx.query(EMPLOYEES_SQL, [date, date, null]),
      ctx.query(CALENDAR_SQL, [date, date]),
    ]);
    const employees = rows.filter((row) => BOOKABLE.includes(row.position));
    const absences = await ctx.query(ABSENCES_SQL, [employees.map((e) => e.id), date, date]);
    const holidays = mergedHolidays(date, date, calendar.holiday_region, calendar.local);
    const holiday = holidays.find((h) => h.date === date) ?? null;
    return {
      holiday,
      employees: employees.map((row) => ({
        id: row.id,
        fullName: row.full_name,
        intervals: workingIntervals().workingIntervals(
          row.schedules.map((s) => ({
            validFrom: s.valid_from,
            validTo: s.valid_to,
            days: s.days,
            seasons: s.seasons,
          })),
          date,
          holiday !== null,
          absences
            .filter((a) => a.employee_id === row.id)
            .map((a) => ({ startDate: a.start_date, endDate: a.end_date, halfDay: a.half_day })),
        ),
      })),
    };
  };
  const [[settings], hours, bays, held] = await Promise.all([
    ctx.query(
      `select opening_hours, slot_minutes, buffer_minutes, reminder_hours_before
         from appointment_settings where id = 1`,
    ),
    workingHours(),
    ctx.query('select id, name from bay where active order by sort_order, name'),
    ctx.query(
      `select id, employee_id, bay_id, starts_at, ends_at from appointment
        where status in ('scheduled', 'confirmed', 'checked_in')
          and starts_at < $2 and ends_at > $1
          and starts_at > $1::timestamptz - make_interval(mins => $4)
          and ($3::uuid is null or id <> $3::uuid)`,
      [dayStart, dayEnd, null, 600],
    ),
  ]);
  const opening = hours.holiday
    ? []
    : openingHours().openingIntervals(settings.opening_hours, date);
  const closed = hours.holiday
    ? { reason: 'holiday', holiday_name: hours.holiday.name }
    : opening.length
      ? null
      : { reason: 'closed', holiday_name: null };
  const busy = (pick) =>
    held.filter(pick).map((booking) => ({ start: booking.starts_at, end: booking.ends_at }));
  const slots = slotFinder().freeSlots({
    opening,
    durationMinutes: duration,
    stepMinutes: settings.slot_minutes,
    bufferMinutes: settings.buffer_minutes,
    notBefore: now,
    mechanics: hours.employees.map((employee) => ({
      id: employee.id,
      available: employee.intervals,
      busy: busy((booking) => booking.employee_id === employee.id),
    })),
    bays: bays.map((bay) => ({
      id: bay.id,
      available: opening,
      busy: busy((booking) => booking.bay_id === bay.id),
    })),
  });
  return {
    date,
    duration_minutes: duration,
    closed,
    slots: slots.map((slot) => ({
      start: slot.start.toISOString(),
      end: slot.end.toISOString(),
      employee_ids: slot.employeeIds,
      bay_ids: slot.bayIds,
    })),
    employees: hours.employees.map((employee) => ({
      id: employee.id,
      full_name: employee.fullName,
    })),
  };
}
