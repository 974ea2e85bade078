/**
 * Shared by /facturas and /quotes (both price lines the way libs/billing does).
 *
 * An invoice's totals as the server computes them (libs/billing/src/domain/invoice-totals.ts and
 * money.ts), so the editor's live figures are the ones the saved draft will show, to the cent:
 * a line's base is quantity × unit price less the discount, computed exactly and rounded once per
 * line, half away from zero; the VAT of a rate is its whole base × rate / 100, rounded once (not
 * the sum of rounded line quotas); the total is bases + quotas.
 */

export const QUANTITY_DECIMALS = 3;
export const DISCOUNT_DECIMALS = 2;

export interface PricedLine {
  /** Up to three decimals. */
  quantity: number;
  /** Unit price before tax, integer cents. */
  unitPriceCents: number;
  /** 0–100, up to two decimals. */
  discountPercent: number;
  vatPercent: number;
}

export interface VatRow {
  vatPercent: number;
  baseCents: number;
  vatCents: number;
}

export interface Totals {
  /** Highest rate first. */
  breakdown: VatRow[];
  baseCents: number;
  vatCents: number;
  totalCents: number;
}

/** `numerator / denominator` rounded half away from zero (denominator > 0). */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new RangeError('The denominator must be positive.');
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const rounded = (magnitude * 2n + denominator) / (denominator * 2n);
  return negative ? -rounded : rounded;
}

/**
 * `value` × 10^decimals as an integer, or null with more decimals than that (or not a finite
 * number). A binary float is read as the decimal typed: 0.1 + 0.2 → 0.3.
 */
export function toScaledInteger(value: number, decimals: number): number | null {
  if (!Number.isFinite(value)) return null;
  const factor = 10 ** decimals;
  const scaled = Math.round(value * factor);
  if (!Number.isSafeInteger(scaled)) return null;
  return Math.abs(value * factor - scaled) < 1e-6 ? scaled : null;
}

/**
 * A line's taxable base in cents, or null when the line cannot be priced yet (a quantity with
 * more than three decimals, a discount with more than two, a price that is not whole cents).
 */
export function lineBaseCents(line: PricedLine): number | null {
  const thousandths = toScaledInteger(line.quantity, QUANTITY_DECIMALS);
  const discount = toScaledInteger(line.discountPercent, DISCOUNT_DECIMALS);
  if (thousandths === null || discount === null || !Number.isSafeInteger(line.unitPriceCents)) {
    return null;
  }
  const numerator = BigInt(thousandths) * BigInt(line.unitPriceCents) * BigInt(10_000 - discount);
  return Number(divideRounded(numerator, 1_000n * 10_000n));
}

/** The VAT breakdown per rate and the totals of the lines that can be priced. */
export function invoiceTotals(lines: readonly PricedLine[]): Totals {
  const baseByRate = new Map<number, number>();
  for (const line of lines) {
    const base = lineBaseCents(line);
    if (base === null || !Number.isFinite(line.vatPercent)) continue;
    baseByRate.set(line.vatPercent, (baseByRate.get(line.vatPercent) ?? 0) + base);
  }
  const breakdown = [...baseByRate.entries()]
    .sort(([a], [b]) => b - a)
    .map(([vatPercent, baseCents]) => ({
      vatPercent,
      baseCents,
      vatCents: vatOf(baseCents, vatPercent),
    }));
  const baseCents = breakdown.reduce((sum, row) => sum + row.baseCents, 0);
  const vatCents = breakdown.reduce((sum, row) => sum + row.vatCents, 0);
  return { breakdown, baseCents, vatCents, totalCents: baseCents + vatCents };
}

/** A rate's quota on its whole base: base × rate / 100, rounded once (rates have ≤ 2 decimals). */
function vatOf(baseCents: number, vatPercent: number): number {
  const rate = toScaledInteger(vatPercent, 2) ?? 0;
  return Number(divideRounded(BigInt(baseCents) * BigInt(rate), 10_000n));
}
