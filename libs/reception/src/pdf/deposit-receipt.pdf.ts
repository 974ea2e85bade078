import {
  BODY_OUTLINES,
  type BodyOutline,
  type BodyType,
  type DamageKind,
  type DamageMark,
  FUEL_LEVEL_MAX,
  type ReceptionEstimateChoice,
} from '@px/contracts';
import {
  ensureSpace,
  euros,
  field,
  GREY,
  heading,
  isoDay,
  LINE,
  MARGIN,
  madrid,
  openPdf,
  paragraph,
  type Pdf,
  smallPrint,
  twoColumns,
  WIDTH,
} from '@px/platform';
import { type WorkshopProfile } from '@px/system';
import {
  customerFields,
  drawFingerprint,
  drawHeader,
  drawSignature,
  km,
  MARK_COLOR,
  type ReceiptCustomer,
  type ReceiptVehicle,
  vehicleFields,
} from './pdf-layout';

/** Everything the resguardo de depósito prints: the reception as the customer signed it. */
export interface DepositReceiptDocument {
  /** R-2026-00001 */
  number: string;
  workshop: WorkshopProfile | null;
  customer: ReceiptCustomer;
  vehicle: ReceiptVehicle;
  /** The repair order the car came in for. */
  workOrderNumber: string;
  odometerKm: number;
  /** Eighths of a tank: 0 (reserve) to FUEL_LEVEL_MAX (full). */
  fuelLevel: number;
  bodyType: BodyType;
  damages: DamageMark[];
  /** Belongings left in the car, as declared ('' when none). */
  belongings: string;
  /** The fault or symptoms in the customer's own words. */
  complaint: string;
  /** The work the customer asks for. */
  requestedWork: string;
  estimate: ReceptionEstimateChoice;
  /** YYYY-MM-DD; null prints "por determinar". */
  expectedDeliveryDate: string | null;
  /** The PNG the customer drew. */
  signaturePng: Buffer;
  signerName: string;
  /** The signing time: also the reception time printed and the PDF's own dates. */
  signedAt: Date;
  /** SHA-256 (hex) the caller computed over the receipt's canonical data (see `dataFingerprint`). */
  contentFingerprint?: string | null;
  /** The outline to draw; `BODY_OUTLINES[bodyType]` when omitted (a plain frame if that is missing). */
  outline?: BodyOutline | null;
  /** The daily storage fee, printed in the storage clause when set. */
  storageFeePerDayCents?: number | null;
}

export const DAMAGE_KIND_LABELS: Record<DamageKind, string> = {
  scratch: 'Arañazo',
  dent: 'Golpe',
  broken: 'Roto',
  other: 'Otro',
};

const BODY_TYPE_LABELS: Record<BodyType, string> = {
  turismo: 'Turismo',
  suv: 'SUV / todoterreno',
  furgoneta: 'Furgoneta',
  moto: 'Motocicleta',
};

/** Drawn when no outline exists for the body type: the marks still land on a framed box. */
const PLAIN_OUTLINE: BodyOutline = {
  width: 200,
  height: 100,
  paths: ['M 0 0 L 200 0 L 200 100 L 0 100 Z'],
  labels: [],
};

const DIAGRAM_WIDTH = 300;
const DIAGRAM_HEIGHT = 190;
const MARK_RADIUS = 6;

/** The storage clause (RD 1457/1986): no charge until 3 working days after the "ready" notice. */
export function storageClause(feePerDayCents?: number | null): string {
  const fee =
    feePerDayCents && feePerDayCents > 0 ? `, a razón de ${euros(feePerDayCents)} por día` : '';
  return (
    'Gastos de estancia: el taller solo podrá cobrar gastos de estancia del vehículo una vez ' +
    'transcurridos tres (3) días hábiles desde que haya comunicado al cliente que el vehículo está ' +
    `reparado o que el presupuesto está a su disposición, y únicamente por los días siguientes${fee}. ` +
    'Mientras no se haya hecho esa comunicación, o dentro de esos tres días hábiles, no se cobrará ' +
    'cantidad alguna por este concepto.'
  );
}

/**
 * The resguardo de depósito (RD 1457/1986) as an A4 PDF: the workshop and its registry number, the
 * customer, the vehicle with its km and fuel, the order, the purpose and the work requested, the
 * complaint in the customer's words, belongings, the estimate wanted or renounced in writing, the
 * expected delivery, the damage diagram with its legend, the storage clause and the customer's
 * signature. The same input always gives the same bytes (the PDF's dates are the signing time).
 */
