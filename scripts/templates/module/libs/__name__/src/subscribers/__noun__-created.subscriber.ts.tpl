import { Injectable, Logger } from '@nestjs/common';
import { OnDomainEvent, type PublishedEvent } from '@px/platform';
import { __Noun__Created, type __Noun__CreatedPayload } from '../events/__noun__-created.event';

/**
 * Runs after a __noun_words__ is created and committed (in the API, or in the worker's relay after
 * a crash). A subscriber may run twice for one event, so it must be idempotent: this one only
 * logs. `database: false` says it writes nothing to PostgreSQL; a subscriber that does takes the
 * `em` of the publication's transaction (second argument) or returns its SQL with
 * `@WritesOnDomainEvents` (libs/vehicles/src/subscribers/work-order-history.subscriber.ts).
 * The `name` is recorded in event_delivery: treat it like a table name.
 */
@Injectable()
export class __Noun__CreatedSubscriber {
  private readonly logger = new Logger(__Noun__CreatedSubscriber.name);

  @OnDomainEvent({
    name: '__name__.__noun__-created',
    events: [__Noun__Created.TYPE],
    database: false,
  })
  on__Noun__Created(event: PublishedEvent<__Noun__CreatedPayload>): void {
    this.logger.log(`__Noun__ ${event.payload.id} created: ${event.payload.name}`);
  }
}
