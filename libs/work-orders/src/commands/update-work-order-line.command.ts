import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import { CommandTransaction } from '@px/platform';
import { type WorkOrderActor } from '../domain/work-order-actor';
import { type LineFields, frozenLinesRefusal } from '../domain/work-order-lines';
import { staleVersionRefusal } from '../domain/work-order-refusal';
import { WorkOrderLineChanged } from '../events/work-order.events';
import { applyLineFields, loadLine, settleLines } from './work-order-lines';
import { assertAllowed } from './work-order-refusals';

/** PUT /api/work-order-items/{id}: changes a line of an order whose lines are not frozen. */
export class UpdateWorkOrderLineCommand extends Command<void> {
  constructor(
    readonly lineId: string,
    readonly fields: LineFields,
    /** The line's version the client read, when it sends one. */
    readonly version: number | null,
    readonly actor: WorkOrderActor,
    /** The order the client says the line is in, when it says (another one is a 400). */
    readonly workOrderId: string | null = null,
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

  async execute({
    lineId,
    fields,
    version,
    actor,
    workOrderId,
  }: UpdateWorkOrderLineCommand): Promise<void> {
    await this.commands.run(async (em: EntityManager, events) => {
      const { order, line } = await loadLine(em, lineId, actor, workOrderId);
      assertAllowed(frozenLinesRefusal(order.status) ?? staleVersionRefusal(line.version, version));
      const now = new Date();
      const changed = applyLineFields(line, fields, now, actor);
      if (!changed.length) return;
      const snapshot = await settleLines(em, order, now);
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
