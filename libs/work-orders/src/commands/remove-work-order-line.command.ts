import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import { CommandTransaction } from '@px/platform';
import { type WorkOrderActor } from '../domain/work-order-actor';
import { WorkOrderLineRemoved } from '../events/work-order.events';
import { loadLine, settle } from './work-order-line-change';
import { assertLinesEditable } from './work-order-lines';

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
