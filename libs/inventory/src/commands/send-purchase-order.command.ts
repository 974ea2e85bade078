import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandTransaction, ConflictError } from '@px/platform';
import { roundQuantity } from '../domain/quantity';
import { PurchaseOrderSent } from '../events/purchase-order.events';
import { lockStock, saveStock } from './part-stock';
import {
  assertPurchaseOrderAllows,
  lockPurchaseOrder,
  purchaseOrderPayload,
  setPurchaseOrderStatus,
} from './purchase-order-record';

/** POST /api/purchase-orders/{id}/send: the draft goes to the supplier; its parts are on order. */
export class SendPurchaseOrderCommand extends Command<void> {
  constructor(
    readonly id: string,
    readonly actorId: string,
    readonly at: Date = new Date(),
  ) {
    super();
  }
}

@CommandHandler(SendPurchaseOrderCommand)
export class SendPurchaseOrderHandler implements ICommandHandler<SendPurchaseOrderCommand, void> {
  constructor(private readonly commands: CommandTransaction) {}

  async execute({ id, actorId, at }: SendPurchaseOrderCommand): Promise<void> {
    await this.commands.run(async (em, events) => {
      const order = await lockPurchaseOrder(em, id);
      assertPurchaseOrderAllows(order, 'send');
      if (order.lines.length === 0) {
        throw new ConflictError('El pedido no tiene líneas: añade las piezas antes de enviarlo.');
      }
      const stocks = await lockStock(
        em,
        order.lines.map((line) => line.partId),
      );
      for (const line of order.lines) {
        const stock = stocks.get(line.partId)!;
        stock.onOrder = roundQuantity(stock.onOrder + line.quantity);
      }
      const context = { actorId, at, reason: `Pedido ${order.number}` };
      for (const stock of stocks.values()) await saveStock(em, events, stock, context);
      await setPurchaseOrderStatus(em, id, 'sent', at);
      events.record(new PurchaseOrderSent(id, purchaseOrderPayload(order, 'sent'), actorId, at));
    });
  }
}
