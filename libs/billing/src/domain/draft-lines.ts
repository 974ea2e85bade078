import { type InvoiceLineInput, type InvoiceLineType } from '@px/contracts';
import { type FieldProblem } from './field-problem';
import { invoiceLineProblems } from './invoice-line-fields';
import { type VatRate } from './invoice-totals';

/** A document line (an invoice's or a quote's) as the office typed it, in the domain's names. */
export interface DraftLine {
  type: InvoiceLineType;
  description: string;
  /** Labor: hours; otherwise units. */
  quantity: number;
  /** Labor: the hourly rate. */
  unitPriceCents: number;
  discountPercent: number;
  vatRate: VatRate;
}

/**
 * The line read from the API's fields: the description trimmed (an empty one is refused by the
 * caller, with its own sentence), no discount when none was sent. Quotes and invoices price their
 * lines alike, so they read them alike.
 */
export const draftLineOf = (line: InvoiceLineInput): DraftLine => ({
  type: line.type,
  description: line.description.trim(),
  quantity: line.quantity,
  unitPriceCents: line.unit_price_cents,
  discountPercent: line.discount_percent ?? 0,
  vatRate: line.vat_percent as VatRate,
});

/** What is wrong with the lines, each field named as the API names it (the rate: `vat_percent`). */
export const draftLineProblems = (
  lines: readonly DraftLine[],
  options?: { allowNegative: boolean },
): FieldProblem[] =>
  invoiceLineProblems(lines, options).map((problem) => ({
    ...problem,
    // The API names the rate as the work orders do.
    field: problem.field.replace(/\.vat_rate$/, '.vat_percent'),
  }));
