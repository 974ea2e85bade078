import { Migration } from '@mikro-orm/migrations';

/**
 * Work orders (órdenes de trabajo), their lines and status history; command idempotency keys.
 *
 * - work_order.number comes from work_order_number_seq (WO-000123 on screen), never reused: a
 *   rolled-back create burns its number, which DOMAIN allows (only invoices need no gaps).
 * - Totals are kept on the order (written by every command that changes a line) so lists and
 *   statistics never sum lines.
 * - work_order_status_change is the status history: every transition with actor, time and reason.
 * - idempotency_key remembers what a command answered to a client's Idempotency-Key, per caller and
 *   operation, so a repeated create returns the first result instead of creating twice.
 * - Indexes serve the list's default sort (newest first), each filter with that sort, the search
 *   (trigrams over number, title and the customer's name and plate copied onto the order), and the
 *   statistics' group by status.
 */
export class Migration20261121050000_work_orders extends Migration {
  override async up(): Promise<void> {
    this.addSql('create sequence work_order_number_seq;');
    this.addSql(`
      create table work_order (
        id uuid primary key default gen_random_uuid(),
        number int not null default nextval('work_order_number_seq'),
        title varchar(200) not null,
        complaint text not null default '',
        requested_work text not null default '',
        diagnosis text not null default '',
        status varchar(20) not null default 'open'
          check (status in ('open', 'in_progress', 'on_hold', 'completed', 'cancelled')),
        priority varchar(20) not null default 'normal'
          check (priority in ('normal', 'preferred', 'urgent')),
        customer_id uuid not null references customer (id),
        vehicle_id uuid null references vehicle (id),
        assigned_employee_id uuid null references employee (id),
        created_by uuid null references app_user (id) on delete set null,
        odometer_in_km int null check (odometer_in_km >= 0),
        odometer_out_km int null check (odometer_out_km >= 0),
        promised_at timestamptz null,
        estimate_decision varchar(20) null check (estimate_decision in ('accepted', 'renounced')),
        estimate_decided_at timestamptz null,
        estimate_channel varchar(20) null
          check (estimate_channel in ('in_person', 'phone', 'email', 'signed_document')),
        started_at timestamptz null,
        completed_at timestamptz null,
        total_planned_hours numeric(9, 2) not null default 0,
        base_cents bigint not null default 0,
        vat_cents bigint not null default 0,
        total_cents bigint not null default 0,
        search_text text not null default '',
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        deleted_at timestamptz null,
        version int not null default 1
      );`);
    this.addSql('alter sequence work_order_number_seq owned by work_order.number;');
    this.addSql('create unique index work_order_number_unique on work_order (number);');
    this.addSql(`create index work_order_created_idx on work_order (created_at desc, id desc)
      where deleted_at is null;`);
    this.addSql(`create index work_order_status_created_idx on work_order
      (status, created_at desc, id desc) where deleted_at is null;`);
    this.addSql(`create index work_order_assignee_created_idx on work_order
      (assigned_employee_id, created_at desc, id desc) where deleted_at is null;`);
    this.addSql(`create index work_order_customer_created_idx on work_order
      (customer_id, created_at desc, id desc) where deleted_at is null;`);
    this.addSql(`create index work_order_vehicle_idx on work_order (vehicle_id, created_at desc)
      where deleted_at is null;`);
    this.addSql(`create index work_order_search_idx on work_order using gin
      (search_text gin_trgm_ops) where deleted_at is null;`);

    this.addSql(`
      create table work_order_line (
        id uuid primary key default gen_random_uuid(),
        work_order_id uuid not null references work_order (id),
        position int not null,
        type varchar(10) not null default 'labor' check (type in ('labor', 'part', 'fee')),
        name varchar(200) not null,
        planned_hours numeric(7, 2) not null default 0 check (planned_hours >= 0),
        quantity numeric(10, 3) not null default 1 check (quantity >= 0),
        unit_price_cents bigint not null default 0 check (unit_price_cents >= 0),
        discount_percent numeric(5, 2) not null default 0
          check (discount_percent >= 0 and discount_percent <= 100),
        vat_percent numeric(5, 2) not null default 21 check (vat_percent >= 0 and vat_percent <= 100),
        finished_at timestamptz null,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        version int not null default 1
      );`);
    this.addSql(
      'create index work_order_line_order_idx on work_order_line (work_order_id, position);',
    );

    this.addSql(`
      create table work_order_status_change (
        id uuid primary key default gen_random_uuid(),
        work_order_id uuid not null references work_order (id),
        from_status varchar(20) null,
        to_status varchar(20) not null,
        reason varchar(500) null,
        actor_id uuid null references app_user (id) on delete set null,
        changed_at timestamptz not null default now()
      );`);
    this.addSql(`create index work_order_status_change_order_idx on work_order_status_change
      (work_order_id, changed_at);`);

    this.addSql(`
      create table idempotency_key (
        scope varchar(120) not null,
        key varchar(200) not null,
        request_hash varchar(64) not null,
        result jsonb null,
        created_at timestamptz not null default now(),
        primary key (scope, key)
      );`);
    this.addSql('create index idempotency_key_created_idx on idempotency_key (created_at);');

    // The list's total is cached under this list's version, like customers and vehicles.
    this.addSql(`insert into list_version (name) values ('work_order');`);
    this.addSql(`create trigger work_order_list_version after insert or delete or truncate
      on work_order for each statement execute function px_bump_list_version('work_order');`);
    this.addSql(`create trigger work_order_list_version_update after update of status, priority,
      assigned_employee_id, customer_id, vehicle_id, created_at, deleted_at, search_text, promised_at
      on work_order for each statement execute function px_bump_list_version('work_order');`);
  }

  override async down(): Promise<void> {
    this.addSql('drop trigger if exists work_order_list_version_update on work_order;');
    this.addSql('drop trigger if exists work_order_list_version on work_order;');
    this.addSql(`delete from list_version where name = 'work_order';`);
    this.addSql('drop table if exists idempotency_key;');
    this.addSql('drop table if exists work_order_status_change;');
    this.addSql('drop table if exists work_order_line;');
    this.addSql('drop table if exists work_order;');
  }
}
