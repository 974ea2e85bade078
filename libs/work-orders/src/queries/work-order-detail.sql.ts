import { type SqlStatement, SqlParams } from '@px/platform';
import { SUMMARY_COLUMNS, type WorkOrderScope, scopeOf } from './work-order-list.sql';

// An order's detail SQL, pure: WorkOrdersReader runs it, the bench's floor imports the compiled
// file.

export const LINE_COLUMNS = `id, work_order_id, type, name, planned_hours::float8 as planned_hours,
  quantity::float8 as quantity, unit_price_cents, discount_percent::float8 as discount_percent,
  vat_percent::float8 as vat_percent, finished_at, part_id, position, version, approved_by,
  approved_at, approval_channel, approval_reference`;

/** The order with its lines and status history: a detail is one statement. */
const DETAIL_COLUMNS = `${SUMMARY_COLUMNS}, w.complaint, w.requested_work, w.diagnosis,
  w.odometer_in_km, w.odometer_out_km, w.estimate_decision, w.estimate_decided_at,
  w.estimate_channel, w.estimate_reference, w.started_at, w.completed_at, w.created_by,
  (select coalesce(json_agg(l order by l.position), '[]') from (
     select ${LINE_COLUMNS} from work_order_line where work_order_id = w.id) l) as items,
  (select coalesce(json_agg(h order by h.changed_at, h.id), '[]') from (
     select id, from_status, to_status, reason, actor_id, changed_at
       from work_order_status_change where work_order_id = w.id) h) as history`;

/** Order `id` with its lines (`items`) and history, when `actor` may see it. */
export function workOrderDetailStatement(id: string, actor: WorkOrderScope): SqlStatement {
  const params = new SqlParams();
  const where = scopeOf(actor, (value) => params.add(value));
  return {
    text: `select ${DETAIL_COLUMNS} from work_order w where w.id = ${params.add(id)} and ${where.join(' and ')}`,
    values: params.values,
  };
}
