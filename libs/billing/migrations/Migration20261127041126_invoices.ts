import { Migration } from '@mikro-orm/migrations';

/**
 * Invoices and their VERI*FACTU records (issue 21, DOMAIN "Invoices", "VERI*FACTU"):
 * - `invoice_counter`: the last number per series and year, drawn inside the issuing transaction
 *   (a locked row, never a sequence: a rolled-back issue gives its number back, no gaps);
 * - `invoice` + `invoice_line`: a draft is edited freely; an issued invoice is immutable — the
 *   database refuses any change to it or its lines but the cancellation's own columns;
 * - `verifactu_chain`: one row per issuer NIF, locked to chain the next record after the last;
 * - `verifactu_record`: alta and anulación records, append-only but for their submission state.
 */
export class Migration20261127041126_invoices extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table invoice_counter (
        series char(1) not null,
        year int not null,
        last_number int not null,
        primary key (series, year)
      );`);

    this.addSql(`
      create table invoice (
        id uuid primary key,
        series char(1) not null check (series in ('F', 'S', 'R')),
        year int,
        sequence int,
        number varchar(20) unique,
        status varchar(10) not null default 'draft'
          check (status in ('draft', 'issued', 'cancelled')),
        customer_id uuid references customer (id),
        work_order_id uuid,
        recipient_name varchar(200),
        recipient_tax_id varchar(20),
        recipient_address varchar(300),
        issuer jsonb,
        issue_date date,
        operation_date date,
        due_date date,
        payment_terms varchar(200),
        notes text,
        base_cents bigint not null default 0,
        vat_cents bigint not null default 0,
        total_cents bigint not null default 0,
        vat_breakdown jsonb not null default '[]',
        paid_cents bigint not null default 0,
        created_by uuid,
        issued_by uuid,
        issued_at timestamptz,
        cancelled_by uuid,
        cancelled_at timestamptz,
        cancellation_reason varchar(300),
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        version int not null default 1,
        constraint invoice_number_when_issued check (
          (status = 'draft') = (number is null) and (number is null) = (issue_date is null)
        ),
        unique (series, year, sequence)
      );`);
    this.addSql('create index invoice_created_idx on invoice (created_at desc, id desc);');
    this.addSql(
      'create index invoice_customer_idx on invoice (customer_id, created_at desc) where customer_id is not null;',
    );
    this.addSql(
      'create index invoice_work_order_idx on invoice (work_order_id) where work_order_id is not null;',
    );

    this.addSql(`
      create table invoice_line (
        id uuid primary key,
        invoice_id uuid not null references invoice (id) on delete cascade,
        position int not null,
        type varchar(10) not null check (type in ('labor', 'part', 'fee', 'other')),
        description varchar(500) not null,
        quantity numeric(12,3) not null,
        unit_price_cents bigint not null,
        discount_percent numeric(5,2) not null default 0,
        vat_percent numeric(5,2) not null,
        base_cents bigint not null,
        work_order_line_id uuid,
        unique (invoice_id, position)
      );`);

    // RD 1619/2012: an issued invoice is never edited, only rectified or (issued by mistake)
    // cancelled. Paid amounts are the payments' cache and may move.
    this.addSql(`
      create function invoice_is_immutable() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE' then
          if old.status <> 'draft' then
            raise exception 'invoice % is issued: it cannot be deleted', old.number;
          end if;
          return old;
        end if;
        if old.status = 'draft' then
          return new;
        end if;
        if new.status = 'cancelled' and old.status = 'issued'
           and (to_jsonb(new) - array['status', 'cancelled_by', 'cancelled_at',
                'cancellation_reason', 'updated_at', 'version', 'paid_cents'])
             = (to_jsonb(old) - array['status', 'cancelled_by', 'cancelled_at',
                'cancellation_reason', 'updated_at', 'version', 'paid_cents']) then
          return new;
        end if;
        if new.status = old.status
           and (to_jsonb(new) - array['paid_cents', 'updated_at', 'version'])
             = (to_jsonb(old) - array['paid_cents', 'updated_at', 'version']) then
          return new;
        end if;
        raise exception 'invoice % is issued: it cannot be changed', old.number;
      end $$;`);
    this.addSql(`create trigger invoice_immutable before update or delete on invoice
      for each row execute function invoice_is_immutable();`);
    this.addSql(`
      create function invoice_line_is_immutable() returns trigger language plpgsql as $$
      declare
        parent_status text;
      begin
        select status into parent_status from invoice
         where id = coalesce(new.invoice_id, old.invoice_id);
        if parent_status is not null and parent_status <> 'draft' then
          raise exception 'the lines of an issued invoice cannot be changed';
        end if;
        return coalesce(new, old);
      end $$;`);
    this.addSql(`create trigger invoice_line_immutable
      before insert or update or delete on invoice_line
      for each row execute function invoice_line_is_immutable();`);

    this.addSql(`
      create table verifactu_chain (
        issuer_tax_id varchar(9) primary key,
        last_record_id uuid,
        last_invoice_number varchar(60),
        last_issue_date date,
        last_huella char(64),
        records bigint not null default 0
      );`);
    this.addSql(`
      create table verifactu_record (
        id uuid primary key,
        issuer_tax_id varchar(9) not null,
        position bigint not null,
        kind varchar(10) not null check (kind in ('alta', 'anulacion')),
        invoice_id uuid not null references invoice (id),
        invoice_number varchar(60) not null,
        issue_date date not null,
        invoice_type varchar(2),
        previous_record_id uuid references verifactu_record (id),
        previous_huella char(64),
        huella char(64) not null,
        generated_at timestamptz not null,
        generated_at_text varchar(25) not null,
        record jsonb not null,
        xml text not null,
        submission_status varchar(25) not null default 'pending'
          check (submission_status in ('pending', 'accepted', 'accepted_with_errors', 'rejected')),
        submission_attempts int not null default 0,
        submitted_at timestamptz,
        aeat_code varchar(20),
        aeat_description text,
        created_at timestamptz not null default now(),
        unique (issuer_tax_id, position)
      );`);
    this.addSql('create index verifactu_record_invoice_idx on verifactu_record (invoice_id);');
    this.addSql(`create index verifactu_record_pending_idx on verifactu_record (position)
      where submission_status = 'pending';`);
    // Records are evidence: only their submission state may change, and nothing is deleted.
    this.addSql(`
      create function verifactu_record_is_append_only() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE' or
           (to_jsonb(new) - array['submission_status', 'submission_attempts', 'submitted_at',
              'aeat_code', 'aeat_description'])
           <> (to_jsonb(old) - array['submission_status', 'submission_attempts', 'submitted_at',
              'aeat_code', 'aeat_description']) then
          raise exception 'verifactu_record is append-only';
        end if;
        return new;
      end $$;`);
    this.addSql(`create trigger verifactu_record_append_only before update or delete
      on verifactu_record for each row execute function verifactu_record_is_append_only();`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists verifactu_record;');
    this.addSql('drop function if exists verifactu_record_is_append_only();');
    this.addSql('drop table if exists verifactu_chain;');
    this.addSql('drop table if exists invoice_line;');
    this.addSql('drop function if exists invoice_line_is_immutable();');
    this.addSql('drop table if exists invoice;');
    this.addSql('drop function if exists invoice_is_immutable();');
    this.addSql('drop table if exists invoice_counter;');
  }
}
