import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type StockAdjustmentInput } from '@px/contracts';
import { CommandTransaction, ValidationError } from '@px/platform';
import { quantityProblems } from '../domain/quantity';
import { adjustmentProblems } from '../domain/stock-adjustment';
import { lockStock, postMovement, saveStock } from './part-stock';

/**
 * POST /api/parts/{id}/adjustments: a count found more or fewer units than the shelf says, with
 * the reason (required). The first count of a part with no movements is its initial inventory.
 * Taking out more than is available is a 409 (unless negative stock is allowed).
 */
export class AdjustStockCommand extends Command<void> {
  constructor(
    readonly partId: string,
    readonly adjustment: StockAdjustmentInput,
    readonly actorId: string,
    readonly at: Date = new Date(),
  ) {
    super();
  }
}

@CommandHandler(AdjustStockCommand)
export class AdjustStockHandler implements ICommandHandler<AdjustStockCommand, void> {
  constructor(private readonly commands: CommandTransaction) {}

  async execute({ partId, adjustment, actorId, at }: AdjustStockCommand): Promise<void> {
    const reason = adjustment.reason.trim();
    const shapeProblems = adjustmentProblems({ ...adjustment, reason });
    if (shapeProblems.length) throw new ValidationError(shapeProblems);
    await this.commands.run(async (em, events) => {
      const stock = (await lockStock(em, [partId])).get(partId)!;
      const problems = quantityProblems(adjustment.quantity, stock.unit, 'quantity', {
        signed: true,
      });
      if (problems.length) throw new ValidationError(problems);
      await postMovement(em, stock, {
        kind: stock.lastMovementAt === null && adjustment.quantity > 0 ? 'initial' : 'adjustment',
        quantity: adjustment.quantity,
        unitCostCents: adjustment.unit_cost_cents,
        reason,
        actorId,
        at,
      });
      await saveStock(em, events, stock, { actorId, at, reason });
    });
  }
}
