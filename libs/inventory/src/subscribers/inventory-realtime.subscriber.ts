import { Injectable } from '@nestjs/common';
import { type InventoryChangedPayload, realtimeRooms } from '@px/contracts';
import { OnDomainEventBatch, type PublishedEvent, RealtimePush } from '@px/platform';
import { PartCreated, PartUpdated, PartsImported, StockChanged } from '../events/part.events';

/** Which screen an event refreshes: the part it names (an import refreshes the whole table). */
const KIND_OF: Record<string, InventoryChangedPayload['kind']> = {
  [PartCreated.TYPE]: 'part',
  [PartUpdated.TYPE]: 'part',
  [PartsImported.TYPE]: 'part',
  [StockChanged.TYPE]: 'part',
};

/**
 * inventory.changed: the parts desk's open screens refetch what changed. One push per record of a
 * publication (a purchase-order receipt moves many parts at once); the push names, never shows.
 */
@Injectable()
export class InventoryRealtimeSubscriber {
  constructor(private readonly push: RealtimePush) {}

  @OnDomainEventBatch({
    name: 'inventory.realtime',
    events: Object.keys(KIND_OF),
    database: false,
  })
  onInventoryChanged(events: PublishedEvent[]): void {
    const seen = new Set<string>();
    for (const event of events) {
      const kind = KIND_OF[event.type];
      const key = `${kind}:${event.aggregateId}`;
      if (seen.has(key)) continue;
      seen.add(key);
      this.push.toRoom(realtimeRooms.inventory, 'inventory.changed', {
        kind,
        id: event.aggregateId,
      });
    }
  }
}
