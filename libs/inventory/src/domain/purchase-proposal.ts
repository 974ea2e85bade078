import { type PartUnit, WHOLE_UNITS } from '@px/contracts';
import { roundQuantity } from './quantity';

/** A part as the reorder rule reads it. */
export interface ReorderPart {
  partId: string;
  supplierId: string | null;
  unit: PartUnit;
  costCents: number;
  available: number;
  onOrder: number;
  minStock: number;
  maxStock: number;
}

/** An approved request still to be ordered. */
export interface RequestToOrder {
  requestId: string;
  partId: string;
  quantity: number;
}

export interface ProposedLine {
  partId: string;
  quantity: number;
  unitCostCents: number;
  /** The requests this line orders for (they become `ordered`). */
  requestIds: string[];
}

export interface PurchaseProposal {
  supplierId: string;
  lines: ProposedLine[];
}

/**
 * Min/max reordering (Odoo's rule, DOMAIN): a part whose available stock plus what is already on
 * order is at or below its minimum is ordered up to its maximum (or up to the minimum when it has
 * no maximum), plus whatever approved requests still need it; grouped by preferred supplier. A
 * part without a supplier cannot be proposed: it is returned apart for the desk to decide.
 */
export function proposePurchases(
  parts: readonly ReorderPart[],
  requests: readonly RequestToOrder[],
): { proposals: PurchaseProposal[]; withoutSupplier: string[] } {
  const requestsByPart = new Map<string, RequestToOrder[]>();
  for (const request of requests) {
    requestsByPart.set(request.partId, [...(requestsByPart.get(request.partId) ?? []), request]);
  }
  const bySupplier = new Map<string, ProposedLine[]>();
  const withoutSupplier: string[] = [];
  for (const part of parts) {
    const requested = requestsByPart.get(part.partId) ?? [];
    const projected = roundQuantity(part.available + part.onOrder);
    const reorder =
      part.minStock > 0 && projected <= part.minStock
        ? Math.max(part.maxStock, part.minStock) - projected
        : 0;
    const forRequests = requested.reduce((sum, request) => sum + request.quantity, 0);
    let quantity = roundQuantity(Math.max(reorder, 0) + forRequests);
    if (WHOLE_UNITS.includes(part.unit)) quantity = Math.ceil(quantity);
    if (quantity <= 0) continue;
    if (!part.supplierId) {
      withoutSupplier.push(part.partId);
      continue;
    }
    const lines = bySupplier.get(part.supplierId) ?? [];
    lines.push({
      partId: part.partId,
      quantity,
      unitCostCents: part.costCents,
      requestIds: requested.map((request) => request.requestId),
    });
    bySupplier.set(part.supplierId, lines);
  }
  return {
    proposals: [...bySupplier].map(([supplierId, lines]) => ({ supplierId, lines })),
    withoutSupplier,
  };
}
