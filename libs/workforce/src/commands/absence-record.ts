import { type EntityManager } from '@mikro-orm/postgresql';
import { type QueryBus } from '@nestjs/cqrs';
import { type AbsenceEventPayload } from '@px/contracts';
import { ForbiddenError, NotFoundError, runSql } from '@px/platform';
import { type AbsenceCancelRefusal, ABSENCE_NOT_FOUND } from '../domain/absence-access';
import { absenceWorkingDays } from '../domain/absence-balance';
import { absenceSchedules, yearBounds, yearsOf } from '../domain/absence-calendar';
import { type AbsenceRequest, type HalfDay } from '../domain/absence-rules';
import { EMPLOYEE_NOT_FOUND } from '../domain/employee-refusals';
import { type Holiday } from '../domain/holiday-calendar';
import { type LocalDate } from '../domain/local-day';
import { type WorkSchedule } from '../domain/work-schedule';
import { GetWorkCalendarQuery } from '../queries/work-calendar.query';
import { refusalConflict } from './clock-punch';

// What the absence commands share: the lock that makes one employee's absence writes run one at a
// time (two requests spending the same remaining vacation days cannot both pass), the request's
// row, the employee's other requests as the rules read them, the work calendar that counts working
// days, and the events' payload.

/** The employee row as the absence commands read it, under its lock. */
export interface AbsenceEmployee {
  id: string;
  name: string;
  active: boolean;
  /** The contract's vacation days (null: the workshop's). */
  vacationDays: number | null;
}

/** An absence row, dates as 'YYYY-MM-DD'. */
export interface AbsenceRow {
  id: string;
  employee_id: string;
  kind: AbsenceRequest['kind'];
  status: AbsenceRequest['status'];
  start_date: LocalDate;
  end_date: LocalDate;
  half_day: HalfDay | null;
  reason: string | null;
  decision_comment: string | null;
}

export const ABSENCE_ROW_COLUMNS = `id, employee_id, kind, status,
  to_char(start_date, 'YYYY-MM-DD') as start_date, to_char(end_date, 'YYYY-MM-DD') as end_date,
  half_day, reason, decision_comment`;

export function requestOf(row: AbsenceRow): AbsenceRequest {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    startDate: row.start_date,
    endDate: row.end_date,
    halfDay: row.half_day,
  };
}

/**
 * Locks the employee's row for the rest of the transaction (FOR NO KEY UPDATE, as the time clock
 * does: other tables' foreign keys to the employee are not blocked), so every absence write of one
 * employee reads the requests the previous one committed. Null when there is no such employee.
 */
export async function lockAbsenceEmployee(
  em: EntityManager,
  employeeId: string,
): Promise<AbsenceEmployee | null> {
  const row = await runSql<{
    id: string;
    name: string;
    active: boolean;
    vacation_days: string | null;
  }>(
    em,
    `select id, trim(first_name || ' ' || last_name) as name, active, vacation_days::text
       from employee where id = $1 for no key update`,
    [employeeId],
    'get',
  );
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    active: row.active,
    vacationDays: row.vacation_days === null ? null : Number(row.vacation_days),
  };
}

/**
 * The request to decide or cancel, and its employee, both locked (the employee first, the order
 * every absence write takes), or 404.
 */
export async function lockAbsence(
  em: EntityManager,
  absenceId: string,
): Promise<{ absence: AbsenceRow; employee: AbsenceEmployee }> {
  const owner = await runSql<{ employee_id: string }>(
    em,
    'select employee_id from absence where id = $1',
    [absenceId],
    'get',
  );
  if (!owner) throw new NotFoundError(ABSENCE_NOT_FOUND);
  const employee = await lockAbsenceEmployee(em, owner.employee_id);
  if (!employee) throw new NotFoundError(EMPLOYEE_NOT_FOUND);
  const absence = await runSql<AbsenceRow>(
    em,
    `select ${ABSENCE_ROW_COLUMNS} from absence where id = $1 for update`,
    [absenceId],
    'get',
  );
  return { absence: absence!, employee };
}

/** The employee's pending and approved requests with days from `from` to `to`. */
export async function holdingAbsences(
  em: EntityManager,
  employeeId: string,
  from: LocalDate,
  to: LocalDate,
): Promise<AbsenceRequest[]> {
  const rows = await runSql<AbsenceRow>(
    em,
    `select ${ABSENCE_ROW_COLUMNS} from absence
      where employee_id = $1 and status in ('pending', 'approved')
        and start_date <= $3::date and end_date >= $2::date
      order by start_date`,
    [employeeId, from, to],
  );
  return rows.map(requestOf);
}

/** The name of the account's employee record, kept on the request as it is now (null: none). */
export async function authorName(
  em: EntityManager,
  employeeId: string | null,
): Promise<string | null> {
  if (!employeeId) return null;
  const row = await runSql<{ name: string }>(
    em,
    `select trim(first_name || ' ' || last_name) as name from employee where id = $1`,
    [employeeId],
    'get',
  );
  return row?.name ?? null;
}

/** The work calendar of one employee over whole years, as the absence rules count with it. */
export interface AbsenceYears {
  from: LocalDate;
  to: LocalDate;
  schedules: WorkSchedule[];
  holidays: Holiday[];
  /** The workshop's vacation days a year (an employee's contract may say more). */
  workshopVacationDays: number;
}

/** The calendar years `from`–`to` touch, for one employee (schedules over the Monday–Friday fallback). */
export async function absenceYears(
  queries: QueryBus,
  employeeId: string,
  from: LocalDate,
  to: LocalDate,
): Promise<AbsenceYears> {
  const years = yearsOf(from, to);
  const range = {
    from: yearBounds(years[0]).from,
    to: yearBounds(years[years.length - 1]).to,
  };
  const calendar = await queries.execute(
    new GetWorkCalendarQuery([employeeId], range.from, range.to),
  );
  return {
    ...range,
    schedules: absenceSchedules(calendar.schedules.get(employeeId)),
    holidays: calendar.holidays,
    workshopVacationDays: calendar.settings.vacationDays,
  };
}

/** The event payload of a request as it stands. */
export function absencePayload(
  row: AbsenceRow,
  employee: AbsenceEmployee,
  calendar: AbsenceYears,
  extra: Pick<AbsenceEventPayload, 'recorded_for_employee' | 'from_status'> = {},
): AbsenceEventPayload {
  return {
    absence_id: row.id,
    employee_id: row.employee_id,
    employee_name: employee.name,
    kind: row.kind,
    status: row.status,
    start_date: row.start_date,
    end_date: row.end_date,
    half_day: row.half_day,
    working_days: absenceWorkingDays(requestOf(row), calendar.schedules, calendar.holidays),
    reason: row.reason,
    decision_comment: row.decision_comment,
    ...extra,
  };
}

/** A cancel's refusal as the API's 403 or 409. */
export function cancelRefusalError(refusal: AbsenceCancelRefusal): Error {
  return refusal.status === 403
    ? new ForbiddenError(refusal.message)
    : refusalConflict(refusal.refusal);
}
