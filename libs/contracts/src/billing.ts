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
  /** What issued rectifying invoices took off (see InvoiceView). */
  credited_cents: number;
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

// ── Quotes (presupuestos, RD 1457/1986): /quotes and /quote-system, the customer's link /q/{token}

/** draft → sent → accepted | partially_accepted | rejected | expired (a revision goes back to draft). */
export const QUOTE_STATUSES = [
  'draft',
  'sent',
  'accepted',
  'partially_accepted',
  'rejected',
  'expired',
] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** The same kinds as an invoice's lines: labor (quantity = hours, unit price = hourly rate). */
export const QUOTE_LINE_TYPES = INVOICE_LINE_TYPES;
export type QuoteLineType = InvoiceLineType;

/** How the customer answered: from the public link, at the desk, or by phone (staff records it). */
export const QUOTE_APPROVAL_CHANNELS = ['link', 'in_person', 'phone'] as const;
export type QuoteApprovalChannel = (typeof QUOTE_APPROVAL_CHANNELS)[number];
/** What staff may record (the link records itself). */
export const QUOTE_STAFF_CHANNELS = ['in_person', 'phone'] as const;
export type QuoteStaffChannel = (typeof QUOTE_STAFF_CHANNELS)[number];

/** The quote's validity: at least 12 working days from sending (Europe/Madrid, with holidays). */
export const QUOTE_MIN_VALIDITY_WORKING_DAYS = 12;

export interface QuoteLineInput {
  type: QuoteLineType;
  description: string;
  /** Labor: the hours. Parts, fees, other: the units (up to 3 decimals). */
  quantity: number;
  /** Before tax, cents. Labor: the hourly rate. */
  unit_price_cents: number;
  discount_percent?: number;
  vat_percent: number;
  /** A part line's catalogue part (inventory), or null for a free-text part. */
  part_id?: string | null;
}

/** POST /api/quotes and PATCH /api/quotes/{id} (whole, at its version). */
export interface QuoteDraftInput {
  customer_id: string;
  vehicle_id?: string | null;
  odometer_km?: number | null;
  /** The open work order these lines would extend (a hidden fault found during the repair). */
  work_order_id?: string | null;
  /** 'YYYY-MM-DD'; when absent, the earliest legal date is set on sending. */
  valid_until?: string | null;
  /** Expected delivery, in working days from the acceptance. */
  delivery_days?: number | null;
  conditions?: string | null;
  lines: QuoteLineInput[];
}

export interface QuoteLineView {
  id: string;
  position: number;
  type: QuoteLineType;
  description: string;
  quantity: number;
  unit_price_cents: number;
  discount_percent: number;
  vat_percent: number;
  /** quantity × unit price − discount, before VAT, rounded to the cent. */
  base_cents: number;
  part_id: string | null;
  /** The customer's answer to this line in this revision (null: not answered). */
  decision: 'accepted' | 'rejected' | null;
}

/** The customer's answer to one revision, line by line. */
export interface QuoteApprovalView {
  id: string;
  revision: number;
  channel: QuoteApprovalChannel;
  signer_name: string;
  /** A drawn signature was given (GET /api/quotes/{id}/pdf prints it). */
  signed: boolean;
  /** The staff user who recorded it (null: the customer, through the link). */
  recorded_by: string | null;
  recorded_by_name: string | null;
  ip: string | null;
  user_agent: string | null;
  approved_at: string;
  accepted_line_ids: string[];
  rejected_line_ids: string[];
}

export interface QuoteRevisionView {
  revision: number;
  /** Null while the revision is a draft; once sent it never changes. */
  sent_at: string | null;
  /** The address the e-mail went to (null: not e-mailed). */
  sent_to: string | null;
  valid_until: string | null;
  delivery_days: number | null;
  conditions: string | null;
  odometer_km: number | null;
  base_cents: number;
  vat_cents: number;
  total_cents: number;
  vat_breakdown: InvoiceVatRow[];
  lines: QuoteLineView[];
  approval: QuoteApprovalView | null;
}

/** The public link of the revision last sent. */
export interface QuoteLinkView {
  revision: number;
  status: 'active' | 'revoked' | 'expired';
  /** `/q/{token}` on the public site, while active. */
  url: string | null;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

/** A row of GET /api/quotes. */
export interface QuoteListItem {
  id: string;
  number: string;
  status: QuoteStatus;
  revision: number;
  customer_id: string;
  customer_name: string;
  vehicle_id: string | null;
  license_plate: string | null;
  total_cents: number;
  valid_until: string | null;
  sent_at: string | null;
  work_order_id: string | null;
  converted_work_order_id: string | null;
  created_at: string;
  updated_at: string;
  version: number;
}

/** GET /api/quotes/{id}: the current revision's content, every revision, and the link. */
export interface QuoteView extends QuoteListItem {
  vehicle_label: string | null;
  odometer_km: number | null;
  delivery_days: number | null;
  conditions: string | null;
  base_cents: number;
  vat_cents: number;
  vat_breakdown: InvoiceVatRow[];
  /** The current revision's lines, with the customer's answer when there is one. */
  lines: QuoteLineView[];
  /** Oldest first. */
  revisions: QuoteRevisionView[];
  link: QuoteLinkView | null;
  rejection_reason: string | null;
  answered_at: string | null;
  converted_at: string | null;
}

/** GET /api/quotes?status=&customer_id=&from=&to=&q=&page=&limit= (q: number or plate). */
export interface QuoteListFilter {
  status?: QuoteStatus | null;
  customer_id?: string | null;
  /** Created on or after / before, 'YYYY-MM-DD' (Madrid). */
  from?: string | null;
  to?: string | null;
  q?: string | null;
}

export interface QuoteDecisionInput {
  line_id: string;
  accepted: boolean;
}

/** POST /api/quotes/{id}/approval: the answer staff took at the desk or by phone. */
export interface QuoteStaffApprovalInput {
  /** The revision the customer was shown. */
  revision: number;
  channel: QuoteStaffChannel;
  signer_name: string;
  decisions: QuoteDecisionInput[];
  /** In person: the signature drawn on the tablet (`data:image/png;base64,…`). */
  signature_png?: string | null;
}

/** POST /api/public/quotes/{token}: the customer's answer through the link. */
export interface PublicQuoteAnswerInput {
  signer_name: string;
  decisions: QuoteDecisionInput[];
  /** The signature drawn on the phone (`data:image/png;base64,…`). */
  signature_png: string;
}

/** POST /api/quotes/{id}/reject: the customer declines the whole quote. */
export interface QuoteRejectionInput {
  reason?: string | null;
}

/** What the customer's link shows (GET /api/public/quotes/{token}): the revision they were sent. */
export interface PublicQuoteView {
  number: string;
  revision: number;
  status: QuoteStatus;
  workshop: { name: string; phone: string | null; email: string | null; address: string };
  customer_name: string;
  vehicle: { license_plate: string; label: string } | null;
  odometer_km: number | null;
  sent_at: string;
  valid_until: string | null;
  delivery_days: number | null;
  conditions: string | null;
  lines: Omit<QuoteLineView, 'part_id'>[];
  vat_breakdown: InvoiceVatRow[];
  base_cents: number;
  vat_cents: number;
  total_cents: number;
  /** The customer may still answer (sent, valid, not answered). */
  can_answer: boolean;
  /** Their answer, once given. */
  answer: { signer_name: string; approved_at: string; status: QuoteStatus } | null;
}
