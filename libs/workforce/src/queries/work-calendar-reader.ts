import { Injectable } from '@nestjs/common';
import { type EmployeePosition } from '@px/contracts';
import { SqlClient } from '@px/platform';
import { type CapacityEmployee } from '../domain/capacity-view';
import { type Holiday, type LocalHoliday, holidaysOfYear } from '../domain/holiday-calendar';
import { type LocalDate } from '../domain/local-day';
import { type SeasonalHours, type WeekPattern, type WorkSchedule } from '../domain/work-schedule';

/** The workshop's calendar settings (the one row of `workforce_calendar`). */
export interface WorkCalendarSettings {
  holidayRegion: string;
  /** Vacation days a year for an employee whose contract says nothing else. */
  vacationDays: number;
  /** Minutes after a scheduled day's end before a forgotten clock-out is closed. */
  autoCloseMarginMinutes: number;
}

/** Everything the planning rules need over a range of days. */
export interface WorkCalendar {
  settings: WorkCalendarSettings;
  /** Holidays from `from` to `to` (national, regional and local), in date order. */
  holidays: Holiday[];
  /** Each asked employee's schedules touching the range, oldest first (none: no key). */
  schedules: Map<string, WorkSchedule[]>;
}

interface ScheduleRow {
  employee_id: string;
  valid_from: LocalDate;
  valid_to: LocalDate | null;
  days: WeekPattern;
  seasons: SeasonalHours[];
}

/** An employee with the schedule periods a question needs (capacity's input). */
export type ScheduledEmployee = CapacityEmployee;

/** A stored period with its row's identity, for the schedule screen's history. */
export interface StoredSchedule extends WorkSchedule {
  id: string;
  updatedAt: string;
}

interface ScheduledEmployeeRow {
  id: string;
  code: string;
  full_name: string;
  position: EmployeePosition;
  schedules: ScheduleRow[];
}

interface StoredScheduleRow extends ScheduleRow {
  id: string;
  updated_at: Date;
}

const scheduleOf = (row: ScheduleRow): WorkSchedule => ({
  validFrom: row.valid_from,
  validTo: row.valid_to,
  days: row.days,
  seasons: row.seasons,
});

const settingsOf = (row: SettingsRow): WorkCalendarSettings => ({
  holidayRegion: row.holiday_region,
  vacationDays: Number(row.vacation_days),
  autoCloseMarginMinutes: row.auto_close_margin_minutes,
});

/** An employee's name as every workforce screen writes it. */
const FULL_NAME = `trim(e.first_name || ' ' || e.last_name)`;

interface SettingsRow {
  holiday_region: string;
  vacation_days: string;
  auto_close_margin_minutes: number;
}

/**
 * Reads the work calendar: schedules, holidays and settings. The library's holidays of a year and
 * region are computed once per process (date-holidays is not free and they never change); the
 * local ones are read every time, since the workshop edits them.
 */
@Injectable()
export class WorkCalendarReader {
  private readonly publicHolidays = new Map<string, Holiday[]>();

  constructor(private readonly sql: SqlClient) {}

  async settings(): Promise<WorkCalendarSettings> {
    const [row] = await this.sql.query<SettingsRow>(
      `select holiday_region, vacation_days::text, auto_close_margin_minutes
         from workforce_calendar where id = 1`,
    );
    return settingsOf(row);
  }

  /** The holidays from `from` to `to` in `region` (the workshop's when omitted). */
  async holidays(from: LocalDate, to: LocalDate, region: string): Promise<Holiday[]> {
    const local = await this.sql.query<LocalHoliday>(
      `select to_char(date, 'YYYY-MM-DD') as date, name from local_holiday
        where date between $1::date and $2::date order by date`,
      [from, to],
    );
    return this.mergedHolidays(from, to, region, local);
  }

  /**
   * The workshop's settings and its holidays from `from` to `to` (in its region), in one
   * statement: what every planning question starts with.
   */
  async workshopHolidays(
    from: LocalDate,
    to: LocalDate,
  ): Promise<{ settings: WorkCalendarSettings; holidays: Holiday[] }> {
    const [row] = await this.sql.query<SettingsRow & { local: LocalHoliday[] }>(
      `select c.holiday_region, c.vacation_days::text, c.auto_close_margin_minutes,
              coalesce((select json_agg(json_build_object(
                                'date', to_char(h.date, 'YYYY-MM-DD'), 'name', h.name)
                                order by h.date)
                          from local_holiday h
                         where h.date between $1::date and $2::date), '[]'::json) as local
         from workforce_calendar c where c.id = 1`,
      [from, to],
    );
    const settings = settingsOf(row);
    return {
      settings,
      holidays: this.mergedHolidays(from, to, settings.holidayRegion, row.local),
    };
  }

