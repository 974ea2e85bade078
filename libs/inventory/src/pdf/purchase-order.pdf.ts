import {
  PURCHASE_ORDER_STATUS_LABELS,
  type PurchaseOrderLineView,
  type PurchaseOrderView,
} from '@px/contracts';
import {
  BOTTOM,
  drawLetterhead,
  drawPageNumbers,
  ensureSpace,
  euros,
  field,
  heading,
  isoDay,
  LINE,
  MARGIN,
  madrid,
  openPdf,
  paragraph,
  type Pdf,
  type PdfColumn,
  twoColumns,
  WIDTH,
} from '@px/platform';
import { type WorkshopProfile, workshopAddress } from '@px/system';
import { quantityText } from '../domain/quantity';

/** Everything the pedido a proveedor prints: the order, who buys and who supplies. */
export interface PurchaseOrderDocument {
  /** The buyer (null before the first-run setup: the document says its data is missing). */
  workshop: WorkshopProfile | null;
  order: PurchaseOrderView;
  supplier: {
    name: string;
    tax_id: string;
    contact_name: string | null;
    email: string | null;
    phone: string | null;
    payment_terms: string | null;
    lead_time_days: number;
  };
  /** When the document is printed: its date and the PDF's own dates. */
  issuedAt: Date;
}

interface TableColumn {
  title: string;
  width: number;
  align: 'left' | 'right';
}

const CELL_PADDING = 4;
const ROW_FONT_SIZE = 8.5;
const ROW_GAP = 3;

const FIXED_WIDTH = 66 + 58 + 54 + 54 + 64 + 64;
const COLUMNS: TableColumn[] = [
  { title: 'Ref.', width: 66, align: 'left' },
  { title: 'Marca', width: 58, align: 'left' },
  { title: 'Descripción', width: WIDTH - FIXED_WIDTH, align: 'left' },
  { title: 'Cantidad', width: 54, align: 'right' },
  { title: 'Recibido', width: 54, align: 'right' },
  { title: 'Coste unitario', width: 64, align: 'right' },
  { title: 'Importe', width: 64, align: 'right' },
];

/**
 * The purchase order sent to the supplier as an A4 PDF: the workshop as buyer, the supplier with
 * its payment terms and lead time, the expected delivery, the lines (reference, brand, part,
 * quantity ordered and received, unit cost, amount; the table's header repeated on each page), the
 * total before VAT, the notes and "Página n de m" at the foot of every page. The same input always
 * gives the same bytes (the PDF's dates are `issuedAt`).
 */
