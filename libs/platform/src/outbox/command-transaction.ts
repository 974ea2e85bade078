import { AsyncLocalStorage } from 'node:async_hooks';
import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/core';
import { type QueryResultRow } from 'pg';
import { type EntityManager } from '@mikro-orm/postgresql';
import { DatabaseSignals } from '../database/database-signals';
import { EntityRows } from '../database/entity-rows';
import { SqlClient } from '../database/sql-client';
import { earlierIdempotentResult, idempotencyClaimSql } from '../idempotency/idempotency-keys';
import { type DomainEvent } from './domain-event';
import { DomainEventRecord } from './domain-event-record.entity';
import { EventPublisher } from './event-publisher';
import { type EventRecorder, PendingEvents } from './pending-events';
import { NewRows } from './new-rows';
import { runSql } from '../database/run-sql';

/** The transaction a command runs in, seen by the commands it dispatches while it runs. */
interface OpenUnitOfWork {
  em: EntityManager;
  recorder: EventRecorder;
  pending: PendingEvents;
}

/** What `CommandTransaction.runStatement`'s work builds its one statement with. */
export interface OneStatement {
  /**
   * The outbox insert of `event` (its JSON appended to `params`), for a CTE of the statement;
   * `where` limits it (e.g. to when the statement's write happened, `exists (select 1 from …)`),
   * `values` gives a column's SQL instead of the event's (`r.<column>` is the event's), for what
   * only the statement knows (EntityRows.insertSql).
   */
  outboxInsert(
    event: DomainEvent<object>,
    params: unknown[],
    options?: { where?: string; values?: Record<string, string> },
  ): string;
  /** Runs the statement (once). */
  query<R extends object>(sql: string, params: unknown[]): Promise<R[]>;
}

/** A repeatable command's `Idempotency-Key` (DESIGN §6), claimed by the command's own write. */
export interface IdempotencyClaim {
  scope: string;
  key: string;
  /** `requestHash(body)`: the same key with another body is a 409. */
  hash: string;
}

/** What `runInserts` answers: the work's result, or the earlier one when the key was taken. */
export interface InsertOutcome<T> {
  result: T;
  /** True when an earlier request with the same key wrote it: nothing was written now. */
  replayed: boolean;
}

/**
 * The write side's unit of work (DESIGN §4): one transaction per command, with its domain events
 * appended to the outbox in that same transaction and published only after it commits. If the
 * work throws, neither the changes nor the events exist.
 */
@Injectable()
export class CommandTransaction {
  private readonly open = new AsyncLocalStorage<OpenUnitOfWork>();

  constructor(
    private readonly orm: MikroORM,
    private readonly publisher: EventPublisher,
    private readonly signals: DatabaseSignals,
    private readonly rows: EntityRows,
    private readonly sql: SqlClient,
  ) {}

