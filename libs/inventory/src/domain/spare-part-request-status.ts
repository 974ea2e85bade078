import { SPARE_PART_REQUEST_STATUS_LABELS, type SparePartRequestStatus } from '@px/contracts';

/**
 * A spare-part request's life (issue 20): the parts desk approves or rejects it, then serves it
 * from the shelf or orders it from a supplier; what is ordered is received with the purchase
 * order and delivered to the work order. A request can also be served straight from `requested`
 * (approving it on the way), and an ordered one goes back to `approved` if its purchase order is
 * cancelled. Any other move is a 409.
 */
const NEXT: Record<SparePartRequestStatus, readonly SparePartRequestStatus[]> = {
  requested: ['approved', 'rejected', 'cancelled', 'delivered'],
  approved: ['ordered', 'delivered', 'rejected', 'cancelled'],
  ordered: ['received', 'approved', 'cancelled'],
  received: ['delivered'],
  delivered: [],
  rejected: [],
  cancelled: [],
};

export const REQUEST_NOT_FOUND = 'La solicitud de recambio no existe.';

/** What a user reads when a request cannot move from `from` to `to`; null when it can. */
export function requestTransitionRefusal(
  from: SparePartRequestStatus,
  to: SparePartRequestStatus,
): string | null {
  if (NEXT[from].includes(to)) return null;
  const label = SPARE_PART_REQUEST_STATUS_LABELS[from].toLowerCase();
  return NEXT[from].length === 0
    ? `La solicitud ya está ${label}: no se puede cambiar.`
    : `Una solicitud ${label} no puede pasar a ${SPARE_PART_REQUEST_STATUS_LABELS[to].toLowerCase()}.`;
}

/** Requests still waiting for something (the board's open columns). */
export const OPEN_REQUEST_STATUSES: readonly SparePartRequestStatus[] = [
  'requested',
  'approved',
  'ordered',
  'received',
];
