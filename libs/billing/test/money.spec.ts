import {
  discountInHundredths,
  divideRounded,
  formatAeatAmount,
  quantityInThousandths,
  toScaledInteger,
} from '../src/domain/money';

describe('money', () => {
  it('divides rounding halves away from zero, symmetrically for negatives', () => {
    expect(divideRounded(5n, 2n)).toBe(3n);
    expect(divideRounded(-5n, 2n)).toBe(-3n);
    expect(divideRounded(7n, 3n)).toBe(2n);
    expect(divideRounded(-7n, 3n)).toBe(-2n);
    expect(divideRounded(8n, 3n)).toBe(3n);
    expect(divideRounded(0n, 9n)).toBe(0n);
    expect(() => divideRounded(1n, 0n)).toThrow(RangeError);
  });

  it('reads quantities to the thousandth and discounts to the hundredth, as typed', () => {
    expect(quantityInThousandths(1.5)).toBe(1500);
    expect(quantityInThousandths(0.125)).toBe(125);
    expect(quantityInThousandths(0.1 + 0.2)).toBe(300);
    expect(quantityInThousandths(-2)).toBe(-2000);
    expect(quantityInThousandths(1.0005)).toBeNull();
    expect(quantityInThousandths(Number.NaN)).toBeNull();
    expect(quantityInThousandths(Number.POSITIVE_INFINITY)).toBeNull();
    expect(discountInHundredths(12.5)).toBe(1250);
    expect(discountInHundredths(12.345)).toBeNull();
    expect(toScaledInteger(1e300, 3)).toBeNull();
  });

  it('writes VERI*FACTU amounts with a dot and two decimals', () => {
    expect(formatAeatAmount(1235)).toBe('12.35');
    expect(formatAeatAmount(12345)).toBe('123.45');
    expect(formatAeatAmount(100)).toBe('1.00');
    expect(formatAeatAmount(5)).toBe('0.05');
    expect(formatAeatAmount(0)).toBe('0.00');
    expect(formatAeatAmount(-5)).toBe('-0.05');
    expect(formatAeatAmount(-123456)).toBe('-1234.56');
    expect(formatAeatAmount(99_999_999_999_999)).toBe('999999999999.99');
  });

  it('refuses what the record cannot hold: fractions of a cent, more than 12 integer digits', () => {
    expect(() => formatAeatAmount(1.5)).toThrow(RangeError);
    expect(() => formatAeatAmount(100_000_000_000_000)).toThrow(RangeError);
  });
});
