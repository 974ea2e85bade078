import { Inject, Injectable, Logger } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import { type EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../config';
import { type PublishedEvent } from './domain-event';
import { SubscriberRegistry } from './subscriber-registry';

/** How long a claimed delivery may run before another process may assume it died. */
export const DELIVERY_LEASE_MS = 2 * 60_000;
const MAX_BACKOFF_MS = 60 * 60_000;
const BASE_BACKOFF_MS = 5_000;
const MAX_ERROR_LENGTH = 2_000;

interface EventRow {
  id: string;
  type: string;
  aggregate_type: string;
  aggregate_id: string;
  payload: Record<string, unknown>;
  actor_id: string | null;
  occurred_at: Date;
}

export interface ClaimedDelivery {
  id: string;
  subscriber: string;
  attempts: number;
}

/** Delay before retry number `attempts + 1`: 5 s, 10 s, 20 s … capped at one hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(BASE_BACKOFF_MS * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
}

function toPublishedEvent(row: EventRow): PublishedEvent {
  return {
    id: row.id,
    type: row.type,
    aggregateType: row.aggregate_type,
    aggregateId: row.aggregate_id,
    payload: row.payload,
    actorId: row.actor_id,
    occurredAt: new Date(row.occurred_at),
  };
}

/**
 * Publishes committed outbox events to this process's subscribers. Claiming an event (setting
 * published_at) and creating its delivery rows happen in one transaction, so an event is published
 * exactly once across processes; each delivery then runs in its own transaction together with the
 * subscriber's writes, and failures are recorded with a backoff for the relay to retry.
 */
@Injectable()
export class EventPublisher {
  private readonly logger = new Logger('EventPublisher');
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(
    private readonly orm: MikroORM,
    private readonly registry: SubscriberRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Called right after a command commits; never throws into the command's caller. */
  publishInBackground(eventIds: string[]): void {
    if (eventIds.length === 0) return;
    const task = this.publish(eventIds).catch((error: unknown) =>
      this.logger.warn(
        { err: error, eventIds },
        'Publishing after commit failed; the relay will retry',
      ),
    );
    this.inFlight.add(task);
    void task.finally(() => this.inFlight.delete(task));
  }

  /** Resolves when every background publication started so far has finished (tests, shutdown). */
  async drain(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  async publish(eventIds: string[]): Promise<number> {
    let published = 0;
    for (const id of eventIds) {
      const claimed = await this.claimEvent(id);
      if (!claimed) continue;
      published++;
      for (const delivery of claimed.deliveries) await this.runDelivery(delivery, claimed.event);
    }
    return published;
  }

  private async claimEvent(
    id: string,
  ): Promise<{ event: PublishedEvent; deliveries: ClaimedDelivery[] } | null> {
    const em = this.orm.em.fork() as EntityManager;
    return em.transactional(async (tx) => {
      const rows: EventRow[] = await tx.execute(
        `update domain_event set published_at = now()
          where id = ? and published_at is null
          returning id, type, aggregate_type, aggregate_id, payload, actor_id, occurred_at`,
        [id],
      );
      if (rows.length === 0) return null;
      const event = toPublishedEvent(rows[0]);
      const deliveries: ClaimedDelivery[] = [];
      for (const subscriber of this.registry.subscribersOf(event.type)) {
        const inserted: ClaimedDelivery[] = await tx.execute(
          `insert into event_delivery (id, event_id, subscriber, status, attempts, next_attempt_at, created_at, updated_at)
           values (gen_random_uuid(), ?, ?, 'running', 0, now() + (? * interval '1 millisecond'), now(), now())
           on conflict (event_id, subscriber) do nothing
           returning id, subscriber, attempts`,
          [event.id, subscriber.name, DELIVERY_LEASE_MS],
        );
        deliveries.push(...inserted);
      }
      return { event, deliveries };
    });
  }

  /** Runs one claimed delivery; the subscriber's writes and the success mark commit together. */
  async runDelivery(delivery: ClaimedDelivery, event: PublishedEvent): Promise<boolean> {
    const subscriber = this.registry.get(delivery.subscriber);
    const em = this.orm.em.fork() as EntityManager;
    try {
      if (!subscriber)
        throw new Error(`Subscriber "${delivery.subscriber}" is not registered in this process`);
      await em.transactional(async (tx) => {
        await subscriber.handle(event, tx);
        await tx.execute(
          `update event_delivery
              set status = 'succeeded', attempts = attempts + 1, last_error = null,
                  handled_at = now(), updated_at = now()
            where id = ?`,
          [delivery.id],
        );
      });
      return true;
    } catch (error) {
      const attempts = delivery.attempts + 1;
      const dead = attempts >= this.config.outboxMaxAttempts || !subscriber;
      const message = (
        error instanceof Error ? `${error.name}: ${error.message}` : String(error)
      ).slice(0, MAX_ERROR_LENGTH);
      this.logger.warn(
        {
          eventId: event.id,
          eventType: event.type,
          subscriber: delivery.subscriber,
          attempts,
          dead,
          err: error,
        },
        dead ? 'Event delivery failed for good' : 'Event delivery failed; will retry',
      );
      await this.orm.em
        .fork()
        .getConnection()
        .execute(
          `update event_delivery
              set status = ?, attempts = ?, last_error = ?, updated_at = now(),
                  next_attempt_at = now() + (? * interval '1 millisecond')
            where id = ?`,
          [dead ? 'dead' : 'failed', attempts, message, retryDelayMs(attempts), delivery.id],
        );
      return false;
    }
  }

  /** Loads stored events by id, for deliveries the relay retries. */
  async loadEvents(ids: string[]): Promise<Map<string, PublishedEvent>> {
    if (ids.length === 0) return new Map();
    const rows: EventRow[] = await this.orm.em
      .fork()
      .getConnection()
      .execute(
        `select id, type, aggregate_type, aggregate_id, payload, actor_id, occurred_at from domain_event where id in (?)`,
        [ids],
      );
    return new Map(rows.map((row) => [row.id, toPublishedEvent(row)]));
  }
}
