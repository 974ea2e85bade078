import { PART_UNIT_LABELS, type NotificationType } from '@px/contracts';
import { type SparePartRequestEventPayload } from '@px/inventory';
import { type NotificationText } from './notification-rules';

const QUANTITY = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 3 });

const what = (request: SparePartRequestEventPayload) =>
  `${QUANTITY.format(request.quantity)} ${PART_UNIT_LABELS[request.unit]} de ${request.description}`;

/** A new request, for the parts desk (spare_part_ordered, by role). */
export function sparePartRequestedText(
  request: SparePartRequestEventPayload,
  requesterName: string,
): NotificationText {
  return {
    title: `Solicitud de recambio para ${request.work_order_number}`,
    message: `${requesterName} pide ${what(request)}.`,
    link: `/spare-parts-requests?request=${request.id}`,
    dedupeKey: `spare_part_requested:${request.id}`,
  };
}

/**
 * A step of the mechanic's own request: which type it is told as (received has its own, the other
 * steps are spare_part_ordered) and what it says; null for steps nobody needs to hear of.
 */
export function sparePartStepText(
  request: SparePartRequestEventPayload,
): { type: NotificationType; text: NotificationText } | null {
  const base = {
    link: `/spare-parts-requests?request=${request.id}`,
    dedupeKey: `spare_part_request:${request.id}:${request.status}`,
  };
  const order = request.work_order_number;
  switch (request.status) {
    case 'approved':
      return {
        type: 'spare_part_ordered',
        text: {
          ...base,
          title: `Solicitud aprobada (${order})`,
          message: `Se tramita ${what(request)}.`,
        },
      };
    case 'rejected':
      return {
        type: 'spare_part_ordered',
        text: {
          ...base,
          title: `Solicitud rechazada (${order})`,
          message: `${what(request)}: ${request.rejection_reason ?? 'sin motivo'}.`,
        },
      };
    case 'ordered':
      return {
        type: 'spare_part_ordered',
        text: {
          ...base,
          title: `Recambio pedido al proveedor (${order})`,
          message: `${what(request)}, en el pedido ${request.purchase_order_number ?? ''}.`.replace(
            ' ,',
            ',',
          ),
        },
      };
    case 'received':
      return {
        type: 'spare_part_received',
        text: {
          ...base,
          title: `Ha llegado tu recambio (${order})`,
          message: `${what(request)}: pásate por el almacén.`,
        },
      };
    case 'delivered':
      return {
        type: 'spare_part_ordered',
        text: { ...base, title: `Recambio entregado (${order})`, message: `${what(request)}.` },
      };
    default:
      return null;
  }
}
