import {
  CONSENT_CHANNELS,
  CUSTOMER_CSV_COLUMNS,
  CUSTOMER_TYPES,
  type ConsentChannel,
  type CustomerDetail,
  type CustomerType,
  isValidSpanishTaxId,
  normalizePhone,
  normalizeTaxId,
} from '@px/contracts';

import type { CustomerInput } from './api';
import { madridToday } from '@/shared/format';

// Today in Madrid, for the screens that import it with the rest of this model.
export { madridToday };

export { CONSENT_CHANNELS };

/** The orders GET /api/customers understands; `name` is the default. */
export const CUSTOMER_SORTS = ['name', '-name', '-created_at', 'created_at'] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];
export const DEFAULT_CUSTOMER_SORT: CustomerSort = 'name';
export const CUSTOMER_PAGE_SIZES = [20, 50, 100];

export interface CustomerListState {
  search: string;
  type: CustomerType | undefined;
  tag: string;
  sort: CustomerSort;
  page: number;
  limit: number;
}

/**
 * The list's state as the address holds it (?search=&type=&tag=&sort=&page=&limit=). Anything the
 * API would refuse (an unknown type or sort, a page size it does not offer) falls back to the
 * default, so a hand-edited or old link still opens a list.
 */
export function listParamsOf(params: URLSearchParams): CustomerListState {
  const rawType = params.get('type') ?? '';
  const limit = Number(params.get('limit'));
  return {
    search: params.get('search')?.trim() ?? '',
    type: (CUSTOMER_TYPES as readonly string[]).includes(rawType)
      ? (rawType as CustomerType)
      : undefined,
    tag: params.get('tag')?.trim() ?? '',
    sort: CUSTOMER_SORTS.find((value) => value === params.get('sort')) ?? DEFAULT_CUSTOMER_SORT,
    page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
    limit: CUSTOMER_PAGE_SIZES.includes(limit) ? limit : CUSTOMER_PAGE_SIZES[0]!,
  };
}

/** The filters of the list that the CSV export also takes (no sort or page: it exports them all). */
export function exportQueryOf(state: CustomerListState) {
  return {
    search: state.search || undefined,
    type: state.type,
    tag: state.tag || undefined,
  };
}

/** Shapes of a NIF (8 digits + letter), NIE (X/Y/Z + 7 digits + letter) and CIF. */
const TAX_ID_SHAPE = /^(\d{8}[A-Z]|[XYZ]\d{7}[A-Z]|[ABCDEFGHJNPQRSUVW]\d{7}[0-9A-J])$/;

/**
 * What is wrong with a tax id, with the shared rule of @px/contracts (the server's): `format` when
 * it does not look like a NIF, NIE or CIF at all, `control` when it does but the check character
 * does not match (a typo in a digit, usually). Empty is fine: the tax id is optional.
 */
export function taxIdProblem(value: string): 'format' | 'control' | null {
  const id = normalizeTaxId(value);
  if (id === '' || isValidSpanishTaxId(id)) return null;
  return TAX_ID_SHAPE.test(id) ? 'control' : 'format';
}

/** The form's values: the API's fields, with consents as booleans the checkboxes bind to. */
export interface CustomerFormValues extends Required<
  Pick<
    CustomerInput,
    | 'type'
    | 'first_name'
    | 'last_name'
    | 'company_name'
    | 'address'
    | 'postal_code'
    | 'city'
    | 'province'
    | 'country'
    | 'notes'
    | 'tags'
  >
> {
  nif: string;
  email: string;
  phone: string;
  mobile_phone: string;
  gdpr_consent: boolean;
  gdpr_consent_channel: ConsentChannel;
  marketing_consent: boolean;
  marketing_consent_channel: ConsentChannel;
}

export const EMPTY_CUSTOMER: CustomerFormValues = {
  type: 'person',
  first_name: '',
  last_name: '',
  company_name: '',
  nif: '',
  email: '',
  phone: '',
  mobile_phone: '',
  address: '',
  postal_code: '',
  city: '',
  province: '',
  country: 'ES',
  notes: '',
  tags: [],
  gdpr_consent: false,
  gdpr_consent_channel: 'in_person',
  marketing_consent: false,
  marketing_consent_channel: 'in_person',
};

