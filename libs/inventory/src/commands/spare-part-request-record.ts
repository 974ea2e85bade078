import { type EntityManager } from '@mikro-orm/postgresql';
import { type PartUnit, type SparePartRequestStatus } from '@px/contracts';
import { ConflictError, type EventRecorder, NotFoundError, runSql } from '@px/platform';
import { REQUEST_NOT_FOUND, requestTransitionRefusal } from '../domain/spare-part-request-status';
import {
  SparePartRequestMoved,
  type SparePartRequestEventPayload,
} from '../events/spare-part-request.events';

/** A request locked for a command, with what its rules and events need. */
export interface LockedRequest {
  id: string;
  workOrderId: string;
  workOrderNumber: string;
  workOrderLineId: string | null;
  partId: string | null;
  description: string;
  quantity: number;
  unit: PartUnit;
  status: SparePartRequestStatus;
  requestedBy: string;
  purchaseOrderId: string | null;
  purchaseOrderNumber: string | null;
  rejectionReason: string | null;
  /** Whether the request is for a catalogue part line of its order (the line holds the stock). */
  forPartLine: boolean;
  version: number;
}

interface RequestRow {
  id: string;
  work_order_id: string;
  work_order_number: string;
  work_order_line_id: string | null;
  part_id: string | null;
  description: string;
  quantity: string;
  unit: PartUnit | null;
  status: SparePartRequestStatus;
  requested_by: string;
  purchase_order_id: string | null;
  purchase_order_number: string | null;
  rejection_reason: string | null;
  for_part_line: boolean;
  version: number;
}

const toLocked = (row: RequestRow): LockedRequest => ({
  id: row.id,
  workOrderId: row.work_order_id,
  workOrderNumber: row.work_order_number,
  workOrderLineId: row.work_order_line_id,
  partId: row.part_id,
  description: row.description,
  quantity: Number(row.quantity),
  unit: row.unit ?? 'ud',
  status: row.status,
  requestedBy: row.requested_by,
  purchaseOrderId: row.purchase_order_id,
  purchaseOrderNumber: row.purchase_order_number,
  rejectionReason: row.rejection_reason,
  forPartLine: row.for_part_line,
  version: row.version,
});

const REQUEST_SELECT = `select r.id, r.work_order_id, r.work_order_number, r.work_order_line_id,
    r.part_id, r.description, r.quantity, p.unit, r.status, r.requested_by, r.purchase_order_id,
    po.number as purchase_order_number, r.rejection_reason, r.version,
    exists (select 1 from stock_reservation sr
             where sr.work_order_line_id = r.work_order_line_id and sr.part_id = r.part_id)
      as for_part_line
  from spare_part_request r
  left join part p on p.id = r.part_id
  left join purchase_order po on po.id = r.purchase_order_id`;

export async function lockRequest(em: EntityManager, id: string): Promise<LockedRequest> {
  const [row] = await runSql<RequestRow>(em, `${REQUEST_SELECT} where r.id = $1 for update of r`, [
    id,
  ]);
  if (!row) throw new NotFoundError(REQUEST_NOT_FOUND);
  return toLocked(row);
}

/** The requests a purchase order's receipt may fulfil: ordered on it, oldest first, locked. */
export async function lockRequestsWaitingOn(
  em: EntityManager,
  purchaseOrderId: string,
): Promise<LockedRequest[]> {
  const rows = await runSql<RequestRow>(
    em,
    `${REQUEST_SELECT} where r.purchase_order_id = $1 and r.status = 'ordered'
      order by r.ordered_at, r.id for update of r`,
    [purchaseOrderId],
  );
  return rows.map(toLocked);
}

export function requestPayload(request: LockedRequest): SparePartRequestEventPayload {
  return {
    id: request.id,
    work_order_id: request.workOrderId,
    work_order_number: request.workOrderNumber,
    description: request.description,
    quantity: request.quantity,
    unit: request.unit,
    status: request.status,
    requested_by: request.requestedBy,
    purchase_order_number: request.purchaseOrderNumber,
    rejection_reason: request.rejectionReason,
  };
}

const STAMP: Partial<Record<SparePartRequestStatus, string>> = {
  approved: 'approved_at',
  ordered: 'ordered_at',
  received: 'received_at',
  delivered: 'delivered_at',
  rejected: 'closed_at',
  cancelled: 'closed_at',
};

/**
 * Moves a request (409 for a move its status does not allow), stamping when, and records the
 * move for the requester's notification and the screens. `changes` sets the other columns the
 * move brings (the purchase order it is on, the rejection reason, who decided).
 */
export async function moveRequest(
  em: EntityManager,
  events: EventRecorder,
  request: LockedRequest,
  to: SparePartRequestStatus,
  context: { actorId: string | null; at: Date },
  changes: {
    purchaseOrder?: { id: string; number: string } | null;
    rejectionReason?: string;
    partId?: string;
    decidedBy?: string;
  } = {},
): Promise<void> {
  const refusal = requestTransitionRefusal(request.status, to);
  if (refusal) throw new ConflictError(refusal, { status: request.status });
  const stamp = STAMP[to];
  await runSql(
    em,
    `update spare_part_request
        set status = $2, ${stamp ? `${stamp} = $3,` : ''}
            purchase_order_id = case when $4::boolean then $5::uuid else purchase_order_id end,
            rejection_reason = coalesce($6, rejection_reason),
            part_id = coalesce($7::uuid, part_id),
            decided_by = coalesce($8::uuid, decided_by),
            updated_at = $3, version = version + 1
      where id = $1`,
    [
      request.id,
      to,
      context.at,
      changes.purchaseOrder !== undefined,
      changes.purchaseOrder?.id ?? null,
      changes.rejectionReason ?? null,
      changes.partId ?? null,
      changes.decidedBy ?? null,
    ],
    'run',
  );
  request.status = to;
  if (changes.purchaseOrder !== undefined) {
    request.purchaseOrderId = changes.purchaseOrder?.id ?? null;
    request.purchaseOrderNumber = changes.purchaseOrder?.number ?? null;
  }
  if (changes.rejectionReason) request.rejectionReason = changes.rejectionReason;
  if (changes.partId) request.partId = changes.partId;
  events.record(
    new SparePartRequestMoved(request.id, requestPayload(request), context.actorId, context.at),
  );
}
