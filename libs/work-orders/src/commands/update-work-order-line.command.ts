import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import { CommandTransaction, VersionConflictError } from '@px/platform';
import { type WorkOrderActor } from '../domain/work-order-actor';
import { WorkOrderLineChanged } from '../events/work-order.events';
import { loadLine, settle } from './work-order-line-change';
import { type LineFields, applyLineFields, assertLinesEditable } from './work-order-lines';

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
