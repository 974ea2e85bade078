import { Migration } from '@mikro-orm/migrations';

/**
 * customer.last_name_key: the surnames lower-cased without accents, indexed in surname order with
 * the name and NIF the palettes read (issue 4's palette budgets, docs/performance.md). A search
 * for "lopez garcia" or "iglesias" is the people whose surnames start with it, found by a range
 * of this index in a fraction of a millisecond, where the trigram index intersected the posting
 * lists of the commonest trigrams of Spanish names (15–21 ms each).
 */
export class Migration20261122040000_customer_surname_key extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table customer add column last_name_key text
      generated always as (lower(px_unaccent(last_name))) stored;`);
    this.addSql(`create index customer_last_name_key_idx on customer (last_name_key, name_key, id)
      include (nif) where deleted_at is null and merged_into_id is null;`);
  }

  override async down(): Promise<void> {
    this.addSql('drop index customer_last_name_key_idx;');
    this.addSql('alter table customer drop column last_name_key;');
  }
}