export function renderPurchaseOrderPdf(doc: PurchaseOrderDocument): Promise<Buffer> {
  const { order, workshop, supplier } = doc;
  const { pdf, done } = openPdf(
    {
      Title: `Pedido a proveedor ${order.number}`,
      Author: workshop?.name ?? 'Taller',
      Subject: `Pedido ${order.number} a ${supplier.name}`,
    },
    doc.issuedAt,
    { bufferPages: true },
  );

  const rightLines = [
    `Fecha: ${madrid(doc.issuedAt)}`,
    `Estado: ${PURCHASE_ORDER_STATUS_LABELS[order.status] ?? order.status}`,
  ];
  if (order.expected_on) rightLines.push(`Entrega prevista: ${isoDay(order.expected_on)}`);
  drawLetterhead(
    pdf,
    {
      name: workshop?.name ?? 'Taller',
      lines: workshop
        ? [`${workshop.legal_name} · NIF ${workshop.nif}`]
        : ['Datos del taller sin completar'],
    },
    `PEDIDO A PROVEEDOR ${order.number}`,
    rightLines,
  );

  twoColumns(
    pdf,
    (column) => {
      heading(pdf, 'Comprador', column);
      if (!workshop) {
        field(pdf, 'Nombre', 'Datos del taller sin completar', column);
        return;
      }
      field(pdf, 'Nombre', workshop.name, column);
      field(pdf, 'Razón social', workshop.legal_name, column);
      field(pdf, 'NIF', workshop.nif, column);
      field(pdf, 'Dirección', `${workshopAddress(workshop)} (${workshop.province})`, column);
      field(pdf, 'Teléfono', workshop.phone, column);
      field(pdf, 'Correo electrónico', workshop.email, column);
    },
    (column) => {
      heading(pdf, 'Proveedor', column);
      field(pdf, 'Nombre', supplier.name, column);
      field(pdf, 'NIF/CIF', supplier.tax_id, column);
      field(pdf, 'Persona de contacto', supplier.contact_name, column);
      field(pdf, 'Correo electrónico', supplier.email, column);
      field(pdf, 'Teléfono', supplier.phone, column);
      field(pdf, 'Forma de pago', supplier.payment_terms, column);
      field(pdf, 'Plazo de entrega', days(supplier.lead_time_days), column);
    },
  );

  heading(pdf, 'Detalle del pedido');
  drawLines(
    pdf,
    [...order.lines].sort((a, b) => a.position - b.position),
  );

  ensureSpace(pdf, 24);
  pdf
    .moveTo(MARGIN + WIDTH - 200, pdf.y)
    .lineTo(MARGIN + WIDTH, pdf.y)
    .strokeColor(LINE)
    .stroke();
  pdf
    .moveDown(0.3)
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor('black')
    .text(`Total (sin IVA): ${euros(order.total_cents)}`, MARGIN, pdf.y, {
      width: WIDTH,
      align: 'right',
    });

  heading(pdf, 'Observaciones');
  paragraph(pdf, order.notes);

  drawPageNumbers(pdf, `Pedido a proveedor ${order.number}`);
  pdf.end();
  return done;
}

/** "1 día", "5 días". */
function days(count: number): string {
  return `${count} ${count === 1 ? 'día' : 'días'}`;
}

/** One line's cells, in the order of COLUMNS. */
function lineCells(line: PurchaseOrderLineView): string[] {
  return [
    line.reference,
    line.brand,
    line.name,
    quantityText(line.quantity, line.unit),
    line.received_quantity ? quantityText(line.received_quantity, line.unit) : '—',
    euros(line.unit_cost_cents),
    euros(line.total_cents),
  ];
}

/** The lines table: a row may wrap; a row that does not fit goes to a new page under the header. */
function drawLines(pdf: Pdf, lines: PurchaseOrderLineView[]): void {
  const rows = lines.map(lineCells);
  ensureSpace(pdf, rowHeight(pdf, titles(), true) + (rows[0] ? rowHeight(pdf, rows[0]) : 14));
  drawRow(pdf, titles(), true);
  if (!rows.length) {
    pdf.font('Helvetica').fontSize(ROW_FONT_SIZE).text('Sin líneas.', MARGIN, pdf.y);
    return;
  }
  for (const cells of rows) {
    if (pdf.y + rowHeight(pdf, cells) > BOTTOM) {
      pdf.addPage();
      drawRow(pdf, titles(), true);
    }
    drawRow(pdf, cells);
  }
}

const titles = (): string[] => COLUMNS.map((column) => column.title);

const cellColumn = (index: number): PdfColumn => ({
  x: MARGIN + COLUMNS.slice(0, index).reduce((sum, column) => sum + column.width, 0),
  width: COLUMNS[index].width - CELL_PADDING,
});

function rowHeight(pdf: Pdf, cells: string[], header = false): number {
  pdf.font(header ? 'Helvetica-Bold' : 'Helvetica').fontSize(ROW_FONT_SIZE);
  const tallest = Math.max(
    ...cells.map((cell, index) => pdf.heightOfString(cell, { width: cellColumn(index).width })),
  );
  return tallest + ROW_GAP + (header ? ROW_GAP : 0);
}

/** A row at the cursor: every cell from the same top, the cursor under the tallest. */
function drawRow(pdf: Pdf, cells: string[], header = false): void {
  const top = pdf.y;
  const height = rowHeight(pdf, cells, header);
  pdf.fillColor('black');
  cells.forEach((cell, index) => {
    const column = cellColumn(index);
    pdf.text(cell, column.x, top, { width: column.width, align: COLUMNS[index].align });
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
