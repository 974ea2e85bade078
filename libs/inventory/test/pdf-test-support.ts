import { inflateSync } from 'node:zlib';

// Reads back the text pdfkit wrote (deflated content streams, strings hex-coded in WinAnsi), one
// string per page. A lib's tests cannot import another lib's test files (eslint's boundaries), so
// this is the small part of libs/reception/test/pdf-test-support.ts the inventory's PDFs need.

/** WinAnsi codes that differ from Latin-1 and that Spanish documents may use. */
const WIN_ANSI: Record<number, string> = { 0x80: '€', 0x96: '–', 0x97: '—' };

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

/**
 * The text of each content stream (one per page, pdfkit writes no other): text operations on the
 * same line glued (a label and its value), lines joined by a space, runs of spaces collapsed.
 */
export function pdfPages(pdf: Buffer): string[] {
  const pages: string[] = [];
  for (const stream of streams(pdf)) {
    const content = stream.toString('latin1');
    if (!/\bBT\b/.test(content)) continue;
    let text = '';
    let y = Number.NaN;
    let lastY = Number.NaN;
    for (const op of content.matchAll(/([-\d.]+) Tm|\[((?:<[0-9a-fA-F]*>|\s|-?[\d.]+)*)\]\s*TJ/g)) {
      if (op[1] !== undefined) {
        y = Number(op[1]);
        continue;
      }
      let run = '';
      for (const piece of op[2].matchAll(/<([0-9a-fA-F]*)>|(-?[\d.]+)/g)) {
        // pdfkit justifies by moving words apart (a large negative kern): that is a space.
        if (piece[2] !== undefined) {
          if (Number(piece[2]) < -200) run += ' ';
          continue;
        }
        for (const byte of Buffer.from(piece[1], 'hex')) {
          run += WIN_ANSI[byte] ?? String.fromCharCode(byte);
        }
      }
      text += (y === lastY ? '' : ' ') + run;
      lastY = y;
    }
    pages.push(text.replace(/\s+/g, ' ').trim());
  }
  return pages;
}

/** All the document's text as one string. */
export function pdfText(pdf: Buffer): string {
  return pdfPages(pdf).join(' ');
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

/** How many pages the document has (its page tree's /Count). */
export function pdfPageCount(pdf: Buffer): number {
  return Number(/\/Type \/Pages\s*\/Count (\d+)/.exec(pdf.toString('latin1'))?.[1] ?? 0);
}
