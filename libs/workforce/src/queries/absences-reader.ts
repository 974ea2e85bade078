import { Injectable } from '@nestjs/common';
import {
  type AbsenceKind,
  type AbsenceStatus,
  type AbsenceView,
  type HalfDay,
  type Paginated,
} from '@px/contracts';
import { SqlClient, SqlParams, pageOf, skipOf } from '@px/platform';
import { absenceWorkingDays } from '../domain/absence-balance';
import { absenceSchedules } from '../domain/absence-calendar';
import { type AbsenceRequest } from '../domain/absence-rules';
import { type LocalDate } from '../domain/local-day';
import { WorkCalendarReader } from './work-calendar-reader';

/** GET /api/absences's filter, validated; `employeeId` null: everyone's. */
export interface AbsenceListFilter {
  employeeId: string | null;
  status?: AbsenceStatus;
  kind?: AbsenceKind;
  /** Requests with a day on or after it. */
  from?: LocalDate;
  /** Requests with a day on or before it. */
  to?: LocalDate;
  /** By first day: soonest first ('start_date') or latest first ('-start_date', the default). */
  sort: 'start_date' | '-start_date';
  page: number;
  limit: number;
}

interface AbsenceViewRow {
  id: string;
  employee_id: string;
  employee_code: string;
  employee_name: string;
  kind: AbsenceKind;
  status: AbsenceStatus;
  start_date: string;
  end_date: string;
  half_day: HalfDay | null;
  reason: string | null;
  decision_comment: string | null;
  requested_by: string;
  requested_by_name: string | null;
  decided_by: string | null;
  decided_by_name: string | null;
  decided_at: Date | null;
  cancelled_by: string | null;
  cancelled_at: Date | null;
  created_at: Date;
  updated_at: Date;
  version: number;
}

const VIEW_COLUMNS = `a.id, a.employee_id, e.code as employee_code,
  trim(e.first_name || ' ' || e.last_name) as employee_name, a.kind, a.status,
  to_char(a.start_date, 'YYYY-MM-DD') as start_date, to_char(a.end_date, 'YYYY-MM-DD') as end_date,
  a.half_day, a.reason, a.decision_comment, a.requested_by, a.requested_by_name, a.decided_by,
  a.decided_by_name, a.decided_at, a.cancelled_by, a.cancelled_at, a.created_at, a.updated_at,
  a.version`;

const ORDER = {
  start_date: 'a.start_date, a.end_date, a.created_at, a.id',
  '-start_date': 'a.start_date desc, a.end_date desc, a.created_at desc, a.id desc',
} as const;

const iso = (at: Date | null) => (at ? new Date(at).toISOString() : null);

/** The absence requests as the API shows them, each with the working days it covers. */
@Injectable()
export class AbsencesReader {
  constructor(
    private readonly sql: SqlClient,
    private readonly calendars: WorkCalendarReader,
  ) {}

  async list(filter: AbsenceListFilter): Promise<Paginated<AbsenceView>> {
    const params = new SqlParams();
    const where: string[] = [];
    if (filter.employeeId) where.push(`a.employee_id = ${params.add(filter.employeeId)}::uuid`);
    if (filter.status) where.push(`a.status = ${params.add(filter.status)}`);
    if (filter.kind) where.push(`a.kind = ${params.add(filter.kind)}`);
    if (filter.from) where.push(`a.end_date >= ${params.add(filter.from)}::date`);
    if (filter.to) where.push(`a.start_date <= ${params.add(filter.to)}::date`);
    const clause = where.length ? `where ${where.join(' and ')}` : '';
    const countValues = [...params.values];
    const limit = params.add(filter.limit);
    const offset = params.add(skipOf(filter));
    const [rows, [count]] = await Promise.all([
      this.sql.query<AbsenceViewRow>(
        `select ${VIEW_COLUMNS} from absence a join employee e on e.id = a.employee_id
          ${clause} order by ${ORDER[filter.sort]} limit ${limit} offset ${offset}`,
        params.values,
      ),
      this.sql.query<{ total: number }>(
        `select count(*)::int as total from absence a ${clause}`,
        countValues,
      ),
    ]);
    return pageOf(await this.views(rows), filter, count.total);
  }

