import { normalizePhone } from '../src/rules/phone';

describe('phone numbers', () => {
  it('keeps Spanish numbers as their 9 digits, with or without the country code', () => {
    expect(normalizePhone('612 34 56 78')).toBe('612345678');
    expect(normalizePhone('+34 912-345-678')).toBe('912345678');
    expect(normalizePhone('0034 (612) 345 678')).toBe('612345678');
  });

  it('keeps foreign numbers with their country code', () => {
    expect(normalizePhone('+44 20 7946 0958')).toBe('+442079460958');
    expect(normalizePhone('0033 1 23 45 67 89')).toBe('+33123456789');
  });

  it('refuses what cannot be dialled', () => {
    for (const phone of ['12345', '512345678', '61234567', 'teléfono', '+34 512 345 678', '+1']) {
      expect(normalizePhone(phone)).toBeNull();
    }
  });
});
