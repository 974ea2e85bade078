import {
  WORK_ORDER_EVENT,
  type WorkOrderEventPayload,
  type WorkOrderEventType,
} from '@px/contracts';
import { DomainEvent } from '@px/platform';

/**
 * Work-order facts (DESIGN §5). Each carries the order as it is after the change (a snapshot), so
 * every subscriber (vehicle history, statistics, realtime, notifications) works from the event alone.
 */
abstract class WorkOrderEvent extends DomainEvent<WorkOrderEventPayload> {
  abstract override readonly type: WorkOrderEventType;
  readonly aggregateType = 'work_order';
}

export class WorkOrderCreated extends WorkOrderEvent {
  static readonly TYPE = WORK_ORDER_EVENT.Created;
  readonly type = WorkOrderCreated.TYPE;
}

export class WorkOrderUpdated extends WorkOrderEvent {
  static readonly TYPE = WORK_ORDER_EVENT.Updated;
  readonly type = WorkOrderUpdated.TYPE;
}

export class WorkOrderStatusChanged extends WorkOrderEvent {
  static readonly TYPE = WORK_ORDER_EVENT.StatusChanged;
  readonly type = WorkOrderStatusChanged.TYPE;
}

export class WorkOrderAssigned extends WorkOrderEvent {
  static readonly TYPE = WORK_ORDER_EVENT.Assigned;
  readonly type = WorkOrderAssigned.TYPE;
}

export class WorkOrderCompleted extends WorkOrderEvent {
  static readonly TYPE = WORK_ORDER_EVENT.Completed;
  readonly type = WorkOrderCompleted.TYPE;
}

export class WorkOrderDeleted extends WorkOrderEvent {
  static readonly TYPE = WORK_ORDER_EVENT.Deleted;
  readonly type = WorkOrderDeleted.TYPE;
}

export class WorkOrderLineAdded extends WorkOrderEvent {
  static readonly TYPE = WORK_ORDER_EVENT.LineAdded;
  readonly type = WorkOrderLineAdded.TYPE;
}

export class WorkOrderLineChanged extends WorkOrderEvent {
  static readonly TYPE = WORK_ORDER_EVENT.LineChanged;
  readonly type = WorkOrderLineChanged.TYPE;
}

export class WorkOrderLineRemoved extends WorkOrderEvent {
  static readonly TYPE = WORK_ORDER_EVENT.LineRemoved;
  readonly type = WorkOrderLineRemoved.TYPE;
}
