import { CUSTOMER_CSV_COLUMNS } from '@px/contracts';
import { describe, expect, it } from 'vitest';
import {
  contactLine,
  EMPTY_CUSTOMER,
  exportQueryOf,
  inputOf,
  itvState,
  listParamsOf,
  taxIdProblem,
  templateCsv,
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

describe('tax id problems', () => {
  it('tells a wrong check character from something that is not a tax id at all', () => {
    expect(taxIdProblem('')).toBeNull();
    expect(taxIdProblem('12345678z')).toBeNull();
    expect(taxIdProblem('x-1234567-l')).toBeNull();
    expect(taxIdProblem('B12345674')).toBeNull();
    expect(taxIdProblem('12345678A')).toBe('control');
    expect(taxIdProblem('X1234567A')).toBe('control');
    expect(taxIdProblem('B12345675')).toBe('control');
    expect(taxIdProblem('1234')).toBe('format');
    expect(taxIdProblem('ABCDEFGHI')).toBe('format');
  });

  it('sends the tax id normalised, as the server stores it', () => {
    expect(inputOf({ ...EMPTY_CUSTOMER, first_name: 'Ana', nif: ' 12.345.678-z ' }).nif).toBe(
      '12345678Z',
    );
  });
});

describe('list state in the address', () => {
  it('reads the filters and ignores what the API would refuse', () => {
    expect(
      listParamsOf(new URLSearchParams('search= ana &type=company&tag=vip&sort=-name&page=3')),
    ).toEqual({ search: 'ana', type: 'company', tag: 'vip', sort: '-name', page: 3, limit: 20 });
    expect(listParamsOf(new URLSearchParams('type=x&sort=y&page=0&limit=1000'))).toEqual({
      search: '',
      type: undefined,
      tag: '',
      sort: 'name',
      page: 1,
      limit: 20,
    });
  });

  it('exports with the filters only', () => {
    const state = listParamsOf(new URLSearchParams('type=person&sort=-name&page=4'));
    expect(exportQueryOf(state)).toEqual({ search: undefined, type: 'person', tag: undefined });
  });
});

describe('ITV state', () => {
  const now = new Date('2026-06-01T10:00:00Z');
  it('is overdue after the day, soon within 30 days, ok after', () => {
    expect(itvState('2026-05-31', now)).toEqual({ state: 'overdue', days: -1 });
    expect(itvState('2026-06-01', now)).toEqual({ state: 'soon', days: 0 });
    expect(itvState('2026-07-01', now)).toEqual({ state: 'soon', days: 30 });
    expect(itvState('2026-07-02', now)).toEqual({ state: 'ok', days: 31 });
  });
});

describe('import template', () => {
  it('has every import column in the header and one example row, Excel-friendly', () => {
    const csv = templateCsv();
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const [header, row, end] = csv.slice(1).split('\r\n');
    expect(header!.split(';')).toEqual([...CUSTOMER_CSV_COLUMNS]);
    expect(row!.split(';')).toHaveLength(CUSTOMER_CSV_COLUMNS.length);
    expect(row).toContain('12345678Z');
    expect(end).toBe('');
  });
});
