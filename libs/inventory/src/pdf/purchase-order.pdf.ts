import {
  PURCHASE_ORDER_STATUS_LABELS,
  type PurchaseOrderLineView,
  type PurchaseOrderView,
} from '@px/contracts';
import {
  drawLetterhead,
  drawPageNumbers,
  drawTable,
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
  type PdfTableColumn,
  remainingWidth,
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

const COLUMNS: PdfTableColumn[] = [
  { title: 'Ref.', width: 66, align: 'left' },
  { title: 'Marca', width: 58, align: 'left' },
  { title: 'Descripción', width: remainingWidth(66, 58, 54, 54, 64, 64), align: 'left' },
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
  drawTable(pdf, COLUMNS, [...order.lines].sort((a, b) => a.position - b.position).map(lineCells));

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
