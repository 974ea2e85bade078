import { type DomainEvent, type PublishedEvent } from './domain-event';
import { DomainEventRecord } from './domain-event-record.entity';

export interface EventRecorder {
  /** Appends the event to the command's outbox rows; returns the event id. */
  record(event: DomainEvent<object>): string;
}

/** The outbox rows of one command, in the order it recorded its events. */
export class PendingEvents implements EventRecorder {
  readonly records: DomainEventRecord[] = [];

  record(event: DomainEvent<object>): string {
    const row = new DomainEventRecord();
    row.type = event.type;
    row.aggregateType = event.aggregateType;
    row.aggregateId = event.aggregateId;
    row.payload = event.payload as Record<string, unknown>;
    row.actorId = event.actorId;
    row.occurredAt = event.occurredAt;
    row.publishedAt = null;
    this.records.push(row);
    return row.id;
  }

  /**
   * The events as subscribers receive them once committed: the payload through JSON, as the
   * outbox stores it, so a live delivery sees exactly what a relayed one would.
   */
  published(): PublishedEvent[] {
    return this.records.map((row) => ({
      id: row.id,
      type: row.type,
      aggregateType: row.aggregateType,
      aggregateId: row.aggregateId,
      payload: JSON.parse(JSON.stringify(row.payload)) as Record<string, unknown>,
      actorId: row.actorId,
      occurredAt: row.occurredAt,
    }));
  }
}
