import { Injectable } from '@nestjs/common';
import {
  DomainEventRecord,
  EntityRows,
  type PendingEvents,
  SqlClient,
  idempotencyClaimSql,
} from '@px/platform';
import {
  WorkOrder,
  type WorkOrderLineRecord,
  WorkOrderLineRecord as LineEntity,
  WorkOrderStatusChangeRecord,
} from '../domain/work-order.entity';

export interface NewWorkOrderRows {
  order: WorkOrder;
  lines: readonly WorkOrderLineRecord[];
  opened: WorkOrderStatusChangeRecord;
  events: PendingEvents;
  /** The Idempotency-Key, claimed by the same statement with its answer (the order's id). */
  idempotency: { scope: string; key: string; hash: string } | null;
}

/**
 * Opening an order is the workshop's busiest write, so it is one statement: the order, its lines,
 * its first status-history row and its outbox events (and the Idempotency-Key's claim) go in
 * together with the order's number, atomic as any statement is, in one round trip instead of
 * eight (the number, begin, each insert, commit). The rows come from the entities the command built, written through their mapping
 * (EntityRows).
 */
@Injectable()
export class NewWorkOrderStatement {
  constructor(
    private readonly sql: SqlClient,
    private readonly rows: EntityRows,
  ) {}

  /**
   * Writes it all and answers the order's number, drawn by the statement itself: the number, the
   * search source and the events' snapshots are completed in SQL (`px_work_order_label`, the
   * database's `formatWorkOrderNumber`). `inserted` is false, with nothing written, when the
   * Idempotency-Key was already taken.
   */
  async insert({
    order,
    lines,
    opened,
    events,
    idempotency,
  }: NewWorkOrderRows): Promise<{ inserted: boolean; number: number }> {
    const where = idempotency ? 'exists (select 1 from claim)' : undefined;
    const label = 'px_work_order_label((select value from number))';
    const text = `
      with number as (select nextval('work_order_number_seq') as value),
      ${
        idempotency
          ? `claim as (
              ${idempotencyClaimSql('$5', '$6', '$7', '$8')}
            ),`
          : ''
      }
      orders as (${this.rows.insertSql(WorkOrder, '$1', {
        where,
        values: {
          number: '(select value from number)',
          search_source: `${label} || ' ' || r.search_source`,
        },
      })} returning 1),
      lines as (${this.rows.insertSql(LineEntity, '$2', { where })}),
      history as (${this.rows.insertSql(WorkOrderStatusChangeRecord, '$3', { where })}),
      events as (${this.rows.insertSql(DomainEventRecord, '$4', {
        where,
        values: { payload: `jsonb_set(r.payload, '{order,number}', to_jsonb(${label}))` },
      })})
      select (select count(*)::int from orders) as inserted, (select value from number) as number`;
    const params: unknown[] = [
      this.rows.json(WorkOrder, [order]),
      this.rows.json(LineEntity, lines),
      this.rows.json(WorkOrderStatusChangeRecord, [opened]),
      this.rows.json(DomainEventRecord, events.records),
    ];
    if (idempotency) {
      params.push(
        idempotency.scope,
        idempotency.key,
        idempotency.hash,
        JSON.stringify({ id: order.id }),
      );
    }
    const [row] = await this.sql.query<{ inserted: number; number: string }>(text, params);
    return { inserted: row.inserted > 0, number: Number(row.number) };
  }
}
