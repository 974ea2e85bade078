import PDFDocument from 'pdfkit';

// The drawing helpers every A4 document shares (resguardo de depósito, acta de entrega, pedido a
// proveedor), in the style of the repair order's PDF: Helvetica, grey rules, "Label: value" fields.

export const MARGIN = 42;
export const PAGE_HEIGHT = 841.89; // A4
export const WIDTH = 595.28 - 2 * MARGIN;
/** The last y a block may end at before it moves to a new page. */
export const BOTTOM = PAGE_HEIGHT - MARGIN;
export const GREY = '#555555';
export const LINE = '#bbbbbb';

export type Pdf = PDFKit.PDFDocument;

/** Where a block is drawn: its left edge and width. */
export interface PdfColumn {
  x: number;
  width: number;
}

/**
 * A new A4 document whose bytes depend only on its input: pdfkit derives the file's /ID from the
 * info dictionary, so both dates are fixed to `at` instead of "now". `bufferPages` keeps every
 * page open until the end, which `drawPageNumbers` needs to write "Página n de m".
 */
export function openPdf(
  info: { Title: string; Author: string; Subject: string },
  at: Date,
  options: { bufferPages?: boolean } = {},
): { pdf: Pdf; done: Promise<Buffer> } {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: options.bufferPages ?? false,
    info: { ...info, CreationDate: at, ModDate: at },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  return { pdf, done };
}

/** Moves to a new page unless `height` points still fit above the bottom margin. */
export function ensureSpace(pdf: Pdf, height: number): void {
  if (pdf.y + height > BOTTOM) pdf.addPage();
}

/**
 * The issuer on the left (its name in bold, then grey lines: legal name, address…), the
 * document's title and its own lines (number, date…) on the right; the cursor ends under both.
 * `reserved` keeps the top right corner free (an invoice's QR code).
 */
export function drawLetterhead(
  pdf: Pdf,
  issuer: { name: string; lines: readonly string[] },
  title: string,
  rightLines: readonly string[],
  reserved: { width: number; height: number } = { width: 0, height: 0 },
): void {
  const left = { width: WIDTH * 0.55 - reserved.width / 2 };
  pdf
    .font('Helvetica-Bold')
    .fontSize(14)
    .fillColor('black')
    .text(issuer.name, MARGIN, MARGIN, left);
  pdf.font('Helvetica').fontSize(8.5).fillColor(GREY);
  for (const line of issuer.lines) pdf.text(line, left);
  const leftBottom = pdf.y;
  const right = { width: WIDTH - reserved.width, align: 'right' as const };
  pdf.fillColor('black').font('Helvetica-Bold').fontSize(13).text(title, MARGIN, MARGIN, right);
  pdf.font('Helvetica').fontSize(9);
  for (const line of rightLines) pdf.text(line, right);
  pdf.y = Math.max(pdf.y, leftBottom, MARGIN + 62, MARGIN + reserved.height);
  pdf.x = MARGIN;
}

/** A section title with a rule under it; leaves the font at Helvetica 9. */
export function heading(
  pdf: Pdf,
  text: string,
  column: PdfColumn = { x: MARGIN, width: WIDTH },
): void {
  ensureSpace(pdf, 40);
  pdf
    .moveDown(0.6)
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor('black')
    .text(text, column.x, pdf.y, { width: column.width });
  pdf
    .moveTo(column.x, pdf.y + 1)
    .lineTo(column.x + column.width, pdf.y + 1)
    .strokeColor(LINE)
    .stroke();
  pdf.moveDown(0.3).font('Helvetica').fontSize(9);
}

/** `Label: value` on one line (wrapping within `width`), "—" when the value is empty. */
export function field(
  pdf: Pdf,
  label: string,
  value: string | null | undefined,
  column: PdfColumn = { x: MARGIN, width: WIDTH },
): void {
  pdf
    .font('Helvetica-Bold')
    .fontSize(9)
    .fillColor('black')
    .text(`${label}: `, column.x, pdf.y, { width: column.width, continued: true })
    .font('Helvetica')
    .text(value || '—', { width: column.width });
}

/** A paragraph of free text (the customer's words, notes), "—" when empty. */
export function paragraph(pdf: Pdf, text: string | null | undefined): void {
  pdf
    .font('Helvetica')
    .fontSize(9)
    .fillColor('black')
    .text(text?.trim() || '—', MARGIN, pdf.y, { width: WIDTH });
}

/** Two blocks side by side (e.g. customer | vehicle); the cursor ends under the taller one. */
export function twoColumns(
  pdf: Pdf,
  left: (column: PdfColumn) => void,
  right: (column: PdfColumn) => void,
): void {
  const half = WIDTH / 2 - 8;
  const top = pdf.y;
  left({ x: MARGIN, width: half });
  const leftBottom = pdf.y;
  pdf.y = top;
  right({ x: MARGIN + WIDTH / 2 + 8, width: half });
  pdf.y = Math.max(leftBottom, pdf.y);
  pdf.x = MARGIN;
}

/** Small grey print: legal clauses, justified over the whole width. */
export function smallPrint(pdf: Pdf, text: string): void {
  pdf
    .font('Helvetica')
    .fontSize(7.5)
    .fillColor(GREY)
    .text(text, MARGIN, pdf.y, { width: WIDTH, align: 'justify' });
  pdf.fillColor('black');
}

/**
 * The footer of every page, written once the content is done: `left` (e.g. the document and its
 * number) and "Página n de m" on the right, in the bottom margin. The document must have been
 * opened with `bufferPages` (otherwise the earlier pages are already written out).
 */
export function drawPageNumbers(pdf: Pdf, left?: string): void {
  if (!pdf.options.bufferPages) {
    throw new Error('drawPageNumbers needs a document opened with bufferPages');
  }
  const range = pdf.bufferedPageRange();
  const y = BOTTOM + 16;
  for (let index = 0; index < range.count; index++) {
    pdf.switchToPage(range.start + index);
    // Text below the bottom margin would start a new page: lift the margin while writing.
    const margin = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    pdf.font('Helvetica').fontSize(7.5).fillColor(GREY);
    if (left) pdf.text(left, MARGIN, y, { width: WIDTH * 0.7, lineBreak: false });
    pdf.text(`Página ${index + 1} de ${range.count}`, MARGIN, y, {
      width: WIDTH,
      align: 'right',
      lineBreak: false,
    });
    pdf.page.margins.bottom = margin;
  }
  pdf.fillColor('black');
}