export function renderDepositReceiptPdf(doc: DepositReceiptDocument): Promise<Buffer> {
  const { pdf, done } = openPdf(
    {
      Title: `Resguardo de depósito ${doc.number}`,
      Author: doc.workshop?.name ?? 'PX Taller',
      Subject: `Recepción del vehículo ${doc.vehicle.license_plate} (orden ${doc.workOrderNumber})`,
    },
    doc.signedAt,
  );

  drawHeader(pdf, doc.workshop, `RESGUARDO DE DEPÓSITO ${doc.number}`, [
    `Fecha de recepción: ${madrid(doc.signedAt, true)}`,
    `Orden de reparación: ${doc.workOrderNumber}`,
  ]);

  heading(pdf, 'Cliente y vehículo');
  twoColumns(
    pdf,
    (column) => customerFields(pdf, doc.customer, column),
    (column) => {
      vehicleFields(pdf, { ...doc.vehicle, label: vehicleLabel(doc.vehicle) }, column);
      field(pdf, 'Kilómetros a la entrada', km(doc.odometerKm), column);
      fuelField(pdf, doc.fuelLevel, column);
    },
  );

  heading(pdf, 'Objeto del depósito');
  field(
    pdf,
    'Finalidad',
    doc.estimate === 'wanted'
      ? 'Elaboración de presupuesto y, una vez aceptado, reparación'
      : 'Reparación',
  );
  field(pdf, 'Trabajos solicitados', doc.requestedWork);
  field(
    pdf,
    'Fecha prevista de entrega',
    doc.expectedDeliveryDate ? isoDay(doc.expectedDeliveryDate) : 'por determinar',
  );
  pdf.moveDown(0.3);
  if (doc.estimate === 'renounced') {
    pdf
      .font('Helvetica-Bold')
      .text('«Renuncio al presupuesto».', MARGIN, pdf.y, { width: WIDTH, continued: true })
      .font('Helvetica')
      .text(
        ' El cliente, con su firma en este resguardo, renuncia expresamente y por escrito a la ' +
          'elaboración de presupuesto previo y autoriza los trabajos solicitados.',
        { width: WIDTH },
      );
  } else {
    pdf
      .font('Helvetica-Bold')
      .text('El cliente solicita presupuesto previo.', MARGIN, pdf.y, {
        width: WIDTH,
        continued: true,
      })
      .font('Helvetica')
      .text(' Los trabajos no comenzarán hasta que el cliente lo haya aceptado.', {
        width: WIDTH,
      });
  }

  heading(pdf, 'Avería o síntomas declarados por el cliente');
  paragraph(pdf, doc.complaint);
  heading(pdf, 'Objetos que quedan en el vehículo');
  paragraph(pdf, doc.belongings || 'Ninguno declarado.');

  heading(pdf, `Estado exterior: daños visibles a la entrada (${BODY_TYPE_LABELS[doc.bodyType]})`);
  drawDamageDiagram(pdf, doc.outline ?? BODY_OUTLINES[doc.bodyType] ?? PLAIN_OUTLINE, doc.damages);

  heading(pdf, 'Condiciones');
  smallPrint(
    pdf,
    'Este resguardo acredita el depósito del vehículo en el taller para la finalidad indicada y deberá ' +
      'presentarse, o acreditarse la identidad del cliente, para retirarlo. Los trabajos no comenzarán ' +
      'sin la aceptación del presupuesto o la renuncia expresa a él. Las averías ocultas que aparezcan ' +
      'durante la reparación se comunicarán al cliente en un plazo máximo de 48 horas con su coste, y ' +
      'solo se repararán con su conformidad. Las piezas sustituidas se pondrán a disposición del cliente.',
  );
  pdf.moveDown(0.3);
  smallPrint(pdf, storageClause(doc.storageFeePerDayCents));
  pdf.moveDown(0.3);
  smallPrint(
    pdf,
    'Real Decreto 1457/1986, de 10 de enero. Existen hojas de reclamaciones a disposición del cliente.',
  );

  drawSignature(
    pdf,
    { png: doc.signaturePng, signerName: doc.signerName, signedAt: doc.signedAt },
    'Firma del cliente (conforme con lo anterior)',
  );
  drawFingerprint(pdf, doc.contentFingerprint);
  pdf.end();
  return done;
}

/** "Combustible: 3/8" and a gauge of eight cells, the first `level` filled. */
function fuelField(pdf: Pdf, level: number, column: { x: number; width: number }): void {
  const eighths = Math.max(0, Math.min(FUEL_LEVEL_MAX, Math.round(level)));
  const label = 'Nivel de combustible: ';
  const value = `${eighths}/${FUEL_LEVEL_MAX}`;
  const top = pdf.y;
  field(pdf, 'Nivel de combustible', value, column);
  const textWidth =
    pdf.font('Helvetica-Bold').widthOfString(label) + pdf.font('Helvetica').widthOfString(value);
  const cell = 7;
  let x = column.x + textWidth + 8;
  for (let index = 0; index < FUEL_LEVEL_MAX; index++) {
    pdf
      .rect(x, top + 1, cell, 7)
      .lineWidth(0.6)
      .strokeColor(GREY);
    if (index < eighths) pdf.fillAndStroke(GREY, GREY);
    else pdf.stroke();
    x += cell + 1;
  }
  pdf.lineWidth(1).fillColor('black').strokeColor('black');
}

