import { Migration } from '@mikro-orm/migrations';

/**
 * The work calendar: who is planned to work when, and the days nobody works.
 *
 * - `work_schedule`: an employee's weekly pattern (`days`, ranges per ISO weekday, as the pure
 *   WorkSchedule rule reads it) with its seasonal variants (`seasons`, e.g. summer intensive
 *   hours), in force from `valid_from` to `valid_to` (null: no end). On a date the pattern that
 *   started latest among those covering it applies, so one start date per employee is enough.
 * - `local_holiday`: the town's fiestas the workshop enters by hand (date-holidays knows the
 *   national and regional ones).
 * - `workforce_calendar`: the workshop's one row of calendar settings: its autonomous community
 *   for the holidays ('MD' Madrid by default), the vacation days a year, and the margin after a
 *   scheduled day's end before a forgotten clock-out is closed.
 * - `employee.vacation_days`: a contract that gives more than the workshop's default (null: the
 *   default).
 */
export class Migration20261126140000_work_calendar extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table work_schedule (
        id uuid primary key,
        employee_id uuid not null references employee (id),
        valid_from date not null,
        valid_to date null,
        days jsonb not null,
        seasons jsonb not null default '[]'::jsonb,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        updated_by uuid null,
        version int not null default 1,
        constraint work_schedule_dates_check check (valid_to is null or valid_to >= valid_from),
        constraint work_schedule_days_check check (jsonb_typeof(days) = 'object'),
        constraint work_schedule_seasons_check check (jsonb_typeof(seasons) = 'array'),
        constraint work_schedule_start_unique unique (employee_id, valid_from)
      );`);
    this.addSql(`
      create table local_holiday (
        date date primary key,
        name varchar(100) not null check (length(trim(name)) > 0),
        created_at timestamptz not null default now(),
        created_by uuid null
      );`);
    this.addSql(`
      create table workforce_calendar (
        id smallint primary key default 1 check (id = 1),
        holiday_region varchar(10) not null default 'MD',
        vacation_days numeric(4, 1) not null default 22
          check (vacation_days >= 0 and vacation_days <= 60),
        auto_close_margin_minutes int not null default 120
          check (auto_close_margin_minutes between 0 and 720),
        updated_at timestamptz not null default now(),
        updated_by uuid null
      );`);
    this.addSql('insert into workforce_calendar default values;');
    this.addSql(`
      alter table employee
        add column vacation_days numeric(4, 1) null
          check (vacation_days is null or (vacation_days >= 0 and vacation_days <= 60));`);
  }

  override async down(): Promise<void> {
    this.addSql('alter table employee drop column if exists vacation_days;');
    this.addSql('drop table if exists workforce_calendar;');
    this.addSql('drop table if exists local_holiday;');
    this.addSql('drop table if exists work_schedule;');
  }
}
