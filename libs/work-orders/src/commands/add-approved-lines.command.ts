import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import { CommandTransaction } from '@px/platform';
import { type WorkOrderActor } from '../domain/work-order-actor';
import {
  type LineApproval,
  approvedLinesRefusal,
  estimateAcceptanceOf,
} from '../domain/approved-lines';
import { workerFieldsRefusal } from '../domain/work-order-fields';
import { type NewLine } from '../domain/work-order-lines';
import { WorkOrderLineAdded, WorkOrderUpdated } from '../events/work-order.events';
import { buildLine, nextLinePosition, settleLines } from './work-order-lines';
import { assertAllowed } from './work-order-refusals';
import { loadOrderForChange } from './work-order-snapshot';

/**
 * Lines the customer approved, added to an order after its last line: an accepted quote converted
 * into the order, or the extension of a hidden fault found during the repair (RD 1457/1986: done
 * only with consent). Each line records who approved it, when and how; the order's estimate
 * decision becomes "accepted" with that channel and the document's reference. Changing the
 * estimate is the service advisor's (orders.update), and the prices need items.price, as on any
 * line. Answers the new lines' ids, in order.
 */
export class AddApprovedLinesCommand extends Command<string[]> {
  constructor(
    readonly workOrderId: string,
    readonly lines: readonly NewLine[],
    readonly approval: LineApproval,
    readonly actor: WorkOrderActor,
  ) {
    super();
  }
}

@CommandHandler(AddApprovedLinesCommand)
export class AddApprovedLinesHandler implements ICommandHandler<AddApprovedLinesCommand, string[]> {
  constructor(private readonly commands: CommandTransaction) {}

  execute({ workOrderId, lines, approval, actor }: AddApprovedLinesCommand): Promise<string[]> {
    return this.commands.run(async (em: EntityManager, events) => {
      const order = await loadOrderForChange(em, workOrderId, actor);
      assertAllowed(
        approvedLinesRefusal(order.status, lines.length, approval) ??
          workerFieldsRefusal(actor, ['estimate_decision']),
      );
      const now = new Date();
      const first = await nextLinePosition(em, order.id);
      const added = lines.map((fields, index) => {
        const line = buildLine(order, fields, first + index, now, actor);
        line.approvedBy = approval.approvedBy.trim();
        line.approvedAt = approval.approvedAt;
        line.approvalChannel = approval.channel;
        line.approvalReference = approval.reference;
        line.approvalRecordedBy = actor.userId;
        return line;
      });
      em.persist(added);
      const acceptance = estimateAcceptanceOf(approval);
      const changed = [
        ...(order.estimateDecision !== acceptance.estimateDecision ? ['estimate_decision'] : []),
        ...(order.estimateChannel !== acceptance.estimateChannel ? ['estimate_channel'] : []),
      ];
      Object.assign(order, acceptance);
      await em.flush();
      const snapshot = await settleLines(em, order, now);
      for (const line of added) {
        events.record(
          new WorkOrderLineAdded(
            order.id,
            { order: snapshot, line_id: line.id },
            actor.userId,
            now,
          ),
        );
      }
      if (changed.length) {
        events.record(
          new WorkOrderUpdated(order.id, { order: snapshot, changed }, actor.userId, now),
        );
      }
      return added.map((line) => line.id);
    });
  }
}
