import { DomainEvent } from '@px/platform';

/** The certificate's public facts (never its key or password), for the audit trail. */
export interface BillingCertificatePayload {
  id: string;
  holder: string;
  tax_id: string | null;
  serial_number: string;
  valid_to: string;
}

abstract class BillingCertificateEvent extends DomainEvent<BillingCertificatePayload> {
  readonly aggregateType = 'billing_certificate';
}

/** A certificate was uploaded, replacing the previous one if any. */
export class BillingCertificateUploaded extends BillingCertificateEvent {
  static readonly TYPE = 'BillingCertificateUploaded';
  readonly type = BillingCertificateUploaded.TYPE;
}

/** The certificate was removed: records wait, pending, until another is uploaded. */
export class BillingCertificateDeleted extends BillingCertificateEvent {
  static readonly TYPE = 'BillingCertificateDeleted';
  readonly type = BillingCertificateDeleted.TYPE;
}
