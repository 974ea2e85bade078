/**
 * CSV as spreadsheets write it (RFC 4180): quoted fields with doubled quotes, CRLF or LF, a UTF-8
 * BOM, and `;` (Spanish Excel) or `,` as the delimiter, detected from the header line.
 */
export interface ParsedCsv {
  delimiter: ';' | ',';
  /** Every record, the header first; each with the line number where it starts (1-based). */
  records: { line: number; fields: string[] }[];
  /**
   * The line where a quoted field opens and never closes (the rest of the file is inside it), or
   * null. Records before that line are read; the unfinished one is not.
   */
  unclosedQuoteLine: number | null;
}

/** `,` when the header has more commas than semicolons (outside quotes), else `;`. */
export function detectDelimiter(headerLine: string): ';' | ',' {
  const unquoted = headerLine.replace(/"[^"]*"/g, '');
  const count = (char: string) => unquoted.split(char).length - 1;
  return count(',') > count(';') ? ',' : ';';
}

/** The text up to the first line break outside quotes. */
function firstLineOf(source: string): string {
  let quoted = false;
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i];
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) return source.slice(0, i);
  }
  return source;
}

/**
 * Reads the records of a CSV text. Lenient where spreadsheets are sloppy (a quote inside an
 * unquoted field is kept as a character; blank lines are skipped) and strict where data would be
 * lost: an unclosed quote is reported (`unclosedQuoteLine`) instead of swallowing the file.
 */
export function parseCsv(text: string): ParsedCsv {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const delimiter = detectDelimiter(firstLineOf(source));
  const records: ParsedCsv['records'] = [];
  let fields: string[] = [];
  let field = '';
  let started = false;
  let quoted = false;
  let quoteLine = 0;
  let line = 1;
  let recordLine = 1;
  const endField = () => {
    fields.push(field);
    field = '';
    started = false;
  };
  const endRecord = () => {
    endField();
    if (!(fields.length === 1 && fields[0] === '')) records.push({ line: recordLine, fields });
    fields = [];
  };
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i];
    if (quoted) {
      if (char === '"') {
        if (source[i + 1] === '"') {
          field += '"';
          i += 1;
        } else quoted = false;
      } else if (char === '\r' || char === '\n') {
        // A line break inside a cell (notes): kept as \n, and counted so later lines stay right.
        if (char === '\r' && source[i + 1] === '\n') i += 1;
        field += '\n';
        line += 1;
      } else field += char;
      continue;
    }
    if (char === '"' && !started) {
      quoted = true;
      started = true;
      quoteLine = line;
    } else if (char === delimiter) endField();
    else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i += 1;
      endRecord();
      line += 1;
      recordLine = line;
    } else {
      field += char;
      started = true;
    }
  }
  if (quoted) return { delimiter, records, unclosedQuoteLine: quoteLine };
  if (started || fields.length > 0) endRecord();
  return { delimiter, records, unclosedQuoteLine: null };
}

const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain negative amount (`-12,80`): a number to the spreadsheet, nothing it could run. */
const NEGATIVE_NUMBER = /^-\d+(?:[.,]\d+)?$/;

/**
 * A cell that a spreadsheet would run as a formula (= + - @, tab, CR) gets a leading apostrophe:
 * an exported name such as "=HYPERLINK(...)" must not become a link when the office opens it. A
 * plain negative number stays a number (a credit note's amounts must add up in the sheet).
 */
export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) && !NEGATIVE_NUMBER.test(value) ? `'${value}` : value;
}

/**
 * The inverse of `neutraliseFormula`, for reading a file back: `'=1+1` is `=1+1` again, so an
 * export imports as it was (an international phone `+33…` stays a phone). Other apostrophes stay.
 */
export function restoreFormula(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}

function quote(value: string, delimiter: string): string {
  return /["\r\n]/.test(value) || value.includes(delimiter) || /^\s|\s$/.test(value)
    ? `"${value.replace(/"/g, '""')}"`
    : value;
}

/** Rows to CSV text with a BOM (Excel then reads UTF-8), `;`-separated, CRLF line ends. */
export function toCsv(rows: readonly (readonly string[])[], delimiter = ';'): string {
  return `${CSV_BOM}${csvLines(rows, delimiter)}`;
}

/** What opens a CSV file Excel reads as UTF-8. */
export const CSV_BOM = '\uFEFF';

/** Rows as CSV lines, each ended by CRLF, without the BOM: a streamed file's next chunk. */
export function csvLines(rows: readonly (readonly string[])[], delimiter = ';'): string {
  return rows
    .map(
      (row) =>
        `${row.map((cell) => quote(neutraliseFormula(cell), delimiter)).join(delimiter)}\r\n`,
    )
    .join('');
}
