import { Migration } from '@mikro-orm/migrations';

/** The invoice columns the list filters on: a write that touches none of them keeps its totals. */
const LISTED_COLUMNS = [
  'series',
  'status',
  'customer_id',
  'issue_date',
  'due_date',
  'number',
  'recipient_name',
  'recipient_tax_id',
  'total_cents',
  'credited_cents',
  'paid_cents',
].join(', ');

/**
 * /facturas's exact totals without a count per page (ListTotals, docs/performance.md): at 500,000
 * invoices `count(*)` costs ~130 ms of a core, which ten desks listing at once turned into 400 ms
 * pages. A `list_version` row 'invoice', bumped once at the commit of any write that can change
 * what the list counts, keeps each filter's total until then.
 *
 * The search (number, recipient or NIF, `ilike '%…%'`) walked every invoice for its page and its
 * count (1–2 s at 500,000); trigram indexes let each alternative be looked up. A series or a status
 * (the cancelled ones are a few in a thousand) walked the newest-first index past every other
 * invoice for a page: each has its own newest-first index.
 */
export class Migration20261127101000_invoice_list_totals extends Migration {
  override async up(): Promise<void> {
    this.addSql(`insert into list_version (name) values ('invoice') on conflict do nothing;`);
    this.addSql(`create trigger invoice_list_version_truncate after truncate on invoice
      for each statement execute function px_bump_list_version('invoice');`);
    this.addSql(`create constraint trigger invoice_list_version
      after insert or delete or update of ${LISTED_COLUMNS} on invoice
      deferrable initially deferred
      for each row execute function px_bump_list_version_once('invoice');`);
    this.addSql(
      'create index invoice_series_created_idx on invoice (series, created_at desc, id desc);',
    );
    this.addSql(
      'create index invoice_status_created_idx on invoice (status, created_at desc, id desc);',
    );
    this.addSql(`create index invoice_number_trgm_idx on invoice
      using gin (number gin_trgm_ops) where number is not null;`);
    this.addSql(`create index invoice_recipient_name_trgm_idx on invoice
      using gin (recipient_name gin_trgm_ops) where recipient_name is not null;`);
    this.addSql(`create index invoice_recipient_tax_id_trgm_idx on invoice
      using gin (recipient_tax_id gin_trgm_ops) where recipient_tax_id is not null;`);
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists invoice_status_created_idx;');
    this.addSql('drop index if exists invoice_series_created_idx;');
    this.addSql('drop index if exists invoice_recipient_tax_id_trgm_idx;');
    this.addSql('drop index if exists invoice_recipient_name_trgm_idx;');
    this.addSql('drop index if exists invoice_number_trgm_idx;');
    this.addSql('drop trigger if exists invoice_list_version on invoice;');
    this.addSql('drop trigger if exists invoice_list_version_truncate on invoice;');
    this.addSql(`delete from list_version where name = 'invoice';`);
  }
}
