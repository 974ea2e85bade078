import { PART_UNIT_LABELS } from '@px/contracts';
import { type StockChangePayload } from '@px/inventory';
import { type NotificationText } from './notification-rules';

const QUANTITY = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 3 });

/**
 * inventory_low_stock: which part, what is left and the reorder point. One per crossing (the
 * event's id): a part that stays low is not told again until it is replenished and falls again.
 */
export function lowStockText(stock: StockChangePayload, eventId: string): NotificationText {
  const unit = PART_UNIT_LABELS[stock.unit];
  return {
    title: `Bajo mínimo: ${stock.reference} · ${stock.name}`,
    message:
      `Quedan ${QUANTITY.format(Math.max(stock.available, 0))} ${unit} disponibles ` +
      `(mínimo ${QUANTITY.format(stock.min_stock)} ${unit}). Conviene pedirla.`,
    link: `/inventory?q=${encodeURIComponent(stock.reference)}`,
    dedupeKey: `inventory_low_stock:${stock.part_id}:${eventId}`,
  };
}
