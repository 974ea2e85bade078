import { hasValidVinCheckDigit, isValidVin, normalizeVin, vinCheckDigit } from '../src/rules/vin';

describe('VIN', () => {
  it('normalises case and separators', () => {
    expect(normalizeVin(' wvw zzz1jz-xw000001 ')).toBe('WVWZZZ1JZXW000001');
  });

  it('accepts 17 characters without I, O or Q', () => {
    expect(isValidVin('WVWZZZ1JZXW000001')).toBe(true);
    expect(isValidVin('VF1RFB00X64123456')).toBe(true);
  });

  it('refuses the wrong length and the letters I, O and Q', () => {
    expect(isValidVin('WVWZZZ1JZXW00000')).toBe(false);
    expect(isValidVin('WVWZZZ1JZXW0000012')).toBe(false);
    expect(isValidVin('WVWZZZ1JZXW00000I')).toBe(false);
    expect(isValidVin('WVWZZZ1JZXW00000O')).toBe(false);
    expect(isValidVin('WVWZZZ1JZXW00000Q')).toBe(false);
  });

  it('computes the ISO 3779 check digit (published examples)', () => {
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X');
    expect(hasValidVinCheckDigit('1M8GDM9AXKP042788')).toBe(true);
    expect(hasValidVinCheckDigit('11111111111111111')).toBe(true);
    expect(hasValidVinCheckDigit('1M8GDM9A1KP042788')).toBe(false);
    expect(vinCheckDigit('not a vin')).toBeNull();
  });
});
