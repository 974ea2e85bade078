import { Command, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { CommandTransaction, SqlClient, requestHash } from '@px/platform';
import { type WorkOrderActor } from '../domain/work-order-actor';
import {
  WorkOrder,
  WorkOrderLineRecord,
  WorkOrderStatusChangeRecord,
  type WrittenWorkOrder,
} from '../domain/work-order.entity';
import { WorkOrderAssigned, WorkOrderCreated } from '../events/work-order.events';
import { type WorkOrderFields, assignRefusal } from '../domain/work-order-fields';
import { type NewLine } from '../domain/work-order-lines';
import { buildLine } from './work-order-lines';
import { assertAllowed } from './work-order-refusals';
import { drawWorkOrderNumber } from './work-order-number';
import { applyPartyLabels, applyPlainFields, checkParties } from './work-order-fields';
import { applyTotals, snapshotOf } from './work-order-snapshot';

export interface CreateWorkOrderInput extends WorkOrderFields {
  title: string;
  customer_id: string;
  items?: NewLine[];
}

/** The new order's id, and the rows written when this request wrote them (not a replayed key). */
export interface CreatedWorkOrder {
  id: string;
  written: WrittenWorkOrder | null;
}

/**
 * Opens a work order (status open), optionally with its first lines. It only adds rows, so it is
 * written by CommandTransaction.runInserts: the order, its lines, its first status-history row, its
 * events and the Idempotency-Key's claim in one statement.
 */
export class CreateWorkOrderCommand extends Command<CreatedWorkOrder> {
  constructor(
    readonly input: CreateWorkOrderInput,
    readonly actor: WorkOrderActor,
    /** The client's Idempotency-Key: the same key twice creates one order. */
    readonly idempotencyKey: string | null = null,
  ) {
    super();
  }
}

@CommandHandler(CreateWorkOrderCommand)
export class CreateWorkOrderHandler implements ICommandHandler<
  CreateWorkOrderCommand,
  CreatedWorkOrder
> {
  constructor(
    private readonly commands: CommandTransaction,
    private readonly queries: QueryBus,
    private readonly sql: SqlClient,
  ) {}

  async execute({
    input,
    actor,
    idempotencyKey,
  }: CreateWorkOrderCommand): Promise<CreatedWorkOrder> {
    const assignee = input.assigned_employee_id ?? null;
    assertAllowed(assignRefusal(actor, !!assignee));
    // The number is drawn beside the parties' check, not after it: no extra round trip. A refused
    // order or a replayed key draws one too (work-order numbers may have gaps; invoices' may not).
    const [parties, number] = await Promise.all([
      checkParties(this.queries, input.customer_id, input.vehicle_id ?? null, assignee),
      drawWorkOrderNumber(this.sql),
    ]);
    const idempotency = idempotencyKey
      ? {
          scope: `work-orders.create:${actor.userId}`,
          key: idempotencyKey,
          hash: requestHash(input),
        }
      : null;
    let written: WrittenWorkOrder | null = null;
    const { result, replayed } = await this.commands.runInserts((rows, events) => {
      const now = new Date();
      const order = new WorkOrder();
      order.number = number;
      order.title = input.title;
      order.customerId = input.customer_id;
      order.vehicleId = input.vehicle_id ?? null;
      order.assignedEmployeeId = assignee;
      order.createdBy = actor.userId;
      order.createdAt = now;
      order.updatedAt = now;
      order.version = 1;
      applyPlainFields(order, input, now);
      applyPartyLabels(order, parties);
      const lines = (input.items ?? []).map((line, index) =>
        buildLine(order, line, index + 1, now, actor),
      );
      applyTotals(order, lines);
      const opened = new WorkOrderStatusChangeRecord();
      opened.workOrderId = order.id;
      opened.toStatus = 'open';
      opened.actorId = actor.userId;
      opened.changedAt = now;
      rows.add(WorkOrder, order);
      rows.add(WorkOrderLineRecord, ...lines);
      rows.add(WorkOrderStatusChangeRecord, opened);

      const snapshot = snapshotOf(order, lines);
      events.record(new WorkOrderCreated(order.id, { order: snapshot }, actor.userId, now));
      if (assignee) {
        const assigned = { order: snapshot, from_employee_id: null };
        events.record(new WorkOrderAssigned(order.id, assigned, actor.userId, now));
      }
      written = { order, lines, history: [opened] };
      return { id: order.id };
    }, idempotency);
    return { id: result.id, written: replayed ? null : written };
  }
}
