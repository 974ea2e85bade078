import { Inject, Injectable, Logger } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import { APP_CONFIG, type AppConfig } from '../config';
import { runSql } from '../database';
import { type ClaimedDelivery, DELIVERY_LEASE_MS, EventPublisher } from './event-publisher';
import { SubscriberRegistry } from './subscriber-registry';

const BATCH_SIZE = 200;

export interface RelayResult {
  published: number;
  retried: number;
  succeeded: number;
}

/**
 * Runs in the worker. Publishes events whose API process died between commit and publication, and
 * retries deliveries that failed (or whose process died mid-handler). It polls PostgreSQL rather
 * than using a queue, so nothing depends on Redis being up.
 */
@Injectable()
export class OutboxRelay {
  private readonly logger = new Logger('OutboxRelay');

  constructor(
    private readonly orm: MikroORM,
    private readonly publisher: EventPublisher,
    private readonly registry: SubscriberRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async relayOnce(graceMs = this.config.outboxRelayGraceMs): Promise<RelayResult> {
    const subscribers = this.registry.names();
    const connection = this.orm.em.fork().getConnection();
    const unpublished = await runSql<{ id: string }>(
      connection,
      `select id from domain_event
        where published_at is null and occurred_at <= now() - ($1 * interval '1 millisecond')
        order by occurred_at limit $2`,
      [graceMs, BATCH_SIZE],
    );
    // One transaction per event: a batch of strangers' events must not fail or wait together.
    let published = 0;
    for (const { id } of unpublished) published += await this.publisher.publish([id]);

    if (subscribers.length === 0) return { published, retried: 0, succeeded: 0 };
    // Only claim deliveries this process can run.
    const due = await runSql<ClaimedDelivery & { event_id: string }>(
      connection,
      `update event_delivery set status = 'running', updated_at = now(),
              next_attempt_at = now() + ($1 * interval '1 millisecond')
        where id in (
          select id from event_delivery
           where status in ('pending', 'failed', 'running') and next_attempt_at <= now()
             and subscriber in ($2)
           order by next_attempt_at
           limit $3 for update skip locked)
        returning id, subscriber, attempts, event_id`,
      [DELIVERY_LEASE_MS, subscribers, BATCH_SIZE],
    );
    const events = await this.publisher.loadEvents([...new Set(due.map((row) => row.event_id))]);
    let succeeded = 0;
    for (const delivery of due) {
      const event = events.get(delivery.event_id);
      if (event && (await this.publisher.runDelivery(delivery, event))) succeeded++;
    }
    if (published > 0 || due.length > 0) {
      this.logger.log({ published, retried: due.length, succeeded }, 'Outbox relay pass');
    }
    return { published, retried: due.length, succeeded };
  }
}
