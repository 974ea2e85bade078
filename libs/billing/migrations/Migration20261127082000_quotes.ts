import { Migration } from '@mikro-orm/migrations';

/**
 * Quotes (presupuestos, RD 1457/1986 art. 14; issue 21, DOMAIN "Quotes"):
 * - `quote_counter`: the last number of each year, drawn when the quote is created, inside its
 *   transaction (a locked row, never a sequence): P-2026-00001, no gaps, no duplicates;
 * - `quote`: the customer's quote, its status, its current revision and what the office edits
 *   (validity, delivery, conditions), with the customer's and vehicle's labels as they were;
 * - `quote_revision` + `quote_line`: what the customer is shown. Once sent, a revision and its
 *   lines never change (the database refuses it); editing a sent quote is revision n + 1;
 * - `quote_link`: the customer's link to one revision: only the token's SHA-256, its expiry and
 *   its revocation (one active link per quote);
 * - `quote_approval` + `quote_approval_line`: the customer's answer to one revision, line by line,
 *   with the signer's name, the drawn signature (PNG), the channel, who recorded it, IP, user agent
 *   and time. One answer per revision; append-only.
 */
export class Migration20261127082000_quotes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table quote_counter (
        year int primary key,
        last_number int not null
      );`);

    this.addSql(`
      create table quote (
        id uuid primary key,
        year int not null,
        sequence int not null,
        number varchar(20) not null unique,
        status varchar(20) not null default 'draft'
          check (status in ('draft', 'sent', 'accepted', 'partially_accepted', 'rejected',
                            'expired')),
        customer_id uuid not null references customer (id),
        customer_name varchar(200) not null,
        vehicle_id uuid references vehicle (id),
        license_plate varchar(20),
        plate_search varchar(20),
        vehicle_label varchar(150),
        odometer_km int check (odometer_km >= 0),
        work_order_id uuid,
        revision int not null default 1 check (revision >= 1),
        valid_until date,
        delivery_days int check (delivery_days between 0 and 365),
        conditions text,
        rejection_reason varchar(500),
        answered_at timestamptz,
        converted_work_order_id uuid,
        converted_at timestamptz,
        converted_by uuid,
        created_by uuid,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        version int not null default 1,
        unique (year, sequence)
      );`);
    // The list: newest first, by status, by customer, by plate; the nightly expiry.
    this.addSql('create index quote_created_idx on quote (created_at desc, id desc);');
    this.addSql('create index quote_status_idx on quote (status, created_at desc, id desc);');
    this.addSql('create index quote_customer_idx on quote (customer_id, created_at desc);');
    this.addSql(
      'create index quote_plate_idx on quote (plate_search) where plate_search is not null;',
    );
    this.addSql(`create index quote_sent_valid_idx on quote (valid_until) where status = 'sent';`);

    this.addSql(`
      create table quote_revision (
        id uuid primary key,
        quote_id uuid not null references quote (id),
        revision int not null check (revision >= 1),
        base_cents bigint not null default 0,
        vat_cents bigint not null default 0,
        total_cents bigint not null default 0,
        vat_breakdown jsonb not null default '[]',
        valid_until date,
        delivery_days int,
        conditions text,
        odometer_km int,
        sent_at timestamptz,
        sent_by uuid,
        sent_to varchar(254),
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        unique (quote_id, revision),
        constraint quote_revision_sent_whole check (sent_at is null or valid_until is not null)
      );`);

    this.addSql(`
      create table quote_line (
        id uuid primary key,
        revision_id uuid not null references quote_revision (id) on delete cascade,
        position int not null,
        type varchar(10) not null check (type in ('labor', 'part', 'fee', 'other')),
        description varchar(200) not null,
        quantity numeric(12,3) not null check (quantity > 0),
        unit_price_cents bigint not null check (unit_price_cents >= 0),
        discount_percent numeric(5,2) not null default 0
          check (discount_percent between 0 and 100),
        vat_percent numeric(5,2) not null,
        base_cents bigint not null,
        part_id uuid,
        unique (revision_id, position)
      );`);

    // What the customer was sent is never edited (an approval refers to it): a later change is
    // a new revision. A revision is written until it is sent, then it is frozen with its lines.
    this.addSql(`
      create function quote_revision_is_frozen() returns trigger language plpgsql as $$
      begin
        if old.sent_at is not null then
          raise exception 'quote revision % was sent: it cannot be changed', old.id;
        end if;
        return coalesce(new, old);
      end $$;`);
    this.addSql(`create trigger quote_revision_frozen before update or delete on quote_revision
      for each row execute function quote_revision_is_frozen();`);
    this.addSql(`
      create function quote_line_is_frozen() returns trigger language plpgsql as $$
      begin
        if exists (select 1 from quote_revision r
                    where r.id = coalesce(new.revision_id, old.revision_id)
                      and r.sent_at is not null) then
          raise exception 'the lines of a sent quote revision cannot be changed';
        end if;
        return coalesce(new, old);
      end $$;`);
    this.addSql(`create trigger quote_line_frozen before insert or update or delete on quote_line
      for each row execute function quote_line_is_frozen();`);

    this.addSql(`
      create table quote_link (
        id uuid primary key,
        quote_id uuid not null references quote (id),
        revision_id uuid not null references quote_revision (id),
        token_hash char(64) not null unique,
        expires_at timestamptz not null,
        revoked_at timestamptz,
        created_by uuid,
        created_at timestamptz not null default now()
      );`);
    this.addSql(
      'create unique index quote_link_active_idx on quote_link (quote_id) where revoked_at is null;',
    );

    this.addSql(`
      create table quote_approval (
        id uuid primary key,
        quote_id uuid not null references quote (id),
        revision_id uuid not null unique references quote_revision (id),
        status varchar(20) not null
          check (status in ('accepted', 'partially_accepted', 'rejected')),
        channel varchar(10) not null check (channel in ('link', 'in_person', 'phone')),
        link_id uuid references quote_link (id),
        signer_name varchar(160) not null,
        signature_png bytea,
        recorded_by uuid,
        ip varchar(64),
        user_agent varchar(300),
        approved_at timestamptz not null,
        constraint quote_approval_link_signed check (
          channel <> 'link' or (link_id is not null and signature_png is not null)
        )
      );`);
    this.addSql('create index quote_approval_quote_idx on quote_approval (quote_id);');
    this.addSql(`
      create table quote_approval_line (
        approval_id uuid not null references quote_approval (id),
        line_id uuid not null references quote_line (id),
        accepted boolean not null,
        primary key (approval_id, line_id)
      );`);
    // An answer is evidence: recorded once, never changed or removed.
    this.addSql(`
      create function quote_approval_is_append_only() returns trigger language plpgsql as $$
      begin
        raise exception '% is append-only', tg_table_name;
      end $$;`);
    this.addSql(`create trigger quote_approval_append_only before update or delete
      on quote_approval for each row execute function quote_approval_is_append_only();`);
    this.addSql(`create trigger quote_approval_line_append_only before update or delete
      on quote_approval_line for each row execute function quote_approval_is_append_only();`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists quote_approval_line;');
    this.addSql('drop table if exists quote_approval;');
    this.addSql('drop function if exists quote_approval_is_append_only();');
    this.addSql('drop table if exists quote_link;');
    this.addSql('drop table if exists quote_line;');
    this.addSql('drop function if exists quote_line_is_frozen();');
    this.addSql('drop table if exists quote_revision;');
    this.addSql('drop function if exists quote_revision_is_frozen();');
    this.addSql('drop table if exists quote;');
    this.addSql('drop table if exists quote_counter;');
  }
}
