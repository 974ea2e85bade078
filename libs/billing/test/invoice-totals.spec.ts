import { invoiceLineProblems } from '../src/domain/invoice-line-fields';
import { type PricedLine, invoiceTotals, lineBaseCents } from '../src/domain/invoice-totals';

const line = (fields: Partial<PricedLine>): PricedLine => ({
  quantity: 1,
  unitPriceCents: 0,
  discountPercent: 0,
  vatRate: 21,
  ...fields,
});

describe('line base', () => {
  it('is quantity × unit price less the discount, rounded once to the cent', () => {
    expect(lineBaseCents(line({ quantity: 1.5, unitPriceCents: 4500 }))).toBe(6750);
    expect(lineBaseCents(line({ quantity: 3, unitPriceCents: 333 }))).toBe(999);
    // 39.99 € less 10 % = 35.991 € → 35.99 €
    expect(lineBaseCents(line({ unitPriceCents: 3999, discountPercent: 10 }))).toBe(3599);
    // 10.00 € less 12.5 % = 8.75 €
    expect(lineBaseCents(line({ unitPriceCents: 1000, discountPercent: 12.5 }))).toBe(875);
    expect(lineBaseCents(line({ unitPriceCents: 5000, discountPercent: 100 }))).toBe(0);
    expect(lineBaseCents(line({ quantity: 0.333, unitPriceCents: 1000 }))).toBe(333);
  });

  it('rounds an exact half away from zero, with no binary-float drift', () => {
    // 0.05 € less 50 % = 0.025 € → 0.03 €
    expect(lineBaseCents(line({ unitPriceCents: 5, discountPercent: 50 }))).toBe(3);
    // 1.005 × 1.00 € = 1.005 €: floats compute 100.49999… cents; exact arithmetic gives 1.01 €
    expect(1.005 * 100).toBeLessThan(100.5);
    expect(lineBaseCents(line({ quantity: 1.005, unitPriceCents: 100 }))).toBe(101);
    // a negative line of a rectifying invoice: −0.025 € → −0.03 €
    expect(lineBaseCents(line({ quantity: -1, unitPriceCents: 5, discountPercent: 50 }))).toBe(-3);
    expect(lineBaseCents(line({ quantity: 99_999.999, unitPriceCents: 100_000_000 }))).toBe(
      9_999_999_900_000,
    );
  });

  it('refuses a line it cannot price exactly', () => {
    expect(() => lineBaseCents(line({ quantity: 1.0001 }))).toThrow(RangeError);
    expect(() => lineBaseCents(line({ discountPercent: 0.001 }))).toThrow(RangeError);
    expect(() => lineBaseCents(line({ unitPriceCents: 1.5 }))).toThrow(RangeError);
  });
});

describe('invoice totals', () => {
  it('adds bases per rate and rounds each rate’s quota once, highest rate first', () => {
    const totals = invoiceTotals([
      line({ quantity: 0.33, unitPriceCents: 1001 }), // 3.3033 → 3.30 €
      line({ quantity: 0.33, unitPriceCents: 1001 }),
      line({ unitPriceCents: 1005, vatRate: 10 }),
      line({ unitPriceCents: 1, vatRate: 4 }),
      line({ unitPriceCents: 700, vatRate: 0 }),
    ]);
    expect(totals).toEqual({
      breakdown: [
        // 6.60 € × 21 % = 1.386 → 1.39 € (per-line quotas would give 0.69 + 0.69 = 1.38)
        { vatRate: 21, baseCents: 660, vatCents: 139 },
        // 10.05 € × 10 % = 1.005 → 1.01 € (half away from zero)
        { vatRate: 10, baseCents: 1005, vatCents: 101 },
        { vatRate: 4, baseCents: 1, vatCents: 0 },
        { vatRate: 0, baseCents: 700, vatCents: 0 },
      ],
      baseCents: 2366,
      vatCents: 240,
      totalCents: 2606,
    });
  });

  it('rounds negative quotas of a rectification by differences away from zero', () => {
    // −10.50 € × 21 % = −2.205 → −2.21 €
    expect(invoiceTotals([line({ quantity: -1, unitPriceCents: 1050 })])).toEqual({
      breakdown: [{ vatRate: 21, baseCents: -1050, vatCents: -221 }],
      baseCents: -1050,
      vatCents: -221,
      totalCents: -1271,
    });
  });

  it('is zero without lines', () => {
    expect(invoiceTotals([])).toEqual({ breakdown: [], baseCents: 0, vatCents: 0, totalCents: 0 });
  });
});

describe('invoice line fields', () => {
  const valid = { quantity: 2, unitPriceCents: 1000, discountPercent: 0, vatRate: 21 };

  it('accepts a priced line and asks for at least one', () => {
    expect(invoiceLineProblems([valid])).toEqual([]);
    expect(invoiceLineProblems([])).toEqual([
      { field: 'lines', code: 'required', message: 'Añade al menos una línea.' },
    ]);
  });

  it('names each wrong field of each line in Spanish', () => {
    const problems = invoiceLineProblems([
      valid,
      { quantity: 1.0005, unitPriceCents: 10.5, discountPercent: 101, vatRate: 7 },
      { ...valid, quantity: 0, discountPercent: 12.345 },
    ]);
    expect(problems.map((p) => [p.field, p.code])).toEqual([
      ['lines.1.quantity', 'decimals'],
      ['lines.1.unit_price_cents', 'range'],
      ['lines.1.discount_percent', 'range'],
      ['lines.1.vat_rate', 'isIn'],
      ['lines.2.quantity', 'range'],
      ['lines.2.discount_percent', 'range'],
    ]);
    expect(problems[0].message).toBe('La cantidad admite como mucho tres decimales.');
    expect(problems[3].message).toBe('El IVA debe ser uno de estos tipos: 21, 10, 4, 0 %.');
  });

  it('allows negative quantities only where the caller says (a rectification by differences)', () => {
    const negative = { ...valid, quantity: -1 };
    expect(invoiceLineProblems([negative])).toMatchObject([
      { field: 'lines.0.quantity', code: 'min' },
    ]);
    expect(invoiceLineProblems([negative], { allowNegative: true })).toEqual([]);
    expect(invoiceLineProblems([{ ...valid, unitPriceCents: -1 }])).toMatchObject([
      { field: 'lines.0.unit_price_cents', code: 'range' },
    ]);
  });
});
