import { type EntityManager } from '@mikro-orm/postgresql';
import { ConflictError, NotFoundError, ValidationError, runSql } from '@px/platform';
import { PART_NOT_FOUND, type PartRecord, partProblems } from '../domain/part-fields';
import { SUPPLIER_NOT_FOUND } from '../domain/supplier-fields';

export interface PartRow {
  reference: string;
  brand: string;
  name: string;
  category: PartRecord['category'];
  barcode: string | null;
  unit: PartRecord['unit'];
  cost_cents: string;
  sale_price_cents: string;
  vat_percent: string;
  warehouse: string;
  shelf: string | null;
  min_stock: string;
  max_stock: string;
  preferred_supplier_id: string | null;
  active: boolean;
  version: number;
}

/** A part's catalogue row, locked for the command (404 when it does not exist). */
export async function lockPart(
  em: EntityManager,
  id: string,
): Promise<PartRecord & { version: number }> {
  const [row] = await runSql<PartRow>(
    em,
    `select ${PART_WRITE_COLUMNS}, version from part where id = $1 for update`,
    [id],
  );
  if (!row) throw new NotFoundError(PART_NOT_FOUND);
  return { ...toPartRecord(row), version: row.version };
}

/** A `part` row (PART_RECORD_COLUMNS) as the rules read it. */
export function toPartRecord(row: PartRow): PartRecord {
  return {
    reference: row.reference,
    brand: row.brand,
    name: row.name,
    category: row.category,
    barcode: row.barcode,
    unit: row.unit,
    costCents: Number(row.cost_cents),
    salePriceCents: Number(row.sale_price_cents),
    vatPercent: Number(row.vat_percent),
    warehouse: row.warehouse,
    shelf: row.shelf,
    minStock: Number(row.min_stock),
    maxStock: Number(row.max_stock),
    preferredSupplierId: row.preferred_supplier_id,
    active: row.active,
  };
}

/**
 * The checks a part's fields need beyond their shapes: the rules, a supplier that exists, and a
 * reference not already used for the same brand (the unique index is the last word; this gives
 * the Spanish message first).
 */
export async function assertPartWritable(
  em: EntityManager,
  part: PartRecord,
  exceptId: string | null,
): Promise<void> {
  const problems = partProblems(part);
  if (problems.length) throw new ValidationError(problems);
  if (part.preferredSupplierId) {
    const [supplier] = await runSql(em, 'select 1 from supplier where id = $1', [
      part.preferredSupplierId,
    ]);
    if (!supplier) {
      throw new ValidationError([
        { field: 'preferred_supplier_id', code: 'exists', message: SUPPLIER_NOT_FOUND },
      ]);
    }
  }
  const [taken] = await runSql<{ id: string }>(
    em,
    `select id from part where lower(brand) = lower($1) and lower(reference) = lower($2)
        and id is distinct from $3::uuid`,
    [part.brand, part.reference, exceptId],
  );
  if (taken) {
    throw new ConflictError(
      `Ya existe la pieza ${part.reference}${part.brand ? ` de ${part.brand}` : ''}.`,
      { part_id: taken.id },
    );
  }
}

/** The part's columns, in the order `partValues` gives them ($2…$16 after the id). */
export const PART_WRITE_COLUMNS =
  'reference, brand, name, category, barcode, unit, cost_cents, sale_price_cents, vat_percent, ' +
  'warehouse, shelf, min_stock, max_stock, preferred_supplier_id, active';

export function partValues(part: PartRecord): unknown[] {
  return [
    part.reference,
    part.brand,
    part.name,
    part.category,
    part.barcode,
    part.unit,
    part.costCents,
    part.salePriceCents,
    part.vatPercent,
    part.warehouse,
    part.shelf,
    part.minStock,
    part.maxStock,
    part.preferredSupplierId,
    part.active,
  ];
}
