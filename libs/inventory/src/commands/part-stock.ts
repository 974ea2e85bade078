import { type EntityManager } from '@mikro-orm/postgresql';
import { type PartUnit, type StockMovementKind } from '@px/contracts';
import { ConflictError, type EventRecorder, NotFoundError, runSql } from '@px/platform';
import { PART_NOT_FOUND } from '../domain/part-fields';
import { quantityText, roundQuantity } from '../domain/quantity';
import { availableOf, lowStockTransition, weightedAverageCost } from '../domain/stock-balance';
import {
  StockChanged,
  StockFellBelowMinimum,
  type StockChangePayload,
} from '../events/part.events';

/** A part's balance row, locked for the command's transaction, with what its rules need. */
export interface LockedStock {
  partId: string;
  reference: string;
  name: string;
  unit: PartUnit;
  minStock: number;
  onHand: number;
  reserved: number;
  onOrder: number;
  averageCostCents: number;
  lowStockSince: Date | null;
  lastMovementAt: Date | null;
  /** The workshop setting (read with the lock: one round trip less per command). */
  allowsNegative: boolean;
  /** The balance as last written (the lock's read, postMovement's or saveStock's write). */
  writtenState: string;
  /** Crossed to or below the minimum since the lock, and not back above it. */
  fellBelowMinimum: boolean;
}

interface StockRow {
  part_id: string;
  reference: string;
  name: string;
  unit: PartUnit;
  min_stock: string;
  on_hand: string;
  reserved: string;
  on_order: string;
  average_cost_cents: string;
  low_stock_since: Date | string | null;
  last_movement_at: Date | string | null;
  allows_negative: boolean | null;
}

/**
 * Locks the balance rows of these parts (in id order, so two commands touching the same parts
 * never deadlock) for the rest of the transaction: every change of stock, reservation or order
 * goes through here, which is what makes "100 consumptions of the last 50 units" end at exactly 0.
 * A part that does not exist is a 404.
 */
export async function lockStock(
  em: EntityManager,
  partIds: readonly string[],
): Promise<Map<string, LockedStock>> {
  const ids = [...new Set(partIds)].sort();
  if (ids.length === 0) return new Map();
  const rows = await runSql<StockRow>(
    em,
    `select s.part_id, p.reference, p.name, p.unit, p.min_stock, s.on_hand, s.reserved,
            s.on_order, s.average_cost_cents, s.low_stock_since, s.last_movement_at,
            (select allow_negative_stock from inventory_settings where id = 1) as allows_negative
       from part_stock s join part p on p.id = s.part_id
      where s.part_id = any($1::uuid[])
      order by s.part_id
      for update of s`,
    [`{${ids.join(',')}}`],
  );
  if (rows.length !== ids.length) throw new NotFoundError(PART_NOT_FOUND);
  return new Map(
    rows.map((row) => {
      const stock: LockedStock = {
        partId: row.part_id,
        reference: row.reference,
        name: row.name,
        unit: row.unit,
        minStock: Number(row.min_stock),
        onHand: Number(row.on_hand),
        reserved: Number(row.reserved),
        onOrder: Number(row.on_order),
        averageCostCents: Number(row.average_cost_cents),
        // The ORM's connection reads timestamps as text.
        lowStockSince: row.low_stock_since === null ? null : new Date(row.low_stock_since),
        lastMovementAt: row.last_movement_at === null ? null : new Date(row.last_movement_at),
        allowsNegative: row.allows_negative ?? false,
        writtenState: '',
        fellBelowMinimum: false,
      };
      stock.writtenState = writtenStateOf(stock);
      return [row.part_id, stock];
    }),
  );
}

/** The columns saveStock writes, as one comparable value. */
function writtenStateOf(stock: LockedStock): string {
  return JSON.stringify([
    stock.onHand,
    stock.reserved,
    Math.max(0, stock.onOrder),
    stock.averageCostCents,
    stock.lowStockSince?.getTime() ?? null,
    stock.lastMovementAt?.getTime() ?? null,
  ]);
}

/** The part_stock columns a write sets from the locked balance, from `$first` on. */
function balanceValues(stock: LockedStock): unknown[] {
  return [
    stock.onHand,
    stock.reserved,
    Math.max(0, stock.onOrder),
    stock.averageCostCents,
    stock.lowStockSince,
    stock.lastMovementAt,
  ];
}

const balanceSet = (first: number): string =>
  `on_hand = $${first}, reserved = $${first + 1}, on_order = $${first + 2},
   average_cost_cents = $${first + 3}, low_stock_since = $${first + 4},
   last_movement_at = $${first + 5}, updated_at = now()`;

/**
 * The reorder point's state after a change: crossing to or below the minimum marks the balance
 * low (StockFellBelowMinimum once, by saveStock), going back above it re-arms the alert.
 */
function applyReorderState(stock: LockedStock, at: Date): void {
  const transition = lowStockTransition(
    stock.minStock,
    availableOf(stock),
    stock.lowStockSince !== null,
  );
  if (transition === 'entered') {
    stock.lowStockSince = at;
    stock.fellBelowMinimum = true;
  }
  if (transition === 'left') {
    stock.lowStockSince = null;
    stock.fellBelowMinimum = false;
  }
}

