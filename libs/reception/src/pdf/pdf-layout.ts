import { createHash } from 'node:crypto';
import {
  drawLetterhead,
  ensureSpace,
  field,
  GREY,
  LINE,
  MARGIN,
  madrid,
  type Pdf,
  type PdfColumn,
  WIDTH,
} from '@px/platform';
import { type WorkshopProfile } from '@px/system';

// The reception documents' own drawing (resguardo de depósito, acta de entrega): the customer, the
// vehicle, the signature and the data's fingerprint. The generic helpers (page, fields, headings,
// money and Madrid dates) are the platform's (`@px/platform`, libs/platform/src/pdf).

export const MARK_COLOR = '#c62828';

/**
 * The customer as the resguardo prints them: the fields it reads of the customers module's card
 * (`CustomerCard` fits as it is).
 */
export interface ReceiptCustomer {
  full_name: string;
  nif: string | null;
  phone: string | null;
  mobile_phone?: string | null;
  email: string | null;
  address: string | null;
  postal_code?: string | null;
  city?: string | null;
  province?: string | null;
}

/** The vehicle as the resguardo prints it (`VehicleDetail` / `VehicleSummary` fit as they are). */
export interface ReceiptVehicle {
  license_plate: string;
  make: string;
  model: string;
  vin: string | null;
}

export const km = (value: number): string =>
  `${value.toLocaleString('es-ES', { maximumFractionDigits: 0, useGrouping: true })} km`;

/** The workshop on the left (name, NIF, address, registry number), the document's title right. */
export function drawHeader(
  pdf: Pdf,
  workshop: WorkshopProfile | null,
  title: string,
  rightLines: string[],
): void {
  const lines = workshop
    ? [
        `${workshop.legal_name} · NIF ${workshop.nif}`,
        `${workshop.address_line}, ${workshop.postal_code} ${workshop.city} (${workshop.province})`,
        [workshop.phone, workshop.email].filter(Boolean).join(' · '),
        `Nº de registro de taller: ${workshop.registry_number}`,
      ].filter(Boolean)
    : [];
  drawLetterhead(pdf, { name: workshop?.name ?? 'Taller', lines }, title, rightLines);
}

export function customerFields(pdf: Pdf, customer: ReceiptCustomer, column?: PdfColumn): void {
  const town = [customer.postal_code, customer.city].filter(Boolean).join(' ');
  field(pdf, 'Nombre', customer.full_name, column);
  field(pdf, 'NIF/NIE', customer.nif, column);
  field(
    pdf,
    'Teléfono',
    [customer.phone, customer.mobile_phone].filter(Boolean).join(' / '),
    column,
  );
  field(pdf, 'Correo electrónico', customer.email, column);
  field(
    pdf,
    'Dirección',
    [customer.address, town, customer.province].filter(Boolean).join(', '),
    column,
  );
}

export function vehicleFields(
  pdf: Pdf,
  vehicle: { license_plate: string; label: string; vin?: string | null },
  column?: PdfColumn,
): void {
  field(pdf, 'Matrícula', vehicle.license_plate, column);
  field(pdf, 'Marca y modelo', vehicle.label, column);
  if (vehicle.vin !== undefined) field(pdf, 'Bastidor (VIN)', vehicle.vin, column);
}

/**
 * The customer's signature: the PNG they drew, in a box, with "Firmado por … el … (hora de
 * Madrid)" under it; kept whole on one page.
 */
export function drawSignature(
  pdf: Pdf,
  signature: { png: Buffer; signerName: string; signedAt: Date },
  label: string,
): void {
  ensureSpace(pdf, 120);
  const top = pdf.y + 10;
  const boxWidth = WIDTH / 2 - 10;
  pdf.font('Helvetica').fontSize(8).fillColor(GREY).text(label, MARGIN, top);
  const frameTop = pdf.y + 2;
  pdf.rect(MARGIN, frameTop, boxWidth, 76).strokeColor(LINE).stroke();
  pdf.image(signature.png, MARGIN + 4, frameTop + 3, {
    fit: [boxWidth - 8, 70],
    align: 'center',
    valign: 'center',
  });
  pdf
    .font('Helvetica')
    .fontSize(8.5)
    .fillColor('black')
    .text(
      `Firmado por ${signature.signerName} el ${madrid(signature.signedAt, true)} (hora de Madrid)`,
      MARGIN,
      frameTop + 82,
      { width: WIDTH },
    );
  pdf.x = MARGIN;
}

/** The SHA-256 the caller computed over the document's data (the PDF cannot hold its own hash). */
export function drawFingerprint(pdf: Pdf, fingerprint: string | null | undefined): void {
  if (!fingerprint) return;
  ensureSpace(pdf, 20);
  pdf
    .moveDown(0.4)
    .font('Helvetica')
    .fontSize(7.5)
    .fillColor(GREY)
    .text('Huella de los datos (SHA-256): ', MARGIN, pdf.y, { width: WIDTH, continued: true })
    .font('Courier')
    .text(fingerprint, { width: WIDTH });
  pdf.fillColor('black').font('Helvetica');
}

/**
 * JSON with object keys sorted at every level, Dates as ISO strings and Buffers as the SHA-256 of
 * their bytes: the same data always gives the same text, whatever order its keys were built in.
 */
export function canonicalJson(value: unknown): string {
  const normalise = (item: unknown): unknown => {
    if (item instanceof Date) return item.toISOString();
    if (Buffer.isBuffer(item)) return { sha256: createHash('sha256').update(item).digest('hex') };
    if (Array.isArray(item)) return item.map(normalise);
    if (item && typeof item === 'object') {
      return Object.fromEntries(
        Object.keys(item)
          .sort()
          .filter((key) => (item as Record<string, unknown>)[key] !== undefined)
          .map((key) => [key, normalise((item as Record<string, unknown>)[key])]),
      );
    }
    return item;
  };
  return JSON.stringify(normalise(value));
}

/** SHA-256 (lowercase hex) of `canonicalJson(data)`: the "huella de los datos" a document prints. */
export function dataFingerprint(data: unknown): string {
  return createHash('sha256').update(canonicalJson(data), 'utf8').digest('hex');
}
