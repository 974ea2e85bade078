import { parseImportDate, readCustomerRow } from '../src/import-export/customer-import-rows';

describe('customer import rows', () => {
  it('reads a person, inferring the type and normalising the tax id', () => {
    const { customer, errors } = readCustomerRow(
      {
        first_name: 'Ana',
        last_name: 'Gil',
        nif: '12345678-z',
        mobile_phone: '611 222 333',
        marketing_consent: 'sí',
        tags: 'vip|flota',
      },
      2,
    );
    expect(errors).toEqual([]);
    expect(customer?.fields).toMatchObject({
      type: 'person',
      nif: '12345678Z',
      marketing_consent: true,
      tags: ['vip', 'flota'],
    });
    expect(customer?.key).toBe('nif:12345678Z');
  });

  it('reads a company by its name when type says empresa', () => {
    const { customer } = readCustomerRow({ type: 'Empresa', company_name: 'Talleres Gil SL' }, 3);
    expect(customer?.fields).toMatchObject({ type: 'company', company_name: 'Talleres Gil SL' });
    expect(customer?.key).toBe('name:talleres gil sl|');
  });

  it('names every wrong column of a row in Spanish', () => {
    const { customer, errors } = readCustomerRow(
      {
        type: 'cliente',
        nif: '12345678A',
        email: 'ana@',
        phone: '123',
        postal_code: '280',
        gdpr_consent_at: '31/02/2024',
        marketing_consent: 'quizá',
      },
      7,
    );
    expect(customer).toBeNull();
    expect(errors.map((e) => e.column)).toEqual([
      'type',
      'first_name',
      'nif',
      'email',
      'phone',
      'postal_code',
      'gdpr_consent_at',
      'marketing_consent',
    ]);
    expect(errors.every((e) => e.line === 7)).toBe(true);
  });

  it('reads dates as ISO or as a Spanish spreadsheet writes them', () => {
    expect(parseImportDate('2024-03-05')).toBe('2024-03-05');
    expect(parseImportDate('5/3/2024')).toBe('2024-03-05');
    expect(parseImportDate('2024-02-30')).toBeNull();
  });
});