/** One movement of the ledger, as a command posts it. */
export interface MovementInput {
  kind: StockMovementKind;
  /** Signed: positive into the shelf. */
  quantity: number;
  /** Inflows: the cost they enter at (default the average). Outflows always leave at the average. */
  unitCostCents?: number;
  reason?: string | null;
  actorId: string | null;
  /** Of a consumption: how much of the outflow was this order's own reservation (released). */
  releasesReserved?: number;
  workOrderId?: string | null;
  workOrderLineId?: string | null;
  purchaseOrderId?: string | null;
  sparePartRequestId?: string | null;
  at: Date;
}

/** The Spanish 409 of an outflow the shelf cannot cover. */
export function notEnoughStock(
  stock: LockedStock,
  wanted: number,
  available: number,
): ConflictError {
  return new ConflictError(
    `No hay existencias suficientes de ${stock.reference} · ${stock.name}: se piden ` +
      `${quantityText(wanted, stock.unit)} y hay ${quantityText(Math.max(available, 0), stock.unit)} disponibles.`,
    { part_id: stock.partId, available, requested: wanted },
  );
}

/**
 * Appends one movement to the ledger and applies it to the locked balance (written by
 * `saveStock`): an outflow may take only what is available (plus the reservation it releases),
 * unless negative stock is allowed; an inflow recomputes the weighted average cost. The monthly
 * rollup the analytics read and the balance row are written by the same statement.
 */
export async function postMovement(
  em: EntityManager,
  stock: LockedStock,
  movement: MovementInput,
): Promise<string> {
  const releases = roundQuantity(Math.min(movement.releasesReserved ?? 0, stock.reserved));
  const onHand = roundQuantity(stock.onHand + movement.quantity);
  const reserved = roundQuantity(stock.reserved - releases);
  if (movement.quantity < 0 && !stock.allowsNegative && onHand - reserved < 0) {
    throw notEnoughStock(stock, -movement.quantity, availableOf(stock) + releases);
  }
  const unitCost =
    movement.quantity > 0 && movement.unitCostCents !== undefined
      ? movement.unitCostCents
      : stock.averageCostCents;
  if (movement.quantity > 0) {
    stock.averageCostCents = weightedAverageCost(
      stock.onHand,
      stock.averageCostCents,
      movement.quantity,
      unitCost,
    );
  }
  stock.onHand = onHand;
  stock.reserved = reserved;
  stock.lastMovementAt = movement.at;
  applyReorderState(stock, movement.at);
  const consumed =
    movement.kind === 'consumption' || movement.kind === 'work_order_return'
      ? -movement.quantity
      : 0;
  const [row] = await runSql<{ id: string }>(
    em,
    `with movement as (
       insert into stock_movement (id, part_id, kind, quantity, unit_cost_cents, balance_after,
              reason, actor_id, work_order_id, work_order_line_id, purchase_order_id,
              spare_part_request_id, occurred_at)
       values (gen_random_uuid(), $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
       returning id
     ), rollup as (
       insert into part_stock_month as m (part_id, month, net_quantity, net_value_cents,
              consumed_quantity, consumed_cost_cents, movements)
       values ($1, date_trunc('month', $12::timestamptz at time zone 'Europe/Madrid')::date,
               $3, round($3::numeric * $4), $13, round($13::numeric * $4), 1)
       on conflict (part_id, month) do update
         set net_quantity = m.net_quantity + excluded.net_quantity,
             net_value_cents = m.net_value_cents + excluded.net_value_cents,
             consumed_quantity = m.consumed_quantity + excluded.consumed_quantity,
             consumed_cost_cents = m.consumed_cost_cents + excluded.consumed_cost_cents,
             movements = m.movements + 1
     ), balance as (
       update part_stock set ${balanceSet(14)} where part_id = $1
     )
     select id from movement`,
    [
      stock.partId,
      movement.kind,
      movement.quantity,
      unitCost,
      onHand,
      movement.reason ?? null,
      movement.actorId,
      movement.workOrderId ?? null,
      movement.workOrderLineId ?? null,
      movement.purchaseOrderId ?? null,
      movement.sparePartRequestId ?? null,
      movement.at,
      consumed,
      ...balanceValues(stock),
    ],
  );
  stock.writtenState = writtenStateOf(stock);
  return row.id;
}

export function stockChangeOf(stock: LockedStock): StockChangePayload {
  return {
    part_id: stock.partId,
    reference: stock.reference,
    name: stock.name,
    unit: stock.unit,
    on_hand: stock.onHand,
    reserved: stock.reserved,
    available: availableOf(stock),
    min_stock: stock.minStock,
  };
}

/**
 * Writes the locked balance back when a change is not written yet (postMovement writes its own),
 * with the reorder point's state. Records StockChanged for the screens and, once per crossing,
 * StockFellBelowMinimum (the parts desk's inventory_low_stock).
 */
export async function saveStock(
  em: EntityManager,
  events: EventRecorder,
  stock: LockedStock,
  context: { actorId: string | null; at: Date; reason: string | null },
): Promise<void> {
  applyReorderState(stock, context.at);
  if (writtenStateOf(stock) !== stock.writtenState) {
    await runSql(
      em,
      `update part_stock set ${balanceSet(2)} where part_id = $1`,
      [stock.partId, ...balanceValues(stock)],
      'run',
    );
    stock.writtenState = writtenStateOf(stock);
  }
  const change = stockChangeOf(stock);
  events.record(
    new StockChanged(
      stock.partId,
      { ...change, reason: context.reason },
      context.actorId,
      context.at,
    ),
  );
  if (stock.fellBelowMinimum) {
    stock.fellBelowMinimum = false;
    events.record(new StockFellBelowMinimum(stock.partId, change, context.actorId, context.at));
  }
}
