import { Migration } from '@mikro-orm/migrations';

/**
 * A version per list (customers, vehicles), bumped in the same transaction as any write that can
 * change what the list counts: an insert, a delete, a truncate, or an update of a column its
 * filters read. The readers cache a list's `total` in Redis under the version they read, so a
 * million-row count runs once per change instead of on every page (docs/performance.md, issue 4):
 * the version is transactional, so a reader never sees a new row with an old count.
 *
 * One row per list, updated by a statement-level trigger: concurrent writers of the same table
 * queue on that row until commit (writes are rare next to reads here). Transactions that write
 * both tables do it customers first (merge, import), so the two rows are always locked in order.
 */
export class Migration20261121030100_list_versions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table list_version (
        name varchar(40) primary key,
        version bigint not null default 0
      );`);
    this.addSql(`insert into list_version (name) values ('customer'), ('vehicle');`);
    this.addSql(`
      create function px_bump_list_version() returns trigger language plpgsql as $$
      begin
        update list_version set version = version + 1 where name = tg_argv[0];
        return null;
      end $$;`);
    this.addSql(`create trigger customer_list_version after insert or delete or truncate on customer
      for each statement execute function px_bump_list_version('customer');`);
    this.addSql(`create trigger customer_list_version_update after update of type, first_name,
      last_name, company_name, nif, email, phone, mobile_phone, tags, deleted_at, merged_into_id
      on customer for each statement execute function px_bump_list_version('customer');`);
    this.addSql(`create trigger vehicle_list_version after insert or delete or truncate on vehicle
      for each statement execute function px_bump_list_version('vehicle');`);
    this.addSql(`create trigger vehicle_list_version_update after update of plate_normalized, vin,
      make, model, vehicle_version, fuel, customer_id, deleted_at
      on vehicle for each statement execute function px_bump_list_version('vehicle');`);
  }

  override async down(): Promise<void> {
    this.addSql('drop trigger if exists vehicle_list_version_update on vehicle;');
    this.addSql('drop trigger if exists vehicle_list_version on vehicle;');
    this.addSql('drop trigger if exists customer_list_version_update on customer;');
    this.addSql('drop trigger if exists customer_list_version on customer;');
    this.addSql('drop function if exists px_bump_list_version();');
    this.addSql('drop table if exists list_version;');
  }
}
