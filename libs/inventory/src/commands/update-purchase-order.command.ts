import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandTransaction, VersionConflictError, runSql } from '@px/platform';
import { PurchaseOrderUpdated } from '../events/purchase-order.events';
import {
  type PurchaseLineInput,
  assertPurchaseOrderAllows,
  checkPurchaseLines,
  checkSupplier,
  lockPurchaseOrder,
  purchaseOrderPayload,
  writePurchaseLines,
} from './purchase-order-record';

export interface PurchaseOrderChange {
  supplier_id?: string;
  expected_on?: string | null;
  notes?: string | null;
  lines?: PurchaseLineInput[];
}

/**
 * PATCH /api/purchase-orders/{id}: a draft changes anything (its lines are replaced); a sent order
 * only its expected date and notes (what the supplier was sent is what is received).
 */
export class UpdatePurchaseOrderCommand extends Command<void> {
  constructor(
    readonly id: string,
    readonly change: PurchaseOrderChange,
    readonly version: number,
    readonly actorId: string,
  ) {
    super();
  }
}

@CommandHandler(UpdatePurchaseOrderCommand)
export class UpdatePurchaseOrderHandler implements ICommandHandler<
  UpdatePurchaseOrderCommand,
  void
> {
  constructor(private readonly commands: CommandTransaction) {}

  async execute({ id, change, version, actorId }: UpdatePurchaseOrderCommand): Promise<void> {
    await this.commands.run(async (em, events) => {
      const order = await lockPurchaseOrder(em, id);
      if (order.version !== version) throw new VersionConflictError(order.version);
      assertPurchaseOrderAllows(order, 'edit');
      const supplierChanges =
        change.supplier_id !== undefined && change.supplier_id !== order.supplierId;
      if (supplierChanges || change.lines !== undefined) {
        assertPurchaseOrderAllows(order, 'edit_lines');
      }
      if (supplierChanges) await checkSupplier(em, change.supplier_id!);
      if (change.lines !== undefined) {
        await checkPurchaseLines(em, change.lines);
        await writePurchaseLines(em, id, change.lines);
      }
      const supplierId = change.supplier_id ?? order.supplierId;
      await runSql(
        em,
        `update purchase_order
            set supplier_id = $2,
                expected_on = case when $3::boolean then $4::date else expected_on end,
                notes = case when $5::boolean then $6 else notes end,
                updated_at = now(), version = version + 1
          where id = $1`,
        [
          id,
          supplierId,
          change.expected_on !== undefined,
          change.expected_on ?? null,
          change.notes !== undefined,
          change.notes?.trim() || null,
        ],
        'run',
      );
      events.record(
        new PurchaseOrderUpdated(
          id,
          purchaseOrderPayload({ ...order, supplierId }, order.status),
          actorId,
        ),
      );
    });
  }
}
