import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import {
  CommandTransaction,
  ConflictError,
  type EventRecorder,
  ValidationError,
  runSql,
} from '@px/platform';
import { receiptRefusal, statusAfterReceipt } from '../domain/purchase-order-rules';
import { quantityProblems, roundQuantity } from '../domain/quantity';
import { PurchaseOrderReceived } from '../events/purchase-order.events';
import { lockStock, postMovement, saveStock } from './part-stock';
import {
  type LockedPurchaseOrder,
  assertPurchaseOrderAllows,
  lockPurchaseOrder,
  purchaseOrderPayload,
  setPurchaseOrderStatus,
} from './purchase-order-record';
import { lockRequestsWaitingOn, moveRequest } from './spare-part-request-record';
import { fillWaitingReservations } from './waiting-reservations';

export interface ReceivedLine {
  line_id: string;
  quantity: number;
}

/**
 * POST /api/purchase-orders/{id}/receipts: goods that came in, line by line (all or part of what
 * was ordered; the rest stays open as a backorder). Each line is a receipt movement at the line's
 * cost (the average cost follows), off the part's on-order quantity; the open orders' lines that
 * lacked the part get it first; the requests waiting on this order are received, oldest first.
 * More than pending needs `confirm_excess`.
 */
export class ReceivePurchaseOrderCommand extends Command<void> {
  constructor(
    readonly id: string,
    readonly lines: ReceivedLine[],
    readonly confirmExcess: boolean,
    readonly actorId: string,
    readonly at: Date = new Date(),
  ) {
    super();
  }
}

@CommandHandler(ReceivePurchaseOrderCommand)
export class ReceivePurchaseOrderHandler implements ICommandHandler<
  ReceivePurchaseOrderCommand,
  void
> {
  constructor(private readonly commands: CommandTransaction) {}

  async execute(command: ReceivePurchaseOrderCommand): Promise<void> {
    const { id, lines, confirmExcess, actorId, at } = command;
    await this.commands.run(async (em, events) => {
      const order = await lockPurchaseOrder(em, id);
      assertPurchaseOrderAllows(order, 'receive');
      const refusal = receiptRefusal(
        order.lines,
        lines.map((line) => ({ lineId: line.line_id, quantity: line.quantity })),
        confirmExcess,
      );
      if (refusal?.conflict) throw new ConflictError(refusal.message, { field: refusal.field });
      if (refusal) {
        throw new ValidationError([
          { field: refusal.field, code: 'receipt', message: refusal.message },
        ]);
      }
      const stocks = await lockStock(
        em,
        order.lines.map((line) => line.partId),
      );
      const problems = lines.flatMap((line, i) => {
        const own = order.lines.find((l) => l.id === line.line_id)!;
        return quantityProblems(line.quantity, stocks.get(own.partId)!.unit, `lines.${i}.quantity`);
      });
      if (problems.length) throw new ValidationError(problems);
      const context = { actorId, at, reason: `Pedido ${order.number}` };
      for (const received of lines) {
        const line = order.lines.find((l) => l.id === received.line_id)!;
        const stock = stocks.get(line.partId)!;
        const pending = Math.max(0, roundQuantity(line.quantity - line.receivedQuantity));
        stock.onOrder = roundQuantity(stock.onOrder - Math.min(received.quantity, pending));
        line.receivedQuantity = roundQuantity(line.receivedQuantity + received.quantity);
        await runSql(
          em,
          'update purchase_order_line set received_quantity = $2 where id = $1',
          [line.id, line.receivedQuantity],
          'run',
        );
        await postMovement(em, stock, {
          kind: 'receipt',
          quantity: received.quantity,
          unitCostCents: line.unitCostCents,
          reason: `Pedido ${order.number}`,
          actorId,
          purchaseOrderId: order.id,
          at,
        });
      }
      for (const stock of stocks.values()) {
        await fillWaitingReservations(em, stock);
        await saveStock(em, events, stock, context);
      }
      await fulfilWaitingRequests(em, events, order, { actorId, at });
      const status = statusAfterReceipt(order.lines);
      await setPurchaseOrderStatus(em, id, status, at);
      events.record(
        new PurchaseOrderReceived(
          id,
          purchaseOrderPayload(
            order,
            status,
            lines.map((line) => ({
              part_id: order.lines.find((l) => l.id === line.line_id)!.partId,
              quantity: line.quantity,
            })),
          ),
          actorId,
          at,
        ),
      );
    });
  }
}

/**
 * The requests ordered on this purchase order are received, oldest first, while what has come in
 * for their part (all receipts so far, minus what earlier requests took) covers them whole.
 */
async function fulfilWaitingRequests(
  em: EntityManager,
  events: EventRecorder,
  order: LockedPurchaseOrder,
  context: { actorId: string; at: Date },
): Promise<void> {
  const waiting = await lockRequestsWaitingOn(em, order.id);
  if (waiting.length === 0) return;
  const taken = await runSql<{ part_id: string; quantity: string }>(
    em,
    `select part_id, sum(quantity) as quantity from spare_part_request
      where purchase_order_id = $1 and status in ('received', 'delivered')
      group by part_id`,
    [order.id],
  );
  const budget = new Map<string, number>();
  for (const line of order.lines) {
    budget.set(line.partId, (budget.get(line.partId) ?? 0) + line.receivedQuantity);
  }
  for (const row of taken) {
    budget.set(row.part_id, (budget.get(row.part_id) ?? 0) - Number(row.quantity));
  }
  for (const request of waiting) {
    const left = budget.get(request.partId ?? '') ?? 0;
    if (request.quantity > left) continue;
    budget.set(request.partId!, roundQuantity(left - request.quantity));
    await moveRequest(em, events, request, 'received', context);
  }
}
