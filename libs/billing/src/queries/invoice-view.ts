import {
  type InvoiceIssuer,
  type InvoiceLineType,
  type InvoiceLineView,
  type InvoiceListItem,
  type InvoiceSeries,
  type InvoiceStatus,
  type InvoiceVatRow,
  type InvoiceView,
  type PaymentMethod,
  type PaymentState,
  type RectificationKind,
  type RectificationReason,
  type VerifactuSubmissionStatus,
} from '@px/contracts';
import { paymentSummary } from '../domain/payment-state';
import { type AeatEnvironment, verifactuQrUrl } from '../domain/verifactu/qr-url';

/** The list's and the detail's columns. */
export const INVOICE_COLUMNS = `i.id, i.series, i.number, i.status, i.customer_id, i.work_order_id,
  i.recipient_name, i.recipient_tax_id, i.recipient_address, i.issuer,
  i.issue_date::text as issue_date, i.operation_date::text as operation_date,
  i.due_date::text as due_date, i.payment_terms, i.notes, i.base_cents, i.vat_cents, i.total_cents,
  i.vat_breakdown, i.paid_cents, i.credited_cents, i.issued_at, i.created_at, i.updated_at, i.version,
  i.rectified_invoice_id, i.rectification_reason, i.rectification_kind, i.cancellation_reason,
  (select o.number from invoice o where o.id = i.rectified_invoice_id) as rectified_number`;

export interface InvoiceRow {
  id: string;
  series: InvoiceSeries;
  number: string | null;
  status: InvoiceStatus;
  customer_id: string | null;
  work_order_id: string | null;
  recipient_name: string | null;
  recipient_tax_id: string | null;
  recipient_address: string | null;
  issuer: InvoiceIssuer | null;
  /** Calendar days as written ('YYYY-MM-DD'), never shifted by a time zone. */
  issue_date: string | null;
  operation_date: string | null;
  due_date: string | null;
  payment_terms: string | null;
  notes: string | null;
  base_cents: string;
  vat_cents: string;
  total_cents: string;
  vat_breakdown: InvoiceVatRow[];
  paid_cents: string;
  credited_cents: string;
  issued_at: Date | null;
  created_at: Date;
  updated_at: Date;
  version: number;
  rectified_invoice_id: string | null;
  rectification_reason: RectificationReason | null;
  rectification_kind: RectificationKind | null;
  rectified_number: string | null;
  cancellation_reason: string | null;
}

export interface InvoiceLineRow {
  id: string;
  position: number;
  type: InvoiceLineType;
  description: string;
  quantity: string;
  unit_price_cents: string;
  discount_percent: string;
  vat_percent: string;
  base_cents: string;
}

export interface PaymentRow {
  id: string;
  amount_cents: string;
  method: PaymentMethod;
  paid_on: string;
  reference: string | null;
  /** ISO text: the view reads payments as JSON in its one statement. */
  recorded_at: string;
}

export interface RecordRow {
  kind: 'alta' | 'anulacion';
  huella: string;
  generated_at_text: string;
  submission_status: VerifactuSubmissionStatus;
}

function payment(row: InvoiceRow, today: string): { balance: number; state: PaymentState | null } {
  const total = Number(row.total_cents);
  if (row.status !== 'issued') return { balance: row.status === 'draft' ? total : 0, state: null };
  // What the customer has to pay: the total less what rectifying invoices took off it.
  const summary = paymentSummary(
    total - Number(row.credited_cents),
    [{ amountCents: Number(row.paid_cents) }],
    row.due_date,
    today,
  );
  return { balance: summary.balanceCents, state: summary.state };
}

export function toInvoiceListItem(row: InvoiceRow, today: string): InvoiceListItem {
  const { balance, state } = payment(row, today);
  return {
    id: row.id,
    series: row.series,
    number: row.number,
    status: row.status,
    customer_id: row.customer_id,
    recipient_name: row.recipient_name,
    issue_date: row.issue_date,
    due_date: row.due_date,
    total_cents: Number(row.total_cents),
    credited_cents: Number(row.credited_cents),
    balance_cents: balance,
    payment_state: state,
    created_at: row.created_at.toISOString(),
  };
}

export function toInvoiceView(
  row: InvoiceRow,
  lines: InvoiceLineRow[],
  payments: PaymentRow[],
  record: RecordRow | null,
  today: string,
  environment: AeatEnvironment,
): InvoiceView {
  const { balance, state } = payment(row, today);
  const issueDate = row.issue_date;
  return {
    id: row.id,
    series: row.series,
    number: row.number,
    status: row.status,
    customer_id: row.customer_id,
    work_order_id: row.work_order_id,
    recipient: {
      name: row.recipient_name,
      tax_id: row.recipient_tax_id,
      address: row.recipient_address,
    },
    issuer: row.issuer,
    issue_date: issueDate,
    operation_date: row.operation_date,
    due_date: row.due_date,
    payment_terms: row.payment_terms,
    notes: row.notes,
    lines: lines.map((line): InvoiceLineView => ({
      id: line.id,
      position: line.position,
      type: line.type,
      description: line.description,
      quantity: Number(line.quantity),
      unit_price_cents: Number(line.unit_price_cents),
      discount_percent: Number(line.discount_percent),
      vat_percent: Number(line.vat_percent),
      base_cents: Number(line.base_cents),
    })),
    vat_breakdown: row.vat_breakdown,
    base_cents: Number(row.base_cents),
    vat_cents: Number(row.vat_cents),
    total_cents: Number(row.total_cents),
    paid_cents: Number(row.paid_cents),
    credited_cents: Number(row.credited_cents),
    balance_cents: balance,
    payment_state: state,
    payments: payments.map((paid) => ({
      id: paid.id,
      amount_cents: Number(paid.amount_cents),
      method: paid.method,
      paid_on: paid.paid_on,
      reference: paid.reference,
      recorded_at: new Date(paid.recorded_at).toISOString(),
    })),
    rectifies:
      row.rectified_invoice_id && row.rectification_reason && row.rectification_kind
        ? {
            invoice_id: row.rectified_invoice_id,
            number: row.rectified_number,
            reason: row.rectification_reason,
            kind: row.rectification_kind,
          }
        : null,
    cancellation_reason: row.cancellation_reason,
    verifactu:
      record && row.issuer && row.number && issueDate
        ? {
            kind: record.kind,
            huella: record.huella,
            generated_at: record.generated_at_text,
            status: record.submission_status,
            qr_url: verifactuQrUrl(
              {
                issuerNif: row.issuer.tax_id,
                invoiceNumber: row.number,
                issueDate,
                totalCents: Number(row.total_cents),
              },
              environment,
            ),
          }
        : null,
    issued_at: row.issued_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    version: row.version,
  };
}
