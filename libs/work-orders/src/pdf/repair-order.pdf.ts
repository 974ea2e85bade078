import PDFDocument from 'pdfkit';
import { type WorkOrderDetail, euros } from '@px/contracts';
import { type CustomerCard } from '@px/customers';
import { type WorkshopProfile } from '@px/system';
import { type VehicleRef } from '@px/vehicles';

export interface RepairOrderDocument {
  order: WorkOrderDetail;
  workshop: WorkshopProfile | null;
  customer: CustomerCard | null;
  vehicle: VehicleRef | null;
  printedAt: Date;
}

const MARGIN = 42;
const WIDTH = 595.28 - 2 * MARGIN; // A4
const GREY = '#555555';
const LINE = '#bbbbbb';

const LINE_TYPES: Record<string, string> = {
  labor: 'Mano de obra',
  part: 'Recambio',
  fee: 'Otros',
};

const number = (value: number, digits = 2): string =>
  value.toLocaleString('es-ES', { minimumFractionDigits: 0, maximumFractionDigits: digits });
const madrid = (iso: string | Date, withTime = false): string =>
  new Date(iso).toLocaleString('es-ES', {
    timeZone: 'Europe/Madrid',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
  });

const CHANNELS: Record<string, string> = {
  in_person: 'en persona',
  phone: 'por teléfono',
  email: 'por correo electrónico',
  signed_document: 'por documento firmado',
};

/**
 * The repair order ("orden de reparación", RD 1457/1986 art. 12–14) as an A4 PDF: the workshop and
 * its registry number, the customer, the vehicle and its km, the complaint in the customer's words,
 * the work requested, the lines with prices and taxes, the estimate accepted or renounced, the
 * promised date, the legal notes and the signature boxes.
 */
