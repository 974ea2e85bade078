import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import { type EntityManager } from '@mikro-orm/postgresql';
import { DatabaseSignals } from '../database/database-signals';
import { EventPublisher } from './event-publisher';
import { type EventRecorder, PendingEvents } from './pending-events';

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
    const pending = new PendingEvents();
    const em = this.orm.em.fork() as EntityManager;
    const result = await em.transactional(async (tx) => {
      const recorder: EventRecorder = {
        record: (event) => {
          const id = pending.record(event);
          tx.persist(pending.records[pending.records.length - 1]);
          return id;
        },
      };
      return work(tx, recorder);
    });
    this.committed(pending);
    return result;
  }

  /**
   * After a command's commit: the caller's next read must see it in the caches that follow commits
   * (list versions), and its events are published. `run` calls it; a command written as a single
   * statement (its own transaction, its events inserted from `PendingEvents.records` by that same
   * statement) calls it once the statement succeeded.
   */
  committed(events: PendingEvents): void {
    this.signals.announceLocalCommit();
    this.publisher.publishInBackground(events.published());
  }
}
