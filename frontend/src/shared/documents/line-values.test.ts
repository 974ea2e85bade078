import { describe, expect, it } from 'vitest';
import {
  discountProblem,
  emptyLineValues,
  formTotals,
  lineFieldOfServer,
  lineInputOf,
  lineValuesOf,
  quantityProblem,
  unitPriceProblem,
} from './line-values';

describe("a quote's or an invoice's lines", () => {
  it('totals the rows as they are typed, as the server does, skipping a row without quantity', () => {
    const totals = formTotals([
      { ...emptyLineValues('labor'), quantity: 1.5, unit_price_euros: 45 },
      { ...emptyLineValues('part'), unit_price_euros: 60.5, discount_percent: 10 },
      { ...emptyLineValues('fee'), unit_price_euros: 3, vat_percent: 10 },
      { quantity: null, unit_price_euros: 99, discount_percent: null, vat_percent: 4 },
      undefined,
    ]);
    expect(totals.totalCents).toBe(15_086);
    expect(totals.breakdown).toEqual([
      { vatPercent: 21, baseCents: 12_195, vatCents: 2_561 },
      { vatPercent: 10, baseCents: 300, vatCents: 30 },
    ]);
  });

  it('sends cents and trimmed texts, blanks as 0, and reads a saved line back in euros', () => {
    const saved = {
      type: 'part',
      description: 'Filtro',
      quantity: 2,
      unit_price_cents: 1_250,
      discount_percent: 0,
      vat_percent: 21,
    };
    const values = lineValuesOf(saved);
    expect(values).toEqual({
      type: 'part',
      description: 'Filtro',
      quantity: 2,
      unit_price_euros: 12.5,
      discount_percent: null,
      vat_percent: 21,
    });
    expect(lineInputOf(values)).toEqual(saved);
    expect(
      lineInputOf({ ...emptyLineValues('fee'), description: '  Tasa  ', quantity: null }),
    ).toEqual({
      type: 'fee',
      description: 'Tasa',
      quantity: 0,
      unit_price_cents: 0,
      discount_percent: 0,
      vat_percent: 21,
    });
    expect(lineInputOf({ ...emptyLineValues('part'), unit_price_euros: 0.1 + 0.2 })).toMatchObject({
      unit_price_cents: 30,
    });
  });

  it('checks a line as the API does', () => {
    expect(quantityProblem(null)).toBe('documents.validation.quantityRequired');
    expect(quantityProblem(1.2345)).toBe('documents.validation.quantityDecimals');
    expect(quantityProblem(0)).toBe('documents.validation.quantityRange');
    expect(quantityProblem(100_001)).toBe('documents.validation.quantityRange');
    expect(quantityProblem(0.125)).toBeNull();
    expect(unitPriceProblem(undefined)).toBe('documents.validation.priceRequired');
    expect(unitPriceProblem(1_000_000.01)).toBe('documents.validation.priceRange');
    expect(unitPriceProblem(1.234)).toBe('documents.validation.priceDecimals');
    expect(unitPriceProblem(0)).toBeNull();
    expect(discountProblem(null)).toBeNull();
    expect(discountProblem(12.5)).toBeNull();
    expect(discountProblem(100.5)).toBe('documents.validation.discountRange');
    expect(discountProblem(1.234)).toBe('documents.validation.discountRange');
  });

  it('takes negative quantities only where allowed, and says why where not', () => {
    expect(quantityProblem(-1)).toBe('documents.validation.quantityNegative');
    expect(quantityProblem(-1, { negativeMessage: 'invoices.validation.quantityNegative' })).toBe(
      'invoices.validation.quantityNegative',
    );
    expect(quantityProblem(-1, { allowNegative: true })).toBeNull();
    expect(quantityProblem(-100_001, { allowNegative: true })).toBe(
      'documents.validation.quantityRange',
    );
    expect(quantityProblem(0, { allowNegative: true })).toBe('documents.validation.quantityRange');
  });

  it("puts a line's API error on its row and field, a document's own fields too", () => {
    expect(lineFieldOfServer('lines.2.unit_price_cents')).toEqual(['lines', 2, 'unit_price_euros']);
    expect(lineFieldOfServer('lines.0.vat_percent')).toEqual(['lines', 0, 'vat_percent']);
    expect(lineFieldOfServer('lines.1.part_id')).toBeNull();
    expect(lineFieldOfServer('lines.1.part_id', { part_id: 'part_id' })).toEqual([
      'lines',
      1,
      'part_id',
    ]);
    expect(lineFieldOfServer('lines')).toBeNull();
    expect(lineFieldOfServer('recipient.tax_id')).toBeNull();
  });
});
