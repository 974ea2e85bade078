import { discountInHundredths, divideRounded, quantityInThousandths } from './money';

/**
 * Spanish VAT rates a workshop applies (Ley 37/1992): general 21 %, reduced 10 %, super-reduced 4 %,
 * and 0 % — the same list as the inventory's parts, so a part's rate always fits a line.
 */
export const VAT_RATES = [21, 10, 4, 0] as const;
export type VatRate = (typeof VAT_RATES)[number];

export interface PricedLine {
  /** Up to three decimals; negative only on a rectifying invoice by differences. */
  quantity: number;
  /** Unit price before tax, integer cents (RD 1619/2012 art. 6.1.f: the unit price without tax). */
  unitPriceCents: number;
  /** 0–100, up to two decimals. */
  discountPercent: number;
  vatRate: VatRate;
}

export interface VatBreakdownRow {
  vatRate: VatRate;
  /** Sum of the line bases at this rate. */
  baseCents: number;
  /** The rate's quota: base × rate / 100, rounded once. */
  vatCents: number;
}

export interface InvoiceTotals {
  /** Highest rate first. */
  breakdown: VatBreakdownRow[];
  baseCents: number;
  vatCents: number;
  totalCents: number;
}

/**
 * A line's taxable base: quantity × unit price less the discount, rounded to the cent once per line
 * (half away from zero), the figure printed on the line. Throws on a quantity or discount with more
 * decimals than allowed: validate with invoiceLineProblems first.
 */
export function lineBaseCents(line: PricedLine): number {
  const thousandths = quantityInThousandths(line.quantity);
  const discount = discountInHundredths(line.discountPercent);
  if (thousandths === null || discount === null || !Number.isSafeInteger(line.unitPriceCents)) {
    throw new RangeError('Invalid line: validate it with invoiceLineProblems first.');
  }
  const numerator = BigInt(thousandths) * BigInt(line.unitPriceCents) * BigInt(10_000 - discount);
  return Number(divideRounded(numerator, 1_000n * 10_000n));
}

/**
 * The VAT breakdown and totals. RD 1619/2012 art. 6.1.g–h asks for the rate(s) and the quota per
 * rate; the quota is computed on the rate's whole base and rounded once (not summed from rounded
 * line quotas), as the work orders already do and as VERI*FACTU's Desglose checks it.
 */
export function invoiceTotals(lines: readonly PricedLine[]): InvoiceTotals {
  const baseByRate = new Map<VatRate, number>();
  for (const line of lines) {
    baseByRate.set(line.vatRate, (baseByRate.get(line.vatRate) ?? 0) + lineBaseCents(line));
  }
  const breakdown = [...baseByRate.entries()]
    .sort(([a], [b]) => b - a)
    .map(([vatRate, baseCents]) => ({
      vatRate,
      baseCents,
      vatCents: Number(divideRounded(BigInt(baseCents) * BigInt(vatRate), 100n)),
    }));
  const baseCents = breakdown.reduce((sum, row) => sum + row.baseCents, 0);
  const vatCents = breakdown.reduce((sum, row) => sum + row.vatCents, 0);
  return { breakdown, baseCents, vatCents, totalCents: baseCents + vatCents };
}
