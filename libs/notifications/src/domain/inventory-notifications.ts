import { PART_UNIT_LABELS } from '@px/contracts';
import { type StockChangePayload, type StockLedgerDriftPayload } from '@px/inventory';
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

/** The nightly check's alert: which parts' balances disagree with their movements. */
export function ledgerDriftText(drift: StockLedgerDriftPayload, eventId: string): NotificationText {
  const parts = drift.sample.map((part) => part.reference).join(', ');
  const more =
    drift.parts > drift.sample.length ? ` y ${drift.parts - drift.sample.length} más` : '';
  return {
    title: `Descuadre de existencias en ${drift.parts} ${drift.parts === 1 ? 'pieza' : 'piezas'}`,
    message:
      `El saldo de ${parts}${more} no coincide con sus movimientos. ` +
      'Cuente las piezas y regularícelas con un ajuste.',
    link: '/inventory',
    dedupeKey: `stock_ledger_drift:${eventId}`,
  };
}
