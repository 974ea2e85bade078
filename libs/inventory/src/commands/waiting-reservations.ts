import { type EntityManager } from '@mikro-orm/postgresql';
import { runSql } from '@px/platform';
import { availableOf, coverOf } from '../domain/stock-balance';
import { roundQuantity } from '../domain/quantity';
import { type LockedStock } from './part-stock';

/**
 * Stock that came in goes first to the open orders' lines that lacked it ("sin stock"), oldest
 * first, before anyone else can take it: a received part is the one the workshop was waiting for.
 */
export async function fillWaitingReservations(
  em: EntityManager,
  stock: LockedStock,
): Promise<void> {
  if (availableOf(stock) <= 0) return;
  const waiting = await runSql<{ work_order_line_id: string; quantity: string; reserved: string }>(
    em,
    `select r.work_order_line_id, r.quantity, r.reserved
       from stock_reservation r
       join work_order_stock_sync o on o.work_order_id = r.work_order_id
      where r.part_id = $1 and r.consumed = 0 and r.reserved < r.quantity
        and o.status in ('open', 'in_progress', 'on_hold')
      order by r.created_at, r.work_order_line_id
      for update of r`,
    [stock.partId],
  );
  for (const line of waiting) {
    const add = coverOf(Number(line.quantity) - Number(line.reserved), availableOf(stock));
    if (add <= 0) break;
    stock.reserved = roundQuantity(stock.reserved + add);
    await runSql(
      em,
      `update stock_reservation set reserved = reserved + $2, updated_at = now()
        where work_order_line_id = $1`,
      [line.work_order_line_id, add],
      'run',
    );
  }
}
