import { describe, expect, it } from 'vitest';
import { divideRounded, invoiceTotals, lineBaseCents, toScaledInteger } from './totals';

const line = (quantity: number, unitPriceCents: number, vatPercent = 21, discountPercent = 0) => ({
  quantity,
  unitPriceCents,
  vatPercent,
  discountPercent,
});

describe('invoice totals (the server rules of libs/billing/src/domain/invoice-totals.ts)', () => {
  it('prices the API test example: 67,50 + 54,45 at 21 % and 3,00 at 10 % → 150,86 €', () => {
    const lines = [line(1.5, 4_500), line(1, 6_050, 21, 10), line(1, 300, 10)];
    expect(lines.map(lineBaseCents)).toEqual([6_750, 5_445, 300]);
    expect(invoiceTotals(lines)).toEqual({
      breakdown: [
        { vatPercent: 21, baseCents: 12_195, vatCents: 2_561 },
        { vatPercent: 10, baseCents: 300, vatCents: 30 },
      ],
      baseCents: 12_495,
      vatCents: 2_591,
      totalCents: 15_086,
    });
  });

  it('rounds a line base once, half away from zero', () => {
    // 0,333 × 1,50 € = 0,4995 € → 0,50 €; 3 × 0,125 € is not a price (cents are whole).
    expect(lineBaseCents(line(0.333, 150))).toBe(50);
    // 1 × 0,05 € − 50 % = 0,025 € → 0,03 € (an exact half goes up).
    expect(lineBaseCents(line(1, 5, 21, 50))).toBe(3);
    // Negative amounts (a rectifying invoice by differences) round symmetrically.
    expect(lineBaseCents(line(-1, 5, 21, 50))).toBe(-3);
    // Floats as typed: 0.1 + 0.2 units of 10,00 € is 3,00 €.
    expect(lineBaseCents(line(0.1 + 0.2, 1_000))).toBe(300);
  });

  it('computes the VAT on the whole base of each rate, not as the sum of rounded line quotas', () => {
    // Three lines of 0,05 € at 10 %: per line 0,005 → 0,01 each (0,03); on the base 0,15 → 0,02.
    const totals = invoiceTotals([line(1, 5, 10), line(1, 5, 10), line(1, 5, 10)]);
    expect(totals.breakdown).toEqual([{ vatPercent: 10, baseCents: 15, vatCents: 2 }]);
    expect(totals.totalCents).toBe(17);
  });

  it('lists the rates highest first and leaves out the lines that cannot be priced', () => {
    const totals = invoiceTotals([line(1, 1_000, 0), line(1, 1_000, 4), line(1.0005, 1_000)]);
    expect(totals.breakdown.map((row) => row.vatPercent)).toEqual([4, 0]);
    expect(totals).toMatchObject({ baseCents: 2_000, vatCents: 40, totalCents: 2_040 });
    expect(invoiceTotals([])).toEqual({ breakdown: [], baseCents: 0, vatCents: 0, totalCents: 0 });
  });

  it('refuses quantities with more than three decimals and discounts with more than two', () => {
    expect(lineBaseCents(line(1.0001, 100))).toBeNull();
    expect(lineBaseCents(line(1, 100, 21, 12.345))).toBeNull();
    expect(lineBaseCents(line(1, 1.5))).toBeNull();
    expect(toScaledInteger(1.5, 3)).toBe(1_500);
    expect(toScaledInteger(Number.NaN, 3)).toBeNull();
  });

  it('divides half away from zero', () => {
    expect(divideRounded(5n, 10n)).toBe(1n);
    expect(divideRounded(4n, 10n)).toBe(0n);
    expect(divideRounded(-5n, 10n)).toBe(-1n);
    expect(() => divideRounded(1n, 0n)).toThrow(RangeError);
  });
});
