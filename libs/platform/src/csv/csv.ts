/**
 * CSV as spreadsheets write it (RFC 4180): quoted fields with doubled quotes, CRLF or LF, a UTF-8
 * BOM, and `;` (Spanish Excel) or `,` as the delimiter, detected from the header line.
 */
export interface ParsedCsv {
  delimiter: ';' | ',';
  /** Every record, the header first; each with the line number where it starts (1-based). */
  records: { line: number; fields: string[] }[];
}

export function detectDelimiter(headerLine: string): ';' | ',' {
  const count = (char: string) => headerLine.split(char).length - 1;
  return count(';') >= count(',') && count(';') > 0 ? ';' : ',';
}

export function parseCsv(text: string): ParsedCsv {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const firstLine = source.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = detectDelimiter(firstLine);
  const records: ParsedCsv['records'] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  const endField = () => {
    fields.push(field);
    field = '';
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
      } else {
        if (char === '\n') line += 1;
        field += char;
      }
      continue;
    }
    if (char === '"' && field === '') quoted = true;
    else if (char === delimiter) endField();
    else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i += 1;
      endRecord();
      line += 1;
      recordLine = line;
    } else field += char;
  }
  if (field !== '' || fields.length > 0) endRecord();
  return { delimiter, records };
}

/**
 * A cell that a spreadsheet would run as a formula (= + - @, tab, CR) gets a leading apostrophe:
 * an exported customer named "=HYPERLINK(...)" must not become a link when the office opens it.
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function quote(value: string, delimiter: string): string {
  return /["\r\n]/.test(value) || value.includes(delimiter) || /^\s|\s$/.test(value)
    ? `"${value.replace(/"/g, '""')}"`
    : value;
}

/** Rows to CSV text with a BOM (Excel then reads UTF-8), `;`-separated, CRLF line ends. */
export function toCsv(rows: readonly (readonly string[])[], delimiter = ';'): string {
  return `\uFEFF${rows
    .map((row) => row.map((cell) => quote(neutraliseFormula(cell), delimiter)).join(delimiter))
    .join('\r\n')}\r\n`;
}
