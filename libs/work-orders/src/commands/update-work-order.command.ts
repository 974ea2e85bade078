import { Command, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import { type WorkOrderStatus } from '@px/contracts';
import {
  CommandTransaction,
  type EventRecorder,
  ForbiddenError,
  VersionConflictError,
} from '@px/platform';
import { type WorkOrderActor } from '../domain/work-order-actor';
import { type WorkOrder, type WorkOrderLineRecord } from '../domain/work-order.entity';
import {
  WorkOrderAssigned,
  WorkOrderCompleted,
  WorkOrderStatusChanged,
  WorkOrderUpdated,
} from '../events/work-order.events';
import {
  type WorkOrderFields,
  applyPlainFields,
  applyPartyLabels,
  checkParties,
  refreshSearchSource,
} from './work-order-fields';
import { linesOf, loadOrderForChange, snapshotOf } from './work-order-snapshot';
import { type Transition, transition } from './work-order-transition';

export interface WorkOrderChange extends WorkOrderFields {
  status?: WorkOrderStatus;
  /** Why the status changes (required to reopen a completed order). */
  reason?: string | null;
}

/** What a mechanic may change on an order assigned to them; the rest is the service advisor's. */
const WORKER_FIELDS = new Set(['diagnosis', 'odometer_out_km']);

/**
 * PUT /api/work-orders/{id}: the order's fields, its status (through DOMAIN's state machine) and
 * its assignee, at the `version` the client read (stale: 409 with the current version).
 */
export class UpdateWorkOrderCommand extends Command<void> {
  constructor(
    readonly id: string,
    readonly version: number | null,
    readonly change: WorkOrderChange,
    readonly actor: WorkOrderActor,
  ) {
    super();
  }
}

/** Records the events of one change of an order, after its flush (the snapshot's version). */
export function recordChangeEvents(
  events: EventRecorder,
  order: WorkOrder,
  lines: readonly WorkOrderLineRecord[],
  actorId: string,
  now: Date,
  change: { changed: string[]; moved: Transition | null; fromEmployeeId?: string | null },
): void {
  const snapshot = snapshotOf(order, lines);
  if (change.changed.length) {
    events.record(
      new WorkOrderUpdated(order.id, { order: snapshot, changed: change.changed }, actorId, now),
    );
  }
  if (change.fromEmployeeId !== undefined) {
    events.record(
      new WorkOrderAssigned(
        order.id,
        { order: snapshot, from_employee_id: change.fromEmployeeId },
        actorId,
        now,
      ),
    );
  }
  if (change.moved) {
    const payload = {
      order: snapshot,
      from_status: change.moved.from,
      to_status: change.moved.to,
      reason: change.moved.reason,
    };
    events.record(new WorkOrderStatusChanged(order.id, payload, actorId, now));
    if (change.moved.to === 'completed') {
      events.record(new WorkOrderCompleted(order.id, payload, actorId, now));
    }
  }
}

@CommandHandler(UpdateWorkOrderCommand)
export class UpdateWorkOrderHandler implements ICommandHandler<UpdateWorkOrderCommand, void> {
  constructor(
    private readonly commands: CommandTransaction,
    private readonly queries: QueryBus,
  ) {}

  async execute({ id, version, change, actor }: UpdateWorkOrderCommand): Promise<void> {
    await this.commands.run(async (em: EntityManager, events) => {
      const order = await loadOrderForChange(em, id, actor);
      if (version !== null && order.version !== version)
        throw new VersionConflictError(order.version);
      const now = new Date();
      const before = {
        customerId: order.customerId,
        vehicleId: order.vehicleId,
        assigneeId: order.assignedEmployeeId,
        title: order.title,
      };
      const changed = applyPlainFields(order, change, now);
      const customerId = change.customer_id ?? order.customerId;
      const vehicleId = change.vehicle_id !== undefined ? change.vehicle_id : order.vehicleId;
      const assigneeId =
        change.assigned_employee_id !== undefined
          ? change.assigned_employee_id
          : order.assignedEmployeeId;
      if (customerId !== before.customerId) changed.push('customer_id');
      if (vehicleId !== before.vehicleId) changed.push('vehicle_id');
      const reassigned = assigneeId !== before.assigneeId;
      if (reassigned && !actor.canAssign) {
        throw new ForbiddenError('No tienes permisos para asignar órdenes.');
      }
      if (!actor.canManage && changed.some((name) => !WORKER_FIELDS.has(name))) {
        throw new ForbiddenError(
          'En tus órdenes solo puedes cambiar el estado, el diagnóstico y los kilómetros de salida.',
        );
      }
      const partiesChanged =
        customerId !== before.customerId || vehicleId !== before.vehicleId || reassigned;
      if (partiesChanged) {
        const parties = await checkParties(
          this.queries,
          customerId,
          vehicleId,
          reassigned ? assigneeId : null,
        );
        applyPartyLabels(order, parties);
      } else if (order.title !== before.title) {
        refreshSearchSource(order);
      }
      order.customerId = customerId;
      order.vehicleId = vehicleId;
      order.assignedEmployeeId = assigneeId;
      const lines = await linesOf(em, order.id);
      const moved = change.status
        ? transition(em, order, lines, change.status, change.reason ?? null, actor, now)
        : null;
      if (!changed.length && !moved && !reassigned) return;
      order.updatedAt = now;
      await em.flush();
      recordChangeEvents(events, order, lines, actor.userId, now, {
        changed,
        moved,
        ...(reassigned ? { fromEmployeeId: before.assigneeId } : {}),
      });
    });
  }
}
