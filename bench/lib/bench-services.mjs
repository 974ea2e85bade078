import path from 'node:path';
import {
  deleteRedisKeys,
  dropDatabase,
  ensureDatabase,
  ensurePostgres,
  ensureRedis,
} from '../../scripts/lib/provision.mjs';
import { DATA_DIR, randomId } from '../../scripts/lib/util.mjs';

/**
 * What every bench (`npm run bench`, `npm run bench:web`) runs against: PostgreSQL and Redis
 * (started under .data/bench-* when DATABASE_URL/REDIS_URL are unset), a fresh database `database`
 * and a Redis key prefix of its own, each registered with `pm` so that the shutdown removes them.
 * `beforeCreate(adminUrl)` runs once the database is dropped and before it is created again (the
 * bench's data cache copies a kept database there); what it answers comes back as `restored`.
 */
export async function benchServices(pm, log, { database, keyPrefix, beforeCreate }) {
  // Registered so that the shutdown stops what this run started (last registered first).
  const pg = pm.addService(
    'PostgreSQL',
    await ensurePostgres({ dataDir: path.join(DATA_DIR, 'bench-postgres'), log, fast: true }),
  );
  const redis = pm.addService(
    'Redis',
    await ensureRedis({ dataDir: path.join(DATA_DIR, 'bench-redis'), log }),
  );
  pm.addService(`database ${database}`, {
    started: true,
    stop: async () => {
      await dropDatabase(pg.url, database);
      log(`dropped database ${database}`);
    },
  });
  await dropDatabase(pg.url, database); // left behind by a run that was killed
  const restored = beforeCreate ? await beforeCreate(pg.url) : undefined;
  const databaseUrl = await ensureDatabase(pg.url, database, log);

  const prefix = `${keyPrefix}:${randomId(8)}`;
  pm.addService(`Redis keys ${prefix}*`, {
    started: true,
    stop: async () => {
      const deleted = await deleteRedisKeys(redis.url, prefix);
      log(`deleted ${deleted} Redis key(s) under ${prefix}`);
    },
  });
  return { pg, redis, databaseUrl, prefix, restored };
}
