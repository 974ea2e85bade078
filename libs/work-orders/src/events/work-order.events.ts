import { type WorkOrderEventPayload, type WorkOrderEventType } from '@px/contracts';
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
  static readonly TYPE = 'WorkOrderCreated';
  readonly type = WorkOrderCreated.TYPE;
}

export class WorkOrderUpdated extends WorkOrderEvent {
  static readonly TYPE = 'WorkOrderUpdated';
  readonly type = WorkOrderUpdated.TYPE;
}

export class WorkOrderStatusChanged extends WorkOrderEvent {
  static readonly TYPE = 'WorkOrderStatusChanged';
  readonly type = WorkOrderStatusChanged.TYPE;
}

export class WorkOrderAssigned extends WorkOrderEvent {
  static readonly TYPE = 'WorkOrderAssigned';
  readonly type = WorkOrderAssigned.TYPE;
}

export class WorkOrderCompleted extends WorkOrderEvent {
  static readonly TYPE = 'WorkOrderCompleted';
  readonly type = WorkOrderCompleted.TYPE;
}

export class WorkOrderDeleted extends WorkOrderEvent {
  static readonly TYPE = 'WorkOrderDeleted';
  readonly type = WorkOrderDeleted.TYPE;
}

export class WorkOrderLineAdded extends WorkOrderEvent {
  static readonly TYPE = 'WorkOrderLineAdded';
  readonly type = WorkOrderLineAdded.TYPE;
}

export class WorkOrderLineChanged extends WorkOrderEvent {
  static readonly TYPE = 'WorkOrderLineChanged';
  readonly type = WorkOrderLineChanged.TYPE;
}

export class WorkOrderLineRemoved extends WorkOrderEvent {
  static readonly TYPE = 'WorkOrderLineRemoved';
  readonly type = WorkOrderLineRemoved.TYPE;
}

/** Every work-order event's type (contracts' WORK_ORDER_EVENTS), named through the classes. */
export const WORK_ORDER_EVENT_TYPES = [
  WorkOrderCreated.TYPE,
  WorkOrderUpdated.TYPE,
  WorkOrderStatusChanged.TYPE,
  WorkOrderAssigned.TYPE,
  WorkOrderCompleted.TYPE,
  WorkOrderDeleted.TYPE,
  WorkOrderLineAdded.TYPE,
  WorkOrderLineChanged.TYPE,
  WorkOrderLineRemoved.TYPE,
] as const satisfies readonly WorkOrderEventType[];
