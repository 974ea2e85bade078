import {
  PART_CSV_COLUMNS,
  PART_CSV_REQUIRED,
  type PartCsvColumn,
  type PartFields,
  type PartImportRowError,
  normalizeTaxId,
} from '@px/contracts';
import { readCsvHeader } from '@px/platform';
import { newPartRecord, partProblems, type PartRecord } from './part-fields';

/** Reads the header: each position's column, or the errors that make the file unreadable. */
export function readPartHeader(cells: string[]): {
  columns: (PartCsvColumn | null)[];
  errors: PartImportRowError[];
} {
  const { names, columns, problems } = readCsvHeader(cells, PART_CSV_COLUMNS);
  const errors: PartImportRowError[] = problems.map((message) => ({
    line: 1,
    column: null,
    message,
  }));
  const missing = PART_CSV_REQUIRED.filter((name) => !names.includes(name));
  if (missing.length) {
    errors.push({
      line: 1,
      column: null,
      message: `Faltan columnas obligatorias: ${missing.join(', ')}.`,
    });
  }
  return { columns, errors };
}

/** A row read: the part's fields (as `newPartRecord` stores them) and its supplier's NIF/CIF. */
export interface ImportedPart {
  line: number;
  part: PartRecord;
  /** Only the columns the file has: an existing part keeps the fields the file leaves out. */
  fields: Partial<PartFields>;
  supplierTaxId: string | null;
}

/**
 * Spanish spreadsheets write 12,5 and 1.234,5; an export writes 2,5: all read as numbers. Dots
 * that group digits in threes (1.200) are thousands, as a Spanish reader means them.
 */
function readNumber(text: string): number | null {
  const compact = text.replace(/\s/g, '');
  const thousands = /^-?\d{1,3}(\.\d{3})+(,\d+)?$/.test(compact);
  const normalized =
    thousands || compact.includes(',') ? compact.replace(/\./g, '').replace(',', '.') : compact;
  if (!/^-?\d+(\.\d+)?$/.test(normalized)) return null;
  return Number(normalized);
}

const TRUE_WORDS = ['si', 'sí', 'true', '1', 'yes', 'activa', 'activo'];
const FALSE_WORDS = ['no', 'false', '0', 'inactiva', 'inactivo'];

const NUMERIC: Partial<Record<PartCsvColumn, keyof PartFields>> = {
  cost_cents: 'cost_cents',
  sale_price_cents: 'sale_price_cents',
  vat_percent: 'vat_percent',
  min_stock: 'min_stock',
  max_stock: 'max_stock',
};

/** One data row: the part, or its errors (each naming the line and the column). */
export function readPartRow(
  cells: Partial<Record<PartCsvColumn, string>>,
  line: number,
): { imported: ImportedPart | null; errors: PartImportRowError[] } {
  const errors: PartImportRowError[] = [];
  const error = (column: PartCsvColumn | null, message: string) =>
    errors.push({ line, column, message });
  const fields: Record<string, unknown> = {};
  for (const column of PART_CSV_COLUMNS) {
    const raw = cells[column];
    if (raw === undefined) continue;
    const text = raw.trim();
    if (column in NUMERIC) {
      if (text === '') continue;
      const value = readNumber(text);
      if (value === null) error(column, `"${text}" no es un número.`);
      else fields[NUMERIC[column]!] = value;
    } else if (column === 'active') {
      const word = text.toLowerCase();
      if (text === '' || TRUE_WORDS.includes(word)) fields.active = true;
      else if (FALSE_WORDS.includes(word)) fields.active = false;
      else error(column, `"${text}" no es sí o no.`);
    } else if (column === 'preferred_supplier_tax_id') {
      continue;
    } else if (column === 'category' || column === 'unit') {
      fields[column] = text.toLowerCase();
    } else {
      fields[column] = text;
    }
  }
  if (fields.unit === '') delete fields.unit;
  if (fields.warehouse === '') delete fields.warehouse;
  const part = newPartRecord(fields as unknown as PartFields);
  for (const problem of partProblems(part)) {
    const column = (PART_CSV_COLUMNS as readonly string[]).includes(problem.field)
      ? (problem.field as PartCsvColumn)
      : null;
    // A number already reported as unreadable is not reported again as out of range.
    if (!errors.some((e) => e.column === column)) error(column, problem.message);
  }
  const taxId = cells.preferred_supplier_tax_id?.trim()
    ? normalizeTaxId(cells.preferred_supplier_tax_id)
    : null;
  return {
    imported: errors.length
      ? null
      : { line, part, fields: fields as Partial<PartFields>, supplierTaxId: taxId },
    errors,
  };
}

/** The key that makes a part unique: its brand and reference, case-insensitive. */
export function partKey(part: Pick<PartRecord, 'brand' | 'reference'>): string {
  return `${part.brand.toLowerCase()}\u0000${part.reference.toLowerCase()}`;
}

/** Rows that repeat a part already in the file: one error per repeat, naming the first line. */
export function duplicateRows(parts: readonly ImportedPart[]): PartImportRowError[] {
  const first = new Map<string, number>();
  const errors: PartImportRowError[] = [];
  for (const { part, line } of parts) {
    const key = partKey(part);
    const seen = first.get(key);
    if (seen === undefined) first.set(key, line);
    else {
      errors.push({
        line,
        column: 'reference',
        message: `La referencia ${part.reference}${part.brand ? ` de ${part.brand}` : ''} ya está en la línea ${seen}.`,
      });
    }
  }
  return errors;
}
