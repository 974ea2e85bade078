import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import { CommandTransaction } from '@px/platform';
import { type WorkOrderActor } from '../domain/work-order-actor';
import { deletionRefusal } from '../domain/work-order-transition';
import { WorkOrderDeleted } from '../events/work-order.events';
import { assertAllowed } from './work-order-refusals';
import { linesOf, loadOrderForChange, snapshotOf } from './work-order-snapshot';

/**
 * Deletes (soft) an order opened by mistake: only while it is open and nobody has clocked time on
 * it. Anything that started is cancelled instead, so its history stays.
 */
export class DeleteWorkOrderCommand extends Command<void> {
  constructor(
    readonly id: string,
    readonly actor: WorkOrderActor,
  ) {
    super();
  }
}

@CommandHandler(DeleteWorkOrderCommand)
export class DeleteWorkOrderHandler implements ICommandHandler<DeleteWorkOrderCommand, void> {
  constructor(private readonly commands: CommandTransaction) {}

  async execute({ id, actor }: DeleteWorkOrderCommand): Promise<void> {
    await this.commands.run(async (em: EntityManager, events) => {
      const order = await loadOrderForChange(em, id, actor);
      assertAllowed(deletionRefusal(order));
      const now = new Date();
      order.deletedAt = now;
      order.updatedAt = now;
      await em.flush();
      const lines = await linesOf(em, order.id);
      events.record(
        new WorkOrderDeleted(
          order.id,
          { order: snapshotOf(order, lines, true) },
          actor.userId,
          now,
        ),
      );
    });
  }
}
