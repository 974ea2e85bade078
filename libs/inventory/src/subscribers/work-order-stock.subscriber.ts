import { Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { WORK_ORDER_EVENTS, type WorkOrderEventPayload } from '@px/contracts';
import { OnDomainEvent, type PublishedEvent } from '@px/platform';
import { SyncWorkOrderStockCommand } from '../commands/sync-work-order-stock.command';
import { IsWorkOrderStockKnownQuery } from '../queries/work-order-stock-known.query';

/**
 * A work order's part lines reserve while it is open and are consumed when it completes (DOMAIN):
 * every order event carries the order as it is, and the shelf follows that snapshot. The command
 * is idempotent and ignores snapshots older than the last it applied, so a redelivered or late
 * event changes nothing. An order that never had a catalogue part costs one read.
 */
@Injectable()
export class WorkOrderStockSubscriber {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @OnDomainEvent({
    name: 'inventory.work-order-stock',
    events: [...WORK_ORDER_EVENTS],
    database: false,
  })
  async onWorkOrderEvent(event: PublishedEvent<WorkOrderEventPayload>): Promise<void> {
    const { order } = event.payload;
    const namesParts = order.lines.some((line) => line.part_id);
    if (!namesParts && !(await this.queries.execute(new IsWorkOrderStockKnownQuery(order.id)))) {
      return;
    }
    await this.commands.execute(
      new SyncWorkOrderStockCommand(order, event.actorId, event.occurredAt),
    );
  }
}
