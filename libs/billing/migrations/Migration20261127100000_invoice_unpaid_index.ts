import { Migration } from '@mikro-orm/migrations';

/**
 * The invoices still owed, newest first: what the list's (and the accountant's CSV's)
 * payment=pending and payment=overdue filters read (invoice-filter.ts: issued, total − credited >
 * paid). A few per cent of the invoices; without it both the page and its exact count walked the
 * whole table (350–420 ms each at 500,000 invoices, bench/data/invoices.mjs), with it an
 * index-only scan of the owed ones (≈ 5 ms). due_date is included: pending and overdue split on it.
 */
export class Migration20261127100000_invoice_unpaid_index extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index invoice_unpaid_idx on invoice (created_at desc, id desc)
      include (due_date)
      where status = 'issued' and total_cents - credited_cents > paid_cents;`);
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists invoice_unpaid_idx;');
  }
}
