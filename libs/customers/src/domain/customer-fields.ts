import { type CustomerInput, normalizePhone, normalizeTaxId } from '@px/contracts';
import { type Customer } from './customer.entity';

/** What a user can write on a customer (create and update share it; the SPA's form sends it). */
export type CustomerFields = CustomerInput;

const text = (value: string | null | undefined) => (value ?? '').trim();
const optional = (value: string | null | undefined) => (text(value) === '' ? null : text(value));

/** The tax id as stored: upper case without separators; null when empty. */
export function nifOf(raw: string | null | undefined): string | null {
  const nif = optional(raw);
  return nif === null ? null : normalizeTaxId(nif);
}

/**
 * Writes the fields onto the customer, normalised (tax id upper-case without separators, phones
 * as stored by normalizePhone, e-mail lower-case). A consent given now is stamped with the time
 * and channel; withdrawing it clears both. Returns the names of the fields that changed.
 */
export function applyCustomerFields(
  customer: Customer,
  fields: CustomerFields,
  now: Date,
): string[] {
  const changed: string[] = [];
  const set = <K extends keyof Customer>(key: K, value: Customer[K], name: string) => {
    if (JSON.stringify(customer[key]) !== JSON.stringify(value)) {
      customer[key] = value;
      changed.push(name);
    }
  };
  set('type', fields.type, 'type');
  if (fields.first_name !== undefined) set('firstName', text(fields.first_name), 'first_name');
  if (fields.last_name !== undefined) set('lastName', text(fields.last_name), 'last_name');
  if (fields.company_name !== undefined)
    set('companyName', text(fields.company_name), 'company_name');
  if (fields.nif !== undefined) set('nif', nifOf(fields.nif), 'nif');
  if (fields.email !== undefined)
    set('email', optional(fields.email)?.toLowerCase() ?? null, 'email');
  if (fields.phone !== undefined) {
    const phone = optional(fields.phone);
    set('phone', phone === null ? null : normalizePhone(phone), 'phone');
  }
  if (fields.mobile_phone !== undefined) {
    const phone = optional(fields.mobile_phone);
    set('mobilePhone', phone === null ? null : normalizePhone(phone), 'mobile_phone');
  }
  if (fields.address !== undefined) set('address', text(fields.address), 'address');
  if (fields.postal_code !== undefined) set('postalCode', text(fields.postal_code), 'postal_code');
  if (fields.city !== undefined) set('city', text(fields.city), 'city');
  if (fields.province !== undefined) set('province', text(fields.province), 'province');
  if (fields.country !== undefined) set('country', text(fields.country).toUpperCase(), 'country');
  if (fields.notes !== undefined) set('notes', fields.notes.trim(), 'notes');
  if (fields.tags !== undefined) {
    const tags = [...new Set(fields.tags.map((tag) => tag.trim()).filter(Boolean))].sort();
    set('tags', tags, 'tags');
  }
  if (fields.gdpr_consent !== undefined) {
    if (fields.gdpr_consent && !customer.gdprConsentAt) {
      set('gdprConsentAt', now, 'gdpr_consent');
      set('gdprConsentChannel', fields.gdpr_consent_channel ?? 'in_person', 'gdpr_consent_channel');
    } else if (!fields.gdpr_consent && customer.gdprConsentAt) {
      set('gdprConsentAt', null, 'gdpr_consent');
      set('gdprConsentChannel', null, 'gdpr_consent_channel');
    }
  }
  if (
    fields.marketing_consent !== undefined &&
    fields.marketing_consent !== customer.marketingConsent
  ) {
    set('marketingConsent', fields.marketing_consent, 'marketing_consent');
    set('marketingConsentAt', now, 'marketing_consent_at');
    set(
      'marketingConsentChannel',
      fields.marketing_consent ? (fields.marketing_consent_channel ?? 'in_person') : null,
      'marketing_consent_channel',
    );
  }
  return changed;
}