  /**
   * A command dispatched by another command while that one's work runs (a vehicle received on the
   * tablet opens its work order) joins the caller's transaction instead of opening its own: both
   * commit together or neither does, and the events of both are published after that one commit.
   */
  async run<T>(work: (em: EntityManager, events: EventRecorder) => Promise<T>): Promise<T> {
    const outer = this.open.getStore();
    if (outer) return work(outer.em, outer.recorder);
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
      return this.open.run({ em: tx, recorder, pending }, () => work(tx, recorder));
    });
    this.committed(pending);
    return result;
  }

  /**
   * The same unit of work for a command that only adds rows (opening an order, booking an
   * appointment): the work builds its entities into `rows` and records its events, and all of it,
   * with the outbox rows and the Idempotency-Key's claim, is written by one statement, atomic as
   * any statement is, in one round trip instead of a transaction's begin, inserts and commit. The
   * busiest writes of the workshop take this path.
   *
   * With an `idempotency` claim, the work's result (JSON) is stored with the key; a second request
   * with that key writes nothing and answers the first one's result (`replayed`), or a 409 when it
   * came with another body. Two such requests racing still write once: the second waits on the
   * key's row until the first commits.
   */
  async runInserts<T>(
    work: (rows: NewRows, events: EventRecorder) => T,
    idempotency: IdempotencyClaim | null = null,
  ): Promise<InsertOutcome<T>> {
    const rows = new NewRows();
    const events = new PendingEvents();
    const result = work(rows, events);
    rows.add(DomainEventRecord, ...events.records);
    const params: unknown[] = [];
    const where = idempotency ? 'exists (select 1 from claim)' : undefined;
    const writes = rows.groups().map(([entity, group], index) => {
      params.push(this.rows.json(entity, group));
      return `w${index} as (${this.rows.insertSql(entity, `$${params.length}`, { where })})`;
    });
    if (idempotency) {
      params.push(idempotency.scope, idempotency.key, idempotency.hash, JSON.stringify(result));
      const [scope, key, hash, answer] = [3, 2, 1, 0].map((back) => `$${params.length - back}`);
      writes.unshift(`claim as (${idempotencyClaimSql(scope, key, hash, answer)})`);
    }
    const statement = `with ${writes.join(',\n')} select ${idempotency ? 'exists (select 1 from claim)' : 'true'} as claimed`;
    // Inside another command's transaction (run's note): the statement runs on it, and the rows
    // it wrote to the outbox are published with that command's events, after its commit.
    const outer = this.open.getStore();
    const [written] = outer
      ? await runSql<{ claimed: boolean }>(outer.em, statement, params)
      : await this.sql.query<{ claimed: boolean }>(statement, params);
    if (!written.claimed) {
      const earlier = await earlierIdempotentResult<T>(
        this.sql,
        idempotency!.scope,
        idempotency!.key,
        idempotency!.hash,
      );
      return { result: earlier as T, replayed: true };
    }
    if (outer) outer.pending.records.push(...events.records);
    else this.committed(events);
    return { result, replayed: false };
  }

  /**
   * A command whose whole write is one statement it builds itself, run on its own: the statement
   * is its transaction (autocommit), with its events' outbox rows written by CTEs of that same
   * statement (`unit.outboxInsert`). For a command that takes contended row locks (issuing an
   * invoice: the draft, its series' counter, the issuer's VERI*FACTU chain), those are then held
   * for the one statement and its commit, with no round trip of ours in between, instead of a
   * transaction's begin, statements and commit. The events are published after it when `work`
   * returns; when it throws, they are not (it must throw when its statement wrote nothing).
   * Inside another command's transaction the statement runs on that one, as `runInserts` does.
   */
  async runStatement<T>(work: (unit: OneStatement) => Promise<T>): Promise<T> {
    const outer = this.open.getStore();
    const events = outer ? outer.pending : new PendingEvents();
    const mark = events.records.length;
    const unit: OneStatement = {
      outboxInsert: (event, params, options) => {
        events.record(event);
        params.push(this.rows.json(DomainEventRecord, [events.records[events.records.length - 1]]));
        return this.rows.insertSql(DomainEventRecord, `$${params.length}`, options);
      },
      query: <R extends object>(sql: string, params: unknown[]) =>
        outer ? runSql<R>(outer.em, sql, params) : this.sql.query<R & QueryResultRow>(sql, params),
    };
    try {
      const result = await work(unit);
      if (!outer) this.committed(events);
      return result;
    } catch (error) {
      events.records.splice(mark);
      throw error;
    }
  }

  /**
   * Inside `run`'s work: the outbox row of `event` as an insert the work runs itself, a CTE of one
   * of its own statements (its JSON bound at `param`), instead of the insert the commit's flush
   * would send. For a command that holds a contended lock until commit (issuing an invoice: the
   * counter and chain rows), that flush is one more round trip while others wait on the lock. The
   * event is published after the commit like a recorded one; the work must run the statement
   * (in the transaction, or the row is missing from the outbox), and must not record it as well.
   */
  outboxInsert(event: DomainEvent<object>, param: string): { sql: string; json: string } {
    const open = this.open.getStore();
    if (!open) throw new Error('outboxInsert runs inside CommandTransaction.run.');
    open.pending.record(event);
    const row = open.pending.records[open.pending.records.length - 1];
    return {
      sql: this.rows.insertSql(DomainEventRecord, param),
      json: this.rows.json(DomainEventRecord, [row]),
    };
  }

  /**
   * After a command's commit: the caller's next read must see it in the caches that follow commits
   * (list versions), and its events are published.
   */
  private committed(events: PendingEvents): void {
    this.signals.announceLocalCommit();
    this.publisher.publishInBackground(events.published());
  }
}
