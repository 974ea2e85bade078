import {
  type ApiFieldError,
  MAX_STOCK_QUANTITY,
  PART_CATEGORIES,
  PART_NAME_MAX_LENGTH,
  PART_REFERENCE_MAX_LENGTH,
  PART_UNITS,
  type PartCategory,
  type PartFields,
  type PartUnit,
  WHOLE_UNITS,
} from '@px/contracts';

export const PART_NOT_FOUND = 'La pieza no existe.';
export const BRAND_MAX_LENGTH = 60;
export const LOCATION_MAX_LENGTH = 40;
export const MAX_PRICE_CENTS = 100_000_000;
export const VAT_RATES = [0, 4, 10, 21] as const;

/** A part's catalogue fields as stored (the stock is never among them: it comes from movements). */
export interface PartRecord {
  reference: string;
  brand: string;
  name: string;
  category: PartCategory;
  barcode: string | null;
  unit: PartUnit;
  costCents: number;
  salePriceCents: number;
  vatPercent: number;
  warehouse: string;
  shelf: string | null;
  minStock: number;
  maxStock: number;
  preferredSupplierId: string | null;
  active: boolean;
}

const collapse = (raw: string) => raw.trim().replace(/\s+/g, ' ');
const blankToNull = (raw: string | null | undefined) => {
  const value = raw == null ? '' : collapse(raw);
  return value === '' ? null : value;
};

/** The fields after the defaults of a new part, trimmed as they are stored. */
export function newPartRecord(fields: PartFields): PartRecord {
  return applyPartFields(
    {
      reference: '',
      brand: '',
      name: '',
      category: 'otros',
      barcode: null,
      unit: 'ud',
      costCents: 0,
      salePriceCents: 0,
      vatPercent: 21,
      warehouse: 'Principal',
      shelf: null,
      minStock: 0,
      maxStock: 0,
      preferredSupplierId: null,
      active: true,
    },
    fields,
  );
}

/** `part` with the fields present in `fields` applied (PATCH). */
export function applyPartFields(part: PartRecord, fields: Partial<PartFields>): PartRecord {
  const next = { ...part };
  if (fields.reference !== undefined) next.reference = collapse(fields.reference).toUpperCase();
  if (fields.brand !== undefined) next.brand = collapse(fields.brand);
  if (fields.name !== undefined) next.name = collapse(fields.name);
  if (fields.category !== undefined) next.category = fields.category;
  if (fields.barcode !== undefined) next.barcode = blankToNull(fields.barcode);
  if (fields.unit !== undefined) next.unit = fields.unit;
  if (fields.cost_cents !== undefined) next.costCents = fields.cost_cents;
  if (fields.sale_price_cents !== undefined) next.salePriceCents = fields.sale_price_cents;
  if (fields.vat_percent !== undefined) next.vatPercent = fields.vat_percent;
  if (fields.warehouse !== undefined) next.warehouse = collapse(fields.warehouse);
  if (fields.shelf !== undefined) next.shelf = blankToNull(fields.shelf);
  if (fields.min_stock !== undefined) next.minStock = fields.min_stock;
  if (fields.max_stock !== undefined) next.maxStock = fields.max_stock;
  if (fields.preferred_supplier_id !== undefined) {
    next.preferredSupplierId = fields.preferred_supplier_id;
  }
  if (fields.active !== undefined) next.active = fields.active;
  return next;
}

/** GTIN (EAN-8, UPC-A, EAN-13, GTIN-14): digits with a valid mod-10 check digit. */
export function isValidBarcode(code: string): boolean {
  if (!/^(\d{8}|\d{12,14})$/.test(code)) return false;
  const digits = [...code].map(Number);
  const check = digits.pop()!;
  const sum = digits
    .reverse()
    .reduce((total, digit, i) => total + digit * (i % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check;
}

/** What is wrong with a part's fields, as the API's Spanish field details. */
export function partProblems(part: PartRecord): ApiFieldError[] {
  const problems: ApiFieldError[] = [];
  const add = (field: string, code: string, message: string) =>
    problems.push({ field, code, message });
  if (part.reference === '') add('reference', 'required', 'La referencia es obligatoria.');
  else if (part.reference.length > PART_REFERENCE_MAX_LENGTH) {
    add(
      'reference',
      'maxLength',
      `La referencia no puede tener más de ${PART_REFERENCE_MAX_LENGTH} caracteres.`,
    );
  }
  if (part.brand.length > BRAND_MAX_LENGTH) {
    add('brand', 'maxLength', `La marca no puede tener más de ${BRAND_MAX_LENGTH} caracteres.`);
  }
  if (part.name === '') add('name', 'required', 'El nombre es obligatorio.');
  else if (part.name.length > PART_NAME_MAX_LENGTH) {
    add('name', 'maxLength', `El nombre no puede tener más de ${PART_NAME_MAX_LENGTH} caracteres.`);
  }
  if (!(PART_CATEGORIES as readonly string[]).includes(part.category)) {
    add('category', 'isIn', 'La categoría no es válida.');
  }
  if (!(PART_UNITS as readonly string[]).includes(part.unit)) {
    add('unit', 'isIn', 'La unidad no es válida.');
  }
  if (part.barcode !== null && !isValidBarcode(part.barcode)) {
    add(
      'barcode',
      'barcode',
      'El código de barras no es un EAN/GTIN válido (8, 12, 13 o 14 cifras con su dígito de control).',
    );
  }
  for (const [field, value, label] of [
    ['cost_cents', part.costCents, 'El coste'],
    ['sale_price_cents', part.salePriceCents, 'El precio de venta'],
  ] as const) {
    if (!Number.isInteger(value) || value < 0 || value > MAX_PRICE_CENTS) {
      add(field, 'min', `${label} debe ser un importe en céntimos entre 0 y ${MAX_PRICE_CENTS}.`);
    }
  }
  if (!(VAT_RATES as readonly number[]).includes(part.vatPercent)) {
    add('vat_percent', 'isIn', `El IVA debe ser uno de estos tipos: ${VAT_RATES.join(', ')} %.`);
  }
  if (part.warehouse === '') add('warehouse', 'required', 'El almacén es obligatorio.');
  if (
    part.warehouse.length > LOCATION_MAX_LENGTH ||
    (part.shelf?.length ?? 0) > LOCATION_MAX_LENGTH
  ) {
    add(
      part.warehouse.length > LOCATION_MAX_LENGTH ? 'warehouse' : 'shelf',
      'maxLength',
      `La ubicación no puede tener más de ${LOCATION_MAX_LENGTH} caracteres.`,
    );
  }
  const whole = WHOLE_UNITS.includes(part.unit);
  for (const [field, value, label] of [
    ['min_stock', part.minStock, 'El mínimo'],
    ['max_stock', part.maxStock, 'El máximo'],
  ] as const) {
    if (!Number.isFinite(value) || value < 0 || value > MAX_STOCK_QUANTITY) {
      add(field, 'min', `${label} debe estar entre 0 y ${MAX_STOCK_QUANTITY}.`);
    } else if (whole && !Number.isInteger(value)) {
      add(field, 'wholeUnits', `${label} debe ser entero: la pieza se cuenta por unidades.`);
    }
  }
  if (part.maxStock > 0 && part.maxStock < part.minStock) {
    add('max_stock', 'minMax', 'El máximo no puede ser menor que el mínimo.');
  }
  return problems;
}
