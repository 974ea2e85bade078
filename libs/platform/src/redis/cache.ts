import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { type Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../config';
import { closeRedisClient, createRedisClient } from './redis-connection';

/**
 * A Redis cache that never fails a request: while Redis is down every read is a miss and every
 * write is skipped, so callers fall back to PostgreSQL. Keys live under `${REDIS_KEY_PREFIX}:cache:`.
 */
@Injectable()
export class Cache implements OnModuleInit, OnModuleDestroy {
  private client: Redis | null = null;
  private readonly prefix: string;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.prefix = `${config.redisKeyPrefix}:cache:`;
  }

  onModuleInit(): void {
    this.client = createRedisClient(this.config.redisUrl, 'producer');
  }

  private ready(): Redis | null {
    return this.client?.status === 'ready' ? this.client : null;
  }

  async getJson<T>(key: string): Promise<T | null> {
    const raw = await this.ready()
      ?.get(this.prefix + key)
      .catch(() => null);
    return raw ? (JSON.parse(raw) as T) : null;
  }

  async setJson(key: string, value: unknown, ttlSeconds: number): Promise<void> {
    await this.ready()
      ?.set(this.prefix + key, JSON.stringify(value), 'EX', ttlSeconds)
      .catch(() => undefined);
  }

  async delete(...keys: string[]): Promise<void> {
    if (keys.length)
      await this.ready()
        ?.del(...keys.map((key) => this.prefix + key))
        .catch(() => undefined);
  }

  /** A counter to version a family of keys: bumping it invalidates them all at once. */
  async getCounter(key: string): Promise<number> {
    const raw = await this.ready()
      ?.get(this.prefix + key)
      .catch(() => null);
    return raw ? Number(raw) : 0;
  }

  async increment(key: string): Promise<number | null> {
    return (
      (await this.ready()
        ?.incr(this.prefix + key)
        .catch(() => null)) ?? null
    );
  }

  /** Adds one hit to a counter that expires `ttlSeconds` after its first hit; null when Redis is down. */
  async hit(key: string, ttlSeconds: number): Promise<number | null> {
    const client = this.ready();
    if (!client) return null;
    try {
      const [[, count]] = (await client
        .multi()
        .incr(this.prefix + key)
        .expire(this.prefix + key, ttlSeconds, 'NX')
        .exec()) as [[Error | null, number], unknown];
      return count;
    } catch {
      return null;
    }
  }

  async ttl(key: string): Promise<number> {
    return (
      (await this.ready()
        ?.ttl(this.prefix + key)
        .catch(() => -2)) ?? -2
    );
  }

  /**
   * Runs a Lua script atomically on keys under this cache's prefix (what no read-then-write can
   * do: twelve parallel requests counting as twelve). Null while Redis is down.
   */
  async runScript<T>(
    script: string,
    keys: readonly string[],
    args: readonly (string | number)[],
  ): Promise<T | null> {
    const client = this.ready();
    if (!client) return null;
    try {
      return (await client.eval(
        script,
        keys.length,
        ...keys.map((key) => this.prefix + key),
        ...args,
      )) as T;
    } catch {
      return null;
    }
  }

  async onModuleDestroy(): Promise<void> {
    if (this.client) await closeRedisClient(this.client);
  }
}
