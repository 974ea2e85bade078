import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import { CommandTransaction, NotFoundError, VersionConflictError } from '@px/platform';
import { type WorkOrderActor } from '../domain/work-order-actor';
import { type WorkOrder, WorkOrderLineRecord } from '../domain/work-order.entity';
import {
  WorkOrderLineAdded,
  WorkOrderLineChanged,
  WorkOrderLineRemoved,
} from '../events/work-order.events';
import {
  type LineFields,
  type NewLine,
  addLine,
  applyLineFields,
  assertLinesEditable,
} from './work-order-lines';
import { applyTotals, linesOf, loadOrderForChange, snapshotOf } from './work-order-snapshot';

export const LINE_NOT_FOUND = 'La línea de la orden no existe.';

/** After any line change: the order's totals, its version (screens reload), the event. */
async function settle(
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
async function loadLine(
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

export class AddWorkOrderLineCommand extends Command<string> {
  constructor(
    readonly workOrderId: string,
    readonly fields: NewLine,
    readonly actor: WorkOrderActor,
  ) {
    super();
  }
}

@CommandHandler(AddWorkOrderLineCommand)
export class AddWorkOrderLineHandler implements ICommandHandler<AddWorkOrderLineCommand, string> {
  constructor(private readonly commands: CommandTransaction) {}

  execute({ workOrderId, fields, actor }: AddWorkOrderLineCommand): Promise<string> {
    return this.commands.run(async (em: EntityManager, events) => {
      const order = await loadOrderForChange(em, workOrderId, actor);
      assertLinesEditable(order);
      const now = new Date();
      const line = await addLine(em, order, fields);
      const snapshot = await settle(em, order, now);
      events.record(
        new WorkOrderLineAdded(order.id, { order: snapshot, line_id: line.id }, actor.userId, now),
      );
      return line.id;
    });
  }
}

export class UpdateWorkOrderLineCommand extends Command<void> {
  constructor(
    readonly lineId: string,
    readonly fields: LineFields,
    /** The line's version the client read, when it sends one. */
    readonly version: number | null,
    readonly actor: WorkOrderActor,
  ) {
    super();
  }
}

@CommandHandler(UpdateWorkOrderLineCommand)
export class UpdateWorkOrderLineHandler implements ICommandHandler<
  UpdateWorkOrderLineCommand,
  void
> {
  constructor(private readonly commands: CommandTransaction) {}

  async execute({ lineId, fields, version, actor }: UpdateWorkOrderLineCommand): Promise<void> {
    await this.commands.run(async (em: EntityManager, events) => {
      const { order, line } = await loadLine(em, lineId, actor);
      assertLinesEditable(order);
      if (version !== null && line.version !== version)
        throw new VersionConflictError(line.version);
      const now = new Date();
      const changed = applyLineFields(line, fields, now);
      if (!changed.length) return;
      const snapshot = await settle(em, order, now);
      events.record(
        new WorkOrderLineChanged(
          order.id,
          { order: snapshot, line_id: line.id, changed },
          actor.userId,
          now,
        ),
      );
    });
  }
}

export class RemoveWorkOrderLineCommand extends Command<void> {
  constructor(
    readonly lineId: string,
    readonly actor: WorkOrderActor,
  ) {
    super();
  }
}

@CommandHandler(RemoveWorkOrderLineCommand)
export class RemoveWorkOrderLineHandler implements ICommandHandler<
  RemoveWorkOrderLineCommand,
  void
> {
  constructor(private readonly commands: CommandTransaction) {}

  async execute({ lineId, actor }: RemoveWorkOrderLineCommand): Promise<void> {
    await this.commands.run(async (em: EntityManager, events) => {
      const { order, line } = await loadLine(em, lineId, actor);
      assertLinesEditable(order);
      const now = new Date();
      em.remove(line);
      await em.flush();
      const snapshot = await settle(em, order, now);
      events.record(
        new WorkOrderLineRemoved(order.id, { order: snapshot, line_id: lineId }, actor.userId, now),
      );
    });
  }
}
