import { type EntityManager } from '@mikro-orm/postgresql';
import { ConflictError, NotFoundError, ValidationError, runSql } from '@px/platform';
import {
  SUPPLIER_NOT_FOUND,
  type SupplierRecord,
  supplierProblems,
} from '../domain/supplier-fields';

/** The supplier's row, locked for the command (404 when it does not exist). */
export async function lockSupplier(
  em: EntityManager,
  id: string,
): Promise<SupplierRecord & { version: number }> {
  const [row] = await runSql<{
    name: string;
    tax_id: string;
    contact_name: string | null;
    email: string | null;
    phone: string | null;
    lead_time_days: number;
    payment_terms: string | null;
    active: boolean;
    version: number;
  }>(
    em,
    `select name, tax_id, contact_name, email, phone, lead_time_days, payment_terms, active, version
       from supplier where id = $1 for update`,
    [id],
  );
  if (!row) throw new NotFoundError(SUPPLIER_NOT_FOUND);
  return {
    name: row.name,
    taxId: row.tax_id,
    contactName: row.contact_name,
    email: row.email,
    phone: row.phone,
    leadTimeDays: row.lead_time_days,
    paymentTerms: row.payment_terms,
    active: row.active,
    version: row.version,
  };
}

/** The rules, and one supplier per NIF/CIF (409 with the Spanish message before the index says it). */
export async function assertSupplierWritable(
  em: EntityManager,
  supplier: SupplierRecord,
  exceptId: string | null,
): Promise<void> {
  const problems = supplierProblems(supplier);
  if (problems.length) throw new ValidationError(problems);
  const [taken] = await runSql<{ id: string; name: string }>(
    em,
    'select id, name from supplier where tax_id = $1 and id is distinct from $2::uuid',
    [supplier.taxId, exceptId],
  );
  if (taken) {
    throw new ConflictError(
      `Ya existe un proveedor con el NIF/CIF ${supplier.taxId}: ${taken.name}.`,
      {
        supplier_id: taken.id,
      },
    );
  }
}

export const SUPPLIER_WRITE_COLUMNS =
  'name, tax_id, contact_name, email, phone, lead_time_days, payment_terms, active';

export function supplierValues(supplier: SupplierRecord): unknown[] {
  return [
    supplier.name,
    supplier.taxId,
    supplier.contactName,
    supplier.email,
    supplier.phone,
    supplier.leadTimeDays,
    supplier.paymentTerms,
    supplier.active,
  ];
}
