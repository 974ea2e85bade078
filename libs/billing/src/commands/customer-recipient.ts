import { type CustomerDetail, type InvoiceRecipientInput } from '@px/contracts';

/** A customer's postal address on one line: "Calle Mayor 1, 28013 Madrid, Madrid". */
const addressOf = (customer: CustomerDetail): string | null =>
  [
    customer.address,
    [customer.postal_code, customer.city].filter(Boolean).join(' '),
    customer.province,
  ]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ') || null;

/** Who an invoice drafted from a work order or a quote is for: the customer as they are now. */
export function recipientOfCustomer(customer: CustomerDetail | null): InvoiceRecipientInput | null {
  return customer
    ? { name: customer.full_name, tax_id: customer.nif, address: addressOf(customer) }
    : null;
}