/**
 * The outline scaled into a box on the left, each mark a numbered red circle at its fractions of
 * the outline, and the legend (number, kind, note) on the right.
 */
function drawDamageDiagram(pdf: Pdf, outline: BodyOutline, damages: DamageMark[]): void {
  ensureSpace(pdf, DIAGRAM_HEIGHT + 10);
  const top = pdf.y + 4;
  const scale = Math.min(DIAGRAM_WIDTH / outline.width, DIAGRAM_HEIGHT / outline.height);
  const left = MARGIN + (DIAGRAM_WIDTH - outline.width * scale) / 2;
  const upper = top + (DIAGRAM_HEIGHT - outline.height * scale) / 2;
  const at = (fx: number, fy: number) => ({
    x: left + clamp01(fx) * outline.width * scale,
    y: upper + clamp01(fy) * outline.height * scale,
  });

  pdf.rect(MARGIN, top, DIAGRAM_WIDTH, DIAGRAM_HEIGHT).lineWidth(0.5).strokeColor(LINE).stroke();
  pdf.save();
  pdf.translate(left, upper).scale(scale);
  pdf.lineWidth(0.9 / scale).strokeColor('#333333');
  for (const d of outline.paths) pdf.path(d).stroke();
  pdf.restore();

  pdf.font('Helvetica').fontSize(6).fillColor(GREY);
  for (const label of outline.labels) {
    const point = at(label.x, label.y);
    pdf.text(label.text, point.x - 40, point.y - 3, {
      width: 80,
      align: 'center',
      lineBreak: false,
    });
  }

  damages.forEach((mark, index) => {
    const point = at(mark.x, mark.y);
    pdf.circle(point.x, point.y, MARK_RADIUS).lineWidth(0.8).fillAndStroke(MARK_COLOR, 'white');
    pdf
      .font('Helvetica-Bold')
      .fontSize(index + 1 > 9 ? 6 : 7)
      .fillColor('white')
      .text(String(index + 1), point.x - MARK_RADIUS, point.y - 3, {
        width: MARK_RADIUS * 2,
        align: 'center',
        lineBreak: false,
      });
  });

  // The legend beside the diagram when it fits there, else under it over the whole width.
  const entries = damages.map((mark, index) => ({
    title: `${index + 1}. ${DAMAGE_KIND_LABELS[mark.kind] ?? mark.kind}`,
    note: mark.note.trim(),
  }));
  const besideX = MARGIN + DIAGRAM_WIDTH + 14;
  const besideWidth = WIDTH - DIAGRAM_WIDTH - 14;
  pdf.font('Helvetica-Bold').fontSize(8.5);
  const besideHeight = entries.reduce(
    (sum, entry) =>
      sum +
      pdf.heightOfString(entry.note ? `${entry.title}: ${entry.note}` : entry.title, {
        width: besideWidth,
      }),
    14,
  );
  const beside = besideHeight <= DIAGRAM_HEIGHT;
  const legend = beside
    ? { x: besideX, width: besideWidth, y: top }
    : { x: MARGIN, width: WIDTH, y: top + DIAGRAM_HEIGHT + 8 };
  pdf.fillColor('black').font('Helvetica-Bold').fontSize(8.5);
  pdf.text('Daños marcados', legend.x, legend.y, { width: legend.width });
  pdf.moveDown(0.2).font('Helvetica').fontSize(8.5);
  if (!entries.length) {
    pdf.text('Sin daños visibles marcados a la entrada.', legend.x, pdf.y, { width: legend.width });
  }
  for (const entry of entries) {
    pdf.font('Helvetica-Bold').text(entry.title, legend.x, pdf.y, {
      width: legend.width,
      continued: Boolean(entry.note),
    });
    if (entry.note) pdf.font('Helvetica').text(`: ${entry.note}`, { width: legend.width });
  }
  if (beside) pdf.y = Math.max(pdf.y, top + DIAGRAM_HEIGHT + 4);
  pdf.x = MARGIN;
  pdf.lineWidth(1).strokeColor('black').fillColor('black');
}

/** "Seat León": make and model as one label. */
export function vehicleLabel(vehicle: Pick<ReceiptVehicle, 'make' | 'model'>): string {
  return [vehicle.make, vehicle.model].filter(Boolean).join(' ');
}

function clamp01(value: number): number {
  return Number.isFinite(value) ? Math.max(0, Math.min(1, value)) : 0;
}
