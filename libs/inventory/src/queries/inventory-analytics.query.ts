import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import {
  DEAD_STOCK_DAYS,
  DEAD_STOCK_LIST_SIZE,
  type InventoryAnalytics,
  type PartCategory,
  TOP_CONSUMED_LIST_SIZE,
  type LocalDate,
  localDate,
  localInstant,
} from '@px/contracts';
import { Cache, ListTotals, SqlClient, ValidationError, VersionedAnswers } from '@px/platform';
import { classifyAbc, summarizeAbc } from '../domain/abc-classification';
import { roundQuantity } from '../domain/quantity';
import {
  type AnalyticsPeriod,
  averageStockValue,
  daysOfCoverOf,
  deadStockCutoff,
  resolveAnalyticsPeriod,
  rotationOf,
} from '../domain/stock-analytics';

/** Longer than any command's transaction (statements time out at 5 s). */
const LEDGER_SETTLED_MS = 60_000;

interface CategoryRow {
  category: PartCategory;
  parts: number;
  value_cents: string;
  /** Every balance, negative ones included: the base the past values are derived from. */
  book_value_cents: string;
}

interface MonthRow {
  month: string;
  consumed_cost_cents: string;
  net_value_cents: string;
}

/** The period's consumption by part, summed up in one row (190,000 parts answer in one). */
interface ConsumptionRow {
  /** Every part's consumption cost in the period (> 0), highest first: the ABC's input. */
  costs: string[];
  /** Inactive parts among them (the ABC counts active parts and any part consumed). */
  inactive_consumed: number;
  active_parts: number;
  top: {
    part_id: string;
    reference: string;
    name: string;
    quantity: number | string;
    cost_cents: number | string;
  }[];
}

interface DeadRow {
  part_id: string;
  reference: string;
  name: string;
  category: PartCategory;
  on_hand: string;
  value_cents: string;
  last_movement_at: Date | null;
  total_parts: number;
  total_value_cents: string;
}

/**
 * GET /api/inventory/analytics: stock value, rotation, cover, dead stock, top consumption, ABC and
 * the monthly consumption of a period (libs/contracts/src/inventory-analytics.ts defines each).
 * Reads the cached balances (part_stock), the catalogue and the monthly rollup (part_stock_month),
 * never the ledger: the period is made of the rollup's whole months. An answer is kept under the
 * version of what it reads (the ledger's last instant, the catalogue's list_version, the day):
 * a manager reopening the page, or a second one, reads it once; any movement makes a new one.
 */
