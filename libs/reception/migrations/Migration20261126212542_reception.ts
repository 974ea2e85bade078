import { Migration } from '@mikro-orm/migrations';

/**
 * Reception (issue 19): the customer receipts (resguardos de depósito), their numbering, their
 * documents and their photos.
 *
 * - `customer_receipt` keeps the labels it was issued with (customer, plate, order number): the
 *   resguardo is a document the customer signed, so later renames do not rewrite it.
 * - `customer_receipt_counter`: one row per year, taken `for update` by the issuing transaction, so
 *   R-2026-00001… has no gaps (a rolled back reception gives its number back).
 * - `customer_receipt_document`: the PDFs as issued, with their SHA-256; the database refuses to
 *   change or delete one (they are the signed record).
 * - `customer_receipt_photo`: the files live in UPLOAD_DIR; the row has their type (checked by
 *   content), size and SHA-256.
 */
export class Migration20261126212542_reception extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table customer_receipt_counter (
        year int primary key,
        last_number int not null check (last_number > 0)
      );`);
    this.addSql(`
      create table customer_receipt (
        id uuid primary key,
        number varchar(16) not null unique,
        status varchar(12) not null default 'received'
          check (status in ('received', 'ready', 'delivered')),
        appointment_id uuid null,
        customer_id uuid not null,
        customer_name varchar(200) not null,
        customer_email varchar(254) null,
        vehicle_id uuid not null,
        license_plate varchar(20) not null,
        vehicle_label varchar(200) not null,
        work_order_id uuid not null,
        work_order_number varchar(20) not null,
        received_at timestamptz not null,
        odometer_km int not null check (odometer_km >= 0),
        fuel_level smallint not null check (fuel_level between 0 and 8),
        body_type varchar(12) not null check (body_type in ('turismo', 'suv', 'furgoneta', 'moto')),
        damages jsonb not null default '[]',
        belongings text not null default '',
        complaint text not null,
        requested_work text not null default '',
        estimate varchar(10) not null check (estimate in ('wanted', 'renounced')),
        expected_delivery_date date not null,
        signer_name varchar(160) not null,
        signature_strokes jsonb not null,
        signed_at timestamptz not null,
        ready_at timestamptz null,
        storage_charged_from date null,
        delivered_at timestamptz null,
        delivery_odometer_km int null check (delivery_odometer_km >= 0),
        delivery_signer_name varchar(160) null,
        delivery_signature_strokes jsonb null,
        delivery_notes text null,
        created_by uuid null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        version int not null default 1,
        check (status = 'received' or ready_at is not null),
        check ((status = 'delivered') = (delivered_at is not null))
      );`);
    this.addSql(
      'create index customer_receipt_received_idx on customer_receipt (received_at desc, id desc);',
    );
    // Plates are kept as displayed (1234 BCD); the search compares them without separators.
    this.addSql(
      `create index customer_receipt_plate_idx on customer_receipt
         ((regexp_replace(license_plate, '[^A-Z0-9Ñ]', '', 'g')) text_pattern_ops);`,
    );
    this.addSql('create index customer_receipt_vehicle_idx on customer_receipt (vehicle_id);');
    this.addSql('create index customer_receipt_order_idx on customer_receipt (work_order_id);');
    this.addSql(
      'create index customer_receipt_open_idx on customer_receipt (status) where status <> $$delivered$$;',
    );
    this.addSql(`
      create table customer_receipt_document (
        receipt_id uuid not null references customer_receipt (id) on delete cascade,
        kind varchar(10) not null check (kind in ('deposit', 'delivery')),
        pdf bytea not null,
        sha256 char(64) not null,
        signature_png bytea not null,
        created_at timestamptz not null default now(),
        primary key (receipt_id, kind)
      );`);
    this.addSql(`
      create function customer_receipt_document_is_final() returns trigger language plpgsql as $$
      begin
        raise exception 'Un documento firmado no se puede modificar' using errcode = '55000';
      end $$;`);
    this.addSql(`
      create trigger customer_receipt_document_final before update on customer_receipt_document
        for each row execute function customer_receipt_document_is_final();`);
    this.addSql(`
      create table customer_receipt_photo (
        id uuid primary key,
        receipt_id uuid not null references customer_receipt (id) on delete cascade,
        damage_id uuid null,
        file_name varchar(120) not null,
        content_type varchar(40) not null,
        size_bytes int not null check (size_bytes > 0),
        sha256 char(64) not null,
        created_by uuid null,
        created_at timestamptz not null default now()
      );`);
    this.addSql(
      'create index customer_receipt_photo_receipt_idx on customer_receipt_photo (receipt_id, created_at);',
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists customer_receipt_photo;');
    this.addSql('drop table if exists customer_receipt_document;');
    this.addSql('drop function if exists customer_receipt_document_is_final();');
    this.addSql('drop table if exists customer_receipt;');
    this.addSql('drop table if exists customer_receipt_counter;');
  }
}
