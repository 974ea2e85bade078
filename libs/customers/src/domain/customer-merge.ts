import { type Customer } from './customer.entity';

type ContactField =
  | 'firstName'
  | 'lastName'
  | 'companyName'
  | 'nif'
  | 'email'
  | 'phone'
  | 'mobilePhone'
  | 'address'
  | 'postalCode'
  | 'city'
  | 'province';

const FILLABLE: readonly ContactField[] = [
  'firstName',
  'lastName',
  'companyName',
  'nif',
  'email',
  'phone',
  'mobilePhone',
  'address',
  'postalCode',
  'city',
  'province',
];

const isEmpty = (value: string | null): boolean => value === null || value.trim() === '';

/**
 * Folds a duplicate into the customer kept: the kept one's data wins, the duplicate only fills
 * what the kept one lacks (a phone, an e-mail, the NIF); tags are united; notes are appended
 * with where they came from; each consent keeps the most recent decision. Pure: writes onto
 * `kept` only and returns the names of the fields it changed.
 */
export function foldDuplicateInto(
  kept: Customer,
  duplicate: Customer,
  duplicateName: string,
): string[] {
  const changed: string[] = [];
  for (const field of FILLABLE) {
    const value = duplicate[field];
    if (isEmpty(kept[field]) && !isEmpty(value)) {
      kept[field] = value as string;
      changed.push(field);
    }
  }
  const tags = [...new Set([...kept.tags, ...duplicate.tags])].sort();
  if (tags.length !== kept.tags.length) {
    kept.tags = tags;
    changed.push('tags');
  }
  if (duplicate.notes.trim()) {
    const note = `[Fusionado de ${duplicateName}] ${duplicate.notes.trim()}`;
    kept.notes = kept.notes.trim() ? `${kept.notes.trim()}\n\n${note}` : note;
    changed.push('notes');
  }
  if (
    duplicate.gdprConsentAt &&
    (!kept.gdprConsentAt || duplicate.gdprConsentAt > kept.gdprConsentAt)
  ) {
    kept.gdprConsentAt = duplicate.gdprConsentAt;
    kept.gdprConsentChannel = duplicate.gdprConsentChannel;
    changed.push('gdpr_consent');
  }
  // Marketing consent: the latest decision stands, whether it gave or withdrew it.
  if (
    duplicate.marketingConsentAt &&
    (!kept.marketingConsentAt || duplicate.marketingConsentAt > kept.marketingConsentAt)
  ) {
    kept.marketingConsent = duplicate.marketingConsent;
    kept.marketingConsentAt = duplicate.marketingConsentAt;
    kept.marketingConsentChannel = duplicate.marketingConsentChannel;
    changed.push('marketing_consent');
  }
  return changed;
}
