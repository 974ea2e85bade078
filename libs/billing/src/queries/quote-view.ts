import {
  type InvoiceVatRow,
  type QuoteApprovalChannel,
  type QuoteApprovalView,
  type QuoteLineType,
  type QuoteLineView,
  type QuoteListItem,
  type QuoteRevisionView,
  type QuoteStatus,
} from '@px/contracts';

/** The list's and the detail's columns: the quote and its current revision's totals. */
export const QUOTE_COLUMNS = `q.id, q.number, q.status, q.revision, q.customer_id, q.customer_name,
  q.vehicle_id, q.license_plate, q.vehicle_label, q.odometer_km, q.work_order_id,
  q.valid_until::text as valid_until, q.delivery_days, q.conditions, q.rejection_reason,
  q.answered_at, q.converted_work_order_id, q.converted_at, q.created_at, q.updated_at, q.version,
  r.base_cents, r.vat_cents, r.total_cents, r.vat_breakdown,
  (select max(s.sent_at) from quote_revision s where s.quote_id = q.id) as sent_at`;

export const QUOTE_FROM = `quote q
  join quote_revision r on r.quote_id = q.id and r.revision = q.revision`;

export interface QuoteRow {
  id: string;
  number: string;
  status: QuoteStatus;
  revision: number;
  customer_id: string;
  customer_name: string;
  vehicle_id: string | null;
  license_plate: string | null;
  vehicle_label: string | null;
  odometer_km: number | null;
  work_order_id: string | null;
  /** Calendar days as written ('YYYY-MM-DD'). */
  valid_until: string | null;
  delivery_days: number | null;
  conditions: string | null;
  rejection_reason: string | null;
  answered_at: Date | null;
  converted_work_order_id: string | null;
  converted_at: Date | null;
  created_at: Date;
  updated_at: Date;
  version: number;
  base_cents: string;
  vat_cents: string;
  total_cents: string;
  vat_breakdown: InvoiceVatRow[];
  sent_at: Date | null;
}

export interface RevisionRow {
  id: string;
  revision: number;
  sent_at: Date | null;
  sent_to: string | null;
  valid_until: string | null;
  delivery_days: number | null;
  conditions: string | null;
  odometer_km: number | null;
  base_cents: string;
  vat_cents: string;
  total_cents: string;
  vat_breakdown: InvoiceVatRow[];
}

export const REVISION_COLUMNS = `r.id, r.revision, r.sent_at, r.sent_to,
  r.valid_until::text as valid_until, r.delivery_days, r.conditions, r.odometer_km, r.base_cents,
  r.vat_cents, r.total_cents, r.vat_breakdown`;

export interface LineRow {
  id: string;
  revision_id: string;
  position: number;
  type: QuoteLineType;
  description: string;
  quantity: string;
  unit_price_cents: string;
  discount_percent: string;
  vat_percent: string;
  base_cents: string;
  part_id: string | null;
  /** The answer of this revision's approval, when there is one. */
  accepted: boolean | null;
}

/** The lines of some revisions with their answers (the approval of each revision, if any). */
export const LINE_COLUMNS = `l.id, l.revision_id, l.position, l.type, l.description, l.quantity,
  l.unit_price_cents, l.discount_percent, l.vat_percent, l.base_cents, l.part_id,
  (select al.accepted from quote_approval a
     join quote_approval_line al on al.approval_id = a.id and al.line_id = l.id
    where a.revision_id = l.revision_id) as accepted`;

export interface ApprovalRow {
  id: string;
  revision_id: string;
  revision: number;
  status: QuoteStatus;
  channel: QuoteApprovalChannel;
  signer_name: string;
  signed: boolean;
  recorded_by: string | null;
  ip: string | null;
  user_agent: string | null;
  approved_at: Date;
}

export const APPROVAL_COLUMNS = `a.id, a.revision_id, r.revision, a.status, a.channel,
  a.signer_name, a.signature_png is not null as signed, a.recorded_by, a.ip, a.user_agent,
  a.approved_at`;

const iso = (value: Date | string | null): string | null =>
  value ? new Date(value).toISOString() : null;

export function toQuoteListItem(row: QuoteRow): QuoteListItem {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    revision: row.revision,
    customer_id: row.customer_id,
    customer_name: row.customer_name,
    vehicle_id: row.vehicle_id,
    license_plate: row.license_plate,
    total_cents: Number(row.total_cents),
    valid_until: row.valid_until,
    sent_at: iso(row.sent_at),
    work_order_id: row.work_order_id,
    converted_work_order_id: row.converted_work_order_id,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    version: row.version,
  };
}

export function toQuoteLine(row: LineRow): QuoteLineView {
  return {
    id: row.id,
    position: row.position,
    type: row.type,
    description: row.description,
    quantity: Number(row.quantity),
    unit_price_cents: Number(row.unit_price_cents),
    discount_percent: Number(row.discount_percent),
    vat_percent: Number(row.vat_percent),
    base_cents: Number(row.base_cents),
    part_id: row.part_id,
    decision: row.accepted === null ? null : row.accepted ? 'accepted' : 'rejected',
  };
}

export function toApproval(
  row: ApprovalRow,
  lines: readonly QuoteLineView[],
  names: ReadonlyMap<string, string>,
): QuoteApprovalView {
  return {
    id: row.id,
    revision: row.revision,
    channel: row.channel,
    signer_name: row.signer_name,
    signed: row.signed,
    recorded_by: row.recorded_by,
    recorded_by_name: row.recorded_by ? (names.get(row.recorded_by) ?? null) : null,
    ip: row.ip,
    user_agent: row.user_agent,
    approved_at: new Date(row.approved_at).toISOString(),
    accepted_line_ids: lines.filter((l) => l.decision === 'accepted').map((l) => l.id),
    rejected_line_ids: lines.filter((l) => l.decision === 'rejected').map((l) => l.id),
  };
}

/**
 * A revision as the office sees it. A draft revision has nothing frozen yet: it shows the quote's
 * current validity, delivery, conditions and odometer (what sending will freeze).
 */
export function toRevision(
  row: RevisionRow,
  quote: QuoteRow,
  lines: QuoteLineView[],
  approval: QuoteApprovalView | null,
): QuoteRevisionView {
  const sent = row.sent_at !== null;
  return {
    revision: row.revision,
    sent_at: iso(row.sent_at),
    sent_to: row.sent_to,
    valid_until: sent ? row.valid_until : quote.valid_until,
    delivery_days: sent ? row.delivery_days : quote.delivery_days,
    conditions: sent ? row.conditions : quote.conditions,
    odometer_km: sent ? row.odometer_km : quote.odometer_km,
    base_cents: Number(row.base_cents),
    vat_cents: Number(row.vat_cents),
    total_cents: Number(row.total_cents),
    vat_breakdown: row.vat_breakdown,
    lines,
    approval,
  };
}
