import { CUSTOMER_CSV_COLUMNS } from '@px/contracts';
import {
  type CsvRecord,
  conflictingColumns,
  parseImportDate,
  readCustomerRow,
  readHeader,
} from '../src/domain/customer-import-rows';

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

describe('customer import header', () => {
  it('maps every known column in any order and case', () => {
    const { columns, errors } = readHeader([
      'NIF',
      ' first_name ',
      'license_plate',
      'make',
      'model',
    ]);
    expect(errors).toEqual([]);
    expect(columns).toEqual(['nif', 'first_name', 'license_plate', 'make', 'model']);
    expect(readHeader([...CUSTOMER_CSV_COLUMNS]).errors).toEqual([]);
  });

  it('reports unknown columns in one error, and repeated columns', () => {
    const { errors } = readHeader(['nombre', 'first_name', 'apellido', 'first_name']);
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatchObject({ line: 1, column: null });
    expect(errors[0]?.message).toMatch(/^Columnas desconocidas: nombre, apellido\./);
    expect(errors[1]?.message).toBe('Columnas repetidas: first_name.');
  });

  it('reports the missing required columns in one error', () => {
    expect(readHeader(['nif', 'email']).errors).toEqual([
      {
        line: 1,
        column: null,
        message: 'Faltan columnas obligatorias: first_name o company_name.',
      },
    ]);
    expect(readHeader(['company_name', 'license_plate']).errors[0]?.message).toBe(
      'Faltan columnas obligatorias: make, model.',
    );
  });
});

describe('customer import row values', () => {
  const today = '2026-06-15';

  it('accepts every spelling of the type and the marketing consent', () => {
    for (const [type, expected] of [
      ['Particular', 'person'],
      ['person', 'person'],
      ['EMPRESA', 'company'],
      ['company', 'company'],
    ] as const) {
      const { customer } = readCustomerRow(
        { type, first_name: 'Ana', company_name: 'Ana SL' },
        2,
        today,
      );
      expect(customer?.fields.type).toBe(expected);
    }
    for (const [text, expected] of [
      ['Sí', true],
      ['si', true],
      ['TRUE', true],
      ['1', true],
      ['No', false],
      ['false', false],
      ['0', false],
      ['', false],
    ] as const) {
      const { customer } = readCustomerRow(
        { first_name: 'Ana', marketing_consent: text },
        2,
        today,
      );
      expect(customer?.fields.marketing_consent).toBe(expected);
    }
  });

  it('infers a company from the company name alone, and requires its name', () => {
    expect(
      readCustomerRow({ company_name: 'Grúas Norte SL' }, 2, today).customer?.fields,
    ).toMatchObject({
      type: 'company',
      company_name: 'Grúas Norte SL',
    });
    expect(readCustomerRow({ type: 'empresa', first_name: 'Ana' }, 4, today).errors).toEqual([
      { line: 4, column: 'company_name', message: 'Falta la razón social de la empresa.' },
    ]);
  });

  it('stamps the GDPR consent with its date, refusing a future one', () => {
    const given = readCustomerRow({ first_name: 'Ana', gdpr_consent_at: '01/02/2024' }, 2, today);
    expect(given.customer?.gdprConsentAt?.toISOString()).toBe('2024-02-01T00:00:00.000Z');
    expect(
      readCustomerRow({ first_name: 'Ana', gdpr_consent_at: '2026-06-16' }, 2, today).errors,
    ).toEqual([
      {
        line: 2,
        column: 'gdpr_consent_at',
        message: 'La fecha del consentimiento no puede ser posterior a hoy.',
      },
    ]);
  });

  it('refuses texts longer than the database takes, and bad countries and tags', () => {
    const { errors } = readCustomerRow(
      {
        first_name: 'A'.repeat(81),
        city: 'C'.repeat(101),
        country: 'ESP',
        tags: `vip|${'t'.repeat(41)}`,
      },
      9,
      today,
    );
    expect(errors.map((e) => e.column)).toEqual(['first_name', 'city', 'country', 'tags']);
    expect(errors[0]?.message).toBe('No puede superar los 80 caracteres.');
  });

  it('keys a customer without NIF on the name and the phone (or e-mail)', () => {
    const key = (record: CsvRecord) => readCustomerRow(record, 2, today).customer?.key;
    expect(key({ first_name: 'Ana', last_name: 'Gil', mobile_phone: '+34 611 222 333' })).toBe(
      key({ first_name: 'Ana', last_name: 'Gil', mobile_phone: '611222333' }),
    );
    expect(key({ first_name: 'Ana', last_name: 'Gil', email: 'ana@example.com' })).not.toBe(
      key({ first_name: 'Ana', last_name: 'Gil', email: 'otra@example.com' }),
    );
  });
});

describe('rows of the same customer', () => {
  const read = (record: CsvRecord) => readCustomerRow(record, 2, '2026-06-15').customer!;

  it('agree when they say the same once normalised', () => {
    const first = read({ first_name: 'Ana', nif: '12345678Z', phone: '911 222 333', tags: 'a|b' });
    const later = read({ first_name: 'Ana', nif: '12345678-z', phone: '911222333', tags: 'b|a' });
    expect(conflictingColumns(first, later)).toEqual([]);
  });

  it('name every column where a later row says something else', () => {
    const first = read({ first_name: 'Ana', nif: '12345678Z', city: 'Madrid' });
    const later = read({
      first_name: 'Anna',
      nif: '12345678Z',
      city: 'Madrid',
      marketing_consent: 'sí',
    });
    expect(conflictingColumns(first, later)).toEqual([
      { column: 'first_name', later: 'Anna', earlier: 'Ana' },
      { column: 'marketing_consent', later: 'sí', earlier: 'no' },
    ]);
  });
});
