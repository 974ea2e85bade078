import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import { type WorkOrderSnapshot } from '@px/contracts';
import { CommandTransaction, runSql } from '@px/platform';
import { availableOf } from '../domain/stock-balance';
import { roundQuantity } from '../domain/quantity';
import {
  type HeldReservation,
  type OrderPartLine,
  heldAfterChange,
  partLinesOf,
  stockIntentOf,
} from '../domain/work-order-stock';
import { type LockedStock, lockStock, postMovement, saveStock } from './part-stock';

/**
 * Brings the shelf in line with a work order (its event's snapshot): an open order's part lines
 * hold reservations (as much as the shelf covers: the rest is "sin stock"); a completed order
 * consumes each line once, one movement per line; a cancelled or deleted one releases everything.
 * Idempotent and order-proof: a snapshot older than the last one applied changes nothing.
 */
export class SyncWorkOrderStockCommand extends Command<void> {
  constructor(
    readonly order: WorkOrderSnapshot,
    readonly actorId: string | null,
    readonly at: Date,
  ) {
    super();
  }
}

@CommandHandler(SyncWorkOrderStockCommand)
export class SyncWorkOrderStockHandler implements ICommandHandler<SyncWorkOrderStockCommand, void> {
  constructor(private readonly commands: CommandTransaction) {}

  async execute({ order, actorId, at }: SyncWorkOrderStockCommand): Promise<void> {
    await this.commands.run(async (em, events) => {
      if (!(await claimVersion(em, order))) return;
      const held = await heldReservations(em, order.id);
      const consumed = await consumedLines(em, order.id);
      const intent = stockIntentOf(order);
      // A line consumed before a reopening stays consumed: it is never reserved again.
      const lines = intent === 'release' ? [] : await knownParts(em, partLinesOf(order));
      const wanted = lines.filter((line) => !consumed.has(line.lineId));
      const stocks = await lockStock(
        em,
        [...held, ...wanted].map((line) => line.partId),
      );
      if (stocks.size === 0) return;
      const context = { actorId, at, reason: `Orden ${order.number}` };
      if (intent === 'consume') {
        await consume(em, order, wanted, held, stocks, context);
      } else {
        await hold(em, order, wanted, held, stocks);
      }
      for (const stock of stocks.values()) await saveStock(em, events, stock, context);
    });
  }
}

/** Records this snapshot's version; false when a newer (or the same) one was applied already. */
async function claimVersion(em: EntityManager, order: WorkOrderSnapshot): Promise<boolean> {
  const rows = await runSql(
    em,
    `insert into work_order_stock_sync (work_order_id, order_version, status)
     values ($1, $2, $3)
     on conflict (work_order_id) do update
       set order_version = excluded.order_version, status = excluded.status, synced_at = now()
       where work_order_stock_sync.order_version < excluded.order_version
     returning work_order_id`,
    [order.id, order.version, order.deleted ? 'deleted' : order.status],
  );
  return rows.length > 0;
}

async function heldReservations(em: EntityManager, orderId: string): Promise<HeldReservation[]> {
  const rows = await runSql<{
    work_order_line_id: string;
    part_id: string;
    quantity: string;
    reserved: string;
  }>(
    em,
    `select work_order_line_id, part_id, quantity, reserved from stock_reservation
      where work_order_id = $1 and consumed = 0 for update`,
    [orderId],
  );
  return rows.map((row) => ({
    lineId: row.work_order_line_id,
    partId: row.part_id,
    quantity: Number(row.quantity),
    reserved: Number(row.reserved),
  }));
}

async function consumedLines(em: EntityManager, orderId: string): Promise<Set<string>> {
  const rows = await runSql<{ work_order_line_id: string }>(
    em,
    `select work_order_line_id from stock_movement
      where work_order_id = $1 and kind = 'consumption' and work_order_line_id is not null`,
    [orderId],
  );
  return new Set(rows.map((row) => row.work_order_line_id));
}

/** Lines naming a part the catalogue has (work orders cannot check it; the shelf ignores others). */
async function knownParts(em: EntityManager, lines: OrderPartLine[]): Promise<OrderPartLine[]> {
  if (lines.length === 0) return [];
  const ids = [...new Set(lines.map((line) => line.partId))];
  const rows = await runSql<{ id: string }>(em, 'select id from part where id = any($1::uuid[])', [
    `{${ids.join(',')}}`,
  ]);
  const known = new Set(rows.map((row) => row.id));
  return lines.filter((line) => known.has(line.partId));
}

