import { PURCHASE_ORDER_STATUS_LABELS, type PurchaseOrderStatus } from '@px/contracts';
import { roundQuantity } from './quantity';

export const PURCHASE_ORDER_NOT_FOUND = 'El pedido a proveedor no existe.';

/** PC-2026-00001: per year, five digits at least, never reused (drawn in the creating transaction). */
export function formatPurchaseOrderNumber(year: number, sequence: number): string {
  return `PC-${year}-${String(sequence).padStart(5, '0')}`;
}

/** What a user reads when the order cannot take this action in its status; null when it can. */
export function purchaseOrderRefusal(
  status: PurchaseOrderStatus,
  action: 'edit_lines' | 'edit' | 'send' | 'receive' | 'cancel',
): string | null {
  const allowed: Record<typeof action, readonly PurchaseOrderStatus[]> = {
    edit_lines: ['draft'],
    edit: ['draft', 'sent', 'partially_received'],
    send: ['draft'],
    receive: ['sent', 'partially_received'],
    cancel: ['draft', 'sent'],
  };
  if (allowed[action].includes(status)) return null;
  const label = PURCHASE_ORDER_STATUS_LABELS[status].toLowerCase();
  const what: Record<typeof action, string> = {
    edit_lines: 'cambiar sus líneas (solo en borrador)',
    edit: 'modificarlo',
    send: 'enviarlo (ya se envió)',
    receive: 'recibir mercancía (envíalo antes; los cancelados y recibidos no admiten más)',
    cancel: 'cancelarlo (ya se ha recibido mercancía o está cerrado)',
  };
  return `El pedido está ${label}: no se puede ${what[action]}.`;
}

export interface OrderedLine {
  id: string;
  quantity: number;
  receivedQuantity: number;
}

/**
 * A receipt's lines against what was ordered: each quantity above zero, each line of this order,
 * and no more than pending unless the user confirmed it (a supplier sending extra is a decision,
 * not a typo). Returns the Spanish problem, or null.
 */
export function receiptRefusal(
  ordered: readonly OrderedLine[],
  received: readonly { lineId: string; quantity: number }[],
  confirmExcess: boolean,
): { field: string; message: string; conflict: boolean } | null {
  const byId = new Map(ordered.map((line) => [line.id, line]));
  const seen = new Set<string>();
  for (const [i, line] of received.entries()) {
    const field = `lines.${i}`;
    const own = byId.get(line.lineId);
    if (!own) {
      return {
        field: `${field}.line_id`,
        message: 'La línea no es de este pedido.',
        conflict: false,
      };
    }
    if (seen.has(line.lineId)) {
      return { field: `${field}.line_id`, message: 'La línea está repetida.', conflict: false };
    }
    seen.add(line.lineId);
    const pending = roundQuantity(own.quantity - own.receivedQuantity);
    if (line.quantity > pending && !confirmExcess) {
      return {
        field: `${field}.quantity`,
        message:
          `Se reciben más unidades de las pendientes (${pending}). ` +
          'Si el proveedor ha enviado de más, confirma la recepción del exceso.',
        conflict: true,
      };
    }
  }
  if (received.length === 0) {
    return { field: 'lines', message: 'Indica al menos una línea recibida.', conflict: false };
  }
  return null;
}

/** After a receipt: received when every line is complete, else partially received. */
export function statusAfterReceipt(lines: readonly OrderedLine[]): PurchaseOrderStatus {
  return lines.every((line) => line.receivedQuantity >= line.quantity)
    ? 'received'
    : 'partially_received';
}
