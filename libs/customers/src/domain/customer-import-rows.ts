import {
  CUSTOMER_CSV_COLUMNS,
  type CustomerCsvColumn,
  type CustomerImportRowError,
  isValidSpanishTaxId,
  normalizePhone,
  normalizeTaxId,
} from '@px/contracts';
import { readCsvHeader } from '@px/platform';
import { type CustomerFields } from './customer-fields';

/** The customer columns of the CSV; the rest describe the row's vehicle. */
export const CUSTOMER_COLUMNS = CUSTOMER_CSV_COLUMNS.slice(
  0,
  CUSTOMER_CSV_COLUMNS.indexOf('license_plate'),
);
export const VEHICLE_COLUMNS = CUSTOMER_CSV_COLUMNS.slice(
  CUSTOMER_CSV_COLUMNS.indexOf('license_plate'),
);

export type CsvRecord = Partial<Record<CustomerCsvColumn, string>>;

const NAME_COLUMNS: CustomerCsvColumn[] = ['first_name', 'company_name'];
/** A file that describes vehicles must say at least which plate, make and model. */
const VEHICLE_REQUIRED_COLUMNS: CustomerCsvColumn[] = ['license_plate', 'make', 'model'];

/** Reads the header: the column of each position, or the errors that make the file unreadable. */
export function readHeader(cells: string[]): {
  columns: (CustomerCsvColumn | null)[];
  errors: CustomerImportRowError[];
} {
  const { names, columns, problems } = readCsvHeader(cells, CUSTOMER_CSV_COLUMNS);
  const errors: CustomerImportRowError[] = problems.map((message) => ({
    line: 1,
    column: null,
    message,
  }));
  const headerError = (message: string) => errors.push({ line: 1, column: null, message });
  const missing: string[] = [];
  if (!NAME_COLUMNS.some((name) => names.includes(name))) missing.push(NAME_COLUMNS.join(' o '));
  if (VEHICLE_COLUMNS.some((name) => names.includes(name))) {
    missing.push(...VEHICLE_REQUIRED_COLUMNS.filter((name) => !names.includes(name)));
  }
  if (missing.length) headerError(`Faltan columnas obligatorias: ${missing.join(', ')}.`);
  return { columns, errors };
}

