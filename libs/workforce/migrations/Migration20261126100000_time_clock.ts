import { Migration } from '@mikro-orm/migrations';

/**
 * The time clock (registro de jornada, DOMAIN "Time clock"): attendance entries, their breaks, the
 * corrections made to them and the months closed for payroll.
 *
 * The database itself keeps the register's promises, whatever the application does:
 * - one employee's entries never overlap (an exclusion constraint on the entry's time range; an
 *   open entry runs to infinity) and they have at most one open entry (a partial unique index); an
 *   entry's breaks never overlap and at most one is open;
 * - records are kept (4 years, ET art. 34.9) and nothing deletes them: DELETE and TRUNCATE of
 *   clock_entry, clock_break and clock_correction are refused by px_clock_record_guard;
 * - punches are append-only: an entry may only be closed (clock_out set while it was null, with the
 *   clock-out's source, IP and user agent, and auto_closed) and a break only ended (end_at set while
 *   it was null). Any other change to an entry goes through the correction path: the transaction
 *   first inserts a clock_correction row (before/after, reason, author), then sets the
 *   transaction-local setting `px.clock_correction` to that correction's id
 *   (`select set_config('px.clock_correction', <id>, true)`), then updates the entry. The trigger
 *   lets that update through only when the correction exists, is for this entry, was written by
 *   this transaction (created_at = now()) and its `after` is exactly the entry's new times; even
 *   then only clock_in and clock_out (and updated_at) may change. Corrections are never updated.
 * Refusals raise SQLSTATE PXC01 (check_violation class is not used so they are told apart).
 */
export class Migration20261126100000_time_clock extends Migration {
  override async up(): Promise<void> {
    this.addSql('create extension if not exists btree_gist;');
    this.addSql(`
      create table clock_entry (
        id uuid primary key,
        employee_id uuid not null references employee (id),
        clock_in timestamptz not null,
        clock_out timestamptz null,
        source varchar(10) not null default 'web'
          check (source in ('web', 'kiosk', 'mobile', 'auto')),
        ip inet null,
        user_agent varchar(500) null,
        clock_out_source varchar(10) null
          check (clock_out_source in ('web', 'kiosk', 'mobile', 'auto')),
        clock_out_ip inet null,
        clock_out_user_agent varchar(500) null,
        auto_closed boolean not null default false,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        constraint clock_entry_order check (clock_out is null or clock_out >= clock_in),
        constraint clock_entry_no_overlap exclude using gist (
          employee_id with =,
          tstzrange(clock_in, coalesce(clock_out, 'infinity'), '[)') with &&
        )
      );`);
    this.addSql(`create unique index clock_entry_one_open on clock_entry (employee_id)
      where clock_out is null;`);
    this.addSql(
      `create index clock_entry_employee_idx on clock_entry (employee_id, clock_in desc);`,
    );
    this.addSql(`create index clock_entry_clock_in_idx on clock_entry (clock_in);`);

    this.addSql(`
      create table clock_break (
        id uuid primary key,
        clock_entry_id uuid not null references clock_entry (id),
        start_at timestamptz not null,
        end_at timestamptz null,
        source varchar(10) not null default 'web'
          check (source in ('web', 'kiosk', 'mobile', 'auto')),
        ip inet null,
        user_agent varchar(500) null,
        end_source varchar(10) null check (end_source in ('web', 'kiosk', 'mobile', 'auto')),
        end_ip inet null,
        end_user_agent varchar(500) null,
        created_at timestamptz not null default now(),
        constraint clock_break_order check (end_at is null or end_at >= start_at),
        constraint clock_break_no_overlap exclude using gist (
          clock_entry_id with =,
          tstzrange(start_at, coalesce(end_at, 'infinity'), '[)') with &&
        )
      );`);
    this.addSql(`create unique index clock_break_one_open on clock_break (clock_entry_id)
      where end_at is null;`);

    this.addSql(`
      create table clock_correction (
        id uuid primary key,
        clock_entry_id uuid not null references clock_entry (id),
        employee_id uuid not null references employee (id),
        before jsonb not null,
        after jsonb not null,
        reason text not null check (length(btrim(reason)) > 0),
        author_user_id uuid not null,
        author_employee_id uuid null,
        author_name varchar(210) null,
        created_at timestamptz not null default now()
      );`);
    this.addSql(`create index clock_correction_entry_idx on clock_correction
      (clock_entry_id, created_at);`);
    this.addSql(`create index clock_correction_employee_idx on clock_correction
      (employee_id, created_at desc);`);

    // A month closed for the whole workshop; reopening keeps the row (the history of closings).
    this.addSql(`
      create table timesheet_month (
        id uuid primary key,
        month char(7) not null check (month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
        closed_at timestamptz not null default now(),
        closed_by uuid not null,
        reopened_at timestamptz null,
        reopened_by uuid null
      );`);
    this.addSql(`create unique index timesheet_month_closed on timesheet_month (month)
      where reopened_at is null;`);

    this.addSql(`
      create function px_clock_record_guard() returns trigger language plpgsql as $$
      declare
        correction_id text;
        closing_columns text[] := array['clock_out', 'clock_out_source', 'clock_out_ip',
                                        'clock_out_user_agent', 'auto_closed', 'updated_at'];
      begin
        if tg_op in ('DELETE', 'TRUNCATE') then
          raise exception 'Los registros de jornada se conservan: no se pueden borrar (%).', tg_table_name
            using errcode = 'PXC01';
        end if;
        if tg_table_name = 'clock_break' then
          if old.end_at is null and new.end_at is not null
             and to_jsonb(new) - array['end_at', 'end_source', 'end_ip', 'end_user_agent']
               = to_jsonb(old) - array['end_at', 'end_source', 'end_ip', 'end_user_agent'] then
            return new;
          end if;
          raise exception 'Una pausa registrada solo puede cerrarse.' using errcode = 'PXC01';
        end if;
        if tg_table_name = 'clock_entry' then
          if old.clock_out is null and new.clock_out is not null
             and to_jsonb(new) - closing_columns = to_jsonb(old) - closing_columns then
            return new;
          end if;
          correction_id := nullif(current_setting('px.clock_correction', true), '');
          if correction_id is not null
             and to_jsonb(new) - array['clock_in', 'clock_out', 'updated_at']
               = to_jsonb(old) - array['clock_in', 'clock_out', 'updated_at']
             and exists (
               select 1 from clock_correction c
                where c.id::text = correction_id
                  and c.clock_entry_id = new.id
                  and c.created_at = now()
                  and (c.after ->> 'clock_in')::timestamptz = new.clock_in
                  and (c.after ->> 'clock_out')::timestamptz is not distinct from new.clock_out) then
            return new;
          end if;
          raise exception 'Un fichaje solo se modifica mediante una corrección registrada.'
            using errcode = 'PXC01';
        end if;
        raise exception 'Las correcciones de fichajes no se modifican.' using errcode = 'PXC01';
      end;
      $$;`);
    for (const table of ['clock_entry', 'clock_break', 'clock_correction']) {
      this.addSql(`create trigger ${table}_guard before update or delete on ${table}
        for each row execute function px_clock_record_guard();`);
      this.addSql(`create trigger ${table}_no_truncate before truncate on ${table}
        for each statement execute function px_clock_record_guard();`);
    }
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists timesheet_month;');
    this.addSql('drop table if exists clock_correction;');
    this.addSql('drop table if exists clock_break;');
    this.addSql('drop table if exists clock_entry;');
    this.addSql('drop function if exists px_clock_record_guard();');
  }
}
