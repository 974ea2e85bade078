import { INVOICE_SERIES, type InvoiceSeries } from '@px/contracts';

/**
 * Document numbers as DOMAIN writes them. Invoices are correlative per series and year with no gaps
 * (RD 1619/2012 art. 6.1.a): `F2026-000001` (series, year, six digits at least). Quotes are numbered
 * per year: `P-2026-00001` (five digits at least). A number past the padding keeps all its digits.
 * Parsing accepts only the canonical form, so a stored number round-trips exactly.
 */

/** `F` ordinary, `S` simplified (ticket), `R` rectifying (declared with the API's contracts). */
export { INVOICE_SERIES, type InvoiceSeries };

export interface DocumentNumber {
  year: number;
  sequence: number;
}

export interface InvoiceNumber extends DocumentNumber {
  series: InvoiceSeries;
}

const INVOICE_DIGITS = 6;
const QUOTE_DIGITS = 5;
const INVOICE_PATTERN = /^([FSR])(\d{4})-(\d{6,})$/;
const QUOTE_PATTERN = /^P-(\d{4})-(\d{5,})$/;

function checkParts({ year, sequence }: DocumentNumber): void {
  if (!Number.isInteger(year) || year < 2000 || year > 9999) {
    throw new RangeError(`Invalid document year: ${year}`);
  }
  if (!Number.isSafeInteger(sequence) || sequence < 1) {
    throw new RangeError(`Invalid document sequence: ${sequence}`);
  }
}

export function formatInvoiceNumber(number: InvoiceNumber): string {
  if (!(INVOICE_SERIES as readonly string[]).includes(number.series)) {
    throw new RangeError(`Unknown invoice series: ${number.series}`);
  }
  checkParts(number);
  return `${invoiceNumberPrefix(number)}${String(number.sequence).padStart(INVOICE_DIGITS, '0')}`;
}

/**
 * `formatInvoiceNumber` as SQL, for the issue that draws the number inside its one statement
 * (invoice-issuing-statement.ts): `prefix` is `invoiceNumberPrefix`'s (SQL text), `sequence` an
 * integer expression. Six digits at least, every digit kept past them, like the function above.
 */
export function invoiceNumberSql(prefix: string, sequence: string): string {
  return `${prefix}::text ||
    lpad(${sequence}::text, greatest(${INVOICE_DIGITS}, length(${sequence}::text)), '0')`;
}

/** What every number of a series and year starts with: `F2026-`. */
export function invoiceNumberPrefix({ series, year }: Omit<InvoiceNumber, 'sequence'>): string {
  return `${series}${year}-`;
}

export function parseInvoiceNumber(text: string): InvoiceNumber | null {
  const match = INVOICE_PATTERN.exec(text);
  if (!match) return null;
  const number = {
    series: match[1] as InvoiceSeries,
    year: Number(match[2]),
    sequence: Number(match[3]),
  };
  return isCanonical(() => formatInvoiceNumber(number), text) ? number : null;
}

export function formatQuoteNumber(number: DocumentNumber): string {
  checkParts(number);
  return `P-${number.year}-${String(number.sequence).padStart(QUOTE_DIGITS, '0')}`;
}

export function parseQuoteNumber(text: string): DocumentNumber | null {
  const match = QUOTE_PATTERN.exec(text);
  if (!match) return null;
  const number = { year: Number(match[1]), sequence: Number(match[2]) };
  return isCanonical(() => formatQuoteNumber(number), text) ? number : null;
}

/** Parsed parts that format back to exactly `text` (no sequence 0, no extra leading zeros). */
function isCanonical(format: () => string, text: string): boolean {
  try {
    return format() === text;
  } catch {
    return false;
  }
}
