import { Migration } from '@mikro-orm/migrations';

/**
 * customer_live_created_idx: the customers list's date sorts exactly (created_at and id in the
 * same direction, over the live customers the list shows), so a deep page read from its anchor
 * (issue 22, docs/performance.md) seeks `(created_at, id) < (…)` and skips its ids from the index
 * alone. customer_created_idx (created_at desc, id asc, merged customers included) can do
 * neither: each skipped row was read from the table and the ties sorted.
 */
export class Migration20261127190000_customer_live_created_index extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index customer_live_created_idx on customer (created_at desc, id desc)
      where deleted_at is null and merged_into_id is null;`);
  }

  override async down(): Promise<void> {
    this.addSql('drop index customer_live_created_idx;');
  }
}
