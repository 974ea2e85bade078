import {
  type ApiFieldError,
  MAX_STOCK_QUANTITY,
  PART_UNIT_LABELS,
  type PartUnit,
  WHOLE_UNITS,
} from '@px/contracts';

/**
 * Quantities are kept to three decimals (numeric(12,3)): sums of floats are rounded back to them
 * so 0.1 + 0.2 is 0.3 on the shelf as in the ledger.
 */
export function roundQuantity(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/** 12 → "12", 2.5 → "2,5": how a quantity reads in a Spanish message. */
export function quantityText(value: number, unit: PartUnit): string {
  const number = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 3 }).format(value);
  return `${number} ${PART_UNIT_LABELS[unit]}`;
}

/**
 * What is wrong with a quantity of a part counted in `unit`: it must be a number above zero (or, for
 * a signed adjustment, not zero), at most MAX_STOCK_QUANTITY, with at most three decimals, and
 * whole for parts counted in units (no 0.5 of a brake pad set).
 */
export function quantityProblems(
  value: number,
  unit: PartUnit,
  field = 'quantity',
  options: { signed?: boolean } = {},
): ApiFieldError[] {
  const problem = (code: string, message: string) => [{ field, code, message }];
  if (!Number.isFinite(value)) return problem('isNumber', 'La cantidad debe ser un número.');
  if (options.signed ? value === 0 : value <= 0) {
    return problem(
      'min',
      options.signed ? 'La cantidad no puede ser cero.' : 'La cantidad debe ser mayor que cero.',
    );
  }
  if (Math.abs(value) > MAX_STOCK_QUANTITY) {
    return problem('max', `La cantidad no puede superar ${MAX_STOCK_QUANTITY}.`);
  }
  if (roundQuantity(value) !== value) {
    return problem('decimals', 'La cantidad admite como mucho tres decimales.');
  }
  if (WHOLE_UNITS.includes(unit) && !Number.isInteger(value)) {
    return problem('wholeUnits', 'Esta pieza se cuenta por unidades: la cantidad debe ser entera.');
  }
  return [];
}
