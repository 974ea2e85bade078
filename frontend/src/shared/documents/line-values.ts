/**
 * A quote's or an invoice's line as its editor holds it, and the rules both share with
 * libs/billing (domain/invoice-line-fields.ts): euros in the form, integer cents on the wire, the
 * live totals priced exactly as the server will, and the line fields' problems as message ids.
 */
import { INVOICE_VAT_RATES } from '@px/contracts';
import {
  type PricedLine,
  type Totals,
  centsToEuros,
  eurosToCents,
  invoiceTotals,
  toScaledInteger,
} from '@/shared/pricing';

export { centsToEuros, eurosToCents };

export const DEFAULT_VAT_PERCENT = 21;
export const VAT_OPTIONS: readonly number[] = INVOICE_VAT_RATES;

/** The API's limits on every document line. */
export const LINE_LIMITS = { quantity: 100_000, unitPriceEuros: 1_000_000 } as const;

export interface DocumentLineValues<Type extends string = string> {
  type: Type;
  description: string;
  /** Units, or hours on a labor line. */
  quantity: number | null;
  /** Before tax, in euros with two decimals (labor: the hourly rate). */
  unit_price_euros: number | null;
  discount_percent: number | null;
  vat_percent: number;
}

/** A line as the API sends and takes it (money in cents). */
export interface DocumentLineInput<Type extends string = string> {
  type: Type;
  description: string;
  quantity: number;
  unit_price_cents: number;
  discount_percent: number;
  vat_percent: number;
}

export function emptyLineValues<Type extends string>(type: Type): DocumentLineValues<Type> {
  return {
    type,
    description: '',
    quantity: 1,
    unit_price_euros: null,
    discount_percent: null,
    vat_percent: DEFAULT_VAT_PERCENT,
  };
}

/** A saved line in the editor (no discount shows as an empty field, not "0"). */
export function lineValuesOf<Type extends string>(
  line: DocumentLineInput<Type>,
): DocumentLineValues<Type> {
  return {
    type: line.type,
    description: line.description,
    quantity: line.quantity,
    unit_price_euros: centsToEuros(line.unit_price_cents),
    discount_percent: line.discount_percent || null,
    vat_percent: line.vat_percent,
  };
}

/** An editor row as the API takes it (blank figures as 0: the server names what is wrong). */
export function lineInputOf<Type extends string>(
  line: DocumentLineValues<Type>,
): DocumentLineInput<Type> {
  return {
    type: line.type,
    description: line.description.trim(),
    quantity: line.quantity ?? 0,
    unit_price_cents: eurosToCents(line.unit_price_euros) ?? 0,
    discount_percent: line.discount_percent ?? 0,
    vat_percent: line.vat_percent,
  };
}

/** A form row as the totals take it, or null while it cannot be priced (no quantity yet). */
export function pricedLineOf(line: Partial<DocumentLineValues> | undefined): PricedLine | null {
  if (!line || typeof line.quantity !== 'number' || !Number.isFinite(line.quantity)) return null;
  return {
    quantity: line.quantity,
    unitPriceCents: eurosToCents(line.unit_price_euros) ?? 0,
    discountPercent: line.discount_percent ?? 0,
    vatPercent: line.vat_percent ?? DEFAULT_VAT_PERCENT,
  };
}

/** The editor's live totals: the rows that can be priced, exactly as the server will. */
export function formTotals(lines: readonly (Partial<DocumentLineValues> | undefined)[]): Totals {
  return invoiceTotals(lines.map(pricedLineOf).filter((line): line is PricedLine => line !== null));
}

// ── The API's line rules, as message ids ─────────────────────────────────────────────────────

export interface QuantityRule {
  /** Only a rectifying invoice takes negative quantities (what it gives back). */
  allowNegative?: boolean;
  /** The sentence for a negative quantity where none is allowed (each document says why). */
  negativeMessage?: string;
}

export function quantityProblem(
  value: number | null | undefined,
  {
    allowNegative = false,
    negativeMessage = 'documents.validation.quantityNegative',
  }: QuantityRule = {},
): string | null {
  if (value === null || value === undefined || !Number.isFinite(value)) {
    return 'documents.validation.quantityRequired';
  }
  const thousandths = toScaledInteger(value, 3);
  if (thousandths === null) return 'documents.validation.quantityDecimals';
  if (thousandths === 0 || Math.abs(value) > LINE_LIMITS.quantity) {
    return 'documents.validation.quantityRange';
  }
  if (thousandths < 0 && !allowNegative) return negativeMessage;
  return null;
}

export function unitPriceProblem(value: number | null | undefined): string | null {
  if (value === null || value === undefined || !Number.isFinite(value)) {
    return 'documents.validation.priceRequired';
  }
  if (value < 0 || value > LINE_LIMITS.unitPriceEuros) return 'documents.validation.priceRange';
  if (toScaledInteger(value, 2) === null) return 'documents.validation.priceDecimals';
  return null;
}

export function discountProblem(value: number | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const hundredths = toScaledInteger(value, 2);
  return hundredths === null || hundredths < 0 || hundredths > 10_000
    ? 'documents.validation.discountRange'
    : null;
}

// ── Where the API's line errors land ─────────────────────────────────────────────────────────

const LINE_FIELDS: Record<string, string> = {
  type: 'type',
  description: 'description',
  quantity: 'quantity',
  unit_price_cents: 'unit_price_euros',
  discount_percent: 'discount_percent',
  vat_percent: 'vat_percent',
};

/**
 * A line's field error (`lines.2.unit_price_cents`) → the form's path, or null. `extra` names a
 * document's own line fields (a quote's `part_id`).
 */
export function lineFieldOfServer(
  field: string,
  extra: Record<string, string> = {},
): [string, number, string] | null {
  const match = /^lines\.(\d+)\.(\w+)$/.exec(field);
  const key = match?.[2] ?? '';
  const name = match ? (extra[key] ?? LINE_FIELDS[key]) : undefined;
  return match && name ? ['lines', Number(match[1]), name] : null;
}
