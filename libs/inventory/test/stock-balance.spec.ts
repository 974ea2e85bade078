import {
  availableOf,
  coverOf,
  lowStockTransition,
  weightedAverageCost,
} from '../src/domain/stock-balance';
import { quantityProblems, quantityText, roundQuantity } from '../src/domain/quantity';

describe('stock arithmetic', () => {
  it('available is on hand minus reserved, kept to three decimals', () => {
    expect(availableOf({ onHand: 10, reserved: 4 })).toBe(6);
    expect(availableOf({ onHand: 0.3, reserved: 0.1 })).toBe(0.2);
    expect(availableOf({ onHand: 2, reserved: 5 })).toBe(-3);
    expect(roundQuantity(0.1 + 0.2)).toBe(0.3);
  });

  it('a reservation is covered up to what is available, never below zero', () => {
    expect(coverOf(4, 10)).toBe(4);
    expect(coverOf(4, 2.5)).toBe(2.5);
    expect(coverOf(4, -1)).toBe(0);
  });

  it('the weighted average cost follows receipts, and restarts from an empty shelf', () => {
    expect(weightedAverageCost(10, 1000, 10, 1300)).toBe(1150);
    expect(weightedAverageCost(3, 1000, 1, 2000)).toBe(1250);
    expect(weightedAverageCost(0, 1000, 5, 700)).toBe(700);
    expect(weightedAverageCost(-2, 1000, 5, 700)).toBe(700);
    expect(weightedAverageCost(4, 1000, 0, 700)).toBe(1000);
    // Rounded to the cent: 2 × 1000 + 1 × 1001 over 3.
    expect(weightedAverageCost(2, 1000, 1, 1001)).toBe(1000);
  });

  it('the low-stock alert fires when the minimum is reached, once, and re-arms above it', () => {
    expect(lowStockTransition(3, 3, false)).toBe('entered');
    expect(lowStockTransition(3, 2, true)).toBeNull();
    expect(lowStockTransition(3, 4, true)).toBe('left');
    expect(lowStockTransition(3, 4, false)).toBeNull();
    expect(lowStockTransition(0, 0, false)).toBeNull();
    expect(lowStockTransition(0, -1, true)).toBe('left');
  });
});

describe('quantities', () => {
  it('must be above zero (or not zero when signed), with three decimals at most', () => {
    expect(quantityProblems(2, 'ud')).toEqual([]);
    expect(quantityProblems(0, 'ud')[0].code).toBe('min');
    expect(quantityProblems(-1, 'ud')[0].code).toBe('min');
    expect(quantityProblems(-1, 'ud', 'quantity', { signed: true })).toEqual([]);
    expect(quantityProblems(0, 'l', 'quantity', { signed: true })[0].message).toBe(
      'La cantidad no puede ser cero.',
    );
    expect(quantityProblems(1.2345, 'l')[0].code).toBe('decimals');
    expect(quantityProblems(Number.NaN, 'l')[0].code).toBe('isNumber');
    expect(quantityProblems(100_001, 'l')[0].code).toBe('max');
  });

  it('parts counted in units are whole: no half a brake pad set', () => {
    expect(quantityProblems(0.5, 'ud')).toEqual([
      {
        field: 'quantity',
        code: 'wholeUnits',
        message: 'Esta pieza se cuenta por unidades: la cantidad debe ser entera.',
      },
    ]);
    expect(quantityProblems(0.5, 'l')).toEqual([]);
  });

  it('reads in Spanish', () => {
    expect(quantityText(3, 'ud')).toBe('3 ud.');
    expect(quantityText(4.5, 'l')).toBe('4,5 l');
  });
});
