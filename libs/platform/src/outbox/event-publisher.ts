import { Inject, Injectable, Logger } from '@nestjs/common';
import { DriverException, MikroORM } from '@mikro-orm/core';
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

interface Failure {
  status: 'failed' | 'dead';
  attempts: number;
  message: string;
  delayMs: number;
}

interface DeliveryOutcome {
  event_id: string;
  subscriber: string;
  failure: Failure | null;
}

/** A subscriber's SQL failed: the shared transaction is aborted and must be rolled back. */
class TransactionAborted extends Error {
  constructor(cause: unknown) {
    super('A subscriber aborted the publication transaction', { cause });
  }
}

/** An error raised by PostgreSQL (it aborts the transaction it happened in). */
function isDatabaseError(error: unknown): boolean {
  return (
    error instanceof DriverException ||
    (typeof (error as { code?: unknown })?.code === 'string' &&
      /^[0-9A-Z]{5}$/.test((error as { code: string }).code))
  );
}

/** 25P02: a statement after a failed one in the same transaction. */
function isAbortedTransaction(error: unknown): boolean {
  return (error as { code?: unknown })?.code === '25P02';
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
 * published_at), running its subscribers and recording their deliveries happen in one transaction,
 * so an event is published exactly once across processes and a delivery is recorded as succeeded
 * only together with the subscriber's writes; failures are recorded with a backoff for the relay,
 * which retries each delivery in its own transaction (runDelivery).
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

  /**
   * Publishes the events of one command (or one event the relay found). First all together, in one
   * transaction: claim the events, run their subscribers, insert the deliveries with their outcome
   * (four statements besides the subscribers' own, where one transaction per event and per
   * subscriber took four times as many). A subscriber that throws is recorded as failed for the
   * relay, its neighbours commit. A subscriber whose SQL failed has aborted that transaction,
   * though: then nothing of it stays, and the events are published again one delivery per
   * transaction, so that subscriber fails alone (its neighbours run twice: subscribers are
   * idempotent).
   */
  async publish(eventIds: string[]): Promise<number> {
    if (eventIds.length === 0) return 0;
    try {
      return await this.publishTogether(eventIds);
    } catch (error) {
      if (!(error instanceof TransactionAborted) && !isAbortedTransaction(error)) throw error;
      let published = 0;
      for (const id of eventIds) published += await this.publishApart(id);
      return published;
    }
  }

  private async publishTogether(eventIds: string[]): Promise<number> {
    const em = this.orm.em.fork() as EntityManager;
    return em.transactional(async (tx) => {
      const rows: EventRow[] = await tx.execute(
        `update domain_event set published_at = now()
          where id in (?) and published_at is null
          returning id, type, aggregate_type, aggregate_id, payload, actor_id, occurred_at`,
        [eventIds],
      );
      // In the order the command recorded them: subscribers see a command's facts in sequence.
      const position = new Map(eventIds.map((id, index) => [id, index]));
      const events = rows
        .map(toPublishedEvent)
        .sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
      const outcomes: DeliveryOutcome[] = [];
      for (const event of events) {
        for (const subscriber of this.registry.subscribersOf(event.type)) {
          try {
            await subscriber.handle(event, tx);
            outcomes.push({ event_id: event.id, subscriber: subscriber.name, failure: null });
          } catch (error) {
            if (isDatabaseError(error)) throw new TransactionAborted(error);
            const delivery = { id: '', subscriber: subscriber.name, attempts: 0 };
            outcomes.push({
              event_id: event.id,
              subscriber: subscriber.name,
              failure: this.failureOf(delivery, event, error),
            });
          }
        }
      }
      if (outcomes.length > 0) {
        await tx.execute(
          `insert into event_delivery (id, event_id, subscriber, status, attempts, last_error,
             next_attempt_at, handled_at, created_at, updated_at)
           select gen_random_uuid(), o.event_id, o.subscriber, coalesce(o.status, 'succeeded'), 1,
                  o.last_error, now() + (coalesce(o.delay_ms, 0) * interval '1 millisecond'),
                  case when o.status is null then clock_timestamp() end, now(), now()
             from jsonb_to_recordset(?::jsonb)
               as o (event_id uuid, subscriber text, status text, last_error text, delay_ms bigint)
           on conflict (event_id, subscriber) do nothing`,
          [
            JSON.stringify(
              outcomes.map(({ event_id, subscriber, failure }) => ({
                event_id,
                subscriber,
                status: failure?.status ?? null,
                last_error: failure?.message ?? null,
                delay_ms: failure?.delayMs ?? null,
              })),
            ),
          ],
        );
      }
      return events.length;
    });
  }

  /** The careful way: the event claimed with its deliveries, then each delivery on its own. */
  private async publishApart(id: string): Promise<number> {
    const em = this.orm.em.fork() as EntityManager;
    const claimed = await em.transactional(async (tx) => {
      const rows: EventRow[] = await tx.execute(
        `update domain_event set published_at = now()
          where id = ? and published_at is null
          returning id, type, aggregate_type, aggregate_id, payload, actor_id, occurred_at`,
        [id],
      );
      if (rows.length === 0) return null;
      const event = toPublishedEvent(rows[0]);
      const names = this.registry.subscribersOf(event.type).map((subscriber) => subscriber.name);
      const deliveries: ClaimedDelivery[] = names.length
        ? await tx.execute(
            `insert into event_delivery (id, event_id, subscriber, status, attempts, next_attempt_at, created_at, updated_at)
             select gen_random_uuid(), ?, d.subscriber, 'running', 0,
                    now() + (? * interval '1 millisecond'), now(), now()
               from jsonb_array_elements_text(?::jsonb) as d (subscriber)
             on conflict (event_id, subscriber) do nothing
             returning id, subscriber, attempts`,
            [event.id, DELIVERY_LEASE_MS, JSON.stringify(names)],
          )
        : [];
      return { event, deliveries };
    });
    if (!claimed) return 0;
    for (const delivery of claimed.deliveries) await this.runDelivery(delivery, claimed.event);
    return 1;
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
                  handled_at = clock_timestamp(), updated_at = now()
            where id = ?`,
          [delivery.id],
        );
      });
      return true;
    } catch (error) {
      await this.recordFailure(this.orm.em.fork() as EntityManager, delivery, event, error);
      return false;
    }
  }

  /** What a failed delivery becomes: retried with backoff by the relay, or dead after the last try. */
  private failureOf(delivery: ClaimedDelivery, event: PublishedEvent, error: unknown): Failure {
    const attempts = delivery.attempts + 1;
    const dead =
      attempts >= this.config.outboxMaxAttempts || !this.registry.get(delivery.subscriber);
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
    return {
      status: dead ? 'dead' : 'failed',
      attempts,
      message,
      delayMs: retryDelayMs(attempts),
    };
  }

  private async recordFailure(
    em: EntityManager,
    delivery: ClaimedDelivery,
    event: PublishedEvent,
    error: unknown,
  ): Promise<void> {
    const failure = this.failureOf(delivery, event, error);
    await em.execute(
      `update event_delivery
          set status = ?, attempts = ?, last_error = ?, updated_at = now(),
              next_attempt_at = now() + (? * interval '1 millisecond')
        where id = ?`,
      [failure.status, failure.attempts, failure.message, failure.delayMs, delivery.id],
    );
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
