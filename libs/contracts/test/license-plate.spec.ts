import { normalizePlate, parsePlate } from '../src/rules/license-plate';

describe('licence plates', () => {
  it('ignores case, spaces, dashes and dots', () => {
    expect(normalizePlate(' 1234-bcd ')).toBe('1234BCD');
    expect(normalizePlate('m.1234.ab')).toBe('M1234AB');
  });

  it('reads the current Spanish series and prints it as on the plate', () => {
    expect(parsePlate('1234bcd')).toEqual({
      country: 'ES',
      format: 'current',
      normalized: '1234BCD',
      display: '1234 BCD',
    });
    expect(parsePlate('0000 ZZZ')?.display).toBe('0000 ZZZ');
  });

  it('refuses current-series letters that are never issued (vowels, Q, Ñ)', () => {
    for (const plate of ['1234 BAD', '1234 BCQ', '1234 BCÑ', '123 BCD', '12345 BCD']) {
      expect(parsePlate(plate)).toBeNull();
    }
  });

  it('reads the provincial formats, one- and two-letter provinces', () => {
    expect(parsePlate('M-1234-AB')).toMatchObject({ format: 'provincial', display: 'M-1234-AB' });
    expect(parsePlate('gc 1234 x')).toMatchObject({ format: 'provincial', display: 'GC-1234-X' });
    expect(parsePlate('B-123456')).toMatchObject({
      format: 'provincial_numeric',
      display: 'B-123456',
    });
    expect(parsePlate('XX-1234-AB')).toBeNull();
  });

  it('reads trailers, special vehicles, mopeds and historic vehicles', () => {
    expect(parsePlate('R 1234 BCD')).toMatchObject({ format: 'special', display: 'R 1234 BCD' });
    expect(parsePlate('e-1234-bcd')?.display).toBe('E 1234 BCD');
    expect(parsePlate('C1234BCD')?.format).toBe('special');
    expect(parsePlate('H 1234 BCD')?.format).toBe('special');
  });

  it('keeps foreign plates as written, with their country', () => {
    expect(parsePlate('B-AB 1234', 'de')).toEqual({
      country: 'DE',
      format: 'foreign',
      normalized: 'BAB1234',
      display: 'BAB1234',
    });
    expect(parsePlate('AB-123-CD', 'FR')?.normalized).toBe('AB123CD');
    expect(parsePlate('X', 'FR')).toBeNull();
    expect(parsePlate('AB123CD', 'FRA')).toBeNull();
  });
});
