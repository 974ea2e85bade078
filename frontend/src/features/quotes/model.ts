/**
 * The pure rules of /quotes (and /quote-system, the same screen), kept apart to be tested: the
 * list's state in the address, the statuses' labels and colours, what each status allows, the
 * editor's values ↔ the API's body (euros ↔ cents), the staff answer's body and where the API's
 * field errors land.
 */
import {
  QUOTE_LINE_TYPES,
  QUOTE_MIN_VALIDITY_WORKING_DAYS,
  QUOTE_STATUSES,
  type QuoteDraftInput,
  type QuoteLineType,
  type QuoteStaffApprovalInput,
  type QuoteStaffChannel,
  type QuoteStatus,
  type QuoteView,
  isLocalDate,
} from '@px/contracts';
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
  emptyLineValues,
  lineInputOf,
  lineValuesOf,
} from '@/shared/documents';
import { madridToday } from '@/shared/format';

// Today in Madrid, for the screens that import it with the rest of this model.
export { madridToday };

// ── Labels and colours ───────────────────────────────────────────────────────────────────────

/** Preset antd tag colours (their text shades are tuned for contrast in app/colours.ts). */
export const QUOTE_STATUS_COLORS: Record<QuoteStatus, string> = {
  draft: 'default',
  sent: 'blue',
  accepted: 'green',
  partially_accepted: 'cyan',
  rejected: 'red',
  expired: 'orange',
};

export const statusMessageId = (status: QuoteStatus) => `quotes.status.${status}`;
export const lineTypeMessageId = (type: QuoteLineType) => `quotes.lineType.${type}`;
export const channelMessageId = (channel: string) => `quotes.channel.${channel}`;

export const isQuoteStatus = (value: unknown): value is QuoteStatus =>
  typeof value === 'string' && (QUOTE_STATUSES as readonly string[]).includes(value);

// ── What each status allows ──────────────────────────────────────────────────────────────────

export type QuoteAction =
  'edit' | 'send' | 'approve' | 'reject' | 'convert' | 'invoice' | 'revoke' | 'pdf';

export interface QuoteAbilities {
  create: boolean;
  update: boolean;
  /** The office's billing.invoices.create: an accepted quote is invoiced as it stands. */
  invoice?: boolean;
}

/**
 * A draft is edited and sent; a sent quote awaits the answer (staff record it, or the refusal),
 * may be sent again (a new link) or edited (revision n + 1); an expired or rejected one is offered
 * again by editing it; an accepted one (fully or partly) becomes a work order, once, or is
 * invoiced as quoted (a counter sale) by the office. Every quote prints.
 */
export function quoteActions(
  quote: Pick<QuoteView, 'status' | 'converted_work_order_id' | 'link'>,
  can: QuoteAbilities,
): QuoteAction[] {
  const actions: QuoteAction[] = [];
  if (can.update) {
    switch (quote.status) {
      case 'draft':
        actions.push('edit', 'send');
        break;
      case 'sent':
        actions.push('approve', 'reject', 'send', 'edit');
        break;
      case 'expired':
      case 'rejected':
        actions.push('edit');
        break;
      case 'accepted':
      case 'partially_accepted':
        if (!quote.converted_work_order_id) actions.push('convert');
        break;
    }
    if (quote.link?.status === 'active') actions.push('revoke');
  }
  const accepted = quote.status === 'accepted' || quote.status === 'partially_accepted';
  if (can.invoice && accepted && !quote.converted_work_order_id) actions.push('invoice');
  actions.push('pdf');
  return actions;
}

/** Editing this quote saves revision n + 1 (the sent one stays as the customer saw it). */
export const editMakesRevision = (status: QuoteStatus) => status !== 'draft';

// ── The list's state in the address ──────────────────────────────────────────────────────────

/** /quotes?q=&status=&customer=&from=&to=&page=&limit=&quote=<open one>. */
export const QUOTE_PARAMS = {
  q: 'q',
  status: 'status',
  customer: 'customer',
  from: 'from',
  to: 'to',
  page: 'page',
  limit: 'limit',
  quote: 'quote',
} as const;

export const QUOTE_PAGE_SIZES = LIST_PAGE_SIZES;
export const SEARCH_MAX_LENGTH = 100;

export interface QuoteListState {
  /** Part of the number, or a plate ('' for none). */
  q: string;
  status: QuoteStatus | null;
  customerId: string | null;
  /** Creation days, YYYY-MM-DD, both included. */
  from: string | null;
  to: string | null;
  page: number;
  limit: number;
  /** The quote whose drawer is open. */
  quoteId: string | null;
}

/** Reads the list's state, ignoring what is not valid (an unknown status, a bad date or id). */
export function quoteListStateOf(params: URLSearchParams): QuoteListState {
  const day = (key: string) => {
    const value = params.get(key);
    return isLocalDate(value) ? value : null;
  };
  const status = params.get(QUOTE_PARAMS.status);
  return {
    q: params.get(QUOTE_PARAMS.q)?.trim().slice(0, SEARCH_MAX_LENGTH) ?? '',
    status: isQuoteStatus(status) ? status : null,
    customerId: uuidOrNull(params.get(QUOTE_PARAMS.customer)),
    from: day(QUOTE_PARAMS.from),
    to: day(QUOTE_PARAMS.to),
    page: pageOf(params.get(QUOTE_PARAMS.page)),
    limit: pageSizeOf(params.get(QUOTE_PARAMS.limit)),
    quoteId: uuidOrNull(params.get(QUOTE_PARAMS.quote)),
  };
}

/** What GET /api/quotes takes (empty filters left out). */
export interface QuoteListParams {
  status?: QuoteStatus;
  customer_id?: string;
  from?: string;
  to?: string;
  q?: string;
  page: number;
  limit: number;
}

