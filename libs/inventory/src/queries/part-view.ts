import { type PartCategory, type PartListItem, type PartUnit, type PartView } from '@px/contracts';

/** The list's and the detail's columns: the part, its cached balance and its supplier's name. */
export const PART_COLUMNS = `p.id, p.reference, p.brand, p.name, p.category, p.barcode, p.unit,
  p.cost_cents, p.sale_price_cents, p.vat_percent, p.warehouse, p.shelf, p.min_stock, p.max_stock,
  p.preferred_supplier_id, sup.name as preferred_supplier_name, p.active, s.on_hand, s.reserved,
  s.on_order, s.average_cost_cents, s.last_movement_at, s.low_stock_since,
  p.created_at, p.updated_at, p.version`;

/** What PART_COLUMNS select from. */
export const PART_FROM = `part p join part_stock s on s.part_id = p.id
  left join supplier sup on sup.id = p.preferred_supplier_id`;

export interface PartRow {
  id: string;
  reference: string;
  brand: string;
  name: string;
  category: PartCategory;
  barcode: string | null;
  unit: PartUnit;
  cost_cents: string;
  sale_price_cents: string;
  vat_percent: string;
  warehouse: string;
  shelf: string | null;
  min_stock: string;
  max_stock: string;
  preferred_supplier_id: string | null;
  preferred_supplier_name: string | null;
  active: boolean;
  on_hand: string;
  reserved: string;
  on_order: string;
  average_cost_cents: string;
  last_movement_at: Date | null;
  low_stock_since: Date | null;
  created_at: Date;
  updated_at: Date;
  version: number;
}

export function toPartListItem(row: PartRow): PartListItem {
  const onHand = Number(row.on_hand);
  const reserved = Number(row.reserved);
  const averageCost = Number(row.average_cost_cents);
  const minStock = Number(row.min_stock);
  const available = Math.round((onHand - reserved) * 1000) / 1000;
  return {
    id: row.id,
    reference: row.reference,
    brand: row.brand,
    name: row.name,
    category: row.category,
    barcode: row.barcode,
    unit: row.unit,
    cost_cents: Number(row.cost_cents),
    sale_price_cents: Number(row.sale_price_cents),
    vat_percent: Number(row.vat_percent),
    warehouse: row.warehouse,
    shelf: row.shelf,
    min_stock: minStock,
    max_stock: Number(row.max_stock),
    preferred_supplier_id: row.preferred_supplier_id,
    preferred_supplier_name: row.preferred_supplier_name,
    active: row.active,
    on_hand: onHand,
    reserved,
    available,
    on_order: Number(row.on_order),
    average_cost_cents: averageCost,
    stock_value_cents: Math.round(Math.max(onHand, 0) * averageCost),
    below_minimum: minStock > 0 && available <= minStock,
    last_movement_at: row.last_movement_at?.toISOString() ?? null,
  };
}

export function toPartView(row: PartRow): PartView {
  return {
    ...toPartListItem(row),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    version: row.version,
  };
}
