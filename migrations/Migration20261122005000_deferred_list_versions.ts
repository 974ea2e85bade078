import { Migration } from '@mikro-orm/migrations';

/** The lists whose version a write bumps, and the columns their filters and totals read. */
const LISTS = [
  {
    table: 'customer',
    columns: `type, first_name, last_name, company_name, nif, email, phone, mobile_phone, tags,
      deleted_at, merged_into_id`,
  },
  {
    table: 'vehicle',
    columns: 'plate_normalized, vin, make, model, vehicle_version, fuel, customer_id, deleted_at',
  },
  {
    table: 'work_order',
    columns: `status, priority, assigned_employee_id, customer_id, vehicle_id, created_at, deleted_at,
      search_source, promised_at`,
  },
] as const;

/**
 * The list versions (Migration20261121030100_list_versions) are bumped at commit instead of at
 * the write. A statement trigger locked the list's version row from the first insert to the end of
 * the transaction, so concurrent writers of one table queued for the whole of each other's
 * transactions (issue 5's create: 10 connections made 60 orders a second, waiting on that row).
 * A deferred constraint trigger runs when the transaction commits: the row is locked only for the
 * commit itself. It is a row trigger (constraint triggers cannot be statement triggers), so the
 * function bumps once per transaction and list and returns at once for the other rows. TRUNCATE
 * keeps its statement trigger (row triggers do not see it).
 */
export class Migration20261122005000_deferred_list_versions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create function px_bump_list_version_once() returns trigger language plpgsql as $$
      declare
        flag text := 'px.list_version_bumped_' || tg_argv[0];
        tx text := txid_current()::text;
      begin
        if current_setting(flag, true) is not distinct from tx then
          return null;
        end if;
        update list_version set version = version + 1 where name = tg_argv[0];
        perform set_config(flag, tx, true);
        return null;
      end $$;`);
    for (const { table, columns } of LISTS) {
      this.addSql(`drop trigger ${table}_list_version on ${table};`);
      this.addSql(`drop trigger ${table}_list_version_update on ${table};`);
      this.addSql(`create trigger ${table}_list_version_truncate after truncate on ${table}
        for each statement execute function px_bump_list_version('${table}');`);
      this.addSql(`create constraint trigger ${table}_list_version
        after insert or delete or update of ${columns} on ${table}
        deferrable initially deferred
        for each row execute function px_bump_list_version_once('${table}');`);
    }
  }

  override async down(): Promise<void> {
    for (const { table, columns } of LISTS) {
      this.addSql(`drop trigger ${table}_list_version on ${table};`);
      this.addSql(`drop trigger ${table}_list_version_truncate on ${table};`);
      this.addSql(`create trigger ${table}_list_version after insert or delete or truncate
        on ${table} for each statement execute function px_bump_list_version('${table}');`);
      this.addSql(`create trigger ${table}_list_version_update after update of ${columns}
        on ${table} for each statement execute function px_bump_list_version('${table}');`);
    }
    this.addSql('drop function px_bump_list_version_once();');
  }
}
