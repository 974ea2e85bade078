import {
  type DeliveryRecordDocument,
  renderDeliveryRecordPdf,
} from '../src/pdf/delivery-record.pdf';
import { pdfText, pdfTitle, signaturePng, WORKSHOP } from './pdf-test-support';

function record(overrides: Partial<DeliveryRecordDocument> = {}): DeliveryRecordDocument {
  return {
    number: 'R-2026-00001',
    workshop: WORKSHOP,
    customerName: 'María Pérez Núñez',
    licensePlate: '1234 BCD',
    vehicleLabel: 'Seat León',
    workOrderNumber: 'OR-2026-00042',
    receivedAt: new Date('2026-03-12T09:05:00Z'),
    odometerInKm: 123456,
    odometerOutKm: 123470,
    deliveredAt: new Date('2026-03-16T17:45:00Z'),
    paymentState: 'Pendiente de pago',
    notes: 'Se entrega con la rueda de repuesto inflada.',
    signaturePng: signaturePng(),
    signerName: 'Juan Pérez',
    ...overrides,
  };
}

describe('renderDeliveryRecordPdf', () => {
  it('writes the acta de entrega with km in and out, payment, notes and signature', async () => {
    const pdf = await renderDeliveryRecordPdf(record());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfTitle(pdf)).toBe('Acta de entrega R-2026-00001');
    const text = pdfText(pdf);
    for (const expected of [
      'ACTA DE ENTREGA DEL VEHÍCULO',
      'Resguardo de depósito: R-2026-00001',
      'Orden de reparación: OR-2026-00042',
      'Nº de registro de taller: RI-28-000123',
      'Matrícula: 1234 BCD',
      'Cliente: María Pérez Núñez',
      'Marca y modelo: Seat León',
      'Recibido el: 12/03/2026 10:05 (hora de Madrid)',
      'Entregado el: 16/03/2026 18:45 (hora de Madrid)',
      'Kilómetros a la entrada: 123.456 km',
      'Kilómetros a la salida: 123.470 km',
      'Estado del pago: Pendiente de pago',
      'Se entrega con la rueda de repuesto inflada.',
      'El cliente recibe en este acto el vehículo matrícula 1234 BCD',
      'piezas sustituidas',
      'Firmado por Juan Pérez el 16/03/2026 18:45 (hora de Madrid)',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Huella');
  });

  it('prints the fingerprint when given and is byte-identical for the same input', async () => {
    const input = record({ contentFingerprint: 'cd'.repeat(32), notes: null });
    const first = await renderDeliveryRecordPdf(input);
    const second = await renderDeliveryRecordPdf(input);
    expect(first.equals(second)).toBe(true);
    const text = pdfText(first);
    expect(text).toContain(`Huella de los datos (SHA-256): ${'cd'.repeat(32)}`);
    expect(text).toContain('Sin observaciones.');
  });
});
