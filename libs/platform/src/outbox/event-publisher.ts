import { Inject, Injectable, Logger } from '@nestjs/common';
import { DriverException, MikroORM } from '@mikro-orm/core';
import { type EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../config';
import { runSql, SqlClient, SqlParams } from '../database';
import { type PublishedEvent } from './domain-event';
import { type SqlWrite } from './on-domain-event.decorator';
import { type RegisteredSubscriber, SubscriberRegistry } from './subscriber-registry';

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

/** px_claimed_all's refusal: another process had published one of the pass's events. */
function isClaimedElsewhere(error: unknown): boolean {
  return (error as { code?: unknown })?.code === 'PX409';
}

type SubscriberGroup = [RegisteredSubscriber, PublishedEvent[]];

/** An event_delivery row from a `jsonb_to_recordset(...) as OUTCOME_RECORD` row `o`. */
const DELIVERY_COLUMNS = `gen_random_uuid(), o.event_id, o.subscriber, coalesce(o.status, 'succeeded'), 1,
  o.last_error, now() + (coalesce(o.delay_ms, 0) * interval '1 millisecond'),
  case when o.status is null then clock_timestamp() end, now(), now()`;
const OUTCOME_RECORD =
  'o (event_id uuid, subscriber text, status text, last_error text, delay_ms bigint)';

/**
 * `writes` (as CTEs), then the claim of `events` and their deliveries' records, then the check
 * that every event was claimed: one statement, all or nothing.
 */
function claimAndRecord(
  writes: SqlWrite[],
  events: PublishedEvent[],
  outcomes: DeliveryOutcome[],
): SqlWrite {
  const params = new SqlParams();
  const ctes = writes.map(
    (write, index) => `write_${index} as (${params.embed(write.sql, write.params)})`,
  );
  return {
    sql: `with ${ctes.map((cte) => `${cte}, `).join('')}claimed as (
        update domain_event set published_at = now()
         where id in (select jsonb_array_elements_text(${params.add(JSON.stringify(events.map((event) => event.id)))}::jsonb)::uuid)
           and published_at is null
         returning id
      ), recorded as (
        insert into event_delivery (id, event_id, subscriber, status, attempts, last_error,
          next_attempt_at, handled_at, created_at, updated_at)
        select ${DELIVERY_COLUMNS}
          from jsonb_to_recordset(${params.add(outcomesJson(outcomes))}::jsonb) as ${OUTCOME_RECORD}
         where o.event_id in (select id from claimed)
        on conflict (event_id, subscriber) do nothing
      )
      select px_claimed_all((select count(*) from claimed), ${params.add(events.length)}) as claimed_all`,
    params: params.values,
  };
}

function outcomesJson(outcomes: DeliveryOutcome[]): string {
  return JSON.stringify(
    outcomes.map(({ event_id, subscriber, failure }) => ({
      event_id,
      subscriber,
      status: failure?.status ?? null,
      last_error: failure?.message ?? null,
      delay_ms: failure?.delayMs ?? null,
    })),
  );
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

/** At most this many events go in one publication transaction. */
const MAX_EVENTS_PER_PASS = 100;
/** Publication passes running at once in one process. */
const MAX_CONCURRENT_PASSES = 2;

/**
 * Publishes committed outbox events to this process's subscribers. Claiming an event (setting
 * published_at), running its subscribers and recording their deliveries happen in one transaction,
 * so an event is published exactly once across processes and a delivery is recorded as succeeded
 * only together with the subscriber's writes; failures are recorded with a backoff for the relay,
 * which retries each delivery in its own transaction (runDelivery).
 *
 * After a commit the events wait for a publication pass (at most two run at once) and go together
 * with the events of whatever other commands committed meanwhile: under load a pass publishes
 * several commands' events for the price of one transaction, and a batch subscriber
 * (`OnDomainEventBatch`) writes its read model for all of them in one statement. A quiet process
 * starts a pass at once, so an event alone is not delayed.
 */
@Injectable()
export class EventPublisher {
  private readonly logger = new Logger('EventPublisher');
  private readonly waiting: PublishedEvent[] = [];
  private readonly passes = new Set<Promise<void>>();
  /** Passes between their start and their last look at `waiting` (kept in step synchronously). */
  private running = 0;

  constructor(
    private readonly orm: MikroORM,
    private readonly registry: SubscriberRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sql: SqlClient,
  ) {}

  /**
   * Called right after a command commits, with the events it recorded (as the outbox holds them);
   * never throws into the command's caller.
   */
  publishInBackground(events: PublishedEvent[]): void {
    if (events.length === 0) return;
    this.waiting.push(...events);
    if (this.running < MAX_CONCURRENT_PASSES) this.startPass();
  }

  private startPass(): void {
    this.running++;
    const pass = this.runPasses();
    this.passes.add(pass);
    void pass.finally(() => this.passes.delete(pass));
  }

  /** Publishes what is waiting, pass after pass, until nothing is. */
  private async runPasses(): Promise<void> {
    try {
      while (this.waiting.length > 0) {
        const events = this.waiting.splice(0, MAX_EVENTS_PER_PASS);
        await this.publishCommitted(events).catch((error: unknown) =>
          this.logger.warn(
            { err: error, eventIds: events.map((event) => event.id) },
            'Publishing after commit failed; the relay will retry',
          ),
        );
      }
    } finally {
      // In the same tick as the loop's last look: a commit arriving after it starts a new pass.
      this.running--;
    }
  }

  /** Resolves when every event handed to publishInBackground so far has been published (tests, shutdown). */
  async drain(): Promise<void> {
    while (this.passes.size > 0) await Promise.allSettled([...this.passes]);
  }

  /**
   * Publishes the events of one or more commands (or one event the relay found). First all
   * together, in one transaction: claim the events, run each subscriber once with its events,
   * insert the deliveries with their outcome (four statements besides the subscribers' own, where
   * one transaction per event and per subscriber took four times as many). A subscriber that
   * throws is recorded as failed for the relay, its neighbours commit. A subscriber whose SQL
   * failed has aborted that transaction, though: then nothing of it stays, and the events are
   * published again one delivery per transaction, so that subscriber fails alone (its neighbours
   * run twice: subscribers are idempotent).
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
      const rows = await runSql<EventRow>(
        tx,
        `update domain_event set published_at = now()
          where id in ($1) and published_at is null
          returning id, type, aggregate_type, aggregate_id, payload, actor_id, occurred_at`,
        [eventIds],
      );
      // In the order the command recorded them: subscribers see a command's facts in sequence.
      const position = new Map(eventIds.map((id, index) => [id, index]));
      const events = rows
        .map(toPublishedEvent)
        .sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
      const outcomes = await this.runSubscribers([...this.subscribersWithTheirEvents(events)], tx);
      if (outcomes.length > 0) {
        await runSql(
          tx,
          `insert into event_delivery (id, event_id, subscriber, status, attempts, last_error,
             next_attempt_at, handled_at, created_at, updated_at)
           select ${DELIVERY_COLUMNS} from jsonb_to_recordset($1::jsonb) as ${OUTCOME_RECORD}
           on conflict (event_id, subscriber) do nothing`,
          [outcomesJson(outcomes)],
        );
      }
      return events.length;
    });
  }

  /**
   * A pass over events this process has just committed (it holds them): their subscribers run
   * first, then one statement claims the events and records the deliveries, ending with a check
   * that it claimed them all (px_claimed_all). When every subscriber of the pass is a
   * `WritesOnDomainEvents` one or writes nothing to PostgreSQL, the writers' statements join that
   * statement and the pass is one round trip without a transaction; otherwise the subscribers run
   * in a transaction that the statement ends. Should another process have published one of the
   * events meanwhile (the relay, after its grace period), the check fails, nothing of the pass
   * stays, and the events are published claim first; should a subscriber's SQL fail, each event
   * is published one delivery per transaction, as `publish` does.
   */
  private async publishCommitted(events: PublishedEvent[]): Promise<void> {
    const groups = [...this.subscribersWithTheirEvents(events)];
    try {
      if (groups.every(([subscriber]) => subscriber.writes || !subscriber.database)) {
        await this.publishInOneStatement(events, groups);
      } else {
        await (this.orm.em.fork() as EntityManager).transactional(async (tx) => {
          const outcomes = await this.runSubscribers(groups, tx);
          const statement = claimAndRecord([], events, outcomes);
          await runSql(tx, statement.sql, statement.params);
        });
      }
    } catch (error) {
      const ids = events.map((event) => event.id);
      if (isClaimedElsewhere(error)) await this.publish(ids);
      else if (error instanceof TransactionAborted || isDatabaseError(error)) {
        for (const id of ids) await this.publishApart(id);
      } else throw error;
    }
  }

  private async publishInOneStatement(
    events: PublishedEvent[],
    groups: SubscriberGroup[],
  ): Promise<void> {
    const em = this.orm.em.fork() as EntityManager;
    const writers = groups.filter(([subscriber]) => subscriber.writes);
    // The others write nothing to PostgreSQL: they run before the statement, outside it.
    const outcomes = await this.runSubscribers(
      groups.filter(([subscriber]) => !subscriber.writes),
      em,
    );
    const writes = writers.flatMap(([subscriber, itsEvents]) => subscriber.writes!(itsEvents));
    for (const [subscriber, itsEvents] of writers) {
      for (const event of itsEvents) {
        outcomes.push({ event_id: event.id, subscriber: subscriber.name, failure: null });
      }
    }
    const statement = claimAndRecord(writes, events, outcomes);
    // On the pool, as a prepared statement: its text depends on the writers only (the events' ids
    // are one JSON parameter), so PostgreSQL plans it once per connection, not at every pass.
    await this.sql.query(statement.sql, statement.params);
  }

  /**
   * Runs each subscriber once with its events. Those that never touch PostgreSQL run alongside
   * (one that waits on Redis does not hold up one writing SQL); those that do take turns, since
   * they share one connection, where pg only queues overlapping queries with a deprecation
   * warning (and pg 9 will refuse them). A subscriber that throws is an outcome to record; one
   * whose SQL failed has aborted the shared transaction (TransactionAborted).
   */
  private async runSubscribers(
    groups: SubscriberGroup[],
    tx: EntityManager,
  ): Promise<DeliveryOutcome[]> {
    let turn: Promise<unknown> = Promise.resolve();
    const results = await Promise.allSettled(
      groups.map(async ([subscriber, itsEvents]) => {
        if (!subscriber.database) return subscriber.handle(itsEvents, tx);
        const run = turn.then(() => subscriber.handle(itsEvents, tx));
        turn = run.catch(() => undefined);
        return run;
      }),
    );
    const aborted = results.find(
      (result): result is PromiseRejectedResult =>
        result.status === 'rejected' && isDatabaseError(result.reason),
    );
    if (aborted) throw new TransactionAborted(aborted.reason);
    return groups.flatMap(([subscriber, itsEvents], index) => {
      const result = results[index];
      const delivery = { id: '', subscriber: subscriber.name, attempts: 0 };
      return itsEvents.map((event) => ({
        event_id: event.id,
        subscriber: subscriber.name,
        failure:
          result.status === 'rejected' ? this.failureOf(delivery, event, result.reason) : null,
      }));
    });
  }

  /**
   * Each subscriber of these events with the ones it takes, in the order they were recorded:
   * subscribers see a command's facts in sequence, and a batch subscriber gets all of its own.
   */
  private subscribersWithTheirEvents(
    events: PublishedEvent[],
  ): Map<RegisteredSubscriber, PublishedEvent[]> {
    const bySubscriber = new Map<RegisteredSubscriber, PublishedEvent[]>();
    for (const event of events) {
      for (const subscriber of this.registry.subscribersOf(event.type)) {
        const itsEvents = bySubscriber.get(subscriber);
        if (itsEvents) itsEvents.push(event);
        else bySubscriber.set(subscriber, [event]);
      }
    }
    return bySubscriber;
  }

  /** The careful way: the event claimed with its deliveries, then each delivery on its own. */
  private async publishApart(id: string): Promise<number> {
    const em = this.orm.em.fork() as EntityManager;
    const claimed = await em.transactional(async (tx) => {
      const rows = await runSql<EventRow>(
        tx,
        `update domain_event set published_at = now()
          where id = $1 and published_at is null
          returning id, type, aggregate_type, aggregate_id, payload, actor_id, occurred_at`,
        [id],
      );
      if (rows.length === 0) return null;
      const event = toPublishedEvent(rows[0]);
      const names = this.registry.subscribersOf(event.type).map((subscriber) => subscriber.name);
      const deliveries = names.length
        ? await runSql<ClaimedDelivery>(
            tx,
            `insert into event_delivery (id, event_id, subscriber, status, attempts, next_attempt_at, created_at, updated_at)
             select gen_random_uuid(), $1, d.subscriber, 'running', 0,
                    now() + ($2 * interval '1 millisecond'), now(), now()
               from jsonb_array_elements_text($3::jsonb) as d (subscriber)
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
        await subscriber.handle([event], tx);
        await runSql(
          tx,
          `update event_delivery
              set status = 'succeeded', attempts = attempts + 1, last_error = null,
                  handled_at = clock_timestamp(), updated_at = now()
            where id = $1`,
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
    await runSql(
      em,
      `update event_delivery
          set status = $1, attempts = $2, last_error = $3, updated_at = now(),
              next_attempt_at = now() + ($4 * interval '1 millisecond')
        where id = $5`,
      [failure.status, failure.attempts, failure.message, failure.delayMs, delivery.id],
    );
  }

  /** Loads stored events by id, for deliveries the relay retries. */
  async loadEvents(ids: string[]): Promise<Map<string, PublishedEvent>> {
    if (ids.length === 0) return new Map();
    const rows = await runSql<EventRow>(
      this.orm.em.fork().getConnection(),
      `select id, type, aggregate_type, aggregate_id, payload, actor_id, occurred_at from domain_event where id in ($1)`,
      [ids],
    );
    return new Map(rows.map((row) => [row.id, toPublishedEvent(row)]));
  }
}