/** An open order: each wanted line holds what it held plus what the shelf can add; the rest go. */
async function hold(
  em: EntityManager,
  order: WorkOrderSnapshot,
  wanted: OrderPartLine[],
  held: HeldReservation[],
  stocks: Map<string, LockedStock>,
): Promise<void> {
  const wantedByLine = new Map(wanted.map((line) => [line.lineId, line]));
  // Releases first, so a line moved to another part (or shrunk) frees stock for the others.
  const keptByLine = new Map<string, number>();
  for (const reservation of held) {
    const stock = stocks.get(reservation.partId)!;
    const line = wantedByLine.get(reservation.lineId);
    const same = line !== undefined && line.partId === reservation.partId;
    const keep = same ? Math.min(reservation.reserved, line.quantity) : 0;
    stock.reserved = roundQuantity(stock.reserved - (reservation.reserved - keep));
    if (same) keptByLine.set(reservation.lineId, keep);
    else {
      await runSql(em, 'delete from stock_reservation where work_order_line_id = $1', [
        reservation.lineId,
      ]);
    }
  }
  for (const line of wanted) {
    const stock = stocks.get(line.partId)!;
    const keep = keptByLine.get(line.lineId) ?? 0;
    const reserved = heldAfterChange(line.quantity, keep, availableOf(stock));
    stock.reserved = roundQuantity(stock.reserved + reserved - keep);
    await runSql(
      em,
      `insert into stock_reservation (work_order_line_id, work_order_id, work_order_number, part_id,
              quantity, reserved)
       values ($1, $2, $3, $4, $5, $6)
       on conflict (work_order_line_id) do update
         set part_id = excluded.part_id, quantity = excluded.quantity,
             reserved = excluded.reserved, work_order_number = excluded.work_order_number,
             updated_at = now()`,
      [line.lineId, order.id, order.number, line.partId, line.quantity, reserved],
      'run',
    );
  }
}

/**
 * A completed order: one consumption per line, taking the line's own reservation and what else is
 * available, never more (the order is already completed, so there is nobody to refuse: what the
 * shelf could not cover stays on the line's row as quantity − consumed, shown on the order for the
 * parts desk to count). Lines removed before completing release what they held.
 */
async function consume(
  em: EntityManager,
  order: WorkOrderSnapshot,
  wanted: OrderPartLine[],
  held: HeldReservation[],
  stocks: Map<string, LockedStock>,
  context: { actorId: string | null; at: Date },
): Promise<void> {
  const wantedByLine = new Map(wanted.map((line) => [line.lineId, line]));
  for (const reservation of held) {
    const line = wantedByLine.get(reservation.lineId);
    if (line && line.partId === reservation.partId) continue;
    const stock = stocks.get(reservation.partId)!;
    stock.reserved = roundQuantity(stock.reserved - reservation.reserved);
    await runSql(em, 'delete from stock_reservation where work_order_line_id = $1', [
      reservation.lineId,
    ]);
  }
  const heldByLine = new Map(held.map((reservation) => [reservation.lineId, reservation]));
  for (const line of wanted) {
    const stock = stocks.get(line.partId)!;
    const own = heldByLine.get(line.lineId);
    const ownReserved = own && own.partId === line.partId ? own.reserved : 0;
    const consumed = roundQuantity(
      Math.min(line.quantity, ownReserved + Math.max(availableOf(stock), 0)),
    );
    if (consumed > 0) {
      await postMovement(em, stock, {
        kind: 'consumption',
        quantity: -consumed,
        releasesReserved: ownReserved,
        reason: `Orden ${order.number}`,
        actorId: context.actorId,
        workOrderId: order.id,
        workOrderLineId: line.lineId,
        at: context.at,
      });
    } else {
      stock.reserved = roundQuantity(stock.reserved - ownReserved);
    }
    await runSql(
      em,
      `insert into stock_reservation (work_order_line_id, work_order_id, work_order_number, part_id,
              quantity, reserved, consumed)
       values ($1, $2, $3, $4, $5, 0, $6)
       on conflict (work_order_line_id) do update
         set quantity = excluded.quantity, reserved = 0, consumed = excluded.consumed,
             updated_at = now()`,
      [line.lineId, order.id, order.number, line.partId, line.quantity, consumed],
      'run',
    );
  }
}