export function formValuesOf(customer: CustomerDetail): CustomerFormValues {
  return {
    type: customer.type,
    first_name: customer.first_name,
    last_name: customer.last_name,
    company_name: customer.company_name,
    nif: customer.nif ?? '',
    email: customer.email ?? '',
    phone: customer.phone ?? '',
    mobile_phone: customer.mobile_phone ?? '',
    address: customer.address,
    postal_code: customer.postal_code,
    city: customer.city,
    province: customer.province,
    country: customer.country,
    notes: customer.notes,
    tags: customer.tags,
    gdpr_consent: customer.gdpr_consent_at !== null,
    gdpr_consent_channel: customer.gdpr_consent_channel ?? 'in_person',
    marketing_consent: customer.marketing_consent,
    marketing_consent_channel: customer.marketing_consent_channel ?? 'in_person',
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** What the API receives: empty optional fields as null; only the names of the customer's kind. */
export function inputOf(values: CustomerFormValues): CustomerInput {
  const person = values.type === 'person';
  return {
    type: values.type,
    ...(person
      ? { first_name: values.first_name.trim(), last_name: values.last_name.trim() }
      : { company_name: values.company_name.trim() }),
    nif: values.nif.trim() === '' ? null : normalizeTaxId(values.nif),
    email: orNull(values.email),
    phone: orNull(values.phone),
    mobile_phone: orNull(values.mobile_phone),
    address: values.address.trim(),
    postal_code: values.postal_code.trim(),
    city: values.city.trim(),
    province: values.province.trim(),
    country: values.country.trim().toUpperCase() || 'ES',
    notes: values.notes,
    tags: values.tags,
    gdpr_consent: values.gdpr_consent,
    gdpr_consent_channel: values.gdpr_consent ? values.gdpr_consent_channel : null,
    marketing_consent: values.marketing_consent,
    marketing_consent_channel: values.marketing_consent ? values.marketing_consent_channel : null,
  };
}

/** The same rules the server applies (shared from @px/contracts): true when acceptable. */
export const validTaxId = (value: string) => value.trim() === '' || isValidSpanishTaxId(value);
export const validPhone = (value: string) => value.trim() === '' || normalizePhone(value) !== null;
export const validPostalCode = (value: string) => /^(\d{5})?$/.test(value.trim());

/** "ana@x.es · 611 222 333" or null: SPEC's contact line. */
export function contactLine(customer: {
  email: string | null;
  phone: string | null;
  mobile_phone: string | null;
}): string | null {
  const parts = [customer.email, customer.mobile_phone ?? customer.phone].filter(
    (part): part is string => !!part,
  );
  return parts.length ? parts.join(' · ') : null;
}

/** A one-row example in the import's own format (`;`, BOM, CRLF), for the template download. */
export function templateCsv(): string {
  const example: Partial<Record<(typeof CUSTOMER_CSV_COLUMNS)[number], string>> = {
    type: 'particular',
    first_name: 'Ana',
    last_name: 'García López',
    nif: '12345678Z',
    email: 'ana@example.com',
    mobile_phone: '611222333',
    address: 'Calle Mayor 1',
    postal_code: '28001',
    city: 'Madrid',
    province: 'Madrid',
    country: 'ES',
    tags: 'vip|flota',
    gdpr_consent_at: '2025-01-31',
    marketing_consent: 'no',
    license_plate: '1234 BCD',
    plate_country: 'ES',
    make: 'Seat',
    model: 'Ibiza',
    year: '2019',
    fuel: 'gasolina',
    odometer_km: '84500',
  };
  const header = CUSTOMER_CSV_COLUMNS.join(';');
  const row = CUSTOMER_CSV_COLUMNS.map((column) => example[column] ?? '').join(';');
  return `\uFEFF${header}\r\n${row}\r\n`;
}

/** Days before the ITV date from which it shows as "soon". */
export const ITV_SOON_DAYS = 30;

/** Whether a next-ITV day has passed, is within ITV_SOON_DAYS, or is further away. */
export function itvState(
  isoDate: string,
  now = new Date(),
): { state: 'overdue' | 'soon' | 'ok'; days: number } {
  const day = (value: string) => Date.parse(`${value.slice(0, 10)}T00:00:00Z`) / 86_400_000;
  const days = Math.round(day(isoDate) - day(madridToday(now)));
  return { state: days < 0 ? 'overdue' : days <= ITV_SOON_DAYS ? 'soon' : 'ok', days };
}
