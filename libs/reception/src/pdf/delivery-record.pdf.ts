import { field, heading, madrid, openPdf, paragraph, smallPrint, twoColumns } from '@px/platform';
import { type WorkshopProfile } from '@px/system';
import { drawFingerprint, drawHeader, drawSignature, km, vehicleFields } from './pdf-layout';

/** Everything the acta de entrega prints: the car handed back and the customer's signature. */
export interface DeliveryRecordDocument {
  /** The resguardo's number (R-2026-00001): the record belongs to that receipt. */
  number: string;
  workshop: WorkshopProfile | null;
  customerName: string;
  licensePlate: string;
  /** Make and model, e.g. "Seat León". */
  vehicleLabel: string;
  workOrderNumber: string;
  /** When the car came in (the resguardo's signing time). */
  receivedAt: Date;
  odometerInKm: number;
  odometerOutKm: number;
  /** The delivery time: also the PDF's own dates. */
  deliveredAt: Date;
  /** The payment state as the caller words it, e.g. "Pagada" or "Pendiente de pago". */
  paymentState: string;
  notes: string | null;
  /** The PNG the customer drew. */
  signaturePng: Buffer;
  signerName: string;
  /** SHA-256 (hex) the caller computed over the record's canonical data (see `dataFingerprint`). */
  contentFingerprint?: string | null;
}

/**
 * The acta de entrega del vehículo as an A4 PDF: the workshop, the receipt and order numbers, the
 * customer and vehicle, km in and out, when it was received and delivered, the payment state, the
 * notes, the clause that the customer receives the car and was offered the replaced parts
 * (RD 1457/1986) and the customer's signature. The same input always gives the same bytes.
 */
export function renderDeliveryRecordPdf(doc: DeliveryRecordDocument): Promise<Buffer> {
  const { deliveredAt } = doc;
  const { pdf, done } = openPdf(
    {
      Title: `Acta de entrega ${doc.number}`,
      Author: doc.workshop?.name ?? 'PX Taller',
      Subject: `Entrega del vehículo ${doc.licensePlate} (orden ${doc.workOrderNumber})`,
    },
    deliveredAt,
  );

  drawHeader(pdf, doc.workshop, 'ACTA DE ENTREGA DEL VEHÍCULO', [
    `Resguardo de depósito: ${doc.number}`,
    `Orden de reparación: ${doc.workOrderNumber}`,
    `Fecha de entrega: ${madrid(deliveredAt, true)}`,
  ]);

  heading(pdf, 'Cliente y vehículo');
  twoColumns(
    pdf,
    (column) => field(pdf, 'Cliente', doc.customerName, column),
    (column) =>
      vehicleFields(pdf, { license_plate: doc.licensePlate, label: doc.vehicleLabel }, column),
  );

  heading(pdf, 'Recepción y entrega');
  twoColumns(
    pdf,
    (column) => {
      field(pdf, 'Recibido el', `${madrid(doc.receivedAt, true)} (hora de Madrid)`, column);
      field(pdf, 'Kilómetros a la entrada', km(doc.odometerInKm), column);
    },
    (column) => {
      field(pdf, 'Entregado el', `${madrid(deliveredAt, true)} (hora de Madrid)`, column);
      field(pdf, 'Kilómetros a la salida', km(doc.odometerOutKm), column);
    },
  );
  field(pdf, 'Estado del pago', doc.paymentState);

  heading(pdf, 'Observaciones');
  paragraph(pdf, doc.notes || 'Sin observaciones.');

  heading(pdf, 'Conformidad');
  pdf
    .font('Helvetica')
    .fontSize(9)
    .text(
      `El cliente recibe en este acto el vehículo matrícula ${doc.licensePlate} y declara ` +
        'que se le han ofrecido las piezas sustituidas durante la reparación, que quedan a su ' +
        'disposición si desea llevárselas.',
    );
  pdf.moveDown(0.4);
  smallPrint(
    pdf,
    'Garantía de la reparación: 3 meses o 2.000 km, lo que antes se cumpla, salvo que la garantía ' +
      'propia de la pieza sea mayor (Real Decreto 1457/1986). Existen hojas de reclamaciones a ' +
      'disposición del cliente.',
  );

  drawSignature(
    pdf,
    { png: doc.signaturePng, signerName: doc.signerName, signedAt: deliveredAt },
    'Firma del cliente (recibe el vehículo)',
  );
  drawFingerprint(pdf, doc.contentFingerprint);
  pdf.end();
  return done;
}
