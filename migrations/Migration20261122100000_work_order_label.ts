import { Migration } from '@mikro-orm/migrations';

/**
 * px_work_order_label(number): the order number as printed (WO-000123), the database's
 * formatWorkOrderNumber, for the create statement that draws the number from
 * work_order_number_seq and completes the search source and the events' snapshots with it.
 */
export class Migration20261122100000_work_order_label extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create function px_work_order_label(number bigint) returns text
      language sql immutable parallel safe
      return 'WO-' || lpad(number::text, greatest(6, length(number::text)), '0');`);
  }

  override async down(): Promise<void> {
    this.addSql('drop function px_work_order_label(bigint);');
  }
}
