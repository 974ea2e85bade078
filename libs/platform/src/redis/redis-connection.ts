import { Redis, type RedisOptions } from 'ioredis';

/** Which process opens the connection decides how it behaves while Redis is down. */
export type RedisRole =
  /** HTTP side: commands fail fast so requests never hang on a missing Redis. */
  | 'producer'
  /** Worker side: BullMQ needs blocking commands retried for ever (maxRetriesPerRequest null). */
  | 'worker';

export function redisOptionsFromUrl(url: string, role: RedisRole): RedisOptions {
  const parsed = new URL(url);
  const db = parsed.pathname && parsed.pathname !== '/' ? Number(parsed.pathname.slice(1)) : 0;
  return {
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : 6379,
    username: parsed.username ? decodeURIComponent(parsed.username) : undefined,
    password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
    db: Number.isFinite(db) ? db : 0,
    tls: parsed.protocol === 'rediss:' ? {} : undefined,
    connectTimeout: 5_000,
    // Reconnect for ever with a capped delay: Redis coming back must need no restart.
    retryStrategy: (times: number) => Math.min(times * 250, 5_000),
    maxRetriesPerRequest: role === 'worker' ? null : 1,
    enableOfflineQueue: role === 'worker',
    lazyConnect: false,
  };
}

/**
 * A Redis client whose connection errors are reported once per outage instead of flooding the
 * logs every reconnect attempt.
 */
export function createRedisClient(
  url: string,
  role: RedisRole,
  onStateChange?: (up: boolean, error?: Error) => void,
  extra: Partial<RedisOptions> = {},
): Redis {
  const client = new Redis({ ...redisOptionsFromUrl(url, role), ...extra });
  let down = false;
  client.on('error', (error: Error) => {
    if (!down) {
      down = true;
      onStateChange?.(false, error);
    }
  });
  client.on('ready', () => {
    if (down) onStateChange?.(true);
    down = false;
  });
  return client;
}

/**
 * Closes a client without hanging and without dropping its queued commands on the floor: a client
 * still connecting is given a moment to connect so QUIT can flush its queue (a dropped queue rejects
 * promises nobody awaits, such as the Socket.IO adapter's subscriptions). A client that cannot reach
 * Redis is simply disconnected.
 */
export async function closeRedisClient(client: Redis): Promise<void> {
  if (client.status === 'connecting' || client.status === 'connect') {
    await new Promise<void>((resolve) => {
      const done = () => resolve();
      client.once('ready', done).once('error', done);
      setTimeout(done, 1_000).unref();
    });
  }
  if (client.status === 'ready') {
    await Promise.race([
      client.quit().catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, 1_000).unref()),
    ]);
  }
  client.disconnect();
}