export class GetInventoryAnalyticsQuery extends Query<InventoryAnalytics> {
  constructor(
    readonly from: string | null = null,
    readonly to: string | null = null,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}

@QueryHandler(GetInventoryAnalyticsQuery)
export class GetInventoryAnalyticsHandler implements IQueryHandler<
  GetInventoryAnalyticsQuery,
  InventoryAnalytics
> {
  private readonly answers: VersionedAnswers<InventoryAnalytics>;

  constructor(
    private readonly sql: SqlClient,
    private readonly totals: ListTotals,
    cache: Cache,
  ) {
    this.answers = new VersionedAnswers(cache, {
      name: 'inventory-analytics',
      ttlSeconds: 3_600,
      maxKnown: 50,
    });
  }

  async execute({ from, to, now }: GetInventoryAnalyticsQuery): Promise<InventoryAnalytics> {
    const today = localDate(now);
    const resolved = resolveAnalyticsPeriod({ from, to }, today);
    if (!resolved.period) throw new ValidationError(resolved.errors);
    const period = resolved.period;
    const [[version], catalogue] = await Promise.all([
      this.sql.query<{ last_movement: Date | null }>(
        'select max(occurred_at) as last_movement from stock_movement',
      ),
      this.totals.version('part'),
    ]);
    const compute = () => this.compute(period, today);
    // A movement is stamped before its transaction commits: while the ledger's last instant is
    // recent, one still committing could sort before it, unseen by this version. Kept only once
    // the ledger has been still for a while.
    const settled =
      !version.last_movement || now.getTime() - version.last_movement.getTime() > LEDGER_SETTLED_MS;
    if (!settled) return compute();
    return this.answers.get(
      `${version.last_movement?.toISOString() ?? '-'}.${catalogue ?? '-'}`,
      [period.from, period.to, today],
      compute,
    );
  }

  /** The figures of `period` as of today (the day counts, not the hour: dead stock is by day). */
  private async compute(period: AnalyticsPeriod, today: LocalDate): Promise<InventoryAnalytics> {
    const [categories, monthRows, [consumption], deadRows] = await Promise.all([
      this.sql.query<CategoryRow>(
        `select p.category,
                count(*) filter (where s.on_hand > 0)::int as parts,
                coalesce(sum(round(s.on_hand * s.average_cost_cents))
                  filter (where s.on_hand > 0), 0)::bigint as value_cents,
                coalesce(sum(round(s.on_hand * s.average_cost_cents)), 0)::bigint
                  as book_value_cents
           from part_stock s join part p on p.id = s.part_id
          group by p.category`,
      ),
      // Every month from the period's first to today: the later ones undo today's balance back
      // to the period's month ends.
      this.sql.query<MonthRow>(
        `select to_char(month, 'YYYY-MM') as month,
                sum(consumed_cost_cents)::bigint as consumed_cost_cents,
                sum(net_value_cents)::bigint as net_value_cents
           from part_stock_month
          where month >= $1::date
          group by month
          order by month`,
        [period.firstMonth],
      ),
      // One row: the costs only (not 190,000 rows of ids), the inactive among them, and the top
      // parts with their names.
      this.sql.query<ConsumptionRow>(
        `with consumed as materialized (
           select part_id, sum(consumed_quantity) as quantity,
                  sum(consumed_cost_cents)::bigint as cost_cents
             from part_stock_month
            where month >= date_trunc('month', $1::date)::date and month <= $2::date
            group by part_id
           having sum(consumed_cost_cents) > 0
         )
         select (select coalesce(array_agg(cost_cents order by cost_cents desc), '{}')
                   from consumed) as costs,
                (select count(*)::int from consumed c join part p on p.id = c.part_id
                  where not p.active) as inactive_consumed,
                (select count(*)::int from part where active) as active_parts,
                (select coalesce(json_agg(t order by t.cost_cents desc, t.part_id), '[]') from (
                   select c.part_id, p.reference, p.name, c.quantity, c.cost_cents
                     from consumed c join part p on p.id = c.part_id
                    order by c.cost_cents desc, c.part_id
                    limit $3) t) as top`,
        [period.from, period.to, TOP_CONSUMED_LIST_SIZE],
      ),
      this.sql.query<DeadRow>(
        `with dead as (
           select s.part_id, s.on_hand, round(s.on_hand * s.average_cost_cents)::bigint as value_cents,
                  s.last_movement_at
             from part_stock s
            where s.on_hand > 0 and (s.last_movement_at is null or s.last_movement_at < $1)
         )
         select d.part_id, p.reference, p.name, p.category, d.on_hand, d.value_cents,
                d.last_movement_at, (count(*) over ())::int as total_parts,
                (sum(d.value_cents) over ())::bigint as total_value_cents
           from dead d join part p on p.id = d.part_id
          order by d.value_cents desc, d.last_movement_at asc nulls first, d.part_id
          limit $2`,
        [deadStockCutoff(localInstant(today, 0), DEAD_STOCK_DAYS), DEAD_STOCK_LIST_SIZE],
      ),
    ]);

    const valueByCategory = categories
      .filter((row) => row.parts > 0)
      .map((row) => ({
        category: row.category,
        value_cents: Number(row.value_cents),
        parts: row.parts,
      }))
      .sort((x, y) => y.value_cents - x.value_cents || x.category.localeCompare(y.category));
    const stockValue = valueByCategory.reduce((sum, row) => sum + row.value_cents, 0);
    const bookValue = categories.reduce((sum, row) => sum + Number(row.book_value_cents), 0);

    const inPeriod = new Set(period.months);
    const consumedByMonth = new Map<string, number>();
    const netValueByMonth = new Map<string, number>();
    for (const row of monthRows) {
      netValueByMonth.set(row.month, Number(row.net_value_cents));
      if (inPeriod.has(row.month)) consumedByMonth.set(row.month, Number(row.consumed_cost_cents));
    }
    const consumed = [...consumedByMonth.values()].reduce((sum, cents) => sum + cents, 0);
    const averageStock = averageStockValue(
      bookValue,
      netValueByMonth,
      period.months,
      today.slice(0, 7),
    );

    // Equal costs may come in any order: the classes' counts and sums do not depend on it.
    const classified = classifyAbc(
      consumption.costs.map((cents, index) => ({ id: String(index), value: Number(cents) })),
    );
    const abc = summarizeAbc(
      classified,
      consumption.active_parts + consumption.inactive_consumed - classified.length,
    );

    return {
      from: period.from,
      to: period.to,
      days: period.days,
      stock_value_cents: stockValue,
      value_by_category: valueByCategory,
      consumed_cost_cents: consumed,
      average_stock_value_cents: averageStock,
      rotation: rotationOf(consumed, averageStock),
      days_of_cover: daysOfCoverOf(stockValue, consumed, period.days),
      dead_stock: {
        parts: deadRows[0]?.total_parts ?? 0,
        value_cents: Number(deadRows[0]?.total_value_cents ?? 0),
        items: deadRows.map((row) => ({
          part_id: row.part_id,
          reference: row.reference,
          name: row.name,
          category: row.category,
          on_hand: Number(row.on_hand),
          value_cents: Number(row.value_cents),
          last_movement_at: row.last_movement_at?.toISOString() ?? null,
        })),
      },
      top_consumed: consumption.top.map((row) => ({
        part_id: row.part_id,
        reference: row.reference,
        name: row.name,
        consumed_quantity: roundQuantity(Number(row.quantity)),
        consumed_cost_cents: Number(row.cost_cents),
      })),
      abc: {
        a: { parts: abc.A.parts, consumed_cost_cents: abc.A.value, share: abc.A.share },
        b: { parts: abc.B.parts, consumed_cost_cents: abc.B.value, share: abc.B.share },
        c: { parts: abc.C.parts, consumed_cost_cents: abc.C.value, share: abc.C.share },
      },
      consumption_by_month: period.months.map((month) => ({
        month,
        consumed_cost_cents: consumedByMonth.get(month) ?? 0,
      })),
    };
  }
}
