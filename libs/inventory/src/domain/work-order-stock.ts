import { type WorkOrderSnapshot } from '@px/contracts';
import { coverOf } from './stock-balance';
import { roundQuantity } from './quantity';

/** A part line of an order as the shelf sees it. */
export interface OrderPartLine {
  lineId: string;
  partId: string;
  quantity: number;
}

/** What an order's reservation of a line holds now. */
export interface HeldReservation extends OrderPartLine {
  reserved: number;
}

/**
 * What the shelf does for an order (DOMAIN: part lines reserve while the order is open and consume
 * when it completes): `hold` its part lines, `consume` them, or `release` everything (cancelled or
 * deleted).
 */
export function stockIntentOf(order: WorkOrderSnapshot): 'hold' | 'consume' | 'release' {
  if (order.deleted || order.status === 'cancelled') return 'release';
  if (order.status === 'completed') return 'consume';
  return 'hold';
}

/** The order's catalogue part lines (events recorded before issue 20 carry none). */
export function partLinesOf(order: WorkOrderSnapshot): OrderPartLine[] {
  return order.lines.flatMap((line) =>
    line.type === 'part' && line.id && line.part_id && line.quantity > 0
      ? [{ lineId: line.id, partId: line.part_id, quantity: line.quantity }]
      : [],
  );
}

/**
 * How much a line's reservation holds after a change: what it held stays held (up to the new
 * quantity), and what it lacks is taken from what the part has available, never more.
 */
export function heldAfterChange(
  quantity: number,
  heldBefore: number,
  availableOfPart: number,
): number {
  const kept = Math.min(heldBefore, quantity);
  return roundQuantity(kept + coverOf(quantity - kept, availableOfPart));
}
