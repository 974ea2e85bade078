import {
  type PartUnit,
  type PurchaseOrderLineView,
  type PurchaseOrderListItem,
  type PurchaseOrderStatus,
} from '@px/contracts';

export const PURCHASE_ORDER_COLUMNS = `po.id, po.number, po.supplier_id, sup.name as supplier_name,
  sup.tax_id as supplier_tax_id, sup.email as supplier_email, po.status, po.expected_on, po.notes,
  po.sent_at, po.received_at, po.cancelled_at, po.created_at, po.version,
  (select count(*)::int from purchase_order_line l where l.purchase_order_id = po.id) as line_count,
  (select coalesce(sum(round(l.quantity * l.unit_cost_cents)), 0)::bigint
     from purchase_order_line l where l.purchase_order_id = po.id) as total_cents`;

export const PURCHASE_ORDER_FROM = 'purchase_order po join supplier sup on sup.id = po.supplier_id';

export interface PurchaseOrderRow {
  id: string;
  number: string;
  supplier_id: string;
  supplier_name: string;
  supplier_tax_id: string;
  supplier_email: string | null;
  status: PurchaseOrderStatus;
  expected_on: string | null;
  notes: string | null;
  sent_at: Date | null;
  received_at: Date | null;
  cancelled_at: Date | null;
  created_at: Date;
  version: number;
  line_count: number;
  total_cents: string;
}

export function toPurchaseOrderListItem(row: PurchaseOrderRow): PurchaseOrderListItem {
  return {
    id: row.id,
    number: row.number,
    supplier_id: row.supplier_id,
    supplier_name: row.supplier_name,
    status: row.status,
    line_count: row.line_count,
    total_cents: Number(row.total_cents),
    expected_on: row.expected_on,
    sent_at: row.sent_at?.toISOString() ?? null,
    received_at: row.received_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}

export interface PurchaseLineRow {
  id: string;
  position: number;
  part_id: string;
  reference: string;
  brand: string;
  name: string;
  unit: PartUnit;
  quantity: string;
  received_quantity: string;
  unit_cost_cents: string;
}

export function toPurchaseLine(row: PurchaseLineRow): PurchaseOrderLineView {
  const quantity = Number(row.quantity);
  const received = Number(row.received_quantity);
  const cost = Number(row.unit_cost_cents);
  return {
    id: row.id,
    position: row.position,
    part_id: row.part_id,
    reference: row.reference,
    brand: row.brand,
    name: row.name,
    unit: row.unit,
    quantity,
    received_quantity: received,
    pending_quantity: Math.max(0, Math.round((quantity - received) * 1000) / 1000),
    unit_cost_cents: cost,
    total_cents: Math.round(quantity * cost),
  };
}