  async get(id: string): Promise<AbsenceView | null> {
    const rows = await this.sql.query<AbsenceViewRow>(
      `select ${VIEW_COLUMNS} from absence a join employee e on e.id = a.employee_id
        where a.id = $1`,
      [id],
    );
    return (await this.views(rows))[0] ?? null;
  }

  /** Pending and approved requests with days from `from` to `to`: one employee's, or everyone's. */
  async holding(employeeId: string | null, from: LocalDate, to: LocalDate): Promise<AbsenceView[]> {
    const rows = await this.sql.query<AbsenceViewRow>(
      `select ${VIEW_COLUMNS} from absence a join employee e on e.id = a.employee_id
        where a.status in ('pending', 'approved')
          and a.start_date <= $2::date and a.end_date >= $1::date
          and ($3::uuid is null or a.employee_id = $3::uuid)
        order by a.start_date, lower(e.first_name || ' ' || e.last_name), a.id`,
      [from, to, employeeId],
    );
    return this.views(rows);
  }

  /** The employee as a balance needs them, or null. */
  async employee(
    id: string,
  ): Promise<{ id: string; name: string; vacationDays: number | null } | null> {
    const row = await this.sql.one<{ id: string; name: string; vacation_days: string | null }>(
      `select id, trim(first_name || ' ' || last_name) as name, vacation_days::text
         from employee where id = $1`,
      [id],
    );
    if (!row) return null;
    return {
      id: row.id,
      name: row.name,
      vacationDays: row.vacation_days === null ? null : Number(row.vacation_days),
    };
  }

  /** One employee's pending and approved vacation with days from `from` to `to`. */
  async vacation(employeeId: string, from: LocalDate, to: LocalDate): Promise<AbsenceRequest[]> {
    const rows = await this.sql.query<{
      id: string;
      status: AbsenceStatus;
      start_date: string;
      end_date: string;
      half_day: HalfDay | null;
    }>(
      `select id, status, to_char(start_date, 'YYYY-MM-DD') as start_date,
              to_char(end_date, 'YYYY-MM-DD') as end_date, half_day
         from absence
        where employee_id = $1 and kind = 'vacation' and status in ('pending', 'approved')
          and start_date <= $3::date and end_date >= $2::date`,
      [employeeId, from, to],
    );
    return rows.map((row) => ({
      id: row.id,
      kind: 'vacation',
      status: row.status,
      startDate: row.start_date,
      endDate: row.end_date,
      halfDay: row.half_day,
    }));
  }

  /** The rows as views, with their working days counted on each employee's calendar. */
  private async views(rows: AbsenceViewRow[]): Promise<AbsenceView[]> {
    if (!rows.length) return [];
    const from = rows.reduce((min, row) => (row.start_date < min ? row.start_date : min), '9999');
    const to = rows.reduce((max, row) => (row.end_date > max ? row.end_date : max), '0000');
    const employeeIds = [...new Set(rows.map((row) => row.employee_id))];
    const calendar = await this.calendars.calendar(employeeIds, from, to);
    return rows.map((row) => ({
      id: row.id,
      employee_id: row.employee_id,
      employee_code: row.employee_code,
      employee_name: row.employee_name,
      kind: row.kind,
      status: row.status,
      start_date: row.start_date,
      end_date: row.end_date,
      half_day: row.half_day,
      working_days: absenceWorkingDays(
        { startDate: row.start_date, endDate: row.end_date, halfDay: row.half_day },
        absenceSchedules(calendar.schedules.get(row.employee_id)),
        calendar.holidays,
      ),
      reason: row.reason,
      decision_comment: row.decision_comment,
      requested_by: row.requested_by,
      requested_by_name: row.requested_by_name,
      decided_by: row.decided_by,
      decided_by_name: row.decided_by_name,
      decided_at: iso(row.decided_at),
      cancelled_by: row.cancelled_by,
      cancelled_at: iso(row.cancelled_at),
      created_at: iso(row.created_at)!,
      updated_at: iso(row.updated_at)!,
      version: row.version,
    }));
  }
}
