/**
 * Billing (issue 21): invoices (series F ordinary, S simplified, R rectifying), their lines and
 * VAT breakdown, payments and the VERI*FACTU record of each issued invoice. Money in integer
 * cents; quantities up to 3 decimals; VAT per line (21, 10, 4 or 0 %).
 */

export const INVOICE_SERIES = ['F', 'S', 'R'] as const;
export type InvoiceSeries = (typeof INVOICE_SERIES)[number];

export const INVOICE_STATUSES = ['draft', 'issued', 'cancelled'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** What a line charges: labor (hours × rate), a part, a fee, or anything else. */
export const INVOICE_LINE_TYPES = ['labor', 'part', 'fee', 'other'] as const;
export type InvoiceLineType = (typeof INVOICE_LINE_TYPES)[number];

export const INVOICE_VAT_RATES = [21, 10, 4, 0] as const;

export type PaymentState = 'paid' | 'pending' | 'overdue';

export const PAYMENT_METHODS = ['cash', 'card', 'transfer', 'bizum'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** POST /api/invoices/{id}/payments. */
export interface InvoicePaymentInput {
  amount_cents: number;
  method: PaymentMethod;
  /** 'YYYY-MM-DD', today (Madrid) when absent. */
  paid_on?: string | null;
  /** A card voucher, a transfer's reference… */
  reference?: string | null;
}

export interface InvoicePaymentView {
  id: string;
  amount_cents: number;
  method: PaymentMethod;
  paid_on: string;
  reference: string | null;
  recorded_at: string;
}

/** Where a VERI*FACTU record stands with the tax agency. */
export const VERIFACTU_SUBMISSION_STATUSES = [
  'pending',
  'accepted',
  'accepted_with_errors',
  'rejected',
] as const;
export type VerifactuSubmissionStatus = (typeof VERIFACTU_SUBMISSION_STATUSES)[number];

export interface InvoiceRecipientInput {
  name?: string | null;
  tax_id?: string | null;
  address?: string | null;
}

export interface InvoiceLineInput {
  type: InvoiceLineType;
  description: string;
  quantity: number;
  unit_price_cents: number;
  discount_percent?: number;
  vat_percent: number;
}

/** POST /api/invoices (a draft) and PATCH /api/invoices/{id} (a draft, at its version). */
export interface InvoiceDraftInput {
  series: InvoiceSeries;
  customer_id?: string | null;
  recipient?: InvoiceRecipientInput | null;
  /** 'YYYY-MM-DD' when the work was done on another day than the issue. */
  operation_date?: string | null;
  due_date?: string | null;
  payment_terms?: string | null;
  notes?: string | null;
  lines: InvoiceLineInput[];
}

export interface InvoiceLineView {
  id: string;
  position: number;
  type: InvoiceLineType;
  description: string;
  quantity: number;
  unit_price_cents: number;
  discount_percent: number;
  vat_percent: number;
  /** quantity × unit price − discount, before VAT, rounded to the cent. */
  base_cents: number;
}

export interface InvoiceVatRow {
  vat_percent: number;
  base_cents: number;
  vat_cents: number;
}

export interface InvoiceParty {
  name: string | null;
  tax_id: string | null;
  address: string | null;
}

/** The workshop as printed on an issued invoice (its data on the day of issue). */
export interface InvoiceIssuer {
  name: string;
  legal_name: string;
  tax_id: string;
  address: string;
  registry_number: string;
}

export interface VerifactuRecordSummary {
  kind: 'alta' | 'anulacion';
  huella: string;
  /** FechaHoraHusoGenRegistro, ISO 8601 with Madrid's offset. */
  generated_at: string;
  status: VerifactuSubmissionStatus;
  /** The AEAT's check URL the invoice's QR encodes. */
  qr_url: string | null;
}

/** R1–R4 by legal reason (Ley 37/1992 art. 80), R5 for a simplified invoice. */
export const RECTIFICATION_REASONS = ['R1', 'R2', 'R3', 'R4', 'R5'] as const;
export type RectificationReason = (typeof RECTIFICATION_REASONS)[number];
/** TipoRectificativa: `I` by differences, `S` by substitution. */
export const RECTIFICATION_KINDS = ['I', 'S'] as const;
export type RectificationKind = (typeof RECTIFICATION_KINDS)[number];

/** POST /api/invoices/{id}/rectify: a draft rectifying invoice (series R) of an issued one. */
export interface InvoiceRectificationInput {
  reason: RectificationReason;
  kind: RectificationKind;
  /** Default: by substitution, the original's lines; by differences, all of them negated. */
  lines?: InvoiceLineInput[];
  notes?: string | null;
}

/** POST /api/invoices/{id}/cancel: an invoice issued by mistake (VERI*FACTU anulación). */
export interface InvoiceCancellationInput {
  reason: string;
}

export interface InvoiceRectificationView {
  invoice_id: string;
  number: string | null;
  reason: RectificationReason;
  kind: RectificationKind;
}

export interface InvoiceListItem {
  id: string;
  series: InvoiceSeries;
  /** `F2026-000001`; null while a draft. */
  number: string | null;
  status: InvoiceStatus;
  customer_id: string | null;
  recipient_name: string | null;
  issue_date: string | null;
  due_date: string | null;
  total_cents: number;
  balance_cents: number;
  payment_state: PaymentState | null;
  created_at: string;
}

export interface InvoiceView {
  id: string;
  series: InvoiceSeries;
  number: string | null;
  status: InvoiceStatus;
  customer_id: string | null;
  work_order_id: string | null;
  recipient: InvoiceParty;
  /** Null while a draft: the workshop's data is fixed at issue. */
  issuer: InvoiceIssuer | null;
  issue_date: string | null;
  operation_date: string | null;
  due_date: string | null;
  payment_terms: string | null;
  notes: string | null;
  lines: InvoiceLineView[];
  vat_breakdown: InvoiceVatRow[];
  base_cents: number;
  vat_cents: number;
  total_cents: number;
  paid_cents: number;
  /**
   * What issued rectifying invoices took off (a credit by differences; by substitution, all that
   * was owed) or, on a substitute, the payments of the invoice it replaced. Owed: total − this − paid.
   */
  credited_cents: number;
  balance_cents: number;
  /** Null while a draft or once cancelled. */
  payment_state: PaymentState | null;
  /** Oldest first. */
  payments: InvoicePaymentView[];
  /** On a rectifying invoice: the invoice it corrects, why and how. */
  rectifies: InvoiceRectificationView | null;
  cancellation_reason: string | null;
  verifactu: VerifactuRecordSummary | null;
  issued_at: string | null;
  created_at: string;
  updated_at: string;
  version: number;
}

// ── VERI*FACTU: the workshop's certificate and the records' submission (/admin/billing-certificate)

/** Where records are sent: the AEAT's test endpoint unless configured for production. */
export type VerifactuEnvironment = 'test' | 'production';

/** The certificate's public facts; its key and password are never returned. */
export interface BillingCertificateView {
  /** The subject's common name. */
  holder: string;
  /** The NIF in the subject (serialNumber / organizationIdentifier), when present. */
  tax_id: string | null;
  /** The issuing CA's common name (or organisation). */
  issuer: string;
  serial_number: string;
  valid_from: string;
  valid_to: string;
  /** Whole days until `valid_to` (negative once expired). */
  expires_in_days: number;
  /** 30 days or fewer left (and not expired). */
  expiring: boolean;
  expired: boolean;
  /** The workshop's NIF differs from the certificate's: the AEAT would refuse the submissions. */
  tax_id_mismatch: boolean;
  uploaded_at: string;
  uploaded_by_name: string | null;
}

/** GET /api/billing/certificate. */
export interface BillingCertificateState {
  certificate: BillingCertificateView | null;
  environment: VerifactuEnvironment;
  /** The SOAP endpoint records are sent to. */
  endpoint: string;
}

/** POST /api/billing/certificate/test ("Probar conexión"). */
export interface CertificateConnectionCheck {
  ok: boolean;
  /** Spanish: what happened (connected; no certificate; TLS refused; unreachable…). */
  message: string;
  checked_at: string;
}

/** GET /api/billing/verifactu/summary: how many records stand where, and the queue's timing. */
export interface VerifactuSubmissionSummary {
  pending: number;
  accepted: number;
  accepted_with_errors: number;
  rejected: number;
  last_submission_at: string | null;
  /** The AEAT's TiempoEsperaEnvio: not before this instant. */
  next_submission_at: string | null;
}

/** GET /api/billing/verifactu/records?status=&page=&limit=: newest first. */
export interface VerifactuRecordListItem {
  id: string;
  invoice_id: string;
  invoice_number: string;
  kind: 'alta' | 'anulacion';
  status: VerifactuSubmissionStatus;
  generated_at: string;
  submitted_at: string | null;
  attempts: number;
  /** The AEAT's CodigoErrorRegistro and DescripcionErrorRegistro, when it gave one. */
  error_code: string | null;
  error_description: string | null;
}
