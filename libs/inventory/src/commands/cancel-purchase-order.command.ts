import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandTransaction } from '@px/platform';
import { roundQuantity } from '../domain/quantity';
import { PurchaseOrderCancelled } from '../events/purchase-order.events';
import { lockStock, saveStock } from './part-stock';
import {
  assertPurchaseOrderAllows,
  lockPurchaseOrder,
  purchaseOrderPayload,
  setPurchaseOrderStatus,
} from './purchase-order-record';
import { lockRequestsWaitingOn, moveRequest } from './spare-part-request-record';

/**
 * POST /api/purchase-orders/{id}/cancel: a draft or a sent order nothing has come in for. Its
 * parts leave "on order"; the requests that were waiting on it go back to approved, to be ordered
 * again or served.
 */
export class CancelPurchaseOrderCommand extends Command<void> {
  constructor(
    readonly id: string,
    readonly actorId: string,
    readonly at: Date = new Date(),
  ) {
    super();
  }
}

@CommandHandler(CancelPurchaseOrderCommand)
export class CancelPurchaseOrderHandler implements ICommandHandler<
  CancelPurchaseOrderCommand,
  void
> {
  constructor(private readonly commands: CommandTransaction) {}

  async execute({ id, actorId, at }: CancelPurchaseOrderCommand): Promise<void> {
    await this.commands.run(async (em, events) => {
      const order = await lockPurchaseOrder(em, id);
      assertPurchaseOrderAllows(order, 'cancel');
      if (order.status === 'sent') {
        const stocks = await lockStock(
          em,
          order.lines.map((line) => line.partId),
        );
        for (const line of order.lines) {
          const stock = stocks.get(line.partId)!;
          stock.onOrder = roundQuantity(stock.onOrder - line.quantity);
        }
        const context = { actorId, at, reason: `Pedido ${order.number} cancelado` };
        for (const stock of stocks.values()) await saveStock(em, events, stock, context);
      }
      for (const request of await lockRequestsWaitingOn(em, id)) {
        await moveRequest(
          em,
          events,
          request,
          'approved',
          { actorId, at },
          { purchaseOrder: null },
        );
      }
      await setPurchaseOrderStatus(em, id, 'cancelled', at);
      events.record(
        new PurchaseOrderCancelled(id, purchaseOrderPayload(order, 'cancelled'), actorId, at),
      );
    });
  }
}
