import { type PartCategory } from '@px/contracts';
import { type SqlParams } from '@px/platform';

export interface PartFilter {
  /** Reference, name, brand or barcode (a part of it; accents and case ignored). */
  q?: string | null;
  category?: PartCategory | null;
  brand?: string | null;
  warehouse?: string | null;
  belowMinimum?: boolean;
  includeInactive?: boolean;
}

/** The WHERE of the parts table and its CSV export (same filters, same rows). */
export function partFilterSql(filter: PartFilter, params: SqlParams): string {
  const where: string[] = [];
  if (!filter.includeInactive) where.push('p.active');
  if (filter.category) where.push(`p.category = ${params.add(filter.category)}`);
  if (filter.brand) where.push(`lower(p.brand) = lower(${params.add(filter.brand)})`);
  if (filter.warehouse) where.push(`p.warehouse = ${params.add(filter.warehouse)}`);
  if (filter.belowMinimum) where.push('p.min_stock > 0 and s.on_hand - s.reserved <= p.min_stock');
  const q = filter.q?.trim().toLowerCase();
  if (q) {
    const exact = params.add(q.toUpperCase());
    // A scanned barcode or a typed reference is found by its index; the rest by trigrams.
    const text = params.add(`%${q.replace(/[\\%_]/g, '\\$&')}%`);
    where.push(
      `(p.barcode = ${exact} or upper(p.reference) = ${exact}
        or p.search_text like lower(px_unaccent(${text})))`,
    );
  }
  return where.length ? `where ${where.join(' and ')}` : '';
}
