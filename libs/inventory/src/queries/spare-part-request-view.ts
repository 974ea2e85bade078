import { type QueryBus } from '@nestjs/cqrs';
import { GetUserNamesQuery, type UserName } from '@px/identity';
import {
  type PartUnit,
  type SparePartRequestStatus,
  type SparePartRequestView,
} from '@px/contracts';

export const REQUEST_COLUMNS = `r.id, r.work_order_id, r.work_order_number, r.work_order_line_id,
  r.part_id, p.reference as part_reference, r.description, r.quantity, p.unit, r.note, r.status,
  r.requested_by, r.purchase_order_id, po.number as purchase_order_number, r.rejection_reason,
  r.requested_at, r.approved_at, r.ordered_at, r.received_at, r.delivered_at, r.closed_at,
  r.version`;

export const REQUEST_FROM = `spare_part_request r left join part p on p.id = r.part_id
  left join purchase_order po on po.id = r.purchase_order_id`;

export interface RequestRow {
  id: string;
  work_order_id: string;
  work_order_number: string;
  work_order_line_id: string | null;
  part_id: string | null;
  part_reference: string | null;
  description: string;
  quantity: string;
  unit: PartUnit | null;
  note: string | null;
  status: SparePartRequestStatus;
  requested_by: string;
  purchase_order_id: string | null;
  purchase_order_number: string | null;
  rejection_reason: string | null;
  requested_at: Date;
  approved_at: Date | null;
  ordered_at: Date | null;
  received_at: Date | null;
  delivered_at: Date | null;
  closed_at: Date | null;
  version: number;
}

const iso = (value: Date | null) => value?.toISOString() ?? null;

export function toRequestView(row: RequestRow, requesterName: string | null): SparePartRequestView {
  return {
    id: row.id,
    work_order_id: row.work_order_id,
    work_order_number: row.work_order_number,
    work_order_line_id: row.work_order_line_id,
    part_id: row.part_id,
    part_reference: row.part_reference,
    description: row.description,
    quantity: Number(row.quantity),
    unit: row.unit ?? 'ud',
    note: row.note,
    status: row.status,
    requested_by: row.requested_by,
    requested_by_name: requesterName,
    purchase_order_id: row.purchase_order_id,
    purchase_order_number: row.purchase_order_number,
    rejection_reason: row.rejection_reason,
    requested_at: row.requested_at.toISOString(),
    approved_at: iso(row.approved_at),
    ordered_at: iso(row.ordered_at),
    received_at: iso(row.received_at),
    delivered_at: iso(row.delivered_at),
    closed_at: iso(row.closed_at),
    version: row.version,
  };
}

/** Rows as views, with their requesters' names. */
export async function requestViews(
  queries: QueryBus,
  rows: RequestRow[],
): Promise<SparePartRequestView[]> {
  const ids = [...new Set(rows.map((row) => row.requested_by))];
  const names: UserName[] = ids.length ? await queries.execute(new GetUserNamesQuery(ids)) : [];
  const nameOf = new Map(names.map((user) => [user.id, user.full_name]));
  return rows.map((row) => toRequestView(row, nameOf.get(row.requested_by) ?? null));
}
