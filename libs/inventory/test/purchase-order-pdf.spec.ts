import { type PurchaseOrderLineView, type PurchaseOrderView } from '@px/contracts';
import { type WorkshopProfile } from '@px/system';
import { type PurchaseOrderDocument, renderPurchaseOrderPdf } from '../src/pdf/purchase-order.pdf';
import { pdfPageCount, pdfPages, pdfText, pdfTitle } from './pdf-test-support';

const WORKSHOP: WorkshopProfile = {
  name: 'Talleres Ejemplo',
  legal_name: 'Talleres Ejemplo, S.L.',
  nif: 'B12345678',
  address_line: 'Calle Mayor 1',
  postal_code: '28013',
  city: 'Madrid',
  province: 'Madrid',
  phone: '910000000',
  email: 'taller@example.com',
  registry_number: 'RI-28-000123',
};

function line(
  position: number,
  fields: Partial<PurchaseOrderLineView> & Pick<PurchaseOrderLineView, 'quantity'>,
): PurchaseOrderLineView {
  const unitCost = fields.unit_cost_cents ?? 1250;
  const received = fields.received_quantity ?? 0;
  return {
    id: `line-${position}`,
    position,
    part_id: `part-${position}`,
    reference: `REF-${position}`,
    brand: 'Bosch',
    name: `Pieza ${position}`,
    unit: 'ud',
    received_quantity: received,
    pending_quantity: Math.max(0, fields.quantity - received),
    unit_cost_cents: unitCost,
    total_cents: Math.round(fields.quantity * unitCost),
    ...fields,
  };
}

const LINES: PurchaseOrderLineView[] = [
  line(1, {
    reference: '0 986 494 660',
    name: 'Juego de pastillas de freno delanteras',
    quantity: 2,
    received_quantity: 1,
    unit_cost_cents: 3990,
  }),
  line(2, {
    reference: 'CA-5W30-5L',
    brand: 'Castrol',
    name: 'Aceite Edge 5W-30',
    unit: 'l',
    quantity: 4.5,
    unit_cost_cents: 1099,
  }),
  line(3, {
    reference: 'LIQ-REFR',
    brand: 'Krafft',
    name: 'Anticongelante orgánico',
    unit: 'l',
    quantity: 0.375,
    unit_cost_cents: 800,
  }),
  line(4, {
    reference: 'GRASA-LI',
    brand: 'Würth',
    name: 'Grasa de litio',
    unit: 'kg',
    quantity: 1.25,
    unit_cost_cents: 1520,
  }),
  line(5, {
    reference: 'TURBO-1.6',
    brand: 'Garrett',
    name: 'Turbocompresor reconstruido',
    quantity: 1,
    unit_cost_cents: 123456,
  }),
];

function orderOf(
  lines: PurchaseOrderLineView[],
  overrides: Partial<PurchaseOrderView> = {},
): PurchaseOrderView {
  return {
    id: 'po-1',
    number: 'PC-2026-00001',
    supplier_id: 'sup-1',
    supplier_name: 'Recambios Norte, S.A.',
    supplier_tax_id: 'A87654321',
    supplier_email: 'pedidos@recambiosnorte.example',
    status: 'sent',
    line_count: lines.length,
    total_cents: lines.reduce((sum, item) => sum + item.total_cents, 0),
    expected_on: '2026-04-07',
    sent_at: '2026-03-31T08:00:00.000Z',
    received_at: null,
    created_at: '2026-03-30T10:00:00.000Z',
    notes: 'Entregar por la puerta trasera, de 8:00 a 14:00.',
    cancelled_at: null,
    lines,
    version: 3,
    ...overrides,
  };
}

function documentOf(overrides: Partial<PurchaseOrderDocument> = {}): PurchaseOrderDocument {
  return {
    workshop: WORKSHOP,
    order: orderOf(LINES),
    supplier: {
      name: 'Recambios Norte, S.A.',
      tax_id: 'A87654321',
      contact_name: 'Luis Gómez',
      email: 'pedidos@recambiosnorte.example',
      phone: '944000000',
      payment_terms: 'Transferencia a 30 días',
      lead_time_days: 3,
    },
    // 00:30 on 1 April in Madrid (summer time), still 31 March in UTC.
    issuedAt: new Date('2026-03-31T22:30:00Z'),
    ...overrides,
  };
}

const TABLE_HEADER = 'Ref.MarcaDescripciónCantidadRecibidoCoste unitarioImporte';

