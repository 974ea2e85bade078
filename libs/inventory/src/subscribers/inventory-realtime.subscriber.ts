import { Injectable } from '@nestjs/common';
import { type InventoryChangedPayload, realtimeRooms } from '@px/contracts';
import { OnDomainEventBatch, type PublishedEvent, RealtimePush } from '@px/platform';
import { PartCreated, PartUpdated, PartsImported, StockChanged } from '../events/part.events';
import {
  PurchaseOrderCancelled,
  PurchaseOrderCreated,
  PurchaseOrderReceived,
  PurchaseOrderSent,
  PurchaseOrderUpdated,
} from '../events/purchase-order.events';
import {
  SparePartRequestMoved,
  SparePartRequested,
  type SparePartRequestEventPayload,
} from '../events/spare-part-request.events';

/** Which screen an event refreshes: the part it names (an import refreshes the whole table). */
const KIND_OF: Record<string, InventoryChangedPayload['kind']> = {
  [PartCreated.TYPE]: 'part',
  [PartUpdated.TYPE]: 'part',
  [PartsImported.TYPE]: 'part',
  [StockChanged.TYPE]: 'part',
  [PurchaseOrderCreated.TYPE]: 'purchase_order',
  [PurchaseOrderUpdated.TYPE]: 'purchase_order',
  [PurchaseOrderSent.TYPE]: 'purchase_order',
  [PurchaseOrderReceived.TYPE]: 'purchase_order',
  [PurchaseOrderCancelled.TYPE]: 'purchase_order',
  [SparePartRequested.TYPE]: 'spare_part_request',
  [SparePartRequestMoved.TYPE]: 'spare_part_request',
};

/**
 * inventory.changed: the parts desk's open screens refetch what changed, and a request's
 * requester (a mechanic outside the inventory room) sees theirs move live. One push per record of
 * a publication (a purchase-order receipt moves many parts at once); the push names, never shows.
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
      const payload = { kind, id: event.aggregateId };
      this.push.toRoom(realtimeRooms.inventory, 'inventory.changed', payload);
      if (kind === 'spare_part_request') {
        const { requested_by: requester } =
          event.payload as unknown as SparePartRequestEventPayload;
        this.push.toRoom(realtimeRooms.user(requester), 'inventory.changed', payload);
      }
    }
  }
}
