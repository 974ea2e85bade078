import { Command, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { formatWorkOrderNumber } from '@px/contracts';
import {
  CommandTransaction,
  PendingEvents,
  SqlClient,
  earlierIdempotentResult,
  requestHash,
} from '@px/platform';
import { type WorkOrderActor } from '../domain/work-order-actor';
import {
  WorkOrder,
  WorkOrderStatusChangeRecord,
  type WrittenWorkOrder,
} from '../domain/work-order.entity';
import { WorkOrderAssigned, WorkOrderCreated } from '../events/work-order.events';
import { type WorkOrderFields, assignRefusal } from '../domain/work-order-fields';
import { type NewLine } from '../domain/work-order-lines';
import { buildLine } from './work-order-lines';
import { assertAllowed } from './work-order-refusals';
import { NewWorkOrderStatement } from './new-work-order.statement';
import { searchSourceAfterNumber } from '../domain/work-order-search';
import {
  applyPartyLabels,
  applyPlainFields,
  checkParties,
  refreshSearchSource,
} from './work-order-fields';
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
 * Opens a work order (status open), optionally with its first lines. One statement writes it all
 * (NewWorkOrderStatement); its events are published after it.
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
    private readonly statement: NewWorkOrderStatement,
  ) {}

  async execute({
    input,
    actor,
    idempotencyKey,
  }: CreateWorkOrderCommand): Promise<CreatedWorkOrder> {
    const assignee = input.assigned_employee_id ?? null;
    assertAllowed(assignRefusal(actor, !!assignee));
    const parties = await checkParties(
      this.queries,
      input.customer_id,
      input.vehicle_id ?? null,
      assignee,
    );
    const now = new Date();
    const order = new WorkOrder();
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
    const lines = (input.items ?? []).map((line, index) => buildLine(order, line, index + 1, now));
    applyTotals(order, lines);
    const opened = new WorkOrderStatusChangeRecord();
    opened.workOrderId = order.id;
    opened.toStatus = 'open';
    opened.actorId = actor.userId;
    opened.changedAt = now;

    const events = new PendingEvents();
    const snapshot = snapshotOf(order, lines);
    events.record(new WorkOrderCreated(order.id, { order: snapshot }, actor.userId, now));
    if (assignee) {
      events.record(
        new WorkOrderAssigned(
          order.id,
          { order: snapshot, from_employee_id: null },
          actor.userId,
          now,
        ),
      );
    }
    const idempotency = idempotencyKey
      ? {
          scope: `work-orders.create:${actor.userId}`,
          key: idempotencyKey,
          hash: requestHash(input),
        }
      : null;
    // The statement draws the number (a refused key draws one too: numbers may have gaps).
    order.searchSource = searchSourceAfterNumber(order);
    const { inserted, number } = await this.statement.insert({
      order,
      lines,
      opened,
      events,
      idempotency,
    });
    if (!inserted) {
      const earlier = await earlierIdempotentResult<{ id: string }>(
        this.sql,
        idempotency!.scope,
        idempotency!.key,
        idempotency!.hash,
      );
      return { id: earlier!.id, written: null };
    }
    order.number = number;
    refreshSearchSource(order);
    snapshot.number = formatWorkOrderNumber(number);
    this.commands.committed(events);
    return { id: order.id, written: { order, lines, history: [opened] } };
  }
}
