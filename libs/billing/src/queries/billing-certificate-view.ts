import { type BillingCertificateView } from '@px/contracts';
import { expiryState } from '../domain/certificate/certificate-expiry';

/** The stored certificate's public columns (never the sealed file or password). */
export const CERTIFICATE_FACT_COLUMNS = `id, holder, tax_id, issuer, serial_number, valid_from,
  valid_to, uploaded_at, uploaded_by, expiry_warned_days`;

export interface CertificateFactsRow {
  id: string;
  holder: string;
  tax_id: string | null;
  issuer: string;
  serial_number: string;
  valid_from: Date;
  valid_to: Date;
  uploaded_at: Date;
  uploaded_by: string | null;
  expiry_warned_days: number | null;
}

export function toCertificateView(
  row: CertificateFactsRow,
  context: { now: Date; workshopTaxId: string | null; uploadedByName: string | null },
): BillingCertificateView {
  const validTo = new Date(row.valid_to);
  const { expiresInDays, expiring, expired } = expiryState(validTo, context.now);
  return {
    holder: row.holder,
    tax_id: row.tax_id,
    issuer: row.issuer,
    serial_number: row.serial_number,
    valid_from: new Date(row.valid_from).toISOString(),
    valid_to: validTo.toISOString(),
    expires_in_days: expiresInDays,
    expiring,
    expired,
    tax_id_mismatch: Boolean(
      row.tax_id &&
      context.workshopTaxId &&
      row.tax_id.toUpperCase() !== context.workshopTaxId.trim().toUpperCase(),
    ),
    uploaded_at: new Date(row.uploaded_at).toISOString(),
    uploaded_by_name: context.uploadedByName,
  };
}
