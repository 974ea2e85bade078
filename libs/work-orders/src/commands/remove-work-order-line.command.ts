import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import { CommandTransaction } from '@px/platform';
import { type WorkOrderActor } from '../domain/work-order-actor';
import { frozenLinesRefusal } from '../domain/work-order-lines';
import { WorkOrderLineRemoved } from '../events/work-order.events';
import { loadLine, settleLines } from './work-order-lines';
import { assertAllowed } from './work-order-refusals';

/** DELETE /api/work-order-items/{id}: removes a line of an order whose lines are not frozen. */
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
      assertAllowed(frozenLinesRefusal(order.status));
      const now = new Date();
      em.remove(line);
      await em.flush();
      const snapshot = await settleLines(em, order, now);
      events.record(
        new WorkOrderLineRemoved(order.id, { order: snapshot, line_id: lineId }, actor.userId, now),
      );
    });
  }
}
