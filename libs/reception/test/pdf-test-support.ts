import { inflateSync } from 'node:zlib';
import { type WorkshopProfile } from '@px/system';

// Helpers of the reception PDF specs: read back the text pdfkit wrote (its content streams are
// deflated and its strings hex-coded in WinAnsi), and make signature PNGs of a given weight.

/** WinAnsi codes that differ from Latin-1 and that Spanish documents may use. */
const WIN_ANSI: Record<number, string> = {
  0x80: '€',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
};

/** Every stream's bytes, inflated when the stream is deflated. */
function streams(pdf: Buffer): Buffer[] {
  const text = pdf.toString('latin1');
  const found: Buffer[] = [];
  const pattern = /<<([^]*?)>>\s*stream\r?\n/g;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const length = /\/Length (\d+)/.exec(match[1]);
    if (!length) continue;
    const start = match.index + match[0].length;
    const bytes = pdf.subarray(start, start + Number(length[1]));
    if (!match[1].includes('/FlateDecode')) {
      found.push(bytes);
      continue;
    }
    try {
      found.push(inflateSync(bytes));
    } catch {
      // not a deflated stream after all: skip it
    }
  }
  return found;
}

/** One text operation: where its line sits (y) and what it shows. */
interface TextRun {
  y: number;
  text: string;
}

function textRuns(pdf: Buffer): TextRun[] {
  const runs: TextRun[] = [];
  for (const stream of streams(pdf)) {
    const content = stream.toString('latin1');
    let y = Number.NaN;
    for (const op of content.matchAll(/([-\d.]+) Tm|\[((?:<[0-9a-fA-F]*>|\s|-?[\d.]+)*)\]\s*TJ/g)) {
      if (op[1] !== undefined) {
        y = Number(op[1]);
        continue;
      }
      let text = '';
      for (const piece of op[2].matchAll(/<([0-9a-fA-F]*)>|(-?[\d.]+)/g)) {
        // pdfkit justifies by moving words apart (a large negative kern): that is a space.
        if (piece[2] !== undefined) {
          if (Number(piece[2]) < -200) text += ' ';
          continue;
        }
        for (const byte of Buffer.from(piece[1], 'hex')) {
          text += WIN_ANSI[byte] ?? String.fromCharCode(byte);
        }
      }
      runs.push({ y, text });
    }
  }
  return runs;
}

/** The text shown by the PDF, one text operation per entry (in drawing order). */
export function pdfTextLines(pdf: Buffer): string[] {
  return textRuns(pdf).map((run) => run.text);
}

/**
 * All the text as one string: runs on the same line glued (a label and its value), lines joined
 * by a space, runs of spaces collapsed.
 */
export function pdfText(pdf: Buffer): string {
  let text = '';
  let lastY = Number.NaN;
  for (const run of textRuns(pdf)) {
    text += (run.y === lastY ? '' : ' ') + run.text;
    lastY = run.y;
  }
  return text.replace(/\s+/g, ' ').trim();
}

/** The document title (an indirect object: UTF-16BE with its BOM, or Latin-1 when plain ASCII). */
export function pdfTitle(pdf: Buffer): string {
  const text = pdf.toString('latin1');
  const ref = /\/Title (\d+) 0 R/.exec(text)?.[1];
  const body = ref
    ? new RegExp(`\\n${ref} 0 obj\\n\\((.*?)\\)\\nendobj`, 's').exec(text)?.[1]
    : null;
  if (!body) return '';
  const bytes = Buffer.from(body.replace(/\\(.)/gs, '$1'), 'latin1');
  if (bytes[0] !== 0xfe || bytes[1] !== 0xff) return bytes.toString('latin1');
  return Buffer.from(bytes.subarray(2)).swap16().toString('utf16le');
}

/** A drawn-looking signature PNG (the demo's), of a given weight with `noisyPixels`. */
export { signaturePng } from '../src/pdf/sample-signature';

export const WORKSHOP: WorkshopProfile = {
  name: 'Talleres Ejemplo',
  legal_name: 'Talleres Ejemplo, S.L.',
  nif: 'B12345678',
  address_line: 'Calle Mayor 1',
  postal_code: '28013',
  city: 'Madrid',
  province: 'Madrid',
  phone: '910000000',
  email: 'taller@example.com',
  registry_number: 'RI-28-000123',
};
