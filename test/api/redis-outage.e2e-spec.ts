import { type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { QueueEvents } from 'bullmq';
import { WorkerModule } from '../../apps/worker/src/worker.module';
import {
  JobQueues,
  PURGE_EXPIRED_DATA_JOB,
  bullPrefix,
  redisOptionsFromUrl,
} from '../../libs/platform/src';
import { LogCapture } from './support/log-capture';
import { freePort } from './support/processes';
import { TcpProxy } from './support/tcp-proxy';
import { testConfig } from './support/test-config';
import { startTestPlatform } from './support/test-platform';

describe('Redis outage seen by the worker', () => {
  const redis = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  const proxy = new TcpProxy(Number(redis.port || 6379), redis.hostname);
  let worker: INestApplicationContext;
  let producer: Awaited<ReturnType<typeof startTestPlatform>>;
  let queueEvents: QueueEvents;

  beforeAll(async () => {
    const port = await proxy.up();
    const config = testConfig({
      // A queue of its own: no other test's worker may take its jobs.
      REDIS_KEY_PREFIX: `${process.env.REDIS_KEY_PREFIX}:outage`,
      REDIS_URL: `redis://127.0.0.1:${port}`,
      WORKER_HEALTH_PORT: String(await freePort()),
    });
    worker = await NestFactory.createApplicationContext(
      WorkerModule.forRoot(config, new LogCapture().logger),
      { logger: false },
    );
    await worker.init();
    // Producers and observers reach Redis directly: only the worker's path is cut.
    producer = await startTestPlatform([], { REDIS_KEY_PREFIX: config.redisKeyPrefix });
    queueEvents = new QueueEvents('maintenance', {
      connection: redisOptionsFromUrl(producer.config.redisUrl, 'worker'),
      prefix: bullPrefix(producer.config),
    });
    await queueEvents.waitUntilReady();
  });
  afterAll(async () => {
    await proxy.up();
    await queueEvents.close();
    await producer.close();
    await worker.close();
    await proxy.down();
  });

  it('processes jobs again by itself once Redis is back', async () => {
    const jobs = producer.module.get(JobQueues);
    const before = await jobs.enqueue(PURGE_EXPIRED_DATA_JOB, { trigger: 'operator' });
    await before.waitUntilFinished(queueEvents, 20_000);

    await proxy.down();
    const during = await jobs.enqueue(PURGE_EXPIRED_DATA_JOB, { trigger: 'operator' });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await during.getState()).toBe('waiting');

    await proxy.up();
    const result = await during.waitUntilFinished(queueEvents, 30_000);
    expect(result).toEqual(
      expect.objectContaining({ 'purge-succeeded-event-deliveries': expect.any(Number) }),
    );
  });
});
