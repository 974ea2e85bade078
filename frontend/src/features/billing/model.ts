/**
 * The pure rules of /facturas, kept apart so they can be tested: the list's state in the address,
 * the labels and colours of the statuses, the editor's values ↔ the API's draft body (euros ↔
 * cents), the line rules the API applies (so a mistake shows on its field before saving), where
 * the API's field errors land on the form, and what a customer fills in as the recipient.
 */
import {
  type CustomerDetail,
  INVOICE_LINE_TYPES,
  INVOICE_SERIES,
  INVOICE_STATUSES,
  type InvoiceDraftInput,
  type InvoiceLineType,
  type InvoiceListItem,
  type InvoiceSeries,
  type InvoiceStatus,
  type InvoicePaymentInput,
  type InvoiceView,
  type PaymentMethod,
  type PaymentState,
  type RectificationReason,
  type VerifactuSubmissionStatus,
  isLocalDate,
} from '@px/contracts';
import { toScaledInteger } from '@/shared/pricing';
import {
  LIST_PAGE_SIZES,
  type ParamChanges,
  filterParams,
  pageOf,
  pageParams,
  pageSizeOf,
  uuidOrNull,
} from '@/shared/hooks';
import {
  type DocumentLineValues,
  centsToEuros,
  emptyLineValues,
  eurosToCents,
  lineInputOf,
  lineValuesOf,
} from '@/shared/documents';
import { madridToday } from '@/shared/format';

// Today in Madrid, for the screens that import it with the rest of this model.
export { madridToday };

// ── Labels and colours ───────────────────────────────────────────────────────────────────────

export const PAYMENT_STATES: readonly PaymentState[] = ['paid', 'pending', 'overdue'];

/** Preset antd tag colours (their text shades are tuned for contrast in app/colours.ts). */
export const STATUS_COLORS: Record<InvoiceStatus, string> = {
  draft: 'default',
  issued: 'blue',
  cancelled: 'red',
};

export const PAYMENT_COLORS: Record<PaymentState | 'credited', string> = {
  credited: 'purple',
  paid: 'green',
  pending: 'gold',
  overdue: 'red',
};

export const VERIFACTU_COLORS: Record<VerifactuSubmissionStatus, string> = {
  pending: 'gold',
  accepted: 'green',
  accepted_with_errors: 'orange',
  rejected: 'red',
};

export const statusMessageId = (status: InvoiceStatus) => `invoices.status.${status}`;
export const paymentMessageId = (state: PaymentState | 'credited') => `invoices.payment.${state}`;

/**
 * What an issued invoice's payment tag says: its payment state, except that an invoice whose whole
 * amount rectifying invoices took back reads "Rectificada", not "Cobrada" (nothing was collected
 * for it: it was credited).
 */
export function paymentTagOf(
  invoice: Pick<InvoiceListItem, 'payment_state' | 'total_cents' | 'credited_cents'>,
): PaymentState | 'credited' | null {
  const credited = invoice.total_cents > 0 && invoice.credited_cents >= invoice.total_cents;
  return invoice.payment_state === 'paid' && credited ? 'credited' : invoice.payment_state;
}
export const seriesMessageId = (series: InvoiceSeries) => `invoices.series.${series}`;
export const lineTypeMessageId = (type: InvoiceLineType) => `invoices.lineType.${type}`;
export const verifactuMessageId = (status: VerifactuSubmissionStatus) =>
  `invoices.verifactu.status.${status}`;

/** The series an office drafts now: rectifying invoices (R) come from an issued one, later. */
export const EDITABLE_SERIES: readonly InvoiceSeries[] = ['F', 'S'];

const isOneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): value is T =>
    typeof value === 'string' && (values as readonly string[]).includes(value);

export const isInvoiceSeries = isOneOf(INVOICE_SERIES);
export const isInvoiceStatus = isOneOf(INVOICE_STATUSES);
export const isPaymentState = isOneOf(PAYMENT_STATES);

export type InvoiceAction = 'edit' | 'issue' | 'pay' | 'rectify' | 'cancel' | 'pdf';

