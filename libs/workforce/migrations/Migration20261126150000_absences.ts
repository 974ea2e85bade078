import { Migration } from '@mikro-orm/migrations';

/**
 * Absences (vacaciones, baja médica, asuntos propios, permiso retribuido): one row per request,
 * dates local and both included, `half_day` for the morning or the afternoon of a single day.
 *
 * The database keeps an employee's pending and approved requests apart, not only the code: the
 * exclusion constraint compares the days (a daterange) and the halves of the day each takes (an
 * int4range: a whole day [0,2), the morning [0,1), the afternoon [1,2)), so the morning and the
 * afternoon of one date may both be asked for, and anything else sharing time is refused. Rejected
 * and cancelled requests hold nothing. btree_gist (Migration20261126100000_time_clock) lets the
 * uuid take part with `=`.
 *
 * `requested_by` / `decided_by` / `cancelled_by` are user accounts; their names are kept as they
 * were at the time (the employee record of the account, when it had one).
 */
export class Migration20261126150000_absences extends Migration {
  override async up(): Promise<void> {
    this.addSql('create extension if not exists btree_gist;');
    this.addSql(`
      create table absence (
        id uuid primary key,
        employee_id uuid not null references employee (id),
        kind varchar(20) not null
          check (kind in ('vacation', 'sick_leave', 'personal', 'paid_leave')),
        start_date date not null,
        end_date date not null,
        half_day varchar(10) null check (half_day in ('morning', 'afternoon')),
        status varchar(10) not null default 'pending'
          check (status in ('pending', 'approved', 'rejected', 'cancelled')),
        reason varchar(500) null,
        decision_comment varchar(500) null,
        requested_by uuid not null,
        requested_by_name varchar(250) null,
        decided_by uuid null,
        decided_by_name varchar(250) null,
        decided_at timestamptz null,
        cancelled_by uuid null,
        cancelled_at timestamptz null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        version int not null default 1,
        constraint absence_dates_check check (end_date >= start_date),
        constraint absence_half_day_single_day check (half_day is null or start_date = end_date),
        constraint absence_decided_check
          check (status not in ('approved', 'rejected') or decided_at is not null),
        constraint absence_cancelled_check check (status <> 'cancelled' or cancelled_at is not null),
        constraint absence_no_overlap exclude using gist (
          employee_id with =,
          daterange(start_date, end_date, '[]') with &&,
          int4range(case when half_day = 'afternoon' then 1 else 0 end,
                    case when half_day = 'morning' then 1 else 2 end) with &&
        ) where (status in ('pending', 'approved'))
      );`);
    this.addSql(
      'create index absence_employee_idx on absence (employee_id, start_date desc, end_date);',
    );
    // The managers' queue (pending first) and the calendar's month (who is away on a day).
    this.addSql(
      `create index absence_pending_idx on absence (start_date) where status = 'pending';`,
    );
    this.addSql(
      `create index absence_dates_idx on absence (start_date, end_date)
        where status in ('pending', 'approved');`,
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists absence;');
  }
}
