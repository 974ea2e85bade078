import {
  type CustomerDetail,
  type QuoteApprovalChannel,
  type QuoteLineView,
  type QuoteRevisionView,
  type QuoteView,
} from '@px/contracts';
import {
  GREY,
  LINE,
  MARGIN,
  WIDTH,
  drawLetterhead,
  drawPageNumbers,
  drawTable,
  ensureSpace,
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
  smallPrint,
  twoColumns,
} from '@px/platform';
import { type WorkshopProfile, workshopAddress } from '@px/system';
import { byPosition, decimal, discountCell, vatCell } from './document-lines.pdf';
import { drawTotals, drawVatBreakdown } from './document-totals.pdf';

/** Everything a quote prints: one revision of it, as the customer was (or will be) shown it. */
export interface QuoteDocument {
  quote: QuoteView;
  revision: QuoteRevisionView;
  workshop: WorkshopProfile | null;
  customer: CustomerDetail | null;
  /** The drawn signature of the revision's approval, when it was signed. */
  signaturePng: Buffer | null;
  printedAt: Date;
}

const TYPE_LABELS: Record<QuoteLineView['type'], string> = {
  labor: 'Mano de obra',
  part: 'Recambio',
  fee: 'Tasa',
  other: 'Otros',
};

const CHANNEL_LABELS: Record<QuoteApprovalChannel, string> = {
  link: 'firmado por el cliente en el enlace del presupuesto',
  in_person: 'en persona, en el taller',
  phone: 'por teléfono',
};

/** The table's columns; the answer column only once the customer answered. */
function columnsOf(answered: boolean): PdfTableColumn[] {
  const fixed = [70, 52, 62, 36, 34, 64, ...(answered ? [54] : [])];
  return [
    { title: 'Concepto', width: remainingWidth(...fixed), align: 'left' },
    { title: 'Tipo', width: 70, align: 'left' },
    { title: 'Cantidad', width: 52, align: 'right' },
    { title: 'Precio', width: 62, align: 'right' },
    { title: 'Dto.', width: 36, align: 'right' },
    { title: 'IVA', width: 34, align: 'right' },
    { title: 'Importe', width: 64, align: 'right' },
    ...(answered ? [{ title: 'Respuesta', width: 54, align: 'right' as const }] : []),
  ];
}

function lineCells(line: QuoteLineView, answered: boolean): string[] {
  const labor = line.type === 'labor';
  return [
    line.description,
    TYPE_LABELS[line.type],
    labor ? `${decimal(line.quantity)} h` : decimal(line.quantity),
    labor ? `${euros(line.unit_price_cents)}/h` : euros(line.unit_price_cents),
    discountCell(line.discount_percent),
    vatCell(line.vat_percent),
    euros(line.base_cents),
    ...(answered ? [line.decision === 'accepted' ? 'Aceptada' : 'Rechazada'] : []),
  ];
}

const customerAddress = (customer: CustomerDetail | null): string | null =>
  customer
    ? [customer.address, [customer.postal_code, customer.city].filter(Boolean).join(' ')]
        .map((part) => part?.trim())
        .filter(Boolean)
        .join(', ') || null
    : null;

/**
 * The quote as an A4 PDF with what RD 1457/1986 art. 14 asks of a workshop's estimate: the
 * workshop (name, NIF, address, registry number), the customer, the vehicle with its kilometres,
 * each operation and part with its price, VAT per rate, the total, the expected delivery from the
 * acceptance, the validity and the conditions, and the acceptance: the customer's signature when
 * they answered (each line's answer beside it), empty boxes to sign otherwise. A draft says so.
 */
