import { type InvoiceVatRow } from '@px/contracts';
import {
  LINE,
  MARGIN,
  WIDTH,
  drawTable,
  ensureSpace,
  euros,
  heading,
  type Pdf,
  type PdfTableColumn,
  remainingWidth,
} from '@px/platform';

// How an invoice and a quote print their money: the same table and the same totals block, so a
// customer reads a quote's figures exactly where the invoice will show them.

const VAT_COLUMNS: PdfTableColumn[] = [
  { title: 'Tipo de IVA', width: remainingWidth(110, 110), align: 'left' },
  { title: 'Base imponible', width: 110, align: 'right' },
  { title: 'Cuota', width: 110, align: 'right' },
];

/** "Impuestos": one row per VAT rate with its base and its quota. */
export function drawVatBreakdown(pdf: Pdf, rows: readonly InvoiceVatRow[]): void {
  heading(pdf, 'Impuestos');
  drawTable(
    pdf,
    VAT_COLUMNS,
    rows.map((row) => [`IVA ${row.vat_percent} %`, euros(row.base_cents), euros(row.vat_cents)]),
  );
}

export interface DocumentTotals {
  base_cents: number;
  vat_cents: number;
  total_cents: number;
}

/**
 * The base, the VAT and the total (in bold) right-aligned under a rule. `totalLabel` is the
 * document's own wording: a quote says the VAT is included, an invoice just "Total".
 */
export function drawTotals(pdf: Pdf, totals: DocumentTotals, totalLabel: string): void {
  ensureSpace(pdf, 60);
  pdf
    .moveTo(MARGIN + WIDTH - 220, pdf.y + 4)
    .lineTo(MARGIN + WIDTH, pdf.y + 4)
    .strokeColor(LINE)
    .stroke();
  pdf.moveDown(0.6);
  const total = (label: string, cents: number, bold = false) =>
    pdf
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(bold ? 11 : 9)
      .text(`${label}: ${euros(cents)}`, MARGIN, pdf.y, { width: WIDTH, align: 'right' });
  total('Base imponible', totals.base_cents);
  total('IVA', totals.vat_cents);
  total(totalLabel, totals.total_cents, true);
}
