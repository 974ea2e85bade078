import { Migration } from '@mikro-orm/migrations';

/** The catalogue columns the parts table filters, searches and sorts by. */
const CATALOGUE_COLUMNS = 'reference, brand, name, category, barcode, warehouse, active';

/**
 * The read paths of issue 20's budgets (docs/performance.md). The parts table's search:
 * - `upper(reference)` indexed, so a typed reference, a scanned barcode and the trigram search
 *   combine in one BitmapOr instead of a scan of the catalogue;
 * - a `list_version` row 'part' bumped at the commit of any catalogue change (not of a stock
 *   movement: balances live in part_stock), under which PartMatches keeps what a filter finds.
 * The analytics:
 * - the rollup's book value per month (net_value_cents), and the rollup read by month with what
 *   the figures need in the index (index-only scans of the period's rows: the month series and
 *   the consumption per part);
 * - the ledger's last instant in an index (one row read): with the catalogue's version, the
 *   version of everything the analytics read, under which an answer is kept.
 */
export class Migration20261127040000_inventory_read_paths extends Migration {
  override async up(): Promise<void> {
    this.addSql('create index part_reference_upper_idx on part (upper(reference));');
    // The book value each month's movements added (outflows at the average cost of their day):
    // past months never change, and the month series reads no balance.
    this.addSql(
      'alter table part_stock_month add column net_value_cents bigint not null default 0;',
    );
    this.addSql(`
      update part_stock_month m set net_value_cents = v.value
        from (select part_id,
                     date_trunc('month', occurred_at at time zone 'Europe/Madrid')::date as month,
                     sum(round(quantity * unit_cost_cents))::bigint as value
                from stock_movement group by 1, 2) v
       where v.part_id = m.part_id and v.month = m.month;`);
    this.addSql('drop index part_stock_month_month_idx;');
    this.addSql(`create index part_stock_month_month_idx on part_stock_month (month)
      include (part_id, net_value_cents, consumed_quantity, consumed_cost_cents);`);
    this.addSql('create index stock_movement_occurred_idx on stock_movement (occurred_at);');
    this.addSql(`insert into list_version (name) values ('part') on conflict do nothing;`);
    this.addSql(`create trigger part_list_version_truncate after truncate on part
      for each statement execute function px_bump_list_version('part');`);
    this.addSql(`create constraint trigger part_list_version
      after insert or delete or update of ${CATALOGUE_COLUMNS} on part
      deferrable initially deferred
      for each row execute function px_bump_list_version_once('part');`);
  }

  override async down(): Promise<void> {
    this.addSql('drop trigger if exists part_list_version on part;');
    this.addSql('drop trigger if exists part_list_version_truncate on part;');
    this.addSql(`delete from list_version where name = 'part';`);
    this.addSql('drop index if exists part_reference_upper_idx;');
    this.addSql('drop index if exists stock_movement_occurred_idx;');
    this.addSql('drop index part_stock_month_month_idx;');
    this.addSql('create index part_stock_month_month_idx on part_stock_month (month);');
    this.addSql('alter table part_stock_month drop column net_value_cents;');
  }
}