export function renderQuotePdf(doc: QuoteDocument): Promise<Buffer> {
  const { quote, revision, workshop, customer } = doc;
  const title = `PRESUPUESTO ${quote.number}`;
  const { pdf, done } = openPdf(
    {
      Title: `${title} (revisión ${revision.revision})`,
      Author: workshop?.name ?? 'Taller',
      Subject: `Presupuesto ${quote.number}`,
    },
    doc.printedAt,
    { bufferPages: true },
  );
  const rightLines = [
    `Revisión ${revision.revision}`,
    revision.sent_at
      ? `Fecha: ${madrid(new Date(revision.sent_at))}`
      : 'BORRADOR · aún no enviado al cliente',
    `Válido hasta: ${revision.valid_until ? isoDay(revision.valid_until) : '12 días hábiles desde su envío'}`,
  ];
  drawLetterhead(
    pdf,
    {
      name: workshop?.name ?? 'Taller',
      lines: workshop
        ? [
            `${workshop.legal_name} · NIF ${workshop.nif}`,
            `${workshopAddress(workshop)} (${workshop.province})`,
            `Registro de talleres: ${workshop.registry_number}`,
            [workshop.phone && `Tel. ${workshop.phone}`, workshop.email]
              .filter(Boolean)
              .join(' · '),
          ].filter(Boolean)
        : [],
    },
    title,
    rightLines,
  );

  twoColumns(
    pdf,
    (column) => {
      heading(pdf, 'Cliente', column);
      field(pdf, 'Nombre', customer?.full_name ?? quote.customer_name, column);
      field(pdf, 'NIF', customer?.nif, column);
      field(pdf, 'Dirección', customerAddress(customer), column);
      field(pdf, 'Teléfono', customer?.mobile_phone || customer?.phone, column);
    },
    (column) => {
      heading(pdf, 'Vehículo', column);
      field(pdf, 'Matrícula', quote.license_plate, column);
      field(pdf, 'Marca y modelo', quote.vehicle_label, column);
      field(
        pdf,
        'Kilómetros',
        revision.odometer_km === null ? null : `${revision.odometer_km.toLocaleString('es-ES')} km`,
        column,
      );
    },
  );

  const answered = revision.approval !== null;
  heading(pdf, 'Trabajos y piezas');
  drawTable(
    pdf,
    columnsOf(answered),
    byPosition(revision.lines).map((l) => lineCells(l, answered)),
  );
  drawVatBreakdown(pdf, revision.vat_breakdown);
  drawTotals(pdf, revision, 'Total (IVA incluido)');

  heading(pdf, 'Plazo y validez');
  field(
    pdf,
    'Plazo de entrega',
    revision.delivery_days === null
      ? 'a convenir'
      : `${revision.delivery_days} ${revision.delivery_days === 1 ? 'día hábil' : 'días hábiles'} desde la aceptación`,
  );
  field(
    pdf,
    'Validez',
    revision.valid_until
      ? `hasta el ${isoDay(revision.valid_until)} (al menos 12 días hábiles desde su envío)`
      : '12 días hábiles desde su envío',
  );
  if (revision.conditions) {
    heading(pdf, 'Condiciones');
    paragraph(pdf, revision.conditions);
  }
  pdf.moveDown(0.6);
  smallPrint(
    pdf,
    'Presupuesto conforme al Real Decreto 1457/1986. El cliente puede aceptar o rechazar cada ' +
      'partida. Cualquier trabajo no previsto que resulte necesario se comunicará al cliente ' +
      'con su importe y solo se realizará con su consentimiento. Las piezas sustituidas quedan ' +
      'a disposición del cliente. Existen hojas de reclamaciones a disposición del cliente.',
  );

  drawAcceptance(pdf, revision, doc.signaturePng);
  drawPageNumbers(pdf, `${title} · revisión ${revision.revision}`);
  pdf.end();
  return done;
}

/**
 * The acceptance block, kept on one page: the customer's answer (who, when, how, the drawn
 * signature) once given, or the boxes the customer signs on paper.
 */
function drawAcceptance(pdf: Pdf, revision: QuoteRevisionView, png: Buffer | null): void {
  ensureSpace(pdf, 140);
  heading(pdf, 'Aceptación del cliente');
  const approval = revision.approval;
  const top = pdf.y + 6;
  const boxWidth = WIDTH / 2 - 10;
  if (!approval) {
    for (const [x, label] of [
      [MARGIN, 'Firma del cliente (acepta las partidas no tachadas)'],
      [MARGIN + WIDTH / 2 + 10, 'Fecha y firma del taller'],
    ] as const) {
      pdf.rect(x, top, boxWidth, 70).strokeColor(LINE).stroke();
      pdf
        .font('Helvetica')
        .fontSize(8)
        .fillColor(GREY)
        .text(label, x + 6, top + 6, {
          width: boxWidth - 12,
        });
    }
    pdf.fillColor('black');
    pdf.y = top + 78;
    pdf.x = MARGIN;
    return;
  }
  const accepted = approval.accepted_line_ids.length;
  const total = accepted + approval.rejected_line_ids.length;
  paragraph(
    pdf,
    `${accepted === 0 ? 'Rechazado' : accepted === total ? 'Aceptado' : `Aceptado en parte (${accepted} de ${total} partidas)`} ` +
      `por ${approval.signer_name} el ${madrid(new Date(approval.approved_at), true)} (hora de Madrid), ` +
      `${CHANNEL_LABELS[approval.channel]}` +
      `${approval.recorded_by_name ? `; registrado por ${approval.recorded_by_name}` : ''}.`,
  );
  if (png) {
    const frameTop = pdf.y + 6;
    pdf.rect(MARGIN, frameTop, boxWidth, 76).strokeColor(LINE).stroke();
    pdf.image(png, MARGIN + 4, frameTop + 3, {
      fit: [boxWidth - 8, 70],
      align: 'center',
      valign: 'center',
    });
    pdf.y = frameTop + 82;
    pdf.x = MARGIN;
  }
}
