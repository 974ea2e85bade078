import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { type Redis } from 'ioredis';
import { type DependencyHealth, type HealthDetails, type QueueHealth } from '@px/contracts';
import { APP_CONFIG, type AppConfig } from '../config';
import { SqlClient } from '../database/sql-client';
import { queueNamesOf } from '../modules/manifest-parts';
import { MODULE_MANIFESTS, type ModuleManifest } from '../modules/module-manifest';
import { JobQueues } from '../queue';
import { closeRedisClient, createRedisClient } from '../redis';

const CHECK_TIMEOUT_MS = 2_000;
const STARTED_AT = new Date();

function withTimeout<T>(promise: Promise<T>, ms = CHECK_TIMEOUT_MS): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) =>
      setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms).unref(),
    ),
  ]);
}

async function timed(check: () => Promise<unknown>): Promise<DependencyHealth> {
  const start = process.hrtime.bigint();
  try {
    await withTimeout(check());
    return { status: 'up', latency_ms: Number((process.hrtime.bigint() - start) / 1_000_000n) };
  } catch (error) {
    return { status: 'down', latency_ms: null, error: (error as Error).message.slice(0, 200) };
  }
}

/** Probes for GET /api/health (is the API able to serve?) and the operators' detailed report. */
@Injectable()
export class HealthService implements OnModuleInit, OnModuleDestroy {
  private redis: Redis | null = null;

  constructor(
    private readonly sql: SqlClient,
    private readonly queues: JobQueues,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(MODULE_MANIFESTS) private readonly manifests: ModuleManifest[],
  ) {}

  onModuleInit(): void {
    // Connect now, so the first probe measures Redis rather than our own connection set-up.
    this.redis = createRedisClient(this.config.redisUrl, 'producer');
  }

  private async pingRedis(): Promise<unknown> {
    const client = this.redis as Redis;
    if (client.status === 'connecting' || client.status === 'connect') {
      await new Promise((resolve) => client.once('ready', resolve));
    }
    return client.ping();
  }

  checkDatabase(): Promise<DependencyHealth> {
    return timed(() => this.sql.query('select 1'));
  }

  checkRedis(): Promise<DependencyHealth> {
    return timed(() => this.pingRedis());
  }

  async details(): Promise<HealthDetails> {
    const [database, redis] = await Promise.all([this.checkDatabase(), this.checkRedis()]);
    const queues = await Promise.all(
      queueNamesOf(this.manifests).map((name) => this.queueHealth(name, redis.status === 'up')),
    );
    const outbox = database.status === 'up' ? await this.outboxBacklog().catch(() => null) : null;
    return {
      status: database.status === 'down' ? 'down' : redis.status === 'down' ? 'degraded' : 'ok',
      version: this.config.appVersion,
      uptime_seconds: Math.round(process.uptime()),
      started_at: STARTED_AT.toISOString(),
      timestamp: new Date().toISOString(),
      database,
      redis,
      queues,
      outbox,
    };
  }

  private async queueHealth(name: string, redisUp: boolean): Promise<QueueHealth> {
    if (!redisUp) return { name, status: 'down', counts: null };
    try {
      const counts = await withTimeout(
        this.queues
          .queue(name)
          .getJobCounts('waiting', 'active', 'delayed', 'completed', 'failed', 'paused'),
      );
      return {
        name,
        status: 'up',
        counts: {
          waiting: counts.waiting ?? 0,
          active: counts.active ?? 0,
          delayed: counts.delayed ?? 0,
          completed: counts.completed ?? 0,
          failed: counts.failed ?? 0,
          paused: counts.paused ?? 0,
        },
      };
    } catch {
      return { name, status: 'down', counts: null };
    }
  }

  private async outboxBacklog(): Promise<HealthDetails['outbox']> {
    const [row] = await withTimeout(
      this.sql.query<{ unpublished: string; failed: string; dead: string }>(
        `select (select count(*) from domain_event where published_at is null) as unpublished,
                (select count(*) from event_delivery where status = 'failed') as failed,
                (select count(*) from event_delivery where status = 'dead') as dead`,
      ),
    );
    return {
      unpublished: Number(row.unpublished),
      failed_deliveries: Number(row.failed),
      dead_deliveries: Number(row.dead),
    };
  }

  async onModuleDestroy(): Promise<void> {
    if (this.redis) await closeRedisClient(this.redis);
  }
}
