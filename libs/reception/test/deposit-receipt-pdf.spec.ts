import { BODY_TYPES, type BodyOutline, type DamageMark } from '@px/contracts';
import {
  type DepositReceiptDocument,
  renderDepositReceiptPdf,
  storageClause,
} from '../src/pdf/deposit-receipt.pdf';
import { isoDay, madrid } from '@px/platform';
import { dataFingerprint } from '../src/pdf/pdf-layout';
import { pdfText, pdfTextLines, pdfTitle, signaturePng, WORKSHOP } from './pdf-test-support';

/** A plain frame, so the spec does not depend on the real outlines' drawing. */
const RECTANGLE: BodyOutline = {
  width: 400,
  height: 200,
  paths: ['M 10 10 L 390 10 L 390 190 L 10 190 Z', 'M 100 10 L 100 190 M 300 10 L 300 190'],
  labels: [
    { text: 'Delantera', x: 0.1, y: 0.5 },
    { text: 'Trasera', x: 0.9, y: 0.5 },
  ],
};

const MARKS: DamageMark[] = [
  { id: 'a', x: 0.2, y: 0.3, kind: 'scratch', note: 'Puerta delantera izquierda' },
  { id: 'b', x: 0.8, y: 0.7, kind: 'dent', note: 'Aleta trasera' },
  { id: 'c', x: 0.5, y: 0.1, kind: 'broken', note: 'Retrovisor' },
  { id: 'd', x: 1.4, y: -0.2, kind: 'other', note: '' },
];

function receipt(overrides: Partial<DepositReceiptDocument> = {}): DepositReceiptDocument {
  return {
    number: 'R-2026-00001',
    workshop: WORKSHOP,
    customer: {
      full_name: 'María Pérez Núñez',
      nif: '12345678Z',
      phone: '910111222',
      mobile_phone: '600111222',
      email: 'maria@example.com',
      address: 'Calle del Pez 3',
      postal_code: '28004',
      city: 'Madrid',
      province: 'Madrid',
    },
    vehicle: {
      license_plate: '1234 BCD',
      make: 'Seat',
      model: 'León 1.5 TSI',
      vin: 'VSSZZZ5FZKR000001',
    },
    workOrderNumber: 'OR-2026-00042',
    odometerKm: 123456,
    fuelLevel: 3,
    bodyType: 'turismo',
    damages: MARKS,
    belongings: 'Silla infantil, paraguas',
    complaint: 'Hace ruido al frenar y vibra el volante',
    requestedWork: 'Revisión de frenos y cambio de aceite',
    estimate: 'wanted',
    expectedDeliveryDate: '2026-03-14',
    signaturePng: signaturePng(),
    signerName: 'María Pérez Núñez',
    signedAt: new Date('2026-03-12T09:05:00Z'),
    contentFingerprint: 'ab'.repeat(32),
    outline: RECTANGLE,
    ...overrides,
  };
}