export function renderRepairOrderPdf(doc: RepairOrderDocument): Promise<Buffer> {
  const { order, workshop, customer, vehicle } = doc;
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `Orden de reparación ${order.number}`,
      Author: workshop?.name ?? 'PX Taller',
      Subject: order.title,
    },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const heading = (text: string) => {
    pdf.moveDown(0.6).font('Helvetica-Bold').fontSize(10).fillColor('black').text(text, MARGIN);
    pdf
      .moveTo(MARGIN, pdf.y + 1)
      .lineTo(MARGIN + WIDTH, pdf.y + 1)
      .strokeColor(LINE)
      .stroke();
    pdf.moveDown(0.3).font('Helvetica').fontSize(9);
  };
  const field = (label: string, value: string) => {
    pdf
      .font('Helvetica-Bold')
      .text(`${label}: `, { continued: true })
      .font('Helvetica')
      .text(value || '—');
  };

  // Workshop
  pdf
    .font('Helvetica-Bold')
    .fontSize(14)
    .text(workshop?.name ?? 'Taller', MARGIN, MARGIN);
  pdf.font('Helvetica').fontSize(8.5).fillColor(GREY);
  if (workshop) {
    pdf.text(`${workshop.legal_name} · NIF ${workshop.nif}`);
    pdf.text(
      `${workshop.address_line}, ${workshop.postal_code} ${workshop.city} (${workshop.province})`,
    );
    pdf.text([workshop.phone, workshop.email].filter(Boolean).join(' · '));
    pdf.text(`Nº de registro de taller: ${workshop.registry_number}`);
  }
  pdf
    .fillColor('black')
    .font('Helvetica-Bold')
    .fontSize(13)
    .text(`ORDEN DE REPARACIÓN ${order.number}`, MARGIN, MARGIN, { width: WIDTH, align: 'right' });
  pdf
    .font('Helvetica')
    .fontSize(9)
    .text(`Fecha: ${madrid(order.created_at, true)}`, { width: WIDTH, align: 'right' })
    .text(order.title, { width: WIDTH, align: 'right' });
  pdf.y = Math.max(pdf.y, MARGIN + 62);

  heading('Cliente');
  field('Nombre', customer?.full_name ?? order.customer_name ?? '');
  field('NIF', customer?.nif ?? '');
  field('Teléfono', [customer?.phone, customer?.mobile_phone].filter(Boolean).join(' / '));
  field(
    'Dirección',
    [
      customer?.address,
      [customer?.postal_code, customer?.city].filter(Boolean).join(' '),
      customer?.province,
    ]
      .filter(Boolean)
      .join(', '),
  );

  heading('Vehículo');
  field('Matrícula', vehicle?.license_plate ?? order.license_plate ?? '');
  field('Marca y modelo', [vehicle?.make, vehicle?.model].filter(Boolean).join(' '));
  field('Bastidor (VIN)', vehicle?.vin ?? '');
  field(
    'Kilómetros a la entrada',
    order.odometer_in_km === null ? '' : `${number(order.odometer_in_km, 0)} km`,
  );

  heading('Avería o síntomas declarados por el cliente');
  pdf.text(order.complaint || '—', { width: WIDTH });
  heading('Trabajos solicitados');
  pdf.text(order.requested_work || order.title, { width: WIDTH });
  if (order.diagnosis) {
    heading('Diagnóstico');
    pdf.text(order.diagnosis, { width: WIDTH });
  }

  heading('Detalle de operaciones y recambios');
  const columns = [
    { title: 'Concepto', width: 190, align: 'left' as const },
    { title: 'Tipo', width: 70, align: 'left' as const },
    { title: 'Cant./h', width: 45, align: 'right' as const },
    { title: 'Precio', width: 60, align: 'right' as const },
    { title: 'Dto.', width: 35, align: 'right' as const },
    { title: 'IVA', width: 35, align: 'right' as const },
    { title: 'Importe', width: WIDTH - 435, align: 'right' as const },
  ];
  const row = (cells: string[], bold = false) => {
    const top = pdf.y;
    let x = MARGIN;
    let bottom = top;
    pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8.5);
    cells.forEach((cell, index) => {
      const column = columns[index];
      pdf.text(cell, x, top, { width: column.width - 4, align: column.align });
      bottom = Math.max(bottom, pdf.y);
      x += column.width;
    });
    pdf.y = bottom + 2;
    pdf.x = MARGIN;
  };
  row(
    columns.map((column) => column.title),
    true,
  );
  if (!order.items.length) {
    pdf.font('Helvetica').text('Sin líneas todavía.', MARGIN);
  }
  for (const item of order.items) {
    if (pdf.y > 720) pdf.addPage();
    row([
      item.name,
      LINE_TYPES[item.type] ?? item.type,
      number(item.type === 'labor' ? item.planned_hours : item.quantity, 3),
      euros(item.unit_price_cents),
      item.discount_percent ? `${number(item.discount_percent)} %` : '',
      `${number(item.vat_percent)} %`,
      euros(item.net_cents),
    ]);
  }
  pdf.moveDown(0.4);
  const total = (label: string, value: string, bold = false) =>
    pdf
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(bold ? 10 : 9)
      .text(`${label}  ${value}`, MARGIN, pdf.y, { width: WIDTH, align: 'right' });
  total('Horas de mano de obra:', number(order.totals.total_planned_hours));
  total('Base imponible:', euros(order.totals.base_cents));
  for (const vat of order.totals.vat) {
    total(`IVA ${number(vat.vat_percent)} % sobre ${euros(vat.base_cents)}:`, euros(vat.vat_cents));
  }
  total('TOTAL:', euros(order.totals.total_cents), true);

  heading('Presupuesto y entrega');
  if (order.estimate_decision === 'accepted') {
    pdf.text(
      `El cliente ACEPTA el presupuesto${order.estimate_decided_at ? ` el ${madrid(order.estimate_decided_at, true)}` : ''}${order.estimate_channel ? `, ${CHANNELS[order.estimate_channel]}` : ''}.`,
      { width: WIDTH },
    );
  } else if (order.estimate_decision === 'renounced') {
    pdf.text(
      `«Renuncio al presupuesto»: el cliente renuncia a la elaboración de presupuesto previo${order.estimate_decided_at ? ` (${madrid(order.estimate_decided_at, true)}` : ''}${order.estimate_channel ? `, ${CHANNELS[order.estimate_channel]})` : order.estimate_decided_at ? ')' : ''}.`,
      { width: WIDTH },
    );
  } else {
    pdf.text('Presupuesto pendiente de aceptación o renuncia por el cliente.', { width: WIDTH });
  }
  field(
    'Fecha prevista de entrega',
    order.promised_at ? madrid(order.promised_at, true) : 'por determinar',
  );

  pdf.moveDown(0.5).fontSize(7.5).fillColor(GREY);
  pdf.text(
    'Los trabajos no comenzarán sin la aceptación del presupuesto o la renuncia expresa a él. Las averías ocultas que ' +
      'aparezcan durante la reparación se comunicarán al cliente en un plazo máximo de 48 horas con su coste, y solo se ' +
      'repararán con su conformidad. Las piezas sustituidas quedan a disposición del cliente. Los recambios serán nuevos ' +
      'salvo autorización escrita del cliente. Garantía de la reparación: 3 meses o 2.000 km, lo que antes se cumpla ' +
      '(Real Decreto 1457/1986). Existen hojas de reclamaciones a disposición del cliente.',
    MARGIN,
    pdf.y,
    { width: WIDTH, align: 'justify' },
  );
  pdf.fillColor('black');

  // Signature boxes, kept together on one page.
  if (pdf.y > 680) pdf.addPage();
  const top = pdf.y + 14;
  const box = (x: number, label: string) => {
    pdf
      .rect(x, top, WIDTH / 2 - 10, 70)
      .strokeColor(LINE)
      .stroke();
    pdf
      .font('Helvetica')
      .fontSize(8)
      .fillColor(GREY)
      .text(label, x + 6, top + 6);
  };
  box(MARGIN, 'Firma del cliente (conforme)');
  box(MARGIN + WIDTH / 2 + 10, 'Firma y sello del taller');
  pdf.fontSize(7).text(`Impreso el ${madrid(doc.printedAt, true)}`, MARGIN, top + 78, {
    width: WIDTH,
    align: 'right',
  });
  pdf.end();
  return done;
}
