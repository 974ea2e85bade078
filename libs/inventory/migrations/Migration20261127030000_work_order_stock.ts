import { Migration } from '@mikro-orm/migrations';

/**
 * The last work-order version inventory applied to its reservations (the order's events may be
 * delivered late or twice, and an older snapshot must never undo a newer one), and what each line
 * of a completed order consumed.
 */
export class Migration20261127030000_work_order_stock extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table work_order_stock_sync (
        work_order_id uuid primary key,
        order_version int not null,
        status varchar(20) not null,
        synced_at timestamptz not null default now()
      );`);
    // A completed order's lines keep their row: what was consumed, and what the shelf could not
    // cover (quantity − consumed), shown on the order.
    this.addSql(
      'alter table stock_reservation add column consumed numeric(12,3) not null default 0;',
    );
  }

  override async down(): Promise<void> {
    this.addSql('alter table stock_reservation drop column if exists consumed;');
    this.addSql('drop table if exists work_order_stock_sync;');
  }
}
