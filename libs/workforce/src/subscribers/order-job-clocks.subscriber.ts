import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { WORK_ORDER_EVENT, type WorkOrderEventPayload } from '@px/contracts';
import { OnDomainEvent, type PublishedEvent } from '@px/platform';
import { StopOrderJobClocksCommand } from '../commands/stop-order-job-clocks.command';
import { isWorkableOrder } from '../domain/job-clock';

/**
 * Work orders depend on workforce, so this lib names their events by the contract's constants.
 *
 * A job clock only runs on a line of an order in progress: when the order stops being worked
 * (on hold, completed, cancelled, deleted) or the line is removed, the clocks left running on it
 * are stopped at that moment, or the worker's hours would keep counting on a closed order.
 * Idempotent: the command stops only what still runs and was started before the change.
 */
@Injectable()
export class OrderJobClocksSubscriber {
  constructor(private readonly commands: CommandBus) {}

  @OnDomainEvent({
    name: 'workforce.order-job-clocks',
    events: [
      WORK_ORDER_EVENT.StatusChanged,
      WORK_ORDER_EVENT.Completed,
      WORK_ORDER_EVENT.Deleted,
      WORK_ORDER_EVENT.LineRemoved,
    ],
    database: false,
  })
  async onOrderChange(event: PublishedEvent<WorkOrderEventPayload>): Promise<void> {
    const { order, line_id: lineId } = event.payload;
    const lineRemoved = event.type === WORK_ORDER_EVENT.LineRemoved;
    const deleted = event.type === WORK_ORDER_EVENT.Deleted;
    if (!lineRemoved && !deleted && isWorkableOrder(order.status)) return;
    if (lineRemoved && !lineId) return;
    await this.commands.execute(
      new StopOrderJobClocksCommand(
        order.id,
        lineRemoved ? (lineId ?? null) : null,
        new Date(event.occurredAt),
        event.actorId,
      ),
    );
  }
}