/** What the user may do (their permissions): billing.invoices.create/issue/rectify, payments.create. */
export interface InvoiceAbilities {
  create: boolean;
  issue: boolean;
  pay: boolean;
  rectify: boolean;
}

/**
 * What the detail offers: a draft is edited and issued; an issued invoice is final, so it is paid
 * (while something is owed), corrected by a rectifying invoice or cancelled if issued by mistake;
 * every invoice prints.
 */
export function invoiceActions(
  invoice: Pick<InvoiceView, 'status' | 'balance_cents'>,
  can: InvoiceAbilities,
): InvoiceAction[] {
  const actions: InvoiceAction[] = [];
  if (invoice.status === 'draft') {
    if (can.create) actions.push('edit');
    if (can.issue) actions.push('issue');
  }
  if (invoice.status === 'issued') {
    if (can.pay && invoice.balance_cents > 0) actions.push('pay');
    if (can.rectify) actions.push('rectify', 'cancel');
  }
  actions.push('pdf');
  return actions;
}

// ── Payments ─────────────────────────────────────────────────────────────────────────────────

/** No cash for an operation of 1.000,00 € or more (Ley 7/2012 art. 7), however it is split. */
export const CASH_LIMIT_CENTS = 100_000;

export interface PaymentFormValues {
  /** Euros, as typed. */
  amount: number | null;
  method: PaymentMethod;
  /** 'YYYY-MM-DD', Madrid's calendar. */
  paid_on: string;
  reference: string;
}

export const cashAllowed = (totalCents: number) => totalCents < CASH_LIMIT_CENTS;

/** "Registrar cobro" starts with what is owed, today, in cash when the law allows it. */
export function paymentFormDefaults(
  invoice: Pick<InvoiceView, 'balance_cents' | 'total_cents'>,
  today: string,
): PaymentFormValues {
  return {
    amount: centsToEuros(invoice.balance_cents),
    method: cashAllowed(invoice.total_cents) ? 'cash' : 'card',
    paid_on: today,
    reference: '',
  };
}

/** The amount's problem as a message id: more than 0, in cents, never more than is owed. */
export function paymentAmountProblem(
  euros: number | null | undefined,
  balanceCents: number,
): string | null {
  if (euros === null || euros === undefined || !Number.isFinite(euros) || euros <= 0) {
    return 'invoices.validation.paymentAmount';
  }
  const cents = toScaledInteger(euros, 2);
  if (cents === null) return 'invoices.validation.paymentDecimals';
  if (cents > balanceCents) return 'invoices.validation.paymentOverBalance';
  return null;
}

export function paymentInputOf(values: PaymentFormValues): InvoicePaymentInput {
  return {
    amount_cents: eurosToCents(values.amount) ?? 0,
    method: values.method,
    paid_on: values.paid_on,
    reference: values.reference.trim() || null,
  };
}

// ── Rectifying and cancelling ────────────────────────────────────────────────────────────────

/** A simplified invoice is rectified for R5 only; any other for R1–R4 (the AEAT's rule). */
export function rectificationReasons(
  invoice: Pick<InvoiceView, 'series' | 'rectifies'>,
): RectificationReason[] {
  const simplified =
    invoice.series === 'S' || (invoice.series === 'R' && invoice.rectifies?.reason === 'R5');
  return simplified ? ['R5'] : ['R1', 'R2', 'R3', 'R4'];
}

export const CANCELLATION_REASON_MAX = 300;

// ── The list's state in the address ──────────────────────────────────────────────────────────

/** /facturas?q=&series=&status=&payment=&customer=&from=&to=&page=&limit=&invoice=<open one>. */
export const INVOICE_PARAMS = {
  q: 'q',
  series: 'series',
  status: 'status',
  payment: 'payment',
  customer: 'customer',
  from: 'from',
  to: 'to',
  page: 'page',
  limit: 'limit',
  invoice: 'invoice',
} as const;

export const INVOICE_PAGE_SIZES = LIST_PAGE_SIZES;
export const SEARCH_MAX_LENGTH = 100;

