import { defineModule, jobHandledBy, scheduleOf } from '@px/platform';
import { Migration20261127041126_invoices } from '../migrations/Migration20261127041126_invoices';
import { Migration20261127050000_invoice_payments } from '../migrations/Migration20261127050000_invoice_payments';
import { Migration20261127060000_invoice_rectification } from '../migrations/Migration20261127060000_invoice_rectification';
import { Migration20261127090000_invoice_credits } from '../migrations/Migration20261127090000_invoice_credits';
import { Migration20261127091000_invoice_quote } from '../migrations/Migration20261127091000_invoice_quote';
import { Migration20261127100000_invoice_unpaid_index } from '../migrations/Migration20261127100000_invoice_unpaid_index';
import { Migration20261127101000_invoice_list_totals } from '../migrations/Migration20261127101000_invoice_list_totals';
import { Migration20261128150000_verifactu_record_xml } from '../migrations/Migration20261128150000_verifactu_record_xml';
import { Migration20261127082000_quotes } from '../migrations/Migration20261127082000_quotes';
import { BILLING_CATALOGUE } from './billing.catalogue';
import { EXPIRE_QUOTES_CRON, EXPIRE_QUOTES_JOB, ExpireQuotesJob } from './jobs/expire-quotes.job';
import { QUOTE_MAIL_JOB, QuoteMailJob } from './jobs/quote-mail.job';
import { BillingModule } from './billing.module';
// VERI*FACTU: the certificate and the records' submission to the AEAT
import { Migration20261127080000_billing_certificate } from '../migrations/Migration20261127080000_billing_certificate';
import { Migration20261127081000_verifactu_submission } from '../migrations/Migration20261127081000_verifactu_submission';
import {
  CERTIFICATE_EXPIRY_CRON,
  CERTIFICATE_EXPIRY_JOB,
  CertificateExpiryJob,
} from './jobs/certificate-expiry.job';
import {
  VERIFACTU_SUBMISSION_CRON,
  VERIFACTU_SUBMISSION_JOB,
} from './verifactu/submission/verifactu-submission.definition';
import { VerifactuSubmissionJob } from './verifactu/submission/verifactu-submission.job';
import { VERIFACTU_SETTINGS } from './verifactu/verifactu-settings';

/**
 * Billing (issue 21): quotes with their public approval link; invoices (series F, S, R) numbered
 * without gaps, immutable once issued, paid and rectified; each issued or cancelled invoice with
 * its chained VERI*FACTU record, sent to the AEAT by a job with the workshop's certificate.
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
    {
      name: 'Migration20261127091000_invoice_quote',
      class: Migration20261127091000_invoice_quote,
    },
    {
      name: 'Migration20261127100000_invoice_unpaid_index',
      class: Migration20261127100000_invoice_unpaid_index,
    },
    {
      name: 'Migration20261127101000_invoice_list_totals',
      class: Migration20261127101000_invoice_list_totals,
    },
    // VERI*FACTU: the certificate and the records' submission to the AEAT
    {
      name: 'Migration20261127080000_billing_certificate',
      class: Migration20261127080000_billing_certificate,
    },
    {
      name: 'Migration20261127081000_verifactu_submission',
      class: Migration20261127081000_verifactu_submission,
    },
    {
      name: 'Migration20261128150000_verifactu_record_xml',
      class: Migration20261128150000_verifactu_record_xml,
    },
    // Quotes (presupuestos)
    { name: 'Migration20261127082000_quotes', class: Migration20261127082000_quotes },
  ],
  /** Its tables, written in SQL only (no entities). */
  tables: [
    'invoice_counter',
    'invoice',
    'invoice_line',
    'verifactu_chain',
    'verifactu_record',
    // Quotes (presupuestos)
    'quote_counter',
    'quote',
    'quote_revision',
    'quote_line',
    'quote_link',
    'quote_approval',
    'quote_approval_line',
    // VERI*FACTU
    'billing_certificate',
    'verifactu_submission_state',
  ],
  // Quotes: the customer's e-mail (queue `mail`) and the nightly expiry.
  jobs: [
    jobHandledBy(QUOTE_MAIL_JOB, QuoteMailJob),
    jobHandledBy(EXPIRE_QUOTES_JOB, ExpireQuotesJob),
    // VERI*FACTU: the submission (also asked for after each issue) and the certificate's expiry.
    jobHandledBy(VERIFACTU_SUBMISSION_JOB, VerifactuSubmissionJob),
    jobHandledBy(CERTIFICATE_EXPIRY_JOB, CertificateExpiryJob),
  ],
  schedules: () => [
    scheduleOf({
      id: 'billing-expire-quotes',
      pattern: EXPIRE_QUOTES_CRON,
      job: EXPIRE_QUOTES_JOB,
      payload: { trigger: 'schedule' },
    }),
    // VERI*FACTU: every minute (the safety net: pending records are sent whatever was lost) and
    // the certificate's expiry every morning.
    scheduleOf({
      id: 'billing-verifactu-submission',
      pattern: VERIFACTU_SUBMISSION_CRON,
      job: VERIFACTU_SUBMISSION_JOB,
      payload: { trigger: 'schedule' },
    }),
    scheduleOf({
      id: 'billing-certificate-expiry',
      pattern: CERTIFICATE_EXPIRY_CRON,
      job: CERTIFICATE_EXPIRY_JOB,
      payload: { trigger: 'schedule' },
    }),
  ],
  // VERI*FACTU: CERT_ENCRYPTION_KEY, VERIFACTU_ENDPOINT, VERIFACTU_ENVIRONMENT, VERIFACTU_CA_FILE.
  settings: VERIFACTU_SETTINGS,
});
