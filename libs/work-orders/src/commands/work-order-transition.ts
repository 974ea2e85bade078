import { type EntityManager } from '@mikro-orm/postgresql';
import { type WorkOrderStatus } from '@px/contracts';
import { ConflictError, ForbiddenError, ValidationError } from '@px/platform';
import { type WorkOrderActor } from '../domain/work-order-actor';
import { isReopening, refuseTransition } from '../domain/work-order-status';
import {
  type WorkOrder,
  type WorkOrderLineRecord,
  WorkOrderStatusChangeRecord,
} from '../domain/work-order.entity';

export interface Transition {
  from: WorkOrderStatus;
  to: WorkOrderStatus;
  reason: string | null;
}

/**
 * Moves an order to `to` if DOMAIN's rules allow it, recording the change (who, when, why).
 * Returns null when the order is already there. Throws the 409 / 403 / 400 a user reads:
 * an illegal move, reopening without a reason or the permission, cancelling without managing
 * orders, starting before the customer decided on the estimate (RD 1457/1986), completing with
 * unfinished labor or without the odometer reading.
 */
export function transition(
  em: EntityManager,
  order: WorkOrder,
  lines: readonly WorkOrderLineRecord[],
  to: WorkOrderStatus,
  reason: string | null,
  actor: WorkOrderActor,
  now: Date,
): Transition | null {
  const from = order.status;
  const refusal = refuseTransition(from, to, reason);
  if (refusal?.kind === 'same') return null;
  if (refusal) throw new ConflictError(refusal.message, { status: from, requested: to });
  if (isReopening(from, to) && !actor.canReopen) {
    throw new ForbiddenError('Solo el jefe de taller o un administrador puede reabrir una orden.');
  }
  if (to === 'cancelled' && !actor.canManage) {
    throw new ForbiddenError('No tienes permisos para cancelar órdenes.');
  }
  if (to === 'in_progress' && !order.estimateDecision) {
    throw new ConflictError(
      'Antes de empezar el trabajo registra si el cliente acepta el presupuesto o renuncia a él.',
      { status: from, requested: to },
    );
  }
  if (to === 'completed') {
    const pending = lines.filter((line) => line.type === 'labor' && !line.finishedAt);
    if (pending.length) {
      throw new ConflictError(
        `Quedan ${pending.length} ${pending.length === 1 ? 'línea' : 'líneas'} de mano de obra sin terminar: márcalas como terminadas o elimínalas.`,
        { status: from, requested: to, unfinished_lines: pending.map((line) => line.id) },
      );
    }
    if (order.vehicleId && order.odometerOutKm === null) {
      throw new ValidationError([
        {
          field: 'odometer_out_km',
          code: 'required',
          message: 'Indica los kilómetros del vehículo a la entrega.',
        },
      ]);
    }
    if (
      order.odometerOutKm !== null &&
      order.odometerInKm !== null &&
      order.odometerOutKm < order.odometerInKm
    ) {
      throw new ValidationError([
        {
          field: 'odometer_out_km',
          code: 'odometer',
          message: 'Los kilómetros de salida no pueden ser menos que los de entrada.',
        },
      ]);
    }
  }
  order.status = to;
  if (to === 'in_progress' && !order.startedAt) order.startedAt = now;
  if (to === 'completed') order.completedAt = now;
  if (isReopening(from, to)) order.completedAt = null;
  em.persist(
    em.create(WorkOrderStatusChangeRecord, {
      workOrderId: order.id,
      fromStatus: from,
      toStatus: to,
      reason: reason?.trim() || null,
      actorId: actor.userId,
      changedAt: now,
    }),
  );
  return { from, to, reason: reason?.trim() || null };
}