  /**
   * The library's holidays of the years (cached) with the town's added on free dates, as
   * holidaysOfYear merges them, without computing the library's again for every question.
   */
  private mergedHolidays(
    from: LocalDate,
    to: LocalDate,
    region: string,
    local: readonly LocalHoliday[],
  ): Holiday[] {
    const holidays: Holiday[] = [];
    for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) {
      const publicOfYear = this.publicHolidaysOf(year, region);
      const taken = new Set(publicOfYear.map((holiday) => holiday.date));
      const merged = [
        ...publicOfYear,
        ...local
          .filter((holiday) => holiday.date.startsWith(`${year}-`) && !taken.has(holiday.date))
          .map((holiday): Holiday => ({ ...holiday, name: holiday.name.trim(), scope: 'local' })),
      ].sort((a, b) => (a.date < b.date ? -1 : 1));
      holidays.push(...merged.filter((holiday) => holiday.date >= from && holiday.date <= to));
    }
    return holidays;
  }

  /** Schedules of `employeeIds` in force on some day from `from` to `to`. */
  async schedules(
    employeeIds: readonly string[],
    from: LocalDate,
    to: LocalDate,
  ): Promise<Map<string, WorkSchedule[]>> {
    const rows = employeeIds.length
      ? await this.sql.query<ScheduleRow>(
          `select employee_id, to_char(valid_from, 'YYYY-MM-DD') as valid_from,
                  to_char(valid_to, 'YYYY-MM-DD') as valid_to, days, seasons
             from work_schedule
            where employee_id = any ($1::uuid[])
              and valid_from <= $3::date and (valid_to is null or valid_to >= $2::date)
            order by employee_id, valid_from`,
          [employeeIds, from, to],
        )
      : [];
    const byEmployee = new Map<string, WorkSchedule[]>();
    for (const row of rows) {
      const list = byEmployee.get(row.employee_id) ?? [];
      list.push(scheduleOf(row));
      byEmployee.set(row.employee_id, list);
    }
    return byEmployee;
  }

  /**
   * Employees with their periods touching `from`–`to`, in one statement: the active ones by name,
   * or the one asked for (active or not; none when it does not exist).
   */
  async scheduledEmployees(
    employeeId: string | null,
    from: LocalDate,
    to: LocalDate,
  ): Promise<ScheduledEmployee[]> {
    const rows = await this.sql.query<ScheduledEmployeeRow>(
      `select e.id, e.code, ${FULL_NAME} as full_name, e.position,
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
        order by e.first_name, e.last_name, e.code`,
      [from, to, employeeId],
    );
    return rows.map((row) => ({
      id: row.id,
      code: row.code,
      fullName: row.full_name,
      position: row.position,
      schedules: row.schedules.map(scheduleOf),
    }));
  }

  /** Every period of an employee, oldest first, with the employee (null when there is none). */
  async employeeTimeline(
    employeeId: string,
  ): Promise<{ employee: Omit<ScheduledEmployee, 'schedules'>; periods: StoredSchedule[] } | null> {
    const [employee] = await this.sql.query<Omit<ScheduledEmployeeRow, 'schedules'>>(
      `select e.id, e.code, ${FULL_NAME} as full_name, e.position from employee e where e.id = $1`,
      [employeeId],
    );
    if (!employee) return null;
    const rows = await this.sql.query<StoredScheduleRow>(
      `select id, employee_id, to_char(valid_from, 'YYYY-MM-DD') as valid_from,
              to_char(valid_to, 'YYYY-MM-DD') as valid_to, days, seasons,
              updated_at
         from work_schedule where employee_id = $1 order by valid_from`,
      [employeeId],
    );
    return {
      employee: {
        id: employee.id,
        code: employee.code,
        fullName: employee.full_name,
        position: employee.position,
      },
      periods: rows.map((row) => ({
        ...scheduleOf(row),
        id: row.id,
        updatedAt: row.updated_at.toISOString(),
      })),
    };
  }

  async calendar(
    employeeIds: readonly string[],
    from: LocalDate,
    to: LocalDate,
  ): Promise<WorkCalendar> {
    const [{ settings, holidays }, schedules] = await Promise.all([
      this.workshopHolidays(from, to),
      this.schedules(employeeIds, from, to),
    ]);
    return { settings, holidays, schedules };
  }

  private publicHolidaysOf(year: number, region: string): Holiday[] {
    const key = `${year}:${region}`;
    let holidays = this.publicHolidays.get(key);
    if (!holidays) {
      holidays = holidaysOfYear(year, region);
      this.publicHolidays.set(key, holidays);
    }
    return holidays;
  }
}
