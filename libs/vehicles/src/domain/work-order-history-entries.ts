import { type WorkOrderEventPayload, type WorkOrderSnapshot } from '@px/contracts';

/**
 * The snapshot each order's history entry should follow, from the events of one publication: the
 * one with the highest order version (the later one on a tie: an order's created and assigned
 * events carry the same version). One row per order, so a single upsert never meets an order twice.
 */
export function latestSnapshots(
  events: readonly { payload: WorkOrderEventPayload }[],
): WorkOrderSnapshot[] {
  const byOrder = new Map<string, WorkOrderSnapshot>();
  for (const { payload } of events) {
    const seen = byOrder.get(payload.order.id);
    if (!seen || payload.order.version >= seen.version)
      byOrder.set(payload.order.id, payload.order);
  }
  return [...byOrder.values()];
}

/** A vehicle history entry's details for an order (what GET /api/vehicles/{id}/history shows). */
export function historyDetailsOf(order: WorkOrderSnapshot): Record<string, unknown> {
  return {
    number: order.number,
    title: order.title,
    status: order.status,
    priority: order.priority,
    customer_id: order.customer_id,
    // Who may see the entry: a mechanic reads only the orders assigned to them.
    assigned_employee_id: order.assigned_employee_id,
    odometer_in_km: order.odometer_in_km,
    odometer_out_km: order.odometer_out_km,
    completed_at: order.completed_at,
    total_planned_hours: order.total_planned_hours,
    total_cents: order.total_cents,
    // What the history shows of each line (not the ids the shelf follows them by).
    lines: order.lines.map(({ type, name, planned_hours, quantity }) => ({
      type,
      name,
      planned_hours,
      quantity,
    })),
    version: order.version,
  };
}