/** A customer read from a row, ready for `applyCustomerFields`, plus what it cannot carry. */
export interface ImportedCustomer {
  fields: CustomerFields;
  gdprConsentAt: Date | null;
  /** Rows of the same customer share it: the NIF, else the name with a phone or e-mail. */
  key: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The longest text each column takes (the table's limits: longer would fail on commit). */
const MAX_LENGTH: Partial<Record<CustomerCsvColumn, number>> = {
  first_name: 80,
  last_name: 120,
  company_name: 200,
  email: 254,
  address: 200,
  city: 100,
  province: 100,
  notes: 5000,
};

/** The date in Spain (YYYY-MM-DD) of an instant, today by default (a consent is not future). */
export function spanishDate(at = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(at);
}
const TRUE = new Set(['si', 'sí', 'yes', 'true', '1', 's', 'x']);
const FALSE = new Set(['no', 'false', '0', 'n', '']);

/** YYYY-MM-DD or DD/MM/YYYY (how a Spanish spreadsheet writes it); null when not a date. */
export function parseImportDate(raw: string): string | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw);
  const spanish = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(raw);
  const [year, month, day] = iso
    ? [iso[1], iso[2], iso[3]]
    : spanish
      ? [spanish[3], spanish[2].padStart(2, '0'), spanish[1].padStart(2, '0')]
      : [];
  if (!year) return null;
  const date = `${year}-${month}-${day}`;
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date ? null : date;
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Reads the customer columns of one row: the customer, or the Spanish reason of every column that
 * is wrong. Pure: duplicates in the file or the database are checked by the caller.
 */
export function readCustomerRow(
  record: CsvRecord,
  line: number,
  today = spanishDate(),
): { customer: ImportedCustomer | null; errors: CustomerImportRowError[] } {
  const errors: CustomerImportRowError[] = [];
  const value = (column: CustomerCsvColumn) => (record[column] ?? '').trim();
  const fail = (column: CustomerCsvColumn, message: string) =>
    errors.push({ line, column, message });

  const rawType = fold(value('type'));
  let type: 'person' | 'company';
  if (rawType === 'person' || rawType === 'particular') type = 'person';
  else if (rawType === 'company' || rawType === 'empresa') type = 'company';
  else {
    if (rawType !== '') fail('type', 'El tipo debe ser «particular» o «empresa».');
    type = value('company_name') && !value('first_name') ? 'company' : 'person';
  }
  if (type === 'person' && !value('first_name')) fail('first_name', 'Falta el nombre del cliente.');
  if (type === 'company' && !value('company_name'))
    fail('company_name', 'Falta la razón social de la empresa.');
  for (const [column, max] of Object.entries(MAX_LENGTH) as [CustomerCsvColumn, number][]) {
    if (value(column).length > max) fail(column, `No puede superar los ${max} caracteres.`);
  }
  const nif = value('nif') ? normalizeTaxId(value('nif')) : null;
  if (nif && !isValidSpanishTaxId(nif)) {
    fail(
      'nif',
      `«${value('nif')}» no es un NIF, NIE o CIF válido: revisa los dígitos y la letra de control.`,
    );
  }
  if (value('email') && !EMAIL.test(value('email')))
    fail('email', `«${value('email')}» no es un e-mail válido.`);
  for (const column of ['phone', 'mobile_phone'] as const) {
    if (value(column) && !normalizePhone(value(column))) {
      fail(
        column,
        `«${value(column)}» no es un teléfono válido (9 cifras, o con prefijo internacional).`,
      );
    }
  }
  if (value('postal_code') && !/^\d{5}$/.test(value('postal_code'))) {
    fail('postal_code', 'El código postal debe tener 5 cifras.');
  }
  if (value('country') && !/^[A-Za-z]{2}$/.test(value('country'))) {
    fail('country', 'El país debe ser un código de dos letras (ES, FR, PT…).');
  }
  const tags = value('tags')
    .split('|')
    .map((tag) => tag.trim())
    .filter(Boolean);
  if (tags.length > 20 || tags.some((tag) => tag.length > 40)) {
    fail('tags', 'Como mucho 20 etiquetas de hasta 40 caracteres, separadas por «|».');
  }
  const gdprDate = value('gdpr_consent_at') ? parseImportDate(value('gdpr_consent_at')) : null;
  if (value('gdpr_consent_at') && !gdprDate) {
    fail('gdpr_consent_at', 'La fecha del consentimiento debe ser AAAA-MM-DD o DD/MM/AAAA.');
  } else if (gdprDate && gdprDate > today) {
    fail('gdpr_consent_at', 'La fecha del consentimiento no puede ser posterior a hoy.');
  }
  const marketing = fold(value('marketing_consent'));
  if (!TRUE.has(marketing) && !FALSE.has(marketing)) {
    fail('marketing_consent', 'El consentimiento comercial debe ser «sí» o «no».');
  }
  if (errors.length) return { customer: null, errors };

  const fields: CustomerFields = {
    type,
    first_name: type === 'person' ? value('first_name') : '',
    last_name: type === 'person' ? value('last_name') : '',
    company_name: type === 'company' ? value('company_name') : '',
    nif,
    email: value('email') || null,
    phone: value('phone') || null,
    mobile_phone: value('mobile_phone') || null,
    address: value('address'),
    postal_code: value('postal_code'),
    city: value('city'),
    province: value('province'),
    country: value('country').toUpperCase() || 'ES',
    notes: value('notes'),
    tags,
    marketing_consent: TRUE.has(marketing),
    marketing_consent_channel: TRUE.has(marketing) ? 'import' : null,
  };
  const name = fold(
    type === 'company' ? fields.company_name! : `${fields.first_name} ${fields.last_name}`,
  );
  const contact =
    normalizePhone(value('mobile_phone') || value('phone') || '') ?? fold(value('email'));
  return {
    customer: {
      fields,
      gdprConsentAt: gdprDate ? new Date(`${gdprDate}T00:00:00Z`) : null,
      key: nif ? `nif:${nif}` : `name:${name}|${contact}`,
    },
    errors,
  };
}

/** The row's vehicle columns, or null when the row has no vehicle (all of them empty). */
export function vehicleColumnsOf(record: CsvRecord): Record<string, string> | null {
  const values = Object.fromEntries(
    VEHICLE_COLUMNS.map((column) => [column, (record[column] ?? '').trim()]),
  );
  return Object.values(values).some((text) => text !== '') ? values : null;
}

/** A customer's columns as the comparison of two rows sees them (normalised, in file order). */
function comparable(customer: ImportedCustomer): [CustomerCsvColumn, string][] {
  const { fields } = customer;
  const phone = (raw: string | null | undefined) => (raw ? (normalizePhone(raw) ?? raw) : '');
  return [
    ['type', fields.type === 'company' ? 'empresa' : 'particular'],
    ['first_name', fields.first_name ?? ''],
    ['last_name', fields.last_name ?? ''],
    ['company_name', fields.company_name ?? ''],
    ['nif', fields.nif ?? ''],
    ['email', (fields.email ?? '').toLowerCase()],
    ['phone', phone(fields.phone)],
    ['mobile_phone', phone(fields.mobile_phone)],
    ['address', fields.address ?? ''],
    ['postal_code', fields.postal_code ?? ''],
    ['city', fields.city ?? ''],
    ['province', fields.province ?? ''],
    ['country', fields.country ?? ''],
    ['notes', fields.notes ?? ''],
    ['tags', [...(fields.tags ?? [])].sort().join('|')],
    ['gdpr_consent_at', customer.gdprConsentAt?.toISOString().slice(0, 10) ?? ''],
    ['marketing_consent', fields.marketing_consent ? 'sí' : 'no'],
  ];
}

/**
 * The columns in which a later row of the same customer says something else than the first one
 * (compared once normalised: `611 222 333` and `611222333` agree). Rows of one customer repeat its
 * columns; one that disagrees is a mistake the file must fix, not something to guess.
 */
export function conflictingColumns(
  first: ImportedCustomer,
  later: ImportedCustomer,
): { column: CustomerCsvColumn; later: string; earlier: string }[] {
  const earlier = new Map(comparable(first));
  return comparable(later)
    .filter(([column, value]) => earlier.get(column) !== value)
    .map(([column, value]) => ({ column, later: value, earlier: earlier.get(column) ?? '' }));
}