export interface InvoiceListState {
  /** Number, recipient name or NIF ('' for none). */
  q: string;
  series: InvoiceSeries | null;
  status: InvoiceStatus | null;
  payment: PaymentState | null;
  customerId: string | null;
  /** Issue dates, YYYY-MM-DD, both included. */
  from: string | null;
  to: string | null;
  page: number;
  limit: number;
  /** The invoice whose drawer is open. */
  invoiceId: string | null;
}

/** Reads the list's state, ignoring what is not valid (an unknown status, a bad date or id). */
export function invoiceListStateOf(params: URLSearchParams): InvoiceListState {
  const day = (key: string) => {
    const value = params.get(key);
    return isLocalDate(value) ? value : null;
  };
  const series = params.get(INVOICE_PARAMS.series);
  const status = params.get(INVOICE_PARAMS.status);
  const payment = params.get(INVOICE_PARAMS.payment);
  return {
    q: params.get(INVOICE_PARAMS.q)?.trim().slice(0, SEARCH_MAX_LENGTH) ?? '',
    series: isInvoiceSeries(series) ? series : null,
    status: isInvoiceStatus(status) ? status : null,
    payment: isPaymentState(payment) ? payment : null,
    customerId: uuidOrNull(params.get(INVOICE_PARAMS.customer)),
    from: day(INVOICE_PARAMS.from),
    to: day(INVOICE_PARAMS.to),
    page: pageOf(params.get(INVOICE_PARAMS.page)),
    limit: pageSizeOf(params.get(INVOICE_PARAMS.limit)),
    invoiceId: uuidOrNull(params.get(INVOICE_PARAMS.invoice)),
  };
}

/** What GET /api/invoices takes (empty filters left out). */
export interface InvoiceListParams {
  series?: InvoiceSeries;
  status?: InvoiceStatus;
  payment?: PaymentState;
  customer_id?: string;
  from?: string;
  to?: string;
  q?: string;
  page: number;
  limit: number;
}

export function invoiceListQueryOf(state: InvoiceListState): InvoiceListParams {
  const query: InvoiceListParams = { page: state.page, limit: state.limit };
  if (state.series) query.series = state.series;
  if (state.status) query.status = state.status;
  if (state.payment) query.payment = state.payment;
  if (state.customerId) query.customer_id = state.customerId;
  if (state.from) query.from = state.from;
  if (state.to) query.to = state.to;
  if (state.q) query.q = state.q;
  return query;
}

export const hasFilters = (state: InvoiceListState) =>
  Boolean(
    state.q ||
    state.series ||
    state.status ||
    state.payment ||
    state.customerId ||
    state.from ||
    state.to,
  );

export interface FilterChanges {
  q?: string;
  series?: InvoiceSeries | null;
  status?: InvoiceStatus | null;
  payment?: PaymentState | null;
  customer?: string | null;
  from?: string | null;
  to?: string | null;
}

/** A filter change: it goes back to the first page (the open invoice stays open). */
export const filterChange = (changes: FilterChanges): ParamChanges =>
  filterParams(INVOICE_PARAMS, changes);

export const CLEAR_FILTERS: ParamChanges = filterChange({
  q: '',
  series: null,
  status: null,
  payment: null,
  customer: null,
  from: null,
  to: null,
});

/** A new page or page size (defaults kept out of the address; a new size starts at page 1). */
export const pageChange = (state: InvoiceListState, page: number, limit: number): ParamChanges =>
  pageParams(INVOICE_PARAMS, state, page, limit);

// ── The editor ───────────────────────────────────────────────────────────────────────────────

/** The API's limits (libs/billing/src/http/invoices.dto.ts and domain/invoice-line-fields.ts). */
export const LIMITS = {
  recipientName: 200,
  taxId: 20,
  address: 300,
  paymentTerms: 200,
  notes: 2000,
  description: 500,
  lines: 500,
} as const;

export type InvoiceLineValues = DocumentLineValues<InvoiceLineType>;

