import { type EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError } from '@px/platform';
import { type WorkOrderActor } from '../domain/work-order-actor';
import { type WorkOrder, WorkOrderLineRecord } from '../domain/work-order.entity';
import { applyTotals, linesOf, loadOrderForChange, snapshotOf } from './work-order-snapshot';

// What the line commands (add, update, remove) share: loading the line and settling its order.

/** The answer when the line does not exist or its order is not the actor's to see. */
export const LINE_NOT_FOUND = 'La línea de la orden no existe.';

/** After any line change: the order's totals, its version (screens reload), the event. */
export async function settle(
  em: EntityManager,
  order: WorkOrder,
  now: Date,
): Promise<ReturnType<typeof snapshotOf>> {
  const lines = await linesOf(em, order.id);
  applyTotals(order, lines);
  order.updatedAt = now;
  await em.flush();
  return snapshotOf(order, lines);
}

/** Loads a line and its order (locked), checking the actor may see the order. */
export async function loadLine(
  em: EntityManager,
  lineId: string,
  actor: WorkOrderActor,
): Promise<{ order: WorkOrder; line: WorkOrderLineRecord }> {
  const line = await em.findOne(WorkOrderLineRecord, { id: lineId });
  if (!line) throw new NotFoundError(LINE_NOT_FOUND);
  const order = await loadOrderForChange(em, line.workOrderId, actor).catch((error: unknown) => {
    throw error instanceof NotFoundError ? new NotFoundError(LINE_NOT_FOUND) : error;
  });
  return { order, line };
}
