import { type ApiFieldError, isValidSpanishTaxId, normalizeTaxId } from '@px/contracts';

export const SUPPLIER_NOT_FOUND = 'El proveedor no existe.';
export const SUPPLIER_NAME_MAX_LENGTH = 120;

/** What POST /api/suppliers takes (PATCH: any of them). */
export interface SupplierFields {
  name: string;
  tax_id: string;
  contact_name?: string | null;
  email?: string | null;
  phone?: string | null;
  lead_time_days?: number;
  payment_terms?: string | null;
  active?: boolean;
}

export interface SupplierRecord {
  name: string;
  taxId: string;
  contactName: string | null;
  email: string | null;
  phone: string | null;
  leadTimeDays: number;
  paymentTerms: string | null;
  active: boolean;
}

const text = (raw: string | null | undefined) => {
  const value = (raw ?? '').trim().replace(/\s+/g, ' ');
  return value === '' ? null : value;
};

/** `supplier` with the fields present applied: trimmed, NIF/CIF normalised (B-12345678 → B12345678). */
export function applySupplierFields(
  supplier: SupplierRecord,
  fields: Partial<SupplierFields>,
): SupplierRecord {
  const next = { ...supplier };
  if (fields.name !== undefined) next.name = text(fields.name) ?? '';
  if (fields.tax_id !== undefined) next.taxId = normalizeTaxId(fields.tax_id);
  if (fields.contact_name !== undefined) next.contactName = text(fields.contact_name);
  if (fields.email !== undefined) next.email = text(fields.email)?.toLowerCase() ?? null;
  if (fields.phone !== undefined) next.phone = text(fields.phone);
  if (fields.lead_time_days !== undefined) next.leadTimeDays = fields.lead_time_days;
  if (fields.payment_terms !== undefined) next.paymentTerms = text(fields.payment_terms);
  if (fields.active !== undefined) next.active = fields.active;
  return next;
}

export const BLANK_SUPPLIER: SupplierRecord = {
  name: '',
  taxId: '',
  contactName: null,
  email: null,
  phone: null,
  leadTimeDays: 2,
  paymentTerms: null,
  active: true,
};

/** What is wrong with a supplier, as Spanish field details. */
export function supplierProblems(supplier: SupplierRecord): ApiFieldError[] {
  const problems: ApiFieldError[] = [];
  if (supplier.name === '') {
    problems.push({ field: 'name', code: 'required', message: 'El nombre es obligatorio.' });
  } else if (supplier.name.length > SUPPLIER_NAME_MAX_LENGTH) {
    problems.push({
      field: 'name',
      code: 'maxLength',
      message: `El nombre no puede tener más de ${SUPPLIER_NAME_MAX_LENGTH} caracteres.`,
    });
  }
  if (!isValidSpanishTaxId(supplier.taxId)) {
    problems.push({
      field: 'tax_id',
      code: 'taxId',
      message: 'El NIF/CIF no es válido: revisa la letra o el dígito de control.',
    });
  }
  if (supplier.email !== null && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(supplier.email)) {
    problems.push({ field: 'email', code: 'isEmail', message: 'El e-mail no es válido.' });
  }
  if (
    !Number.isInteger(supplier.leadTimeDays) ||
    supplier.leadTimeDays < 0 ||
    supplier.leadTimeDays > 365
  ) {
    problems.push({
      field: 'lead_time_days',
      code: 'range',
      message: 'El plazo de entrega debe ser un número entero de días entre 0 y 365.',
    });
  }
  return problems;
}