export interface InvoiceFormValues {
  series: InvoiceSeries;
  customer_id: string | null;
  recipient_name: string;
  recipient_tax_id: string;
  recipient_address: string;
  /** YYYY-MM-DD (the form's date pickers convert). */
  operation_date: string | null;
  due_date: string | null;
  payment_terms: string;
  notes: string;
  lines: InvoiceLineValues[];
}

export const emptyLine = (type: InvoiceLineType = 'labor'): InvoiceLineValues =>
  emptyLineValues(type);

export function emptyInvoiceForm(): InvoiceFormValues {
  return {
    series: 'F',
    customer_id: null,
    recipient_name: '',
    recipient_tax_id: '',
    recipient_address: '',
    operation_date: null,
    due_date: null,
    payment_terms: '',
    notes: '',
    lines: [emptyLine()],
  };
}

export function invoiceFormValuesOf(invoice: InvoiceView): InvoiceFormValues {
  return {
    series: invoice.series,
    customer_id: invoice.customer_id,
    recipient_name: invoice.recipient.name ?? '',
    recipient_tax_id: invoice.recipient.tax_id ?? '',
    recipient_address: invoice.recipient.address ?? '',
    operation_date: invoice.operation_date?.slice(0, 10) ?? null,
    due_date: invoice.due_date?.slice(0, 10) ?? null,
    payment_terms: invoice.payment_terms ?? '',
    notes: invoice.notes ?? '',
    lines: invoice.lines.map(lineValuesOf),
  };
}

const textOrNull = (value: string | null | undefined) => value?.trim() || null;

/**
 * POST /api/invoices's body (and PATCH's, with the version): one API line per form row, in the
 * same order, so a `lines.N.*` error names form row N.
 */
export function draftInputOf(values: InvoiceFormValues): InvoiceDraftInput {
  return {
    series: values.series,
    customer_id: values.customer_id || null,
    recipient: {
      name: textOrNull(values.recipient_name),
      tax_id: textOrNull(values.recipient_tax_id)?.toUpperCase() ?? null,
      address: textOrNull(values.recipient_address),
    },
    operation_date: values.operation_date || null,
    due_date: values.due_date || null,
    payment_terms: textOrNull(values.payment_terms),
    notes: textOrNull(values.notes),
    lines: values.lines.map(lineInputOf),
  };
}

export const LINE_TYPES: readonly InvoiceLineType[] = INVOICE_LINE_TYPES;

// ── Where the API's field errors land ────────────────────────────────────────────────────────

/**
 * The API's top-level field names → the form's (for `applyServerErrors`, which sets each message
 * on its field): the recipient is three fields of the form.
 */
export const SERVER_FIELD_MAP: Record<string, string> = {
  'recipient.name': 'recipient_name',
  'recipient.tax_id': 'recipient_tax_id',
  'recipient.address': 'recipient_address',
};

// ── The recipient from a customer ────────────────────────────────────────────────────────────

/** A customer's postal address on one line: "Calle Mayor 1, 28013 Madrid (Madrid)". */
export function customerAddress(
  customer: Pick<CustomerDetail, 'address' | 'postal_code' | 'city' | 'province'>,
): string {
  const town = [customer.postal_code, customer.city].map((part) => part?.trim()).filter(Boolean);
  const province = customer.province?.trim();
  const place =
    town.join(' ') +
    (province && province.toLowerCase() !== (customer.city ?? '').trim().toLowerCase()
      ? ` (${province})`
      : '');
  return [customer.address?.trim(), place.trim()].filter(Boolean).join(', ');
}

export interface RecipientFields {
  recipient_name: string;
  recipient_tax_id: string;
  recipient_address: string;
}

/** What picking a customer writes on the recipient (the address once the full record is read). */
export function recipientOfCustomer(
  customer: { full_name: string; nif: string | null },
  detail: Pick<CustomerDetail, 'address' | 'postal_code' | 'city' | 'province'> | null,
): Partial<RecipientFields> {
  const fields: Partial<RecipientFields> = {
    recipient_name: customer.full_name.trim(),
    recipient_tax_id: customer.nif ?? '',
  };
  if (detail) fields.recipient_address = customerAddress(detail);
  return fields;
}
