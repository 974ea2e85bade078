import { type EntityManager } from '@mikro-orm/postgresql';
import { type WorkOrderSnapshot } from '@px/contracts';
import { NotFoundError, runSql } from '@px/platform';
import { type WorkOrderActor } from '../domain/work-order-actor';
import {
  LINE_NOT_FOUND,
  type LineFields,
  type NewLine,
  lineFieldChanges,
  lineOrderRefusal,
  newLineFields,
  pricingRefusal,
} from '../domain/work-order-lines';
import { type WorkOrder, WorkOrderLineRecord } from '../domain/work-order.entity';
import { applyTotals, linesOf, loadOrderForChange, snapshotOf } from './work-order-snapshot';
import { assertAllowed } from './work-order-refusals';

/** A new line of `order` at `position` (not persisted), priced only by an actor who may. */
export function buildLine(
  order: WorkOrder,
  fields: NewLine,
  position: number,
  now: Date,
  actor: Pick<WorkOrderActor, 'canPrice'>,
): WorkOrderLineRecord {
  const { next, changed } = newLineFields(fields, now);
  assertAllowed(pricingRefusal(actor, changed));
  const line = new WorkOrderLineRecord();
  line.workOrderId = order.id;
  line.position = position;
  Object.assign(line, next);
  return line;
}

/** Applies the fields present (lineFieldChanges); returns the names that changed. */
export function applyLineFields(
  line: WorkOrderLineRecord,
  fields: LineFields,
  now: Date,
  actor: Pick<WorkOrderActor, 'canPrice'>,
): string[] {
  const { next, changed } = lineFieldChanges(line, fields, now);
  assertAllowed(pricingRefusal(actor, changed));
  Object.assign(line, next);
  return changed;
}

/** The position after the order's last line. */
export async function nextLinePosition(em: EntityManager, orderId: string): Promise<number> {
  const [{ next }] = await runSql<{ next: number }>(
    em,
    'select coalesce(max(position), 0) + 1 as next from work_order_line where work_order_id = $1',
    [orderId],
  );
  return Number(next);
}

/**
 * Loads a line and its order (locked), checking the order named by the client (if any) is the
 * line's and the actor may see the order: a line of an order they cannot see does not exist.
 */
export async function loadLine(
  em: EntityManager,
  lineId: string,
  actor: WorkOrderActor,
  namedOrderId: string | null = null,
): Promise<{ order: WorkOrder; line: WorkOrderLineRecord }> {
  const line = await em.findOne(WorkOrderLineRecord, { id: lineId });
  if (!line) throw new NotFoundError(LINE_NOT_FOUND);
  assertAllowed(lineOrderRefusal(line.workOrderId, namedOrderId));
  const order = await loadOrderForChange(em, line.workOrderId, actor).catch((error: unknown) => {
    throw error instanceof NotFoundError ? new NotFoundError(LINE_NOT_FOUND) : error;
  });
  return { order, line };
}

/** After any line change: the order's totals, its version (screens reload), the snapshot. */
export async function settleLines(
  em: EntityManager,
  order: WorkOrder,
  now: Date,
): Promise<WorkOrderSnapshot> {
  const lines = await linesOf(em, order.id);
  applyTotals(order, lines);
  order.updatedAt = now;
  await em.flush();
  return snapshotOf(order, lines);
}
