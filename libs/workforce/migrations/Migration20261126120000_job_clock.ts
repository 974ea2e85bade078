import { Migration } from '@mikro-orm/migrations';

/**
 * The job clock (DOMAIN "Actual hours come from the time clock"): a worker's time on a work
 * order's labor line, inside their attendance entry (clock_entry). Attendance and job time are two
 * clocks; productivity compares them.
 *
 * The work order and its line belong to the work-orders lib: their ids are stored without a
 * foreign key, and the commands keep them consistent (they ask work-orders for the line, its order
 * and its status before starting a job clock).
 *
 * What the database keeps, whatever the application does:
 * - one employee's job clocks never overlap (an exclusion constraint on the time range; an open one
 *   runs to infinity) and at most one is open (a partial unique index);
 * - job clocks are kept like the rest of the register and never deleted: DELETE and TRUNCATE are
 *   refused by px_job_clock_guard (SQLSTATE PXC01, as px_clock_record_guard);
 * - a job clock is append-only: the one change allowed is stopping an open one (stopped_at set
 *   while it was null, with its stop_reason and stop_source); nothing else is ever updated.
 */
export class Migration20261126120000_job_clock extends Migration {
  override async up(): Promise<void> {
    this.addSql('create extension if not exists btree_gist;');
    this.addSql(`
      create table job_clock (
        id uuid primary key,
        employee_id uuid not null references employee (id),
        work_order_id uuid not null,
        work_order_line_id uuid not null,
        clock_entry_id uuid not null references clock_entry (id),
        started_at timestamptz not null,
        stopped_at timestamptz null,
        stop_reason varchar(10) null
          check (stop_reason in ('manual', 'switched', 'clock_out', 'break', 'auto')),
        source varchar(10) not null default 'web'
          check (source in ('web', 'kiosk', 'mobile', 'auto')),
        stop_source varchar(10) null check (stop_source in ('web', 'kiosk', 'mobile', 'auto')),
        created_at timestamptz not null default now(),
        constraint job_clock_order check (stopped_at is null or stopped_at >= started_at),
        constraint job_clock_stop_reason check ((stopped_at is null) = (stop_reason is null)),
        constraint job_clock_no_overlap exclude using gist (
          employee_id with =,
          tstzrange(started_at, coalesce(stopped_at, 'infinity'), '[)') with &&
        )
      );`);
    this.addSql(`create unique index job_clock_one_open on job_clock (employee_id)
      where stopped_at is null;`);
    this.addSql(`create index job_clock_line_idx on job_clock (work_order_line_id);`);
    this.addSql(`create index job_clock_order_idx on job_clock (work_order_id);`);
    this.addSql(`create index job_clock_entry_idx on job_clock (clock_entry_id);`);
    this.addSql(`create index job_clock_employee_idx on job_clock (employee_id, started_at desc);`);

    this.addSql(`
      create function px_job_clock_guard() returns trigger language plpgsql as $$
      declare
        stopping_columns text[] := array['stopped_at', 'stop_reason', 'stop_source'];
      begin
        if tg_op in ('DELETE', 'TRUNCATE') then
          raise exception 'Los registros de tiempo en trabajos se conservan: no se pueden borrar (%).',
            tg_table_name using errcode = 'PXC01';
        end if;
        if old.stopped_at is null and new.stopped_at is not null and new.stop_reason is not null
           and to_jsonb(new) - stopping_columns = to_jsonb(old) - stopping_columns then
          return new;
        end if;
        raise exception 'Un tiempo de trabajo registrado solo puede detenerse.' using errcode = 'PXC01';
      end;
      $$;`);
    this.addSql(`create trigger job_clock_guard before update or delete on job_clock
      for each row execute function px_job_clock_guard();`);
    this.addSql(`create trigger job_clock_no_truncate before truncate on job_clock
      for each statement execute function px_job_clock_guard();`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists job_clock;');
    this.addSql('drop function if exists px_job_clock_guard();');
  }
}
