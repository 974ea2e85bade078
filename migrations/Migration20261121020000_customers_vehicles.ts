import { Migration } from '@mikro-orm/migrations';

/**
 * Customers and vehicles (issue 4): customers with consents and merges, vehicles with their plates,
 * odometer readings, owners over time and reminders, and the vehicle-history read model that later
 * modules (work orders, invoices, inspections) write into through their events.
 *
 * Search indexes are trigram GIN indexes over accent-free, lower-cased text (px_unaccent, created by
 * the identity migration); plates are searched on their normalised form (letters and digits only).
 */
export class Migration20261121020000_customers_vehicles extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table customer (
        id uuid primary key default gen_random_uuid(),
        type varchar(10) not null check (type in ('person', 'company')),
        first_name varchar(80) not null default '',
        last_name varchar(120) not null default '',
        company_name varchar(200) not null default '',
        nif varchar(12) null,
        email varchar(254) null,
        phone varchar(20) null,
        mobile_phone varchar(20) null,
        address varchar(200) not null default '',
        postal_code varchar(10) not null default '',
        city varchar(100) not null default '',
        province varchar(100) not null default '',
        country char(2) not null default 'ES',
        notes text not null default '',
        tags text[] not null default '{}',
        gdpr_consent_at timestamptz null,
        gdpr_consent_channel varchar(20) null,
        marketing_consent boolean not null default false,
        marketing_consent_at timestamptz null,
        marketing_consent_channel varchar(20) null,
        merged_into_id uuid null references customer (id),
        deleted_at timestamptz null,
        created_by uuid null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        version int not null default 1,
        check (type = 'company' or first_name <> ''),
        check (type = 'person' or company_name <> '')
      );`);
    // One live customer per tax id; merged and deleted ones keep theirs for the record.
    this.addSql(`create unique index customer_nif_unique on customer (nif)
      where nif is not null and deleted_at is null;`);
    this.addSql(`create index customer_search_idx on customer using gin ((lower(px_unaccent(
      first_name || ' ' || last_name || ' ' || company_name || ' ' || coalesce(email, '')))) gin_trgm_ops)
      where deleted_at is null;`);
    this.addSql(`create index customer_phone_idx on customer using gin ((
      regexp_replace(coalesce(phone, '') || ' ' || coalesce(mobile_phone, ''), '[^0-9 ]', '', 'g'))
      gin_trgm_ops) where deleted_at is null;`);
    this.addSql(`create index customer_name_sort_idx on customer
      (lower(px_unaccent(case when type = 'company' then company_name
                              else first_name || ' ' || last_name end)), id)
      where deleted_at is null;`);
    this.addSql(
      'create index customer_created_idx on customer (created_at desc, id) where deleted_at is null;',
    );

    this.addSql(`
      create table customer_merge (
        id uuid primary key default gen_random_uuid(),
        kept_id uuid not null references customer (id),
        merged_id uuid not null references customer (id),
        merged_snapshot jsonb not null,
        moved_vehicle_ids uuid[] not null default '{}',
        actor_id uuid null,
        merged_at timestamptz not null default now()
      );`);
    this.addSql('create index customer_merge_kept_idx on customer_merge (kept_id);');

    this.addSql(`
      create table vehicle (
        id uuid primary key default gen_random_uuid(),
        license_plate varchar(20) not null,
        plate_normalized varchar(12) not null,
        plate_country char(2) not null default 'ES',
        plate_format varchar(20) not null,
        vin varchar(17) null,
        make varchar(60) not null,
        model varchar(80) not null,
        vehicle_version varchar(120) not null default '',
        year smallint null check (year between 1900 and 2100),
        fuel varchar(20) null,
        colour varchar(40) not null default '',
        engine varchar(60) not null default '',
        customer_id uuid null references customer (id),
        odometer_km int null check (odometer_km >= 0),
        odometer_read_at timestamptz null,
        next_itv_date date null,
        notes text not null default '',
        deleted_at timestamptz null,
        created_by uuid null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        version int not null default 1
      );`);
    this
      .addSql(`create unique index vehicle_plate_unique on vehicle (plate_country, plate_normalized)
      where deleted_at is null;`);
    this.addSql(`create unique index vehicle_vin_unique on vehicle (vin)
      where vin is not null and deleted_at is null;`);
    this
      .addSql(`create index vehicle_plate_trgm_idx on vehicle using gin (plate_normalized gin_trgm_ops)
      where deleted_at is null;`);
    this.addSql(`create index vehicle_vin_trgm_idx on vehicle using gin (vin gin_trgm_ops)
      where deleted_at is null;`);
    this.addSql(`create index vehicle_search_idx on vehicle using gin ((lower(px_unaccent(
      make || ' ' || model || ' ' || vehicle_version))) gin_trgm_ops) where deleted_at is null;`);
    this.addSql(
      'create index vehicle_customer_idx on vehicle (customer_id) where deleted_at is null;',
    );
    this.addSql(
      'create index vehicle_created_idx on vehicle (created_at desc, id) where deleted_at is null;',
    );
    this.addSql(
      'create index vehicle_itv_idx on vehicle (next_itv_date) where deleted_at is null;',
    );

    this.addSql(`
      create table odometer_reading (
        id uuid primary key default gen_random_uuid(),
        vehicle_id uuid not null references vehicle (id),
        km int not null check (km >= 0),
        read_at timestamptz not null,
        source varchar(20) not null default 'manual',
        is_correction boolean not null default false,
        reason varchar(300) null,
        recorded_by uuid null,
        created_at timestamptz not null default now(),
        check (not is_correction or reason is not null)
      );`);
    this.addSql(
      'create index odometer_reading_vehicle_idx on odometer_reading (vehicle_id, read_at desc);',
    );

    this.addSql(`
      create table vehicle_ownership (
        id uuid primary key default gen_random_uuid(),
        vehicle_id uuid not null references vehicle (id),
        customer_id uuid not null references customer (id),
        from_at timestamptz not null,
        to_at timestamptz null,
        reason varchar(300) null,
        recorded_by uuid null,
        check (to_at is null or to_at >= from_at)
      );`);
    this.addSql(
      'create index vehicle_ownership_vehicle_idx on vehicle_ownership (vehicle_id, from_at desc);',
    );
    this.addSql('create index vehicle_ownership_customer_idx on vehicle_ownership (customer_id);');
    this.addSql(`create unique index vehicle_ownership_current on vehicle_ownership (vehicle_id)
      where to_at is null;`);

    this.addSql(`
      create table service_reminder (
        id uuid primary key default gen_random_uuid(),
        vehicle_id uuid not null references vehicle (id),
        kind varchar(20) not null check (kind in ('itv', 'service', 'other')),
        description varchar(200) not null,
        due_date date null,
        due_km int null check (due_km >= 0),
        done_at timestamptz null,
        created_by uuid null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        version int not null default 1,
        check (due_date is not null or due_km is not null)
      );`);
    this.addSql('create index service_reminder_vehicle_idx on service_reminder (vehicle_id);');
    this.addSql(
      'create index service_reminder_due_idx on service_reminder (due_date) where done_at is null;',
    );

    // The vehicle history read model: one row per fact, written by event subscribers (idempotent on
    // source), read newest first. Work orders, invoices and inspections add their own kinds.
    this.addSql(`
      create table vehicle_history_entry (
        id uuid primary key default gen_random_uuid(),
        vehicle_id uuid not null references vehicle (id),
        occurred_at timestamptz not null,
        kind varchar(40) not null,
        title varchar(200) not null,
        details jsonb not null default '{}',
        source_type varchar(40) not null,
        source_id uuid not null,
        unique (source_type, source_id, kind)
      );`);
    this.addSql(`create index vehicle_history_vehicle_idx on vehicle_history_entry
      (vehicle_id, occurred_at desc, id);`);
  }

  override async down(): Promise<void> {
    for (const table of [
      'vehicle_history_entry',
      'service_reminder',
      'vehicle_ownership',
      'odometer_reading',
      'vehicle',
      'customer_merge',
      'customer',
    ]) {
      this.addSql(`drop table if exists ${table};`);
    }
  }
}
