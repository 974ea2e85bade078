import { Migration } from '@mikro-orm/migrations';

/**
 * A vehicle's history shows a mechanic only the work orders assigned to them, so each work-order
 * entry carries the order's assignee (the history subscriber writes it from now on). Entries
 * written before take it from their order; an order that no longer exists has no entry.
 */
export class Migration20261126030000_history_order_assignee extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      update vehicle_history_entry h
         set details = h.details
                       || jsonb_build_object('assigned_employee_id', w.assigned_employee_id)
        from work_order w
       where h.source_type = 'work_order' and h.source_id = w.id
         and not (h.details ? 'assigned_employee_id');`);
  }

  override async down(): Promise<void> {
    this.addSql(`update vehicle_history_entry set details = details - 'assigned_employee_id'
                  where source_type = 'work_order';`);
  }
}
