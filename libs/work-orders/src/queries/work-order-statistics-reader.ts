import { Injectable } from '@nestjs/common';
import { type WorkOrderStatistics } from '@px/contracts';
import { Cache, ListTotals, SqlClient } from '@px/platform';
import { type WorkOrderActor } from '../domain/work-order-actor';

const CACHE_KEY = 'work-order-statistics';
/**
 * A cached figure is used only while the orders' list version is the one it was computed at, and
 * for at most a minute: "overdue" changes with the clock, not only with writes.
 */
const MAX_AGE_MS = 60_000;
const TTL_SECONDS = 600;

interface CachedStatistics {
  version: string;
  statistics: WorkOrderStatistics;
}

const STATISTICS_SQL = (where: string) => `
  select count(*) filter (where status = 'open')::int as open,
         count(*) filter (where status = 'in_progress')::int as in_progress,
         count(*) filter (where status = 'on_hold')::int as on_hold,
         count(*) filter (where status = 'completed')::int as completed,
         count(*) filter (where status = 'cancelled')::int as cancelled,
         count(*)::int as total,
         count(*) filter (where active and priority = 'normal')::int as normal,
         count(*) filter (where active and priority = 'preferred')::int as preferred,
         count(*) filter (where active and priority = 'urgent')::int as urgent,
         count(*) filter (where active and promised_at < now())::int as overdue,
         count(*) filter (where active and assigned_employee_id is null)::int as unassigned
    from (select status, priority, promised_at, assigned_employee_id,
                 status in ('open', 'in_progress', 'on_hold') as active
            from work_order where ${where}) w`;

/**
 * GET /api/work-orders/statistics. The workshop's figures are cached in Redis by the statistics job
 * (a debounced recompute after order changes, in the worker) and used only while still current;
 * a missing or stale cache is recomputed here, so the answer is always right. A mechanic's own
 * figures (few orders) are counted each time.
 */
@Injectable()
export class WorkOrderStatisticsReader {
  constructor(
    private readonly sql: SqlClient,
    private readonly cache: Cache,
    private readonly totals: ListTotals,
  ) {}

  async get(actor: WorkOrderActor): Promise<WorkOrderStatistics> {
    if (!actor.allOrders) {
      if (!actor.employeeId) return this.compute('false', []);
      return this.compute('deleted_at is null and assigned_employee_id = $1', [actor.employeeId]);
    }
    const [version, cached] = await Promise.all([
      this.totals.version('work_order'),
      this.cache.getJson<CachedStatistics>(CACHE_KEY),
    ]);
    if (
      cached &&
      version !== null &&
      cached.version === version &&
      Date.now() - Date.parse(cached.statistics.computed_at) < MAX_AGE_MS
    ) {
      return cached.statistics;
    }
    return this.refresh(version);
  }

  /** Counts the workshop's orders and caches the figures under the list version read first. */
  async refresh(knownVersion?: string | null): Promise<WorkOrderStatistics> {
    const version =
      knownVersion !== undefined
        ? knownVersion
        : await this.totals.version('work_order', { fresh: true });
    const statistics = await this.compute('deleted_at is null', []);
    if (version !== null) {
      await this.cache.setJson(
        CACHE_KEY,
        { version, statistics } satisfies CachedStatistics,
        TTL_SECONDS,
      );
    }
    return statistics;
  }

  /** What the cache holds now (the job's test reads it). */
  cached(): Promise<CachedStatistics | null> {
    return this.cache.getJson<CachedStatistics>(CACHE_KEY);
  }

  private async compute(where: string, params: unknown[]): Promise<WorkOrderStatistics> {
    const row = (await this.sql.one<Record<string, number>>(STATISTICS_SQL(where), params)) ?? {};
    const n = (key: string) => row[key] ?? 0;
    return {
      statusSummary: {
        open: n('open'),
        in_progress: n('in_progress'),
        on_hold: n('on_hold'),
        completed: n('completed'),
        cancelled: n('cancelled'),
        total: n('total'),
        // docs/decisions.md: "pending" (the sidebar badge) is the orders still open, not started.
        pending: n('open'),
      },
      activeByPriority: { normal: n('normal'), preferred: n('preferred'), urgent: n('urgent') },
      overdue: n('overdue'),
      unassigned: n('unassigned'),
      computed_at: new Date().toISOString(),
    };
  }
}
