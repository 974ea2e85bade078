/**
 * A fact that happened in a domain, named in the past tense (PartReceived). Events are small,
 * serialisable classes: the payload is plain JSON so the outbox can store it and any process can
 * rebuild it.
 */
export abstract class DomainEvent<P extends object = Record<string, unknown>> {
  abstract readonly type: string;
  abstract readonly aggregateType: string;

  constructor(
    readonly aggregateId: string,
    readonly payload: P,
    readonly actorId: string | null = null,
    readonly occurredAt: Date = new Date(),
  ) {}
}

/** What a subscriber receives: the stored event, identical whether delivered live or by the relay. */
export interface PublishedEvent<P extends object = Record<string, unknown>> {
  id: string;
  type: string;
  aggregateType: string;
  aggregateId: string;
  payload: P;
  actorId: string | null;
  occurredAt: Date;
}
