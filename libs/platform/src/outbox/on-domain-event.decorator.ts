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

/**
 * Marks a provider method as a subscriber of domain events. The method receives
 * `(event: PublishedEvent, em: EntityManager)`; it must be idempotent (it may run twice) and thin.
 */
export const OnDomainEvent = (options: DomainEventSubscriberOptions): MethodDecorator =>
  SetMetadata(DOMAIN_EVENT_SUBSCRIBER, options);
