import { Injectable } from '@nestjs/common';
import {
  WORK_ORDER_EVENTS,
  type WorkOrderEventPayload,
  type WorkOrderEventType,
  realtimeRooms,
} from '@px/contracts';
import { OnDomainEvent, type PublishedEvent, RealtimePush } from '@px/platform';

/**
 * DESIGN §5's work_order.changed: every change of an order is pushed to the readers of orders, so
 * open lists, boards, detail screens and the sidebar badge refetch. The push carries only what a
 * list needs to decide (id, number, status, version), never the order itself: a mechanic's screen
 * refetches through the API, which shows them only their orders.
 */
@Injectable()
export class WorkOrderRealtimeSubscriber {
  constructor(private readonly push: RealtimePush) {}

  @OnDomainEvent({
    name: 'work-orders.realtime',
    events: [...WORK_ORDER_EVENTS],
    database: false,
  })
  onOrderChanged(event: PublishedEvent<WorkOrderEventPayload>): void {
    const { order } = event.payload;
    this.push.toRoom(realtimeRooms.workOrders, 'work_order.changed', {
      id: order.id,
      number: order.number,
      status: order.status,
      version: order.version,
      event: event.type as WorkOrderEventType,
      deleted: order.deleted,
    });
  }
}
