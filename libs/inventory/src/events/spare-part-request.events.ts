import { type PartUnit, type SparePartRequestStatus } from '@px/contracts';
import { DomainEvent } from '@px/platform';

export interface SparePartRequestEventPayload {
  id: string;
  work_order_id: string;
  work_order_number: string;
  description: string;
  quantity: number;
  unit: PartUnit;
  status: SparePartRequestStatus;
  requested_by: string;
  purchase_order_number: string | null;
  rejection_reason: string | null;
}

abstract class SparePartRequestEvent extends DomainEvent<SparePartRequestEventPayload> {
  readonly aggregateType = 'spare_part_request';
}

/** A mechanic asked the parts desk for a part for an order. */
export class SparePartRequested extends SparePartRequestEvent {
  static readonly TYPE = 'SparePartRequested';
  readonly type = SparePartRequested.TYPE;
}

/** The request moved: approved, rejected, ordered, received, delivered or cancelled. */
export class SparePartRequestMoved extends SparePartRequestEvent {
  static readonly TYPE = 'SparePartRequestMoved';
  readonly type = SparePartRequestMoved.TYPE;
}
