import { type PurchaseOrderStatus } from '@px/contracts';
import { DomainEvent } from '@px/platform';

export interface PurchaseOrderEventPayload {
  id: string;
  number: string;
  supplier_id: string;
  status: PurchaseOrderStatus;
  /** Of a receipt: the parts and quantities that came in. */
  received?: { part_id: string; quantity: number }[];
}

abstract class PurchaseOrderEvent extends DomainEvent<PurchaseOrderEventPayload> {
  readonly aggregateType = 'purchase_order';
}

export class PurchaseOrderCreated extends PurchaseOrderEvent {
  static readonly TYPE = 'PurchaseOrderCreated';
  readonly type = PurchaseOrderCreated.TYPE;
}

export class PurchaseOrderUpdated extends PurchaseOrderEvent {
  static readonly TYPE = 'PurchaseOrderUpdated';
  readonly type = PurchaseOrderUpdated.TYPE;
}

/** Sent to the supplier: its quantities are now on order. */
export class PurchaseOrderSent extends PurchaseOrderEvent {
  static readonly TYPE = 'PurchaseOrderSent';
  readonly type = PurchaseOrderSent.TYPE;
}

/** Goods came in (all or part of them): stock entered, waiting requests were fulfilled. */
export class PurchaseOrderReceived extends PurchaseOrderEvent {
  static readonly TYPE = 'PurchaseOrderReceived';
  readonly type = PurchaseOrderReceived.TYPE;
}

export class PurchaseOrderCancelled extends PurchaseOrderEvent {
  static readonly TYPE = 'PurchaseOrderCancelled';
  readonly type = PurchaseOrderCancelled.TYPE;
}
