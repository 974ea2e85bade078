import {
  CONSENT_CHANNELS,
  type ConsentChannel,
  type CustomerDetail,
  isValidSpanishTaxId,
  normalizePhone,
} from '@px/contracts';
import type { CustomerInput } from './api';

export { CONSENT_CHANNELS };

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
    nif: orNull(values.nif),
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
