import { Migration } from '@mikro-orm/migrations';

/**
 * An invoice may be drafted from an accepted quote (its accepted lines): it names the quote, so a
 * quote is invoiced once (while that invoice is not cancelled).
 */
export class Migration20261127091000_invoice_quote extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table invoice add column quote_id uuid references quote (id);');
    this.addSql(`create index invoice_quote_idx on invoice (quote_id) where quote_id is not null;`);
  }

  override async down(): Promise<void> {
    this.addSql('alter table invoice drop column quote_id;');
  }
}
