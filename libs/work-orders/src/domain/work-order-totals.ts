import { type WorkOrderLineType, type WorkOrderTotals } from '@px/contracts';

export interface PricedLine {
  type: WorkOrderLineType;
  plannedHours: number;
  quantity: number;
  unitPriceCents: number;
  discountPercent: number;
  vatPercent: number;
}

/** Half away from zero, to the cent (amounts here are never negative). */
const roundCents = (value: number): number => Math.round(value + Number.EPSILON * Math.abs(value));

/**
 * A line's amount before VAT: quantity × unit price, less its discount, rounded to the cent once
 * (the figure printed on the order and later on the invoice). Labor is sold by its planned
 * (flagged) hours, so its quantity is those hours.
 */
export function lineNetCents(line: PricedLine): number {
  const quantity = line.type === 'labor' ? line.plannedHours : line.quantity;
  const gross = quantity * line.unitPriceCents;
  return roundCents(gross * (1 - line.discountPercent / 100));
}

/**
 * The order's totals: planned hours of its labor lines, the taxable base and VAT per rate (VAT is
 * computed on each rate's base and rounded once per rate, as an invoice does), and the total.
 */
export function workOrderTotals(lines: readonly PricedLine[]): WorkOrderTotals {
  const byRate = new Map<number, number>();
  let hundredthsOfHours = 0;
  for (const line of lines) {
    if (line.type === 'labor') hundredthsOfHours += Math.round(line.plannedHours * 100);
    byRate.set(line.vatPercent, (byRate.get(line.vatPercent) ?? 0) + lineNetCents(line));
  }
  const vat = [...byRate.entries()]
    .sort(([a], [b]) => b - a)
    .map(([rate, base]) => ({
      vat_percent: rate,
      base_cents: base,
      vat_cents: roundCents((base * rate) / 100),
    }));
  const base = vat.reduce((sum, row) => sum + row.base_cents, 0);
  const vatCents = vat.reduce((sum, row) => sum + row.vat_cents, 0);
  return {
    total_planned_hours: hundredthsOfHours / 100,
    base_cents: base,
    vat,
    vat_cents: vatCents,
    total_cents: base + vatCents,
  };
}
