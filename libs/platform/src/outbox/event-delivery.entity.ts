import { randomUUID } from 'node:crypto';
import { Entity, Enum, PrimaryKey, Property, Unique } from '@mikro-orm/core';

export const DELIVERY_STATUSES = ['pending', 'running', 'succeeded', 'failed', 'dead'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/**
 * One subscriber's handling of one event. `running` rows carry a lease in `nextAttemptAt`: if the
 * process dies mid-handler the lease expires and the relay runs the delivery again.
 */
@Entity({ tableName: 'event_delivery' })
@Unique({ name: 'event_delivery_event_subscriber_unique', properties: ['eventId', 'subscriber'] })
export class EventDelivery {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  eventId!: string;

  @Property({ length: 160 })
  subscriber!: string;

  @Enum({ items: () => DELIVERY_STATUSES, type: 'string' })
  status: DeliveryStatus = 'pending';

  @Property()
  attempts = 0;

  @Property({ type: 'text', nullable: true })
  lastError: string | null = null;

  @Property({ type: 'timestamptz' })
  nextAttemptAt: Date = new Date();

  @Property({ type: 'timestamptz', nullable: true })
  handledAt: Date | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
