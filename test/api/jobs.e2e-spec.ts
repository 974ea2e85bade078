import { randomUUID } from 'node:crypto';
import { type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MikroORM } from '@mikro-orm/core';
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
import { testConfig } from './support/test-config';

describe('Queues and the maintenance job, end to end through Redis', () => {
  let worker: INestApplicationContext;
  let config: ReturnType<typeof testConfig>;
  let queueEvents: QueueEvents;

  beforeAll(async () => {
    config = testConfig({
      // A queue of its own: no other test's worker may take its jobs.
      REDIS_KEY_PREFIX: `${process.env.REDIS_KEY_PREFIX}:jobs`,
      WORKER_HEALTH_PORT: String(await freePort()),
      DELIVERY_RETENTION_DAYS: '30',
    });
    const logs = new LogCapture();
    worker = await NestFactory.createApplicationContext(WorkerModule.forRoot(config, logs.logger), {
      logger: false,
    });
    await worker.init();
    queueEvents = new QueueEvents('maintenance', {
      connection: redisOptionsFromUrl(config.redisUrl, 'worker'),
      prefix: bullPrefix(config),
    });
    await queueEvents.waitUntilReady();
  });
  afterAll(async () => {
    await queueEvents.close();
    await worker.close();
  });

  it('purges old succeeded deliveries and keeps recent and failed ones', async () => {
    const orm = worker.get(MikroORM);
    const sql = (query: string, params: unknown[] = []) =>
      orm.em.fork().getConnection().execute(query, params);
    const eventId = randomUUID();
    await sql(
      `insert into domain_event (id, type, aggregate_type, aggregate_id, payload, published_at) values (?, 'JobProbe', 'probe', ?, '{}', now())`,
      [eventId, randomUUID()],
    );
    await sql(
      `insert into event_delivery (event_id, subscriber, status, attempts, handled_at) values
        (?, 'old-succeeded', 'succeeded', 1, now() - interval '45 days'),
        (?, 'recent-succeeded', 'succeeded', 1, now() - interval '2 days'),
        (?, 'old-failed', 'failed', 3, null)`,
      [eventId, eventId, eventId],
    );

    const job = await worker
      .get(JobQueues)
      .enqueue(PURGE_EXPIRED_DATA_JOB, { trigger: 'operator' });
    const report = (await job.waitUntilFinished(queueEvents, 30_000)) as Record<string, number>;

    expect(report['purge-succeeded-event-deliveries']).toBeGreaterThanOrEqual(1);
    const remaining = (await sql(
      'select subscriber from event_delivery where event_id = ? order by subscriber',
      [eventId],
    )) as {
      subscriber: string;
    }[];
    expect(remaining.map((r) => r.subscriber)).toEqual(['old-failed', 'recent-succeeded']);
  });

  it('registers the nightly maintenance schedule with a Job Scheduler', async () => {
    const queue = worker.get(JobQueues).queue('maintenance');
    let scheduler = await queue.getJobScheduler('maintenance-nightly');
    for (let i = 0; !scheduler && i < 50; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      scheduler = await queue.getJobScheduler('maintenance-nightly');
    }
    expect(scheduler).toMatchObject({ pattern: config.maintenanceCron, tz: 'Europe/Madrid' });
    expect(scheduler?.template?.data).toEqual({ trigger: 'schedule' });
  });

  it('answers its health port while the database is up', async () => {
    const res = await fetch(`http://127.0.0.1:${config.workerHealthPort}/health`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      success: boolean;
      data: { status: string; database: { status: string } };
    };
    expect(body).toMatchObject({
      success: true,
      data: { status: 'ok', database: { status: 'up' } },
    });
  });
});
