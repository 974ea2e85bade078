import { describe, expect, it } from 'vitest';
import {
  contactLine,
  EMPTY_CUSTOMER,
  inputOf,
  validPhone,
  validPostalCode,
  validTaxId,
} from './model';

describe('customer form rules', () => {
  it('checks NIF/NIE/CIF, phones and postal codes like the server', () => {
    expect(validTaxId('')).toBe(true);
    expect(validTaxId('12345678Z')).toBe(true);
    expect(validTaxId('12345678A')).toBe(false);
    expect(validTaxId('X1234567L')).toBe(true);
    expect(validTaxId('B12345674')).toBe(true);
    expect(validPhone('612 345 678')).toBe(true);
    expect(validPhone('12345')).toBe(false);
    expect(validPostalCode('28001')).toBe(true);
    expect(validPostalCode('2800')).toBe(false);
  });

  it('sends only the names of the customer kind, and empty optional fields as null', () => {
    const person = inputOf({ ...EMPTY_CUSTOMER, first_name: ' Ana ', company_name: 'x' });
    expect(person).toMatchObject({ type: 'person', first_name: 'Ana', nif: null, email: null });
    expect('company_name' in person).toBe(false);
    const company = inputOf({ ...EMPTY_CUSTOMER, type: 'company', company_name: 'Talleres SL' });
    expect(company.company_name).toBe('Talleres SL');
    expect('first_name' in company).toBe(false);
  });

  it('joins e-mail and phone for the contact line', () => {
    expect(contactLine({ email: 'a@b.es', phone: null, mobile_phone: '611222333' })).toBe(
      'a@b.es · 611222333',
    );
    expect(contactLine({ email: null, phone: null, mobile_phone: null })).toBeNull();
  });
});
