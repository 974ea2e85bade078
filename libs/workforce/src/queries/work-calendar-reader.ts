import { Injectable } from '@nestjs/common';
import { SqlClient } from '@px/platform';
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
    return {
      holidayRegion: row.holiday_region,
      vacationDays: Number(row.vacation_days),
      autoCloseMarginMinutes: row.auto_close_margin_minutes,
    };
  }

  /** The holidays from `from` to `to` in `region` (the workshop's when omitted). */
  async holidays(from: LocalDate, to: LocalDate, region: string): Promise<Holiday[]> {
    const local = await this.sql.query<LocalHoliday>(
      `select to_char(date, 'YYYY-MM-DD') as date, name from local_holiday
        where date between $1::date and $2::date order by date`,
      [from, to],
    );
    const holidays: Holiday[] = [];
    for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) {
      const localOfYear = local.filter((holiday) => holiday.date.startsWith(`${year}-`));
      const merged = localOfYear.length
        ? holidaysOfYear(year, region, localOfYear)
        : this.publicHolidaysOf(year, region);
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
      list.push({
        validFrom: row.valid_from,
        validTo: row.valid_to,
        days: row.days,
        seasons: row.seasons,
      });
      byEmployee.set(row.employee_id, list);
    }
    return byEmployee;
  }

  async calendar(
    employeeIds: readonly string[],
    from: LocalDate,
    to: LocalDate,
  ): Promise<WorkCalendar> {
    const settings = await this.settings();
    const [holidays, schedules] = await Promise.all([
      this.holidays(from, to, settings.holidayRegion),
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
