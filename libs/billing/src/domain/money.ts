/**
 * Money is integer cents; quantities carry up to three decimals (0.125 l of oil), discounts up to two
 * (12.5 %). Products are computed exactly with BigInt and rounded once, half away from zero: the
 * usual Spanish rule for amounts in euros (Ley 46/1998, art. 11: to the nearest cent, an exact half
 * goes up), applied symmetrically to the negative amounts of a rectifying invoice by differences.
 */

export const QUANTITY_DECIMALS = 3;
export const DISCOUNT_DECIMALS = 2;
/** VERI*FACTU amounts are ImporteSgn12.2Type: at most 12 integer digits. */
const MAX_AEAT_CENTS = 10n ** 14n - 1n;

/** `numerator / denominator` rounded half away from zero (denominator > 0). */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new RangeError('The denominator must be positive.');
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const rounded = (magnitude * 2n + denominator) / (denominator * 2n);
  return negative ? -rounded : rounded;
}

/**
 * `value` scaled by 10^decimals as an integer, or null when it has more decimals than that (or is
 * not a finite number). Binary floats are read as the decimal a person typed: 0.1 + 0.2 → 0.3.
 */
export function toScaledInteger(value: number, decimals: number): number | null {
  if (!Number.isFinite(value)) return null;
  const factor = 10 ** decimals;
  const scaled = Math.round(value * factor);
  if (!Number.isSafeInteger(scaled)) return null;
  return Math.abs(value * factor - scaled) < 1e-6 ? scaled : null;
}

/** A quantity in thousandths of a unit (1.5 → 1500), or null with more than three decimals. */
export const quantityInThousandths = (quantity: number) =>
  toScaledInteger(quantity, QUANTITY_DECIMALS);

/** A discount in hundredths of a percent (12.5 → 1250), or null with more than two decimals. */
export const discountInHundredths = (percent: number) =>
  toScaledInteger(percent, DISCOUNT_DECIMALS);

/**
 * Cents as VERI*FACTU and the QR write amounts: dot decimal, always two decimals, a leading minus
 * for negatives (`12.35`, `-0.05`, `0.00`). Throws beyond the record's 12 integer digits.
 */
export function formatAeatAmount(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not an amount in cents: ${cents}`);
  const value = BigInt(cents);
  const magnitude = value < 0n ? -value : value;
  if (magnitude > MAX_AEAT_CENTS) throw new RangeError(`Amount too large for VERI*FACTU: ${cents}`);
  const units = magnitude / 100n;
  const hundredths = (magnitude % 100n).toString().padStart(2, '0');
  return `${value < 0n ? '-' : ''}${units}.${hundredths}`;
}
