import { phoneDigitsOf } from '../src/domain/phone-search';

describe('phoneDigitsOf', () => {
  it('reads phones as people write them', () => {
    expect(phoneDigitsOf('615338238')).toBe('615338238');
    expect(phoneDigitsOf('+34 615 33 82')).toBe('346153382');
    expect(phoneDigitsOf('(91) 555-12')).toBe('9155512');
    expect(phoneDigitsOf('677')).toBe('677');
  });

  it('is no phone when the text has letters or too few digits', () => {
    expect(phoneDigitsOf('5338BCD')).toBeNull();
    expect(phoneDigitsOf('5338 bcd')).toBeNull();
    expect(phoneDigitsOf('97655983F')).toBeNull();
    expect(phoneDigitsOf('Muñoz 12')).toBeNull();
    expect(phoneDigitsOf('61')).toBeNull();
  });
});
