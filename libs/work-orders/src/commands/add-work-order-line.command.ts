import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import { CommandTransaction } from '@px/platform';
import { type WorkOrderActor } from '../domain/work-order-actor';
import { WorkOrderLineAdded } from '../events/work-order.events';
import { settle } from './work-order-line-change';
import { type NewLine, addLine, assertLinesEditable } from './work-order-lines';
import { loadOrderForChange } from './work-order-snapshot';

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
