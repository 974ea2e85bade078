import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 20: a part line names the catalogue part it takes from the shelf (inventory reserves it
 * while the order is open and consumes it when it completes). No foreign key: the part belongs to
 * the inventory module, which checks it.
 */
export class Migration20261127020000_work_order_line_part extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table work_order_line add column part_id uuid;');
    this.addSql(
      'create index work_order_line_part_idx on work_order_line (part_id) where part_id is not null;',
    );
  }

  override async down(): Promise<void> {
    this.addSql('alter table work_order_line drop column if exists part_id;');
  }
}
