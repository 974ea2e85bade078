import { Injectable, Logger } from '@nestjs/common';
import { type ThrottlerStorage } from '@nestjs/throttler';
import { Cache } from '../../redis';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/**
 * The throttler's counters in Redis, so every API process shares them: a fixed window per key
 * (INCR, and EXPIRE on the first hit), one round trip per request. Past the limit the rest of the
 * window is the wait. While Redis is down requests pass uncounted (logged once per outage), as the
 * login throttle does: a cache outage must not take the API down with it. A library store
 * (@nest-lab/throttler-storage-redis) would fail every request instead.
 */
@Injectable()
export class RateLimitStorage implements ThrottlerStorage {
  private readonly logger = new Logger('RateLimits');
  private uncounted = false;

  constructor(private readonly cache: Cache) {}

  async increment(key: string, ttlMs: number, limit: number): Promise<ThrottlerStorageRecord> {
    const windowSeconds = Math.max(1, Math.ceil(ttlMs / 1000));
    const hits = await this.cache.hit(`rate-limit:${key}`, windowSeconds);
    if (hits === null) return this.passUncounted(windowSeconds);
    this.uncounted = false;
    if (hits <= limit)
      return {
        totalHits: hits,
        timeToExpire: windowSeconds,
        isBlocked: false,
        timeToBlockExpire: 0,
      };
    const left = await this.cache.ttl(`rate-limit:${key}`);
    const wait = left > 0 ? left : windowSeconds;
    return { totalHits: hits, timeToExpire: wait, isBlocked: true, timeToBlockExpire: wait };
  }

  private passUncounted(windowSeconds: number): ThrottlerStorageRecord {
    if (!this.uncounted) this.logger.warn('Redis is unavailable: request rates are not limited');
    this.uncounted = true;
    return { totalHits: 0, timeToExpire: windowSeconds, isBlocked: false, timeToBlockExpire: 0 };
  }
}
