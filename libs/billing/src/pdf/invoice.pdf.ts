import { type InvoiceLineView, type InvoiceView } from '@px/contracts';
import {
  GREY,
  MARGIN,
  WIDTH,
  drawLetterhead,
  drawPageNumbers,
  drawTable,
  euros,
  field,
  heading,
  isoDay,
  madrid,
  openPdf,
  paragraph,
  type Pdf,
  type PdfTableColumn,
  remainingWidth,
  twoColumns,
} from '@px/platform';
import { type WorkshopProfile, workshopAddress } from '@px/system';
import { byPosition, decimal, discountCell, vatCell } from './document-lines.pdf';
import { drawTotals, drawVatBreakdown } from './document-totals.pdf';

/** Everything an invoice prints. */
export interface InvoiceDocument {
  invoice: InvoiceView;
  /** For a draft, whose issuer is not fixed yet: the workshop as it is today. */
  workshop: WorkshopProfile | null;
  /** The VERI*FACTU QR (PNG) of an issued invoice; null for a draft. */
  qrPng: Buffer | null;
  printedAt: Date;
}

/** ISO/IEC 18004 QR between 30 and 40 mm (the AEAT's specification): 34 mm. */
const QR_SIZE = (34 / 25.4) * 72;

const TITLES: Record<InvoiceView['series'], string> = {
  F: 'FACTURA',
  S: 'FACTURA SIMPLIFICADA',
  R: 'FACTURA RECTIFICATIVA',
};

const COLUMNS: PdfTableColumn[] = [
  { title: 'Descripción', width: remainingWidth(50, 64, 40, 40, 70), align: 'left' },
  { title: 'Cantidad', width: 50, align: 'right' },
  { title: 'Precio unitario', width: 64, align: 'right' },
  { title: 'Dto.', width: 40, align: 'right' },
  { title: 'IVA', width: 40, align: 'right' },
  { title: 'Importe', width: 70, align: 'right' },
];

const lineCells = (line: InvoiceLineView): string[] => [
  line.description,
  decimal(line.quantity),
  euros(line.unit_price_cents),
  discountCell(line.discount_percent),
  vatCell(line.vat_percent),
  euros(line.base_cents),
];

/**
 * The invoice as an A4 PDF with what RD 1619/2012 art. 6 requires (number and series, dates,
 * issuer and recipient with NIF and address, lines with the unit price before tax and the
 * discount, VAT rate and quota per rate, totals) and, once issued, the VERI*FACTU QR at the top
 * of the first page with its legend. A draft says so across its header: it is not an invoice.
 */
export function renderInvoicePdf(doc: InvoiceDocument): Promise<Buffer> {
  const { invoice, workshop } = doc;
  const issued = invoice.status !== 'draft';
  const label = invoice.number ?? 'Borrador';
  const { pdf, done } = openPdf(
    {
      Title: `${TITLES[invoice.series]} ${label}`,
      Author: invoice.issuer?.name ?? workshop?.name ?? 'Taller',
      Subject: `Factura ${label}`,
    },
    doc.printedAt,
    { bufferPages: true },
  );
  const issuer = invoice.issuer ?? {
    name: workshop?.name ?? 'Taller',
    legal_name: workshop?.legal_name ?? '',
    tax_id: workshop?.nif ?? '',
    address: workshop ? `${workshopAddress(workshop)} (${workshop.province})` : '',
    registry_number: workshop?.registry_number ?? '',
  };

  if (doc.qrPng) drawVerifactuQr(pdf, doc.qrPng);
  const rightLines = issued
    ? [`Fecha de expedición: ${isoDay(invoice.issue_date)}`]
    : ['BORRADOR · sin validez fiscal', `Impreso: ${madrid(doc.printedAt)}`];
  if (invoice.operation_date && invoice.operation_date !== invoice.issue_date) {
    rightLines.push(`Fecha de la operación: ${isoDay(invoice.operation_date)}`);
  }
  if (invoice.due_date) rightLines.push(`Vencimiento: ${isoDay(invoice.due_date)}`);
  if (invoice.status === 'cancelled') rightLines.push('ANULADA');
  drawLetterhead(
    pdf,
    { name: issuer.name, lines: [`${issuer.legal_name} · NIF ${issuer.tax_id}`] },
    `${TITLES[invoice.series]} ${invoice.number ?? ''}`.trim(),
    rightLines,
    doc.qrPng ? { width: QR_SIZE + 48, height: QR_SIZE + 26 } : undefined,
  );

  twoColumns(
    pdf,
    (column) => {
      heading(pdf, 'Emisor', column);
      field(pdf, 'Razón social', issuer.legal_name, column);
      field(pdf, 'NIF', issuer.tax_id, column);
      field(pdf, 'Dirección', issuer.address, column);
      field(pdf, 'Registro', issuer.registry_number, column);
    },
    (column) => {
      heading(pdf, 'Cliente', column);
      field(pdf, 'Nombre', invoice.recipient.name, column);
      field(pdf, 'NIF', invoice.recipient.tax_id, column);
      field(pdf, 'Dirección', invoice.recipient.address, column);
    },
  );

  heading(pdf, 'Detalle');
  drawTable(pdf, COLUMNS, byPosition(invoice.lines).map(lineCells));

  drawVatBreakdown(pdf, invoice.vat_breakdown);
  drawTotals(pdf, invoice, 'Total');

  if (invoice.payment_terms || invoice.payments.length) {
    heading(pdf, 'Pago');
    if (invoice.payment_terms) field(pdf, 'Forma de pago', invoice.payment_terms);
    if (invoice.payments.length) {
      field(pdf, 'Cobrado', euros(invoice.paid_cents));
      field(pdf, 'Pendiente', euros(invoice.balance_cents));
    }
  }
  if (invoice.notes) {
    heading(pdf, 'Observaciones');
    paragraph(pdf, invoice.notes);
  }

  drawPageNumbers(pdf, `${TITLES[invoice.series]} ${label}`);
  pdf.end();
  return done;
}

/** The QR at the top right of the first page, "VERI*FACTU" and the AEAT's legend under it. */
function drawVerifactuQr(pdf: Pdf, png: Buffer): void {
  const x = MARGIN + WIDTH - QR_SIZE;
  pdf.image(png, x, MARGIN, { width: QR_SIZE, height: QR_SIZE });
  pdf
    .font('Helvetica-Bold')
    .fontSize(8)
    .fillColor('black')
    .text('VERI*FACTU', x - 20, MARGIN + QR_SIZE + 2, { width: QR_SIZE + 20, align: 'right' });
  pdf
    .font('Helvetica')
    .fontSize(6.5)
    .fillColor(GREY)
    .text('Factura verificable en la sede electrónica de la AEAT', MARGIN + WIDTH - 190, pdf.y, {
      width: 190,
      align: 'right',
    });
  pdf.fillColor('black');
  pdf.y = MARGIN;
}