describe('renderPurchaseOrderPdf', () => {
  it('writes an A4 PDF titled with the order number', async () => {
    const pdf = await renderPurchaseOrderPdf(documentOf());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfTitle(pdf)).toBe('Pedido a proveedor PC-2026-00001');
    expect(pdf.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
    expect(pdfPageCount(pdf)).toBe(1);
  });

  it('prints the number, the Madrid date, the status and the expected delivery', async () => {
    const text = pdfText(await renderPurchaseOrderPdf(documentOf()));
    for (const expected of [
      'PEDIDO A PROVEEDOR PC-2026-00001',
      'Fecha: 01/04/2026',
      'Estado: Enviado',
      'Entrega prevista: 07/04/2026',
    ]) {
      expect(text).toContain(expected);
    }
    const draft = pdfText(
      await renderPurchaseOrderPdf(
        documentOf({ order: orderOf(LINES, { status: 'partially_received', expected_on: null }) }),
      ),
    );
    expect(draft).toContain('Estado: Recibido en parte');
    expect(draft).not.toContain('Entrega prevista');
  });

  it('prints the workshop as buyer and the supplier with its terms', async () => {
    const text = pdfText(await renderPurchaseOrderPdf(documentOf()));
    for (const expected of [
      'Comprador',
      'Nombre: Talleres Ejemplo',
      'Razón social: Talleres Ejemplo, S.L.',
      'NIF: B12345678',
      'Dirección: Calle Mayor 1, 28013 Madrid (Madrid)',
      'Teléfono: 910000000',
      'Correo electrónico: taller@example.com',
      'Proveedor',
      'Nombre: Recambios Norte, S.A.',
      'NIF/CIF: A87654321',
      'Persona de contacto: Luis Gómez',
      'Correo electrónico: pedidos@recambiosnorte.example',
      'Teléfono: 944000000',
      'Forma de pago: Transferencia a 30 días',
      'Plazo de entrega: 3 días',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('prints a dash for the supplier data it lacks, and one day in the singular', async () => {
    const text = pdfText(
      await renderPurchaseOrderPdf(
        documentOf({
          supplier: {
            name: 'Desguaces Sur',
            tax_id: 'B11111111',
            contact_name: null,
            email: null,
            phone: null,
            payment_terms: null,
            lead_time_days: 1,
          },
        }),
      ),
    );
    expect(text).toContain('Persona de contacto: —');
    expect(text).toContain('Forma de pago: —');
    expect(text).toContain('Plazo de entrega: 1 día');
  });

  it('lists the lines with units, Spanish quantities and euros, and the total before VAT', async () => {
    const text = pdfText(await renderPurchaseOrderPdf(documentOf()));
    expect(text).toContain(TABLE_HEADER);
    // Each row's cells, left to right: whole units without decimals, up to three decimals else.
    expect(text).toContain('0 986 494 660BoschJuego de pastillas de freno');
    expect(text).toContain('2 ud.1 ud.39,90 €79,80 €');
    expect(text).toContain('CA-5W30-5LCastrolAceite Edge 5W-304,5 l—10,99 €49,46 €');
    expect(text).toContain('LIQ-REFRKrafftAnticongelante orgánico0,375 l—8,00 €3,00 €');
    expect(text).toContain('GRASA-LIWürthGrasa de litio1,25 kg—15,20 €19,00 €');
    // Thousands are grouped in money, also with four digits.
    expect(text).toContain('TURBO-1.6GarrettTurbocompresor reconstruido1 ud.—1.234,56 €1.234,56 €');
    expect(text).toContain('Total (sin IVA): 1.385,82 €');
  });

  it('prints the notes, or a dash when there are none', async () => {
    const text = pdfText(await renderPurchaseOrderPdf(documentOf()));
    expect(text).toContain('Observaciones Entregar por la puerta trasera, de 8:00 a 14:00.');
    const without = pdfText(
      await renderPurchaseOrderPdf(documentOf({ order: orderOf(LINES, { notes: null }) })),
    );
    expect(without).toContain('Observaciones —');
  });

  it('says when the order has no lines', async () => {
    const text = pdfText(await renderPurchaseOrderPdf(documentOf({ order: orderOf([]) })));
    expect(text).toContain(`${TABLE_HEADER} Sin líneas.`);
    expect(text).toContain('Total (sin IVA): 0,00 €');
  });

  it('numbers its pages at the foot', async () => {
    const pages = pdfPages(await renderPurchaseOrderPdf(documentOf()));
    expect(pages).toHaveLength(1);
    expect(pages[0]).toMatch(/Pedido a proveedor PC-2026-00001Página 1 de 1$/);
  });

  it('runs 60 lines over several pages, the table header on each, every line once', async () => {
    const lines = Array.from({ length: 60 }, (_, index) =>
      line(index + 1, {
        reference: `REF-${String(index + 1).padStart(3, '0')}`,
        name:
          index % 7 === 0
            ? `Pieza ${index + 1} con una descripción larga que ocupa más de una línea en la tabla`
            : `Pieza ${index + 1}`,
        quantity: index + 1,
        unit_cost_cents: 1000,
      }),
    );
    const pdf = await renderPurchaseOrderPdf(documentOf({ order: orderOf(lines) }));
    const pages = pdfPages(pdf);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expect(pdfPageCount(pdf)).toBe(pages.length);
    pages.forEach((page, index) => {
      expect(page).toContain(TABLE_HEADER);
      expect(page).toMatch(
        new RegExp(`Pedido a proveedor PC-2026-00001Página ${index + 1} de ${pages.length}$`),
      );
    });
    const text = pages.join(' ');
    for (let position = 1; position <= 60; position++) {
      const reference = `REF-${String(position).padStart(3, '0')}`;
      expect(text.split(reference)).toHaveLength(2);
    }
    // Lines keep their order across the page break; the total closes the last page.
    expect(text.indexOf('REF-059')).toBeLessThan(text.indexOf('REF-060'));
    expect(pages.at(-1)).toContain('REF-060');
    expect(pages.at(-1)).toContain('Total (sin IVA): 18.300,00 €');
    expect(pages[0]).not.toContain('Total (sin IVA)');
  });

  it('prints the lines in their position order', async () => {
    const text = pdfText(
      await renderPurchaseOrderPdf(documentOf({ order: orderOf([...LINES].reverse()) })),
    );
    expect(text.indexOf('0 986 494 660')).toBeLessThan(text.indexOf('TURBO-1.6'));
  });

  it('gives the same bytes for the same input, other bytes at another time', async () => {
    const first = await renderPurchaseOrderPdf(documentOf());
    const second = await renderPurchaseOrderPdf(documentOf());
    expect(first.equals(second)).toBe(true);
    const later = await renderPurchaseOrderPdf(
      documentOf({ issuedAt: new Date('2026-04-01T08:00:00Z') }),
    );
    expect(later.equals(first)).toBe(false);
  });
});
