// The floor of the capacity scenario (GET /api/capacity, issue 18): the guard, the caller's scope
// (GetScheduleActorHandler: the jefe de taller reads everyone), then GetCapacityHandler's three
// statements, copied from libs/workforce/src/queries (WorkCalendarReader.scheduledEmployees and
// .workshopHolidays, CapacityAbsencesReader.approvedAbsences), the library's holidays of the
// region computed once per process as WorkCalendarReader keeps them, and the answer built by the
// same compiled pure rules (domain/capacity-range, domain/capacity-view). Change them together.
import { authorizeWithGrants } from './auth.mjs';
import { capacityRange, capacityView, holidayCalendar } from './production.mjs';

const SCHEDULES_READ = 'employees.schedules.read';

export const EMPLOYEES_SQL = `select e.id, e.code, trim(e.first_name || ' ' || e.last_name) as full_name, e.position,
              coalesce(
                json_agg(json_build_object(
                  'employee_id', s.employee_id,
                  'valid_from', to_char(s.valid_from, 'YYYY-MM-DD'),
                  'valid_to', to_char(s.valid_to, 'YYYY-MM-DD'),
                  'days', s.days, 'seasons', s.seasons) order by s.valid_from)
                  filter (where s.id is not null),
                '[]'::json) as schedules
         from employee e
         left join work_schedule s
           on s.employee_id = e.id
          and s.valid_from <= $2::date and (s.valid_to is null or s.valid_to >= $1::date)
        where case when $3::uuid is null then e.active else e.id = $3::uuid end
        group by e.id
        order by e.first_name, e.last_name, e.code`;

export const CALENDAR_SQL = `select c.holiday_region, c.vacation_days::text, c.auto_close_margin_minutes,
              coalesce((select json_agg(json_build_object(
                                'date', to_char(h.date, 'YYYY-MM-DD'), 'name', h.name)
                                order by h.date)
                          from local_holiday h
                         where h.date between $1::date and $2::date), '[]'::json) as local
         from workforce_calendar c where c.id = 1`;

export const ABSENCES_SQL = `select employee_id, kind, to_char(start_date, 'YYYY-MM-DD') as start_date,
              to_char(end_date, 'YYYY-MM-DD') as end_date, half_day
         from absence
        where status = 'approved' and employee_id = any ($1::uuid[])
          and start_date <= $3::date and end_date >= $2::date`;

const publicHolidays = new Map();

/** WorkCalendarReader.mergedHolidays: the library's (cached) with the town's on free dates. */
export function mergedHolidays(from, to, region, local) {
  const holidays = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) {
    const key = `${year}:${region}`;
    if (!publicHolidays.has(key)) {
      publicHolidays.set(key, holidayCalendar().holidaysOfYear(year, region));
    }
    const publicOfYear = publicHolidays.get(key);
    const taken = new Set(publicOfYear.map((holiday) => holiday.date));
    const merged = [
      ...publicOfYear,
      ...local
        .filter((holiday) => holiday.date.startsWith(`${year}-`) && !taken.has(holiday.date))
        .map((holiday) => ({ ...holiday, name: holiday.name.trim(), scope: 'local' })),
    ].sort((a, b) => (a.date < b.date ? -1 : 1));
    holidays.push(...merged.filter((holiday) => holiday.date >= from && holiday.date <= to));
  }
  return holidays;
}

/** GET /api/capacity?from=&to= as a manager asks it: every active employee over the range. */
export async function capacity(ctx, req) {
  const { granted } = await authorizeWithGrants(ctx, req, SCHEDULES_READ);
  if (!granted.permissions.includes(SCHEDULES_READ)) throw new Error('reads only their own');
  const query = new URL(req.url, 'http://floor').searchParams;
  const range = capacityRange().capacityRange(
    { from: query.get('from'), to: query.get('to') },
    new Date(),
  );
  if (!range.ok) throw new Error('bad range');
  const { from, to } = range;
  const [rows, [calendar]] = await Promise.all([
    ctx.query(EMPLOYEES_SQL, [from, to, null]),
    ctx.query(CALENDAR_SQL, [from, to]),
  ]);
  const employees = rows.map((row) => ({
    id: row.id,
    code: row.code,
    fullName: row.full_name,
    position: row.position,
    schedules: row.schedules.map((s) => ({
      validFrom: s.valid_from,
      validTo: s.valid_to,
      days: s.days,
      seasons: s.seasons,
    })),
  }));
  const absenceRows = await ctx.query(ABSENCES_SQL, [employees.map((e) => e.id), from, to]);
  return capacityView().capacityView({
    from,
    to,
    employees,
    holidays: mergedHolidays(from, to, calendar.holiday_region, calendar.local),
    absences: absenceRows.map((row) => ({
      employeeId: row.employee_id,
      kind: row.kind,
      startDate: row.start_date,
      endDate: row.end_date,
      halfDay: row.half_day,
    })),
  });
}
