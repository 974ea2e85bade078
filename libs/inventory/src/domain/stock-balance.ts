import { roundQuantity } from './quantity';

/** A part's stock as the cached balance holds it (derived from the ledger and open documents). */
export interface StockBalance {
  onHand: number;
  reserved: number;
  onOrder: number;
  averageCostCents: number;
}

/** What may still be promised: on hand minus what open work orders hold. */
export function availableOf(balance: Pick<StockBalance, 'onHand' | 'reserved'>): number {
  return roundQuantity(balance.onHand - balance.reserved);
}

/**
 * The weighted average cost after `quantity` units enter at `unitCostCents` (DOMAIN: recomputed on
 * receipt). With nothing (or less than nothing) on the shelf, the old average says nothing about
 * the stock: the new units' cost is the average.
 */
export function weightedAverageCost(
  onHand: number,
  averageCostCents: number,
  quantity: number,
  unitCostCents: number,
): number {
  if (quantity <= 0) return averageCostCents;
  if (onHand <= 0) return unitCostCents;
  return Math.round((onHand * averageCostCents + quantity * unitCostCents) / (onHand + quantity));
}

/** How much of `requested` the shelf covers when it has `available` free. */
export function coverOf(requested: number, available: number): number {
  return roundQuantity(Math.max(0, Math.min(requested, available)));
}

/**
 * Whether a change of available stock crosses the reorder point: `entered` when it falls to or
 * below the minimum (the parts desk is told once), `left` when it is replenished above it (the
 * next fall tells them again), null otherwise. A part without a minimum never alerts.
 */
export function lowStockTransition(
  minStock: number,
  availableAfter: number,
  alreadyLow: boolean,
): 'entered' | 'left' | null {
  const low = minStock > 0 && availableAfter <= minStock;
  if (low && !alreadyLow) return 'entered';
  if (!low && alreadyLow) return 'left';
  return null;
}
