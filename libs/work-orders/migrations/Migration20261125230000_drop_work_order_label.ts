import { Migration } from '@mikro-orm/migrations';

/**
 * px_work_order_label was the database's copy of formatWorkOrderNumber, for a create statement
 * that drew and printed the number itself. The create command now draws the number first and
 * prints it in TypeScript (CommandTransaction.runInserts), so the formatter exists once.
 */
export class Migration20261125230000_drop_work_order_label extends Migration {
  override async up(): Promise<void> {
    this.addSql('drop function if exists px_work_order_label(bigint);');
  }

  override async down(): Promise<void> {
    this.addSql(`create function px_work_order_label(number bigint) returns text
      language sql immutable parallel safe
      return 'WO-' || lpad(number::text, greatest(6, length(number::text)), '0');`);
  }
}
