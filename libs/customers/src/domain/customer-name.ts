import { type CustomerType } from '@px/contracts';

export interface CustomerNameParts {
  type: CustomerType;
  firstName: string;
  lastName: string;
  companyName: string;
}

/** SPEC's `full_name`: the company's name, or the person's first and last names. */
export function customerFullName(customer: CustomerNameParts): string {
  if (customer.type === 'company') return customer.companyName.trim();
  return `${customer.firstName} ${customer.lastName}`.replace(/\s+/g, ' ').trim();
}
