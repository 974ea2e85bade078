import { randomUUID } from 'node:crypto';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/** The outbox row (DESIGN §5): written in the command's transaction, published after commit. */
@Entity({ tableName: 'domain_event' })
@Index({
  name: 'domain_event_aggregate_idx',
  properties: ['aggregateType', 'aggregateId', 'occurredAt'],
})
export class DomainEventRecord {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ length: 120 })
  type!: string;

  @Property({ length: 80 })
  aggregateType!: string;

  @Property({ type: 'uuid' })
  aggregateId!: string;

  @Property({ type: 'jsonb' })
  payload: Record<string, unknown> = {};

  @Property({ type: 'uuid', nullable: true })
  actorId: string | null = null;

  @Property({ type: 'timestamptz' })
  occurredAt: Date = new Date();

  @Property({ type: 'timestamptz', nullable: true })
  publishedAt: Date | null = null;
}
