/**
 * Inventory analytics (issue 20): GET /api/inventory/analytics?from=YYYY-MM-DD&to=YYYY-MM-DD and
 * the /inventory/analytics screen. Money is integer cents.
 *
 * The period is read from the monthly rollup (part_stock_month, months in Europe/Madrid), never
 * from the ledger, so it is made of WHOLE months: from the first day of `from`'s month to the end
 * of `to`'s month (today, for the current month). `from` and `to` are answered as asked.
 * Without them the period is the last 12 months, the current one included; at most 36 months.
 *
 * - Stock value: on hand (never below zero) × the part's weighted average cost, today.
 * - Average stock value: the mean of the stock value at the start of the period and at the end of
 *   each of its months. The value at a past month's end is derived backwards from today's book
 *   value and the book value each later month's movements added (inflows at their cost, outflows
 *   at the average cost of their day).
 * - Rotation: consumption cost of the period ÷ average stock value (times in the period, not
 *   annualised); null when the average stock value is 0.
 * - Days of cover: today's stock value ÷ the period's average daily consumption cost (its
 *   consumption cost ÷ its days up to today); null when nothing was consumed.
 * - Consumption: what completed work orders consumed, net of their returns, at average cost.
 * - Dead stock: parts with stock and no movement (of any kind) in the last 180 days, today.
 * - ABC: active parts (and any part consumed in the period) by consumption cost in the period:
 *   A the parts making the first 80 % of it, B the next 15 %, C the rest, with the parts that
 *   consumed nothing.
 */
import { type PartCategory } from './inventory';

/** Days without any movement after which a part with stock is dead stock. */
export const DEAD_STOCK_DAYS = 180;
/** The longest period the analytics answer, in whole months. */
export const INVENTORY_ANALYTICS_MAX_MONTHS = 36;
/** The default period, in whole months (the current one included). */
export const INVENTORY_ANALYTICS_DEFAULT_MONTHS = 12;
export const DEAD_STOCK_LIST_SIZE = 20;
export const TOP_CONSUMED_LIST_SIZE = 10;

export type AbcClass = 'A' | 'B' | 'C';

export interface StockValueByCategory {
  category: PartCategory;
  value_cents: number;
  /** Parts of the category with stock. */
  parts: number;
}

export interface DeadStockItem {
  part_id: string;
  reference: string;
  name: string;
  category: PartCategory;
  on_hand: number;
  value_cents: number;
  /** Null when the part never moved. */
  last_movement_at: string | null;
}

export interface TopConsumedItem {
  part_id: string;
  reference: string;
  name: string;
  consumed_quantity: number;
  consumed_cost_cents: number;
}

export interface AbcClassSummary {
  parts: number;
  consumed_cost_cents: number;
  /** Share of the period's consumption cost, 0…1 (0 when nothing was consumed). */
  share: number;
}

export interface MonthlyConsumption {
  /** 'YYYY-MM'. */
  month: string;
  consumed_cost_cents: number;
}

export interface InventoryAnalytics {
  /** The period asked for (or the default), 'YYYY-MM-DD'; read as whole months. */
  from: string;
  to: string;
  /** Days of the period counted for the daily consumption: first of `from`'s month → min(end of `to`'s month, today). */
  days: number;
  stock_value_cents: number;
  /** Categories with stock, by value (highest first). */
  value_by_category: StockValueByCategory[];
  consumed_cost_cents: number;
  average_stock_value_cents: number;
  /** Consumption cost ÷ average stock value, two decimals; null without average stock. */
  rotation: number | null;
  /** Stock value ÷ average daily consumption cost, one decimal; null without consumption. */
  days_of_cover: number | null;
  dead_stock: {
    parts: number;
    value_cents: number;
    /** The DEAD_STOCK_LIST_SIZE most valuable. */
    items: DeadStockItem[];
  };
  /** The TOP_CONSUMED_LIST_SIZE parts with the highest consumption cost in the period. */
  top_consumed: TopConsumedItem[];
  abc: { a: AbcClassSummary; b: AbcClassSummary; c: AbcClassSummary };
  /** Every month of the period, oldest first, months without consumption as 0. */
  consumption_by_month: MonthlyConsumption[];
}
