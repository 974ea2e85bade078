import { BOTTOM, LINE, MARGIN, type Pdf, type PdfColumn, WIDTH, ensureSpace } from './pdf-layout';

export interface PdfTableColumn {
  title: string;
  /** Points; the columns together make the page's width. */
  width: number;
  align: 'left' | 'right';
}

const CELL_PADDING = 4;
const ROW_FONT_SIZE = 8.5;
const ROW_GAP = 3;

/**
 * A table of text cells at the cursor: the header in bold with a rule under it, then the rows
 * (a cell may wrap; a row that does not fit goes to a new page, under the header again).
 */
export function drawTable(
  pdf: Pdf,
  columns: readonly PdfTableColumn[],
  rows: readonly string[][],
  emptyText = 'Sin líneas.',
): void {
  const titles = columns.map((column) => column.title);
  ensureSpace(
    pdf,
    rowHeight(pdf, columns, titles, true) + (rows[0] ? rowHeight(pdf, columns, rows[0]) : 14),
  );
  drawRow(pdf, columns, titles, true);
  if (!rows.length) {
    pdf.font('Helvetica').fontSize(ROW_FONT_SIZE).text(emptyText, MARGIN, pdf.y);
    return;
  }
  for (const cells of rows) {
    if (pdf.y + rowHeight(pdf, columns, cells) > BOTTOM) {
      pdf.addPage();
      drawRow(pdf, columns, titles, true);
    }
    drawRow(pdf, columns, cells);
  }
}

/** The width left for one flexible column once the fixed ones are placed. */
export const remainingWidth = (...fixed: number[]): number =>
  WIDTH - fixed.reduce((sum, width) => sum + width, 0);

const cellColumn = (columns: readonly PdfTableColumn[], index: number): PdfColumn => ({
  x: MARGIN + columns.slice(0, index).reduce((sum, column) => sum + column.width, 0),
  width: columns[index].width - CELL_PADDING,
});

function rowHeight(
  pdf: Pdf,
  columns: readonly PdfTableColumn[],
  cells: readonly string[],
  header = false,
): number {
  pdf.font(header ? 'Helvetica-Bold' : 'Helvetica').fontSize(ROW_FONT_SIZE);
  const tallest = Math.max(
    ...cells.map((cell, index) =>
      pdf.heightOfString(cell, { width: cellColumn(columns, index).width }),
    ),
  );
  return tallest + ROW_GAP + (header ? ROW_GAP : 0);
}

/** A row at the cursor: every cell from the same top, the cursor under the tallest. */
function drawRow(
  pdf: Pdf,
  columns: readonly PdfTableColumn[],
  cells: readonly string[],
  header = false,
): void {
  const top = pdf.y;
  const height = rowHeight(pdf, columns, cells, header);
  pdf.fillColor('black');
  cells.forEach((cell, index) => {
    const column = cellColumn(columns, index);
    pdf.text(cell, column.x, top, { width: column.width, align: columns[index].align });
  });
  if (header) {
    pdf
      .moveTo(MARGIN, top + height - ROW_GAP)
      .lineTo(MARGIN + WIDTH, top + height - ROW_GAP)
      .strokeColor(LINE)
      .stroke();
  }
  pdf.x = MARGIN;
  pdf.y = top + height;
}
