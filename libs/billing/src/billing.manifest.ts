import { defineModule } from '@px/platform';
import { Migration20261127041126_invoices } from '../migrations/Migration20261127041126_invoices';
import { Migration20261127050000_invoice_payments } from '../migrations/Migration20261127050000_invoice_payments';
import { Migration20261127060000_invoice_rectification } from '../migrations/Migration20261127060000_invoice_rectification';
import { Migration20261127090000_invoice_credits } from '../migrations/Migration20261127090000_invoice_credits';
import { BILLING_CATALOGUE } from './billing.catalogue';
import { BillingModule } from './billing.module';

/**
 * Billing (issue 21): invoices (series F, S, R) numbered without gaps, immutable once issued,
 * each with its chained VERI*FACTU record. Quotes, payments and the AEAT submission come next.
 */
export const BILLING_MANIFEST = defineModule({
  name: 'billing',
  module: BillingModule,
  access: BILLING_CATALOGUE,
  migrations: [
    { name: 'Migration20261127041126_invoices', class: Migration20261127041126_invoices },
    {
      name: 'Migration20261127050000_invoice_payments',
      class: Migration20261127050000_invoice_payments,
    },
    {
      name: 'Migration20261127060000_invoice_rectification',
      class: Migration20261127060000_invoice_rectification,
    },
    {
      name: 'Migration20261127090000_invoice_credits',
      class: Migration20261127090000_invoice_credits,
    },
  ],
  /** Its tables, written in SQL only (no entities). */
  tables: ['invoice_counter', 'invoice', 'invoice_line', 'verifactu_chain', 'verifactu_record'],
});
