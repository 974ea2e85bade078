import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import { type EntityManager } from '@mikro-orm/postgresql';
import { DatabaseSignals } from '../database/database-signals';
import { type DomainEvent } from './domain-event';
import { DomainEventRecord } from './domain-event-record.entity';
import { EventPublisher } from './event-publisher';

export interface EventRecorder {
  /** Appends the event to the outbox inside the running transaction; returns the event id. */
  record(event: DomainEvent<object>): string;
}

/**
 * The write side's unit of work (DESIGN §4): one transaction per command, with its domain events
 * appended to the outbox in that same transaction and published only after it commits. If the
 * work throws, neither the changes nor the events exist.
 */
@Injectable()
export class CommandTransaction {
  constructor(
    private readonly orm: MikroORM,
    private readonly publisher: EventPublisher,
    private readonly signals: DatabaseSignals,
  ) {}

  async run<T>(work: (em: EntityManager, events: EventRecorder) => Promise<T>): Promise<T> {
    const recorded: string[] = [];
    const em = this.orm.em.fork() as EntityManager;
    const result = await em.transactional(async (tx) => {
      const recorder: EventRecorder = {
        record: (event) => {
          const row = tx.create(DomainEventRecord, {
            type: event.type,
            aggregateType: event.aggregateType,
            aggregateId: event.aggregateId,
            payload: event.payload as Record<string, unknown>,
            actorId: event.actorId,
            occurredAt: event.occurredAt,
            publishedAt: null,
          });
          tx.persist(row);
          recorded.push(row.id);
          return row.id;
        },
      };
      return work(tx, recorder);
    });
    // The caller's next read must see this commit in the caches that follow it (list versions).
    this.signals.announceLocalCommit();
    this.publisher.publishInBackground(recorded);
    return result;
  }
}
