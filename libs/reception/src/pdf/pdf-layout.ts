import { createHash } from 'node:crypto';
import PDFDocument from 'pdfkit';
import { type WorkshopProfile } from '@px/system';

// Shared drawing helpers of the reception documents (resguardo de depósito, acta de entrega),
// in the style of the repair order's PDF: A4, Helvetica, grey rules, "Label: value" fields.

export const MARGIN = 42;
export const PAGE_HEIGHT = 841.89; // A4
export const WIDTH = 595.28 - 2 * MARGIN;
/** The last y a block may end at before it moves to a new page. */
export const BOTTOM = PAGE_HEIGHT - MARGIN;
export const GREY = '#555555';
export const LINE = '#bbbbbb';
export const MARK_COLOR = '#c62828';

export type Pdf = PDFKit.PDFDocument;

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

export const euros = (cents: number): string =>
  `${(cents / 100).toLocaleString('es-ES', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} €`;

export const km = (value: number): string =>
  `${value.toLocaleString('es-ES', { maximumFractionDigits: 0, useGrouping: true })} km`;

const MADRID = new Intl.DateTimeFormat('es-ES', {
  timeZone: 'Europe/Madrid',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** `dd/mm/yyyy hh:mm` (or `dd/mm/yyyy`) in Madrid's time, whatever the server's zone. */
export function madrid(at: Date, withTime = false): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    MADRID.formatToParts(at).find((p) => p.type === type)?.value ?? '';
  const day = `${part('day')}/${part('month')}/${part('year')}`;
  return withTime ? `${day} ${part('hour')}:${part('minute')}` : day;
}

/** A calendar day `YYYY-MM-DD` as `dd/mm/yyyy` (no time zone involved). */
export function isoDay(day: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day ?? '');
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

/**
 * A new A4 document whose bytes depend only on its input: pdfkit derives the file's /ID from the
 * info dictionary, so both dates are fixed to `at` instead of "now".
 */
export function openPdf(
  info: { Title: string; Author: string; Subject: string },
  at: Date,
): { pdf: Pdf; done: Promise<Buffer> } {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
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

/** The workshop on the left (name, NIF, address, registry number), the document's title right. */
export function drawHeader(
  pdf: Pdf,
  workshop: WorkshopProfile | null,
  title: string,
  rightLines: string[],
): void {
  pdf
    .font('Helvetica-Bold')
    .fontSize(14)
    .fillColor('black')
    .text(workshop?.name ?? 'Taller', MARGIN, MARGIN, { width: WIDTH * 0.55 });
  pdf.font('Helvetica').fontSize(8.5).fillColor(GREY);
  if (workshop) {
    const left = { width: WIDTH * 0.55 };
    pdf.text(`${workshop.legal_name} · NIF ${workshop.nif}`, left);
    pdf.text(
      `${workshop.address_line}, ${workshop.postal_code} ${workshop.city} (${workshop.province})`,
      left,
    );
    const contact = [workshop.phone, workshop.email].filter(Boolean).join(' · ');
    if (contact) pdf.text(contact, left);
    pdf.text(`Nº de registro de taller: ${workshop.registry_number}`, left);
  }
  const leftBottom = pdf.y;
  pdf
    .fillColor('black')
    .font('Helvetica-Bold')
    .fontSize(13)
    .text(title, MARGIN, MARGIN, { width: WIDTH, align: 'right' });
  pdf.font('Helvetica').fontSize(9);
  for (const line of rightLines) pdf.text(line, { width: WIDTH, align: 'right' });
  pdf.y = Math.max(pdf.y, leftBottom, MARGIN + 62);
  pdf.x = MARGIN;
}

/** A section title with a rule under it; leaves the font at Helvetica 9. */
export function heading(pdf: Pdf, text: string): void {
  ensureSpace(pdf, 40);
  pdf.moveDown(0.6).font('Helvetica-Bold').fontSize(10).fillColor('black').text(text, MARGIN);
  pdf
    .moveTo(MARGIN, pdf.y + 1)
    .lineTo(MARGIN + WIDTH, pdf.y + 1)
    .strokeColor(LINE)
    .stroke();
  pdf.moveDown(0.3).font('Helvetica').fontSize(9);
}

/** `Label: value` on one line (wrapping within `width`), "—" when the value is empty. */
export function field(
  pdf: Pdf,
  label: string,
  value: string | null | undefined,
  column: { x: number; width: number } = { x: MARGIN, width: WIDTH },
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
  left: (column: { x: number; width: number }) => void,
  right: (column: { x: number; width: number }) => void,
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

export function customerFields(
  pdf: Pdf,
  customer: ReceiptCustomer,
  column?: { x: number; width: number },
): void {
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
  column?: { x: number; width: number },
): void {
  field(pdf, 'Matrícula', vehicle.license_plate, column);
  field(pdf, 'Marca y modelo', vehicle.label, column);
  if (vehicle.vin !== undefined) field(pdf, 'Bastidor (VIN)', vehicle.vin, column);
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
