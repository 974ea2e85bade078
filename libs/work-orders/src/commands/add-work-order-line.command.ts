import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import { CommandTransaction } from '@px/platform';
import { type WorkOrderActor } from '../domain/work-order-actor';
import { type NewLine, frozenLinesRefusal } from '../domain/work-order-lines';
import { WorkOrderLineAdded } from '../events/work-order.events';
import { buildLine, nextLinePosition, settleLines } from './work-order-lines';
import { assertAllowed } from './work-order-refusals';
import { loadOrderForChange } from './work-order-snapshot';

/** POST /api/work-order-items: appends a line to an order (after its last one); the line's id. */
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
      assertAllowed(frozenLinesRefusal(order.status));
      const now = new Date();
      const line = buildLine(order, fields, await nextLinePosition(em, order.id), now, actor);
      em.persist(line);
      await em.flush();
      const snapshot = await settleLines(em, order, now);
      events.record(
        new WorkOrderLineAdded(order.id, { order: snapshot, line_id: line.id }, actor.userId, now),
      );
      return line.id;
    });
  }
}
