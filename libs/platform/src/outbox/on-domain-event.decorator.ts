import { SetMetadata } from '@nestjs/common';

export const DOMAIN_EVENT_SUBSCRIBER = 'px:domain-event-subscriber';

export interface DomainEventSubscriberOptions {
  /** Event types handled, e.g. ['WorkOrderAssigned']. */
  events: string[];
  /**
   * Stable name recorded in event_delivery (e.g. `notifications.work-order-assigned`). Renaming it
   * makes old deliveries unmatched, so treat it like a table name.
   */
  name: string;
}

/** What the registry reads from a subscriber method. */
export interface DomainEventSubscriberMetadata extends DomainEventSubscriberOptions {
  /** The method takes every event of a publication at once (`OnDomainEventBatch`). */
  batch: boolean;
}

/**
 * Marks a provider method as a subscriber of domain events. The method receives
 * `(event: PublishedEvent, em: EntityManager)`; it must be idempotent (it may run twice) and thin.
 */
export const OnDomainEvent = (options: DomainEventSubscriberOptions): MethodDecorator =>
  SetMetadata(DOMAIN_EVENT_SUBSCRIBER, { ...options, batch: false });

/**
 * Like `OnDomainEvent`, for a subscriber that does one thing for many events: the method receives
 * `(events: PublishedEvent[], em)`, the events of one publication it subscribes to, in the order
 * they were recorded (one or many; a retry passes one). Events of several commands are published
 * together under load, so one statement or one job for all of them is what keeps publication
 * cheap. Idempotent, like every subscriber.
 */
export const OnDomainEventBatch = (options: DomainEventSubscriberOptions): MethodDecorator =>
  SetMetadata(DOMAIN_EVENT_SUBSCRIBER, { ...options, batch: true });
