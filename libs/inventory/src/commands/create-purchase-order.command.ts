import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandTransaction, runSql } from '@px/platform';
import { PurchaseOrderCreated } from '../events/purchase-order.events';
import {
  type PurchaseLineInput,
  checkPurchaseLines,
  checkSupplier,
  drawPurchaseOrderNumber,
  purchaseOrderPayload,
  writePurchaseLines,
} from './purchase-order-record';

export interface NewPurchaseOrder {
  supplier_id: string;
  expected_on?: string | null;
  notes?: string | null;
  lines: PurchaseLineInput[];
}

/** POST /api/purchase-orders: a draft for a supplier, numbered PC-YYYY-NNNNN; its id. */
export class CreatePurchaseOrderCommand extends Command<string> {
  constructor(
    readonly order: NewPurchaseOrder,
    readonly actorId: string,
    readonly at: Date = new Date(),
  ) {
    super();
  }
}

@CommandHandler(CreatePurchaseOrderCommand)
export class CreatePurchaseOrderHandler implements ICommandHandler<
  CreatePurchaseOrderCommand,
  string
> {
  constructor(private readonly commands: CommandTransaction) {}

  execute({ order, actorId, at }: CreatePurchaseOrderCommand): Promise<string> {
    return this.commands.run(async (em, events) => {
      await checkSupplier(em, order.supplier_id);
      await checkPurchaseLines(em, order.lines);
      const id = randomUUID();
      const number = await drawPurchaseOrderNumber(em, at);
      await runSql(
        em,
        `insert into purchase_order (id, number, supplier_id, expected_on, notes, created_by,
                created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $7)`,
        [
          id,
          number,
          order.supplier_id,
          order.expected_on ?? null,
          order.notes?.trim() || null,
          actorId,
          at,
        ],
        'run',
      );
      await writePurchaseLines(em, id, order.lines);
      events.record(
        new PurchaseOrderCreated(
          id,
          purchaseOrderPayload({ id, number, supplierId: order.supplier_id }, 'draft'),
          actorId,
          at,
        ),
      );
      return id;
    });
  }
}
