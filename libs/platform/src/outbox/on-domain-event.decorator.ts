import { SetMetadata } from '@nestjs/common';

export const DOMAIN_EVENT_SUBSCRIBER = 'px:domain-event-subscriber';

export interface DomainEventSubscriberOptions {
  /** Event types handled, named by the event classes' TYPE constants: [PartReceived.TYPE]. */
  events: string[];
  /**
   * Stable name recorded in event_delivery (`<lib>.<what-it-does>`, e.g. `stock.reorder-on-receipt`). Renaming it
   * makes old deliveries unmatched, so treat it like a table name.
   */
  name: string;
  /**
   * False for a subscriber that writes nothing to PostgreSQL (it enqueues a job, pushes to
   * sockets): it never uses the `em` it is given, so a publication whose other subscribers are all
   * `WritesOnDomainEvents` needs no transaction. Default true.
   */
  database?: boolean;
}

/** One data-modifying SQL statement (insert, update, delete) with `$1, $2…` placeholders. */
export interface SqlWrite {
  sql: string;
  params: unknown[];
}

/** How a subscriber method takes its events. */
export type DomainEventSubscriberKind = 'one' | 'batch' | 'writes';

/** What the registry reads from a subscriber method. */
export interface DomainEventSubscriberMetadata extends DomainEventSubscriberOptions {
  kind: DomainEventSubscriberKind;
}

/**
 * Marks a provider method as a subscriber of domain events. The method receives
 * `(event: PublishedEvent, em: EntityManager)`; it must be idempotent (it may run twice) and thin.
 */
export const OnDomainEvent = (options: DomainEventSubscriberOptions): MethodDecorator =>
  SetMetadata(DOMAIN_EVENT_SUBSCRIBER, { ...options, kind: 'one' });

/**
 * Like `OnDomainEvent`, for a subscriber that does one thing for many events: the method receives
 * `(events: PublishedEvent[], em)`, the events of one publication it subscribes to, in the order
 * they were recorded (one or many; a retry passes one). Events of several commands are published
 * together under load, so one statement or one job for all of them is what keeps publication
 * cheap. Idempotent, like every subscriber.
 */
export const OnDomainEventBatch = (options: DomainEventSubscriberOptions): MethodDecorator =>
  SetMetadata(DOMAIN_EVENT_SUBSCRIBER, { ...options, kind: 'batch' });

/**
 * For a subscriber whose whole work is SQL writes (a read model): the method receives the events
 * of a publication, like a batch subscriber, and returns the statements that apply them
 * (`SqlWrite[]`, no I/O of its own). The publisher folds them into the one statement that also
 * claims the events and records the deliveries, so a publication pass is a single round trip;
 * when it publishes with a transaction (a retry, a neighbour that needs one) it runs them in it.
 * The statements must be idempotent and must not read each other's writes (they share a
 * snapshot); each numbers its own placeholders from `$1` (the publisher renumbers them as it folds
 * them in).
 */
export const WritesOnDomainEvents = (options: Omit<DomainEventSubscriberOptions, 'database'>) =>
  SetMetadata(DOMAIN_EVENT_SUBSCRIBER, { ...options, kind: 'writes' });
