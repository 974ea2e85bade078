import { type SupplierView } from '@px/contracts';

export const SUPPLIER_COLUMNS = `id, name, tax_id, contact_name, email, phone, lead_time_days,
  payment_terms, active, created_at, version`;

export interface SupplierRow {
  id: string;
  name: string;
  tax_id: string;
  contact_name: string | null;
  email: string | null;
  phone: string | null;
  lead_time_days: number;
  payment_terms: string | null;
  active: boolean;
  created_at: Date;
  version: number;
}

export function toSupplierView(row: SupplierRow): SupplierView {
  return { ...row, created_at: row.created_at.toISOString() };
}