describe('renderDepositReceiptPdf', () => {
  it('writes an A4 PDF titled with the receipt number', async () => {
    const pdf = await renderDepositReceiptPdf(receipt());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfTitle(pdf)).toBe('Resguardo de depósito R-2026-00001');
    expect(pdf.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
  });

  it('prints the workshop, the customer, the vehicle and the reception data in Spanish', async () => {
    const text = pdfText(await renderDepositReceiptPdf(receipt()));
    for (const expected of [
      'RESGUARDO DE DEPÓSITO R-2026-00001',
      'Talleres Ejemplo, S.L. · NIF B12345678',
      'Nº de registro de taller: RI-28-000123',
      'Orden de reparación: OR-2026-00042',
      'Fecha de recepción: 12/03/2026 10:05',
      'Nombre: María Pérez Núñez',
      'Teléfono: 910111222 / 600111222',
      'Dirección: Calle del Pez 3, 28004 Madrid, Madrid',
      'NIF/NIE: 12345678Z',
      'Matrícula: 1234 BCD',
      'Marca y modelo: Seat León 1.5 TSI',
      'Bastidor (VIN): VSSZZZ5FZKR000001',
      'Kilómetros a la entrada: 123.456 km',
      'Nivel de combustible: 3/8',
      'Trabajos solicitados: Revisión de frenos y cambio de aceite',
      'Hace ruido al frenar y vibra el volante',
      'Silla infantil, paraguas',
      'Fecha prevista de entrega: 14/03/2026',
      'El cliente solicita presupuesto previo.',
      'Real Decreto 1457/1986',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Renuncio al presupuesto');
  });

  it("states the customer's written waiver when the estimate is renounced", async () => {
    const text = pdfText(await renderDepositReceiptPdf(receipt({ estimate: 'renounced' })));
    expect(text).toContain('«Renuncio al presupuesto».');
    expect(text).toContain('renuncia expresamente y por escrito');
    expect(text).toContain('Finalidad: Reparación');
    expect(text).not.toContain('solicita presupuesto previo');
  });

  it('charges storage only 3 working days after the customer is told the car is ready', async () => {
    const text = pdfText(await renderDepositReceiptPdf(receipt()));
    expect(text).toContain('transcurridos tres (3) días hábiles desde que haya comunicado');
    expect(text).not.toContain('a razón de');
    const withFee = pdfText(
      await renderDepositReceiptPdf(receipt({ storageFeePerDayCents: 1250 })),
    );
    expect(withFee).toContain('a razón de 12,50 € por día');
    expect(storageClause(0)).not.toContain('a razón de');
  });

  it('numbers each damage mark on the diagram and lists it in the legend', async () => {
    const pdf = await renderDepositReceiptPdf(receipt());
    const lines = pdfTextLines(pdf);
    const text = pdfText(pdf);
    expect(text).toContain('1. Arañazo: Puerta delantera izquierda');
    expect(text).toContain('2. Golpe: Aleta trasera');
    expect(text).toContain('3. Roto: Retrovisor');
    expect(text).toMatch(/4\. Otro(?!:)/);
    // The circles' numbers and the outline's labels are drawn too.
    for (const label of ['1', '2', '3', '4', 'Delantera', 'Trasera']) {
      expect(lines).toContain(label);
    }
  });

  it('says when no damage was marked', async () => {
    const text = pdfText(await renderDepositReceiptPdf(receipt({ damages: [] })));
    expect(text).toContain('Sin daños visibles marcados a la entrada.');
  });

  it('embeds the signature with the signer and the Madrid time', async () => {
    const pdf = await renderDepositReceiptPdf(receipt());
    expect(pdfText(pdf)).toContain(
      'Firmado por María Pérez Núñez el 12/03/2026 10:05 (hora de Madrid)',
    );
    expect(pdf.toString('latin1')).toMatch(/\/Subtype \/Image/);
  });

  it("prints the data's fingerprint when given, and nothing when not", async () => {
    const text = pdfText(await renderDepositReceiptPdf(receipt()));
    expect(text).toContain(`Huella de los datos (SHA-256): ${'ab'.repeat(32)}`);
    const without = pdfText(await renderDepositReceiptPdf(receipt({ contentFingerprint: null })));
    expect(without).not.toContain('Huella');
  });

  it('gives the same bytes for the same input, other bytes for another signing time', async () => {
    const first = await renderDepositReceiptPdf(receipt());
    const second = await renderDepositReceiptPdf(receipt());
    expect(first.equals(second)).toBe(true);
    const later = await renderDepositReceiptPdf(
      receipt({ signedAt: new Date('2026-03-12T09:06:00Z') }),
    );
    expect(later.equals(first)).toBe(false);
  });

  it('draws every body type, with or without its outline, and a full tank gauge', async () => {
    for (const bodyType of BODY_TYPES) {
      const pdf = await renderDepositReceiptPdf(
        receipt({ bodyType, outline: undefined, fuelLevel: 8 }),
      );
      const text = pdfText(pdf);
      expect(text).toContain('Nivel de combustible: 8/8');
      expect(text).toContain('1. Arañazo');
    }
  });

  it('keeps a long reception readable over more than one page', async () => {
    const damages = Array.from({ length: 30 }, (_, index) => ({
      id: String(index),
      x: (index % 10) / 10,
      y: Math.floor(index / 10) / 3,
      kind: 'scratch' as const,
      note: `Marca ${index + 1}`,
    }));
    const pdf = await renderDepositReceiptPdf(
      receipt({ damages, complaint: 'Ruido. '.repeat(300) }),
    );
    const text = pdfText(pdf);
    expect(text).toContain('30. Arañazo: Marca 30');
    expect(text).toContain('Firmado por María Pérez Núñez');
  });
});

describe('the formatting helpers', () => {
  it('write Madrid times in winter and summer, and calendar days as they are', () => {
    expect(madrid(new Date('2026-01-15T23:30:00Z'), true)).toBe('16/01/2026 00:30');
    expect(madrid(new Date('2026-07-01T10:00:00Z'), true)).toBe('01/07/2026 12:00');
    expect(madrid(new Date('2026-07-01T10:00:00Z'))).toBe('01/07/2026');
    expect(isoDay('2026-03-14')).toBe('14/03/2026');
  });

  it('fingerprint the data whatever the order of its keys', () => {
    const png = Buffer.from('png');
    const at = new Date('2026-03-12T09:05:00Z');
    const a = dataFingerprint({ b: 1, a: { y: [1, 2], x: at }, png });
    const b = dataFingerprint({ png, a: { x: at, y: [1, 2] }, b: 1 });
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(a).toBe(b);
    expect(dataFingerprint({ b: 2, a: { y: [1, 2], x: at }, png })).not.toBe(a);
  });
});
