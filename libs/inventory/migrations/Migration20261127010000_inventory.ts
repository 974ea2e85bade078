import { Migration } from '@mikro-orm/migrations';

/**
 * Inventory (issue 20): the catalogue (parts, suppliers), the stock ledger and its cached balance,
 * work-order reservations, purchase orders and spare-part requests. Stock is never edited: every
 * change is a `stock_movement` row, refused by a trigger if anyone tries to update or delete it;
 * `part_stock` is the per-part balance the same transaction keeps, checked against the ledger
 * nightly; `part_stock_month` is the rollup the analytics read instead of scanning the ledger.
 */
export class Migration20261127010000_inventory extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table inventory_settings (
        id int primary key check (id = 1),
        allow_negative_stock boolean not null default false,
        updated_at timestamptz not null default now()
      );`);
    this.addSql('insert into inventory_settings (id) values (1);');

    this.addSql(`
      create table supplier (
        id uuid primary key,
        name varchar(120) not null,
        tax_id varchar(9) not null,
        contact_name varchar(120),
        email varchar(254),
        phone varchar(30),
        lead_time_days int not null default 2 check (lead_time_days between 0 and 365),
        payment_terms varchar(120),
        active boolean not null default true,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        version int not null default 1
      );`);
    this.addSql('create unique index supplier_tax_id_key on supplier (tax_id);');
    this.addSql('create index supplier_name_idx on supplier (lower(name));');

    this.addSql(`
      create table part (
        id uuid primary key,
        reference varchar(40) not null,
        brand varchar(60) not null default '',
        name varchar(160) not null,
        category varchar(30) not null,
        barcode varchar(14),
        unit varchar(4) not null default 'ud',
        cost_cents bigint not null check (cost_cents >= 0),
        sale_price_cents bigint not null check (sale_price_cents >= 0),
        vat_percent numeric(5,2) not null default 21,
        warehouse varchar(40) not null default 'Principal',
        shelf varchar(40),
        min_stock numeric(12,3) not null default 0 check (min_stock >= 0),
        max_stock numeric(12,3) not null default 0 check (max_stock >= 0),
        preferred_supplier_id uuid references supplier (id),
        active boolean not null default true,
        search_text text generated always as (
          lower(px_unaccent(reference || ' ' || brand || ' ' || name || ' ' || coalesce(barcode, '')))
        ) stored,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        version int not null default 1,
        constraint part_min_max check (max_stock = 0 or max_stock >= min_stock)
      );`);
    this.addSql('create unique index part_reference_key on part (lower(brand), lower(reference));');
    this.addSql('create index part_search_idx on part using gin (search_text gin_trgm_ops);');
    this.addSql('create index part_barcode_idx on part (barcode) where barcode is not null;');
    this.addSql('create index part_category_idx on part (category, lower(name));');
    this.addSql('create index part_name_idx on part (lower(name), id);');
    this.addSql('create index part_supplier_idx on part (preferred_supplier_id);');

    // The cached balance: one row per part, written only with its movements.
    this.addSql(`
      create table part_stock (
        part_id uuid primary key references part (id),
        on_hand numeric(12,3) not null default 0,
        reserved numeric(12,3) not null default 0 check (reserved >= 0),
        on_order numeric(12,3) not null default 0 check (on_order >= 0),
        average_cost_cents bigint not null default 0 check (average_cost_cents >= 0),
        last_movement_at timestamptz,
        low_stock_since timestamptz,
        updated_at timestamptz not null default now()
      );`);
    this.addSql(
      'create index part_stock_low_idx on part_stock (part_id) where low_stock_since is not null;',
    );

    this.addSql(`
      create table stock_movement (
        id uuid primary key,
        part_id uuid not null references part (id),
        kind varchar(20) not null check (kind in (
          'initial', 'receipt', 'consumption', 'work_order_return', 'supplier_return', 'adjustment')),
        quantity numeric(12,3) not null check (quantity <> 0),
        unit_cost_cents bigint not null check (unit_cost_cents >= 0),
        balance_after numeric(12,3) not null,
        reason varchar(300),
        actor_id uuid,
        work_order_id uuid,
        work_order_line_id uuid,
        purchase_order_id uuid,
        spare_part_request_id uuid,
        occurred_at timestamptz not null default now()
      );`);
    this.addSql(
      'create index stock_movement_part_idx on stock_movement (part_id, occurred_at desc, id desc);',
    );
    this.addSql(
      'create index stock_movement_order_idx on stock_movement (work_order_id) where work_order_id is not null;',
    );
    // A work-order line is consumed once, however many times its completion is delivered.
    this.addSql(
      `create unique index stock_movement_line_consumed_key on stock_movement (work_order_line_id)
        where kind = 'consumption' and work_order_line_id is not null;`,
    );
    this.addSql(`
      create function stock_movement_is_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'stock_movement is append-only: record a correcting movement instead';
      end $$;`);
    this.addSql(`
      create trigger stock_movement_append_only before update or delete on stock_movement
        for each row execute function stock_movement_is_append_only();`);

    // The analytics' rollup: per part and month, kept by the same transaction as the movement.
    this.addSql(`
      create table part_stock_month (
        part_id uuid not null references part (id),
        month date not null,
        net_quantity numeric(14,3) not null default 0,
        consumed_quantity numeric(14,3) not null default 0,
        consumed_cost_cents bigint not null default 0,
        movements int not null default 0,
        primary key (part_id, month)
      );`);
    this.addSql('create index part_stock_month_month_idx on part_stock_month (month);');

    // What a work order's part lines hold: asked for, and how much of it the shelf covers.
    this.addSql(`
      create table stock_reservation (
        work_order_line_id uuid primary key,
        work_order_id uuid not null,
        work_order_number varchar(20) not null,
        part_id uuid not null references part (id),
        quantity numeric(12,3) not null check (quantity > 0),
        reserved numeric(12,3) not null check (reserved >= 0 and reserved <= quantity),
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );`);
    this.addSql('create index stock_reservation_order_idx on stock_reservation (work_order_id);');
    this.addSql(
      `create index stock_reservation_short_idx on stock_reservation (part_id, created_at)
        where reserved < quantity;`,
    );

    this.addSql(`
      create table purchase_order_counter (
        year int primary key,
        last_number int not null
      );`);
    this.addSql(`
      create table purchase_order (
        id uuid primary key,
        number varchar(16) not null unique,
        supplier_id uuid not null references supplier (id),
        status varchar(20) not null default 'draft' check (status in (
          'draft', 'sent', 'partially_received', 'received', 'cancelled')),
        expected_on date,
        notes varchar(1000),
        sent_at timestamptz,
        received_at timestamptz,
        cancelled_at timestamptz,
        created_by uuid,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        version int not null default 1
      );`);
    this.addSql(
      'create index purchase_order_status_idx on purchase_order (status, created_at desc);',
    );
    this.addSql(
      'create index purchase_order_supplier_idx on purchase_order (supplier_id, created_at desc);',
    );
    this.addSql(`
      create table purchase_order_line (
        id uuid primary key,
        purchase_order_id uuid not null references purchase_order (id),
        position int not null,
        part_id uuid not null references part (id),
        quantity numeric(12,3) not null check (quantity > 0),
        received_quantity numeric(12,3) not null default 0 check (received_quantity >= 0),
        unit_cost_cents bigint not null check (unit_cost_cents >= 0),
        unique (purchase_order_id, position)
      );`);
    this.addSql(
      'create index purchase_order_line_part_idx on purchase_order_line (part_id, purchase_order_id);',
    );

    this.addSql(`
      create table spare_part_request (
        id uuid primary key,
        work_order_id uuid not null,
        work_order_number varchar(20) not null,
        work_order_line_id uuid,
        part_id uuid references part (id),
        description varchar(200) not null,
        quantity numeric(12,3) not null check (quantity > 0),
        note varchar(500),
        status varchar(20) not null default 'requested' check (status in (
          'requested', 'approved', 'ordered', 'received', 'delivered', 'rejected', 'cancelled')),
        requested_by uuid not null,
        purchase_order_id uuid references purchase_order (id),
        decided_by uuid,
        rejection_reason varchar(300),
        requested_at timestamptz not null default now(),
        approved_at timestamptz,
        ordered_at timestamptz,
        received_at timestamptz,
        delivered_at timestamptz,
        closed_at timestamptz,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        version int not null default 1
      );`);
    this.addSql(
      'create index spare_part_request_status_idx on spare_part_request (status, requested_at desc);',
    );
    this.addSql(
      'create index spare_part_request_order_idx on spare_part_request (work_order_id, requested_at desc);',
    );
    this.addSql(
      'create index spare_part_request_requester_idx on spare_part_request (requested_by, requested_at desc);',
    );
    this.addSql(
      `create index spare_part_request_waiting_idx on spare_part_request (part_id, ordered_at)
        where status = 'ordered';`,
    );
  }

  override async down(): Promise<void> {
    for (const table of [
      'spare_part_request',
      'purchase_order_line',
      'purchase_order',
      'purchase_order_counter',
      'stock_reservation',
      'part_stock_month',
      'stock_movement',
      'part_stock',
      'part',
      'supplier',
      'inventory_settings',
    ]) {
      this.addSql(`drop table if exists ${table};`);
    }
    this.addSql('drop function if exists stock_movement_is_append_only();');
  }
}
