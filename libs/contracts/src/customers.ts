export const CUSTOMER_TYPES = ['person', 'company'] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];

export const CONSENT_CHANNELS = ['in_person', 'paper', 'email', 'phone', 'web', 'import'] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];

/** A row of the customers list. */
export interface CustomerSummary {
  id: string;
  type: CustomerType;
  full_name: string;
  first_name: string;
  last_name: string;
  company_name: string;
  nif: string | null;
  email: string | null;
  phone: string | null;
  mobile_phone: string | null;
  city: string;
  tags: string[];
  created_at: string;
}

/** One customer with everything the detail and edit screens show. */
export interface CustomerDetail extends CustomerSummary {
  address: string;
  postal_code: string;
  province: string;
  country: string;
  notes: string;
  gdpr_consent_at: string | null;
  gdpr_consent_channel: ConsentChannel | null;
  marketing_consent: boolean;
  marketing_consent_at: string | null;
  marketing_consent_channel: ConsentChannel | null;
  merged_into_id: string | null;
  updated_at: string;
  version: number;
}

/** SPEC §3's customer search result; matchType "plate" carries the plate that matched. */
export interface CustomerSearchResult {
  id: string;
  full_name: string;
  first_name: string;
  last_name: string;
  company_name: string;
  email: string | null;
  phone: string | null;
  mobile_phone: string | null;
  nif: string | null;
  matchType: 'plate' | 'nif' | 'name' | 'email' | 'phone';
  matchedPlate: string | null;
}
