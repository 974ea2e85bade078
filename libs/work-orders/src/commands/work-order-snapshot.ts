import { type EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import { type WorkOrderSnapshot, formatWorkOrderNumber } from '@px/contracts';
import { NotFoundError } from '@px/platform';
import { type WorkOrderActor, canSeeOrder } from '../domain/work-order-actor';
import { WORK_ORDER_NOT_FOUND } from '../domain/work-order-refusal';
import { WorkOrder, WorkOrderLineRecord } from '../domain/work-order.entity';
import { workOrderTotals } from '../domain/work-order-totals';

/**
 * Loads a live order for a change, locked until the command commits: two changes of one order
 * queue, and the second sees the first's version (DESIGN §6: a stale version is a 409). An order
 * the actor may not see does not exist for them.
 */
export async function loadOrderForChange(
  em: EntityManager,
  id: string,
  actor: WorkOrderActor,
): Promise<WorkOrder> {
  const order = await em.findOne(
    WorkOrder,
    { id, deletedAt: null },
    { lockMode: LockMode.PESSIMISTIC_WRITE },
  );
  if (!order || !canSeeOrder(actor, order)) throw new NotFoundError(WORK_ORDER_NOT_FOUND);
  return order;
}

export function linesOf(em: EntityManager, orderId: string): Promise<WorkOrderLineRecord[]> {
  return em.find(WorkOrderLineRecord, { workOrderId: orderId }, { orderBy: { position: 'asc' } });
}

/** Writes the order's totals from its lines (after any line change). */
export function applyTotals(order: WorkOrder, lines: readonly WorkOrderLineRecord[]): void {
  const totals = workOrderTotals(lines);
  order.totalPlannedHours = totals.total_planned_hours;
  order.baseCents = totals.base_cents;
  order.vatCents = totals.vat_cents;
  order.totalCents = totals.total_cents;
}

/**
 * The order as its events carry it (contracts' WorkOrderSnapshot). Taken after the command's flush,
 * so `version` is the one the change wrote: read models keep the snapshot with the highest.
 */
export function snapshotOf(
  order: WorkOrder,
  lines: readonly WorkOrderLineRecord[],
  deleted = false,
): WorkOrderSnapshot {
  return {
    id: order.id,
    number: formatWorkOrderNumber(order.number),
    title: order.title,
    status: order.status,
    priority: order.priority,
    customer_id: order.customerId,
    customer_name: order.customerName,
    vehicle_id: order.vehicleId,
    license_plate: order.licensePlate,
    assigned_employee_id: order.assignedEmployeeId,
    created_by: order.createdBy,
    odometer_in_km: order.odometerInKm,
    odometer_out_km: order.odometerOutKm,
    created_at: order.createdAt.toISOString(),
    completed_at: order.completedAt?.toISOString() ?? null,
    deleted,
    total_planned_hours: order.totalPlannedHours,
    total_cents: order.totalCents,
    lines: lines.map((line) => ({
      id: line.id,
      part_id: line.partId,
      type: line.type,
      name: line.name,
      planned_hours: line.plannedHours,
      quantity: line.quantity,
    })),
    version: order.version,
  };
}