export function quoteListQueryOf(state: QuoteListState): QuoteListParams {
  const query: QuoteListParams = { page: state.page, limit: state.limit };
  if (state.status) query.status = state.status;
  if (state.customerId) query.customer_id = state.customerId;
  if (state.from) query.from = state.from;
  if (state.to) query.to = state.to;
  if (state.q) query.q = state.q;
  return query;
}

export const hasFilters = (state: QuoteListState) =>
  Boolean(state.q || state.status || state.customerId || state.from || state.to);

export interface FilterChanges {
  q?: string;
  status?: QuoteStatus | null;
  customer?: string | null;
  from?: string | null;
  to?: string | null;
}

/** A filter change goes back to the first page (the open quote stays open). */
export const filterChange = (changes: FilterChanges): ParamChanges =>
  filterParams(QUOTE_PARAMS, changes);

export const CLEAR_FILTERS: ParamChanges = filterChange({
  q: '',
  status: null,
  customer: null,
  from: null,
  to: null,
});

/** A new page or page size (defaults kept out of the address; a new size starts at page 1). */
export const pageChange = (state: QuoteListState, page: number, limit: number): ParamChanges =>
  pageParams(QUOTE_PARAMS, state, page, limit);

// ── The editor ───────────────────────────────────────────────────────────────────────────────

/** The API's limits (docs/api-billing.md, "Quotes"). */
export const LIMITS = {
  description: 200,
  conditions: 2000,
  lines: 200,
  odometerKm: 9_999_999,
  deliveryDays: 365,
} as const;

export const LINE_TYPES: readonly QuoteLineType[] = QUOTE_LINE_TYPES;

export interface QuoteLineValues extends DocumentLineValues<QuoteLineType> {
  /** A part line's catalogue part, when picked from the inventory. */
  part_id: string | null;
}

export interface QuoteFormValues {
  customer_id: string | null;
  vehicle_id: string | null;
  odometer_km: number | null;
  /** YYYY-MM-DD (the form's date picker converts). */
  valid_until: string | null;
  delivery_days: number | null;
  conditions: string;
  lines: QuoteLineValues[];
}

export function emptyLine(type: QuoteLineType = 'labor'): QuoteLineValues {
  return { ...emptyLineValues(type), part_id: null };
}

export function emptyQuoteForm(): QuoteFormValues {
  return {
    customer_id: null,
    vehicle_id: null,
    odometer_km: null,
    valid_until: null,
    delivery_days: null,
    conditions: '',
    lines: [emptyLine()],
  };
}

export function quoteFormValuesOf(quote: QuoteView): QuoteFormValues {
  return {
    customer_id: quote.customer_id,
    vehicle_id: quote.vehicle_id,
    odometer_km: quote.odometer_km,
    valid_until: quote.valid_until?.slice(0, 10) ?? null,
    delivery_days: quote.delivery_days,
    conditions: quote.conditions ?? '',
    lines: quote.lines.map((line) => ({ ...lineValuesOf(line), part_id: line.part_id })),
  };
}

/**
 * POST /api/quotes's body (and PATCH's, with the version): one API line per form row, in order,
 * so a `lines.N.*` error names form row N. The work order it may extend is kept as it was.
 */
export function draftInputOf(
  values: QuoteFormValues,
  workOrderId: string | null = null,
): QuoteDraftInput {
  return {
    customer_id: values.customer_id ?? '',
    vehicle_id: values.vehicle_id || null,
    odometer_km: values.odometer_km ?? null,
    work_order_id: workOrderId,
    valid_until: values.valid_until || null,
    delivery_days: values.delivery_days ?? null,
    conditions: values.conditions.trim() || null,
    lines: values.lines.map((line) => ({
      ...lineInputOf(line),
      // Only a part line names a catalogue part.
      part_id: line.type === 'part' ? line.part_id || null : null,
    })),
  };
}

// ── The staff's record of the customer's answer ──────────────────────────────────────────────

export interface ApprovalFormValues {
  channel: QuoteStaffChannel;
  signer_name: string;
  /** Line id → accepted. */
  decisions: Record<string, boolean>;
  signature_png: string | null;
}

/** Every line accepted by default: the desk unticks what the customer declines. */
export function approvalFormDefaults(
  quote: Pick<QuoteView, 'customer_name' | 'lines'>,
): ApprovalFormValues {
  return {
    channel: 'in_person',
    signer_name: quote.customer_name,
    decisions: Object.fromEntries(quote.lines.map((line) => [line.id, true])),
    signature_png: null,
  };
}

/** POST /api/quotes/{id}/approval: every line of the revision shown, once; a signature in person. */
export function approvalInputOf(
  quote: Pick<QuoteView, 'revision' | 'lines'>,
  values: ApprovalFormValues,
): QuoteStaffApprovalInput {
  return {
    revision: quote.revision,
    channel: values.channel,
    signer_name: values.signer_name.trim(),
    decisions: quote.lines.map((line) => ({
      line_id: line.id,
      accepted: values.decisions[line.id] ?? false,
    })),
    signature_png: values.channel === 'in_person' ? values.signature_png || null : null,
  };
}

/**
 * The earliest validity the calendar offers: 12 working days (Monday to Friday) after `today`.
 * The workshop's holidays are only known to the server, which refuses a date still too early with
 * a Spanish message on the field.
 */
export function earliestValidUntil(today: string, workingDays = QUOTE_MIN_VALIDITY_WORKING_DAYS) {
  const date = new Date(`${today}T12:00:00Z`);
  let left = workingDays;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return date.toISOString().slice(0, 10);
}
