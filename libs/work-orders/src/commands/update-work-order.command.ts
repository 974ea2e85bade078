import { Command, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import { type WorkOrderStatus } from '@px/contracts';
import { CommandTransaction, type EventRecorder } from '@px/platform';
import { type WorkOrderActor } from '../domain/work-order-actor';
import {
  type WorkOrderFields,
  assignRefusal,
  workerFieldsRefusal,
} from '../domain/work-order-fields';
import { staleVersionRefusal } from '../domain/work-order-refusal';
import { type Transition, decideTransition } from '../domain/work-order-transition';
import {
  type WorkOrder,
  type WorkOrderLineRecord,
  WorkOrderStatusChangeRecord,
} from '../domain/work-order.entity';
import {
  WorkOrderAssigned,
  WorkOrderCompleted,
  WorkOrderStatusChanged,
  WorkOrderUpdated,
} from '../events/work-order.events';
import {
  applyPartyLabels,
  applyPlainFields,
  checkParties,
  refreshSearchSource,
} from './work-order-fields';
import { assertAllowed, refusalError } from './work-order-refusals';
import { linesOf, loadOrderForChange, snapshotOf } from './work-order-snapshot';

export interface WorkOrderChange extends WorkOrderFields {
  status?: WorkOrderStatus;
  /** Why the status changes (required to reopen a completed order). */
  reason?: string | null;
}

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

@CommandHandler(UpdateWorkOrderCommand)
export class UpdateWorkOrderHandler implements ICommandHandler<UpdateWorkOrderCommand, void> {
  constructor(
    private readonly commands: CommandTransaction,
    private readonly queries: QueryBus,
  ) {}

  async execute({ id, version, change, actor }: UpdateWorkOrderCommand): Promise<void> {
    await this.commands.run(async (em: EntityManager, events) => {
      const order = await loadOrderForChange(em, id, actor);
      assertAllowed(staleVersionRefusal(order.version, version));
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
      assertAllowed(assignRefusal(actor, reassigned) ?? workerFieldsRefusal(actor, changed));
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
        ? this.move(em, order, lines, change.status, change.reason ?? null, actor, now)
        : null;
      if (!changed.length && !moved && !reassigned) return;
      order.updatedAt = now;
      await em.flush();
      this.recordEvents(events, order, lines, actor.userId, now, {
        changed,
        moved,
        ...(reassigned ? { fromEmployeeId: before.assigneeId } : {}),
      });
    });
  }

  /**
   * Moves the order to `to` when DOMAIN's rules allow it (decideTransition), recording the change
   * (who, when, why). Null when the order is already there; the rule's 409 / 403 / 400 otherwise.
   */
  private move(
    em: EntityManager,
    order: WorkOrder,
    lines: readonly WorkOrderLineRecord[],
    to: WorkOrderStatus,
    reason: string | null,
    actor: WorkOrderActor,
    now: Date,
  ): Transition | null {
    const decision = decideTransition(order, lines, to, reason, actor, now);
    if (decision.kind === 'same') return null;
    if (decision.kind === 'refused') throw refusalError(decision.refusal);
    Object.assign(order, decision.set);
    const { transition } = decision;
    em.persist(
      em.create(WorkOrderStatusChangeRecord, {
        workOrderId: order.id,
        fromStatus: transition.from,
        toStatus: transition.to,
        reason: transition.reason,
        actorId: actor.userId,
        changedAt: now,
      }),
    );
    return transition;
  }

  /** The events of one change of an order, after its flush (the snapshot's version). */
  private recordEvents(
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
}
