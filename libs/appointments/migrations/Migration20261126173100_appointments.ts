import { Migration } from '@mikro-orm/migrations';

/**
 * Appointments (issue 19): the bookings, the bays and lifts they may hold, and the workshop's
 * booking settings (one row).
 *
 * - An appointment keeps the labels it shows (customer, phone, e-mail, plate, vehicle, service
 *   type, mechanic, bay): the calendar and the palette read one table. Subscribers keep them up to
 *   date when a customer or vehicle changes.
 * - Two bookings that hold the same mechanic (or bay) never overlap: exclusion constraints on the
 *   time range, for the bookings that hold their slot (scheduled, confirmed, checked in) and were
 *   not forced over another by a manager (`overbooked`). The commands check the buffer between
 *   bookings under a per-mechanic and per-bay lock; the constraints are the promise the database
 *   keeps even if code forgets.
 * - The search (palette, list) matches `search_text` (customer, phone digits, plate with and
 *   without spaces, service type), folded like the other searches (lower, px_unaccent), through a
 *   trigram index.
 */
export class Migration20261126173100_appointments extends Migration {
  override async up(): Promise<void> {
    this.addSql('create extension if not exists btree_gist;');
    this.addSql(`
      create table bay (
        id uuid primary key,
        name varchar(60) not null,
        active boolean not null default true,
        sort_order int not null default 0,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        version int not null default 1
      );`);
    this.addSql('create unique index bay_name_key on bay (lower(name));');

    this.addSql(`
      create table appointment_settings (
        id int primary key default 1 check (id = 1),
        opening_hours jsonb not null,
        slot_minutes int not null default 15 check (slot_minutes between 5 and 120),
        buffer_minutes int not null default 10 check (buffer_minutes between 0 and 120),
        reminder_hours_before int not null default 24
          check (reminder_hours_before between 1 and 168),
        updated_at timestamptz not null default now()
      );`);
    this.addSql(
      `insert into appointment_settings (id, opening_hours) values (1, '${JSON.stringify(
        Object.fromEntries(
          ['1', '2', '3', '4', '5'].map((day) => [
            day,
            [
              { start: '08:00', end: '13:00' },
              { start: '15:00', end: '19:00' },
            ],
          ]),
        ),
      )}'::jsonb);`,
    );

    this.addSql(`
      create table appointment (
        id uuid primary key,
        status varchar(20) not null default 'scheduled'
          check (status in ('scheduled', 'confirmed', 'checked_in', 'completed', 'cancelled',
                            'no_show')),
        channel varchar(20) not null default 'phone'
          check (channel in ('phone', 'in_person', 'web', 'whatsapp')),
        starts_at timestamptz not null,
        ends_at timestamptz not null,
        service_type_id uuid not null,
        service_type_name varchar(100) not null,
        customer_id uuid not null,
        customer_name varchar(200) not null,
        customer_phone varchar(40),
        customer_email varchar(254),
        vehicle_id uuid,
        license_plate varchar(20),
        vehicle_label varchar(160),
        employee_id uuid,
        employee_name varchar(200),
        bay_id uuid references bay (id),
        notes text,
        overbooked boolean not null default false,
        cancel_reason text,
        reminder_state varchar(10) not null default 'none'
          check (reminder_state in ('none', 'pending', 'sent', 'failed')),
        reminder_due_at timestamptz,
        reminder_sent_at timestamptz,
        reminder_error text,
        confirmed_at timestamptz,
        checked_in_at timestamptz,
        cancelled_at timestamptz,
        no_show_at timestamptz,
        completed_at timestamptz,
        work_order_id uuid,
        search_source text not null default '',
        search_text text generated always as (lower(px_unaccent(search_source))) stored,
        created_by uuid,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        version int not null default 1,
        constraint appointment_time_order check (ends_at > starts_at),
        -- MAX_APPOINTMENT_MINUTES: what lets a day's bookings be read from a bounded range.
        constraint appointment_duration check (ends_at - starts_at <= interval '600 minutes'),
        constraint appointment_mechanic_free exclude using gist (
          employee_id with =, tstzrange(starts_at, ends_at) with &&)
          where (employee_id is not null and not overbooked
                 and status in ('scheduled', 'confirmed', 'checked_in')),
        constraint appointment_bay_free exclude using gist (
          bay_id with =, tstzrange(starts_at, ends_at) with &&)
          where (bay_id is not null and not overbooked
                 and status in ('scheduled', 'confirmed', 'checked_in'))
      );`);
    this.addSql('create index appointment_starts_idx on appointment (starts_at, id);');
    this.addSql(
      'create index appointment_customer_idx on appointment (customer_id, starts_at desc);',
    );
    this.addSql(
      'create index appointment_vehicle_idx on appointment (vehicle_id, starts_at desc);',
    );
    this.addSql(
      'create index appointment_employee_idx on appointment (employee_id, starts_at) where employee_id is not null;',
    );
    this.addSql(
      'create index appointment_search_idx on appointment using gin (search_text gin_trgm_ops);',
    );
    this.addSql(
      `create index appointment_reminder_idx on appointment (reminder_due_at)
        where reminder_state = 'pending';`,
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists appointment;');
    this.addSql('drop table if exists appointment_settings;');
    this.addSql('drop table if exists bay;');
  }
}
