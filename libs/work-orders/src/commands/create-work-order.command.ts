import { Command, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import {
  CommandTransaction,
  ForbiddenError,
  claimIdempotencyKey,
  rememberIdempotentResult,
  requestHash,
} from '@px/platform';
import { type WorkOrderActor } from '../domain/work-order-actor';
import { WorkOrder, WorkOrderStatusChangeRecord } from '../domain/work-order.entity';
import { WorkOrderAssigned, WorkOrderCreated } from '../events/work-order.events';
import { type NewLine, buildLine } from './work-order-lines';
import {
  type WorkOrderFields,
  applyPartyLabels,
  applyPlainFields,
  checkParties,
} from './work-order-fields';
import { applyTotals, snapshotOf } from './work-order-snapshot';

export interface CreateWorkOrderInput extends WorkOrderFields {
  title: string;
  customer_id: string;
  items?: NewLine[];
}

/** Opens a work order (status open), optionally with its first lines. Returns the order's id. */
export class CreateWorkOrderCommand extends Command<string> {
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
export class CreateWorkOrderHandler implements ICommandHandler<CreateWorkOrderCommand, string> {
  constructor(
    private readonly commands: CommandTransaction,
    private readonly queries: QueryBus,
  ) {}

  async execute({ input, actor, idempotencyKey }: CreateWorkOrderCommand): Promise<string> {
    const assignee = input.assigned_employee_id ?? null;
    if (assignee && !actor.canAssign) {
      throw new ForbiddenError('No tienes permisos para asignar órdenes.');
    }
    const parties = await checkParties(
      this.queries,
      input.customer_id,
      input.vehicle_id ?? null,
      assignee,
    );
    const scope = `work-orders.create:${actor.userId}`;
    return this.commands.run(async (em: EntityManager, events) => {
      if (idempotencyKey) {
        const earlier = await claimIdempotencyKey<{ id: string }>(
          em,
          scope,
          idempotencyKey,
          requestHash(input),
        );
        if (earlier) return earlier.id;
      }
      const now = new Date();
      const [{ number }] = await em.execute<{ number: string }[]>(
        `select nextval('work_order_number_seq') as number`,
      );
      const order = new WorkOrder();
      order.number = Number(number);
      order.title = input.title;
      order.customerId = input.customer_id;
      order.vehicleId = input.vehicle_id ?? null;
      order.assignedEmployeeId = assignee;
      order.createdBy = actor.userId;
      order.createdAt = now;
      applyPlainFields(order, input, now);
      applyPartyLabels(order, parties);
      const lines = (input.items ?? []).map((line, index) =>
        buildLine(order, line, index + 1, now),
      );
      applyTotals(order, lines);
      // Inserted on its own first: the lines and history point at it through plain id columns,
      // which the unit of work cannot order by. They, and the events, go in the commit's flush.
      await em.persist(order).flush();
      em.persist(lines);
      em.persist(
        em.create(WorkOrderStatusChangeRecord, {
          workOrderId: order.id,
          fromStatus: null,
          toStatus: 'open',
          actorId: actor.userId,
          changedAt: now,
        }),
      );
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
      if (idempotencyKey)
        await rememberIdempotentResult(em, scope, idempotencyKey, { id: order.id });
      return order.id;
    });
  }
}
