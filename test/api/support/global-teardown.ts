import { Redis } from 'ioredis';
import { dropDatabase } from '../../../libs/platform/src/database/ensure-database';

/** Drops the run's database and deletes every Redis key under the run's prefix. */
export default async function globalTeardown(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (url && /\/px_test_[0-9a-f]+$/.test(new URL(url).pathname)) await dropDatabase(url);
  const prefix = process.env.REDIS_KEY_PREFIX;
  if (prefix?.startsWith('pxtest:') && process.env.REDIS_URL) {
    const redis = new Redis(process.env.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
    try {
      await redis.connect();
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
        if (keys.length) await redis.del(...keys);
        cursor = next;
      } while (cursor !== '0');
    } catch {
      // Redis gone: nothing to clean.
    } finally {
      redis.disconnect();
    }
  }
}
