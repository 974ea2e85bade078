// GET /api/health/details: the operators' report (libs/platform/src/health/health.service.ts).
// The floor repeats its work step by step: `select 1` and Redis PING in parallel, then BullMQ
// getJobCounts on the six queues (prefix `${REDIS_KEY_PREFIX}:bull`) in parallel, then the outbox
// SQL; it answers the same HealthDetails JSON. Baseline only: no issue sets a budget for it.
// The bench runs the API in production, where the report answers administrators only (issue 17):
// both sides are asked as the demo administrator, and the floor checks the token and grants too.
import { authorize, demoAuthorization } from '../lib/auth.mjs';

/** The queues the installed modules' jobs run on (queueNamesOf(MANIFESTS), sorted). */
const QUEUES = ['kpis', 'maintenance'];
const COUNT_TYPES = ['waiting', 'active', 'delayed', 'completed', 'failed', 'paused'];

/** HealthService.outboxBacklog, character for character. */
const OUTBOX_SQL = `select (select count(*) from domain_event where published_at is null) as unpublished,
                (select count(*) from event_delivery where status = 'failed') as failed,
                (select count(*) from event_delivery where status = 'dead') as dead`;

async function timed(check) {
  const start = process.hrtime.bigint();
  try {
    await check();
    return { status: 'up', latency_ms: Number((process.hrtime.bigint() - start) / 1_000_000n) };
  } catch (error) {
    return { status: 'down', latency_ms: null, error: String(error?.message).slice(0, 200) };
  }
}

async function queueHealth(ctx, name, redisUp) {
  if (!redisUp) return { name, status: 'down', counts: null };
  try {
    const counts = await ctx.queue(name).getJobCounts(...COUNT_TYPES);
    return {
      name,
      status: 'up',
      counts: Object.fromEntries(COUNT_TYPES.map((type) => [type, counts[type] ?? 0])),
    };
  } catch {
    return { name, status: 'down', counts: null };
  }
}

async function outboxBacklog(ctx) {
  const [row] = await ctx.query(OUTBOX_SQL);
  return {
    unpublished: Number(row.unpublished),
    failed_deliveries: Number(row.failed),
    dead_deliveries: Number(row.dead),
  };
}

export default {
  name: 'health-details',
  description:
    'Operators’ report: select 1 + Redis PING, BullMQ job counts of 6 queues, one outbox SQL.',
  method: 'GET',
  path: '/api/health/details',
  prepare: ({ apiUrl }) => demoAuthorization(apiUrl, 'admin@taller.test'),
  async floor(ctx, req) {
    // No permission opens it: only the administrator roles pass (OperatorsOnly in production).
    await authorize(ctx, req, null);
    const [database, redis] = await Promise.all([
      timed(() => ctx.query('select 1')),
      timed(() => ctx.redis.ping()),
    ]);
    const queues = await Promise.all(
      QUEUES.map((name) => queueHealth(ctx, name, redis.status === 'up')),
    );
    const outbox = database.status === 'up' ? await outboxBacklog(ctx).catch(() => null) : null;
    return {
      status: database.status === 'down' ? 'down' : redis.status === 'down' ? 'degraded' : 'ok',
      version: ctx.version,
      uptime_seconds: Math.round(process.uptime()),
      started_at: ctx.startedAt.toISOString(),
      timestamp: new Date().toISOString(),
      database,
      redis,
      queues,
      outbox,
    };
  },
};
