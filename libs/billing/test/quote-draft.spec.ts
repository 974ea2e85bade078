import { type QuoteDraftInput } from '@px/contracts';
import { quoteDraftOf } from '../src/domain/quote-draft';

const CUSTOMER = '7d7a3f7e-5b1c-4f0e-9a51-2f0b1d0c9a11';
const VEHICLE = '0b6f1c8e-2d3a-4c5b-8e9f-1a2b3c4d5e6f';
const PART = '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d';

const input = (fields: Partial<QuoteDraftInput> = {}): QuoteDraftInput => ({
  customer_id: CUSTOMER,
  vehicle_id: VEHICLE,
  odometer_km: 84_500,
  lines: [
    {
      type: 'labor',
      description: 'Sustituir pastillas',
      quantity: 1.5,
      unit_price_cents: 4_500,
      vat_percent: 21,
    },
    {
      type: 'part',
      description: 'Pastillas delanteras',
      quantity: 1,
      unit_price_cents: 6_050,
      discount_percent: 10,
      vat_percent: 21,
      part_id: PART,
    },
    {
      type: 'other',
      description: 'Gestión de residuos',
      quantity: 1,
      unit_price_cents: 300,
      vat_percent: 10,
    },
  ],
  ...fields,
});

const fields = (result: ReturnType<typeof quoteDraftOf>) =>
  'problems' in result ? result.problems.map((p) => `${p.field}:${p.code}`) : [];

describe('quote draft', () => {
  it('prices labor as hours × rate and parts as units × price, VAT per rate', () => {
    const result = quoteDraftOf(input({ conditions: '  Pago a la entrega.  ', delivery_days: 3 }));
    expect('draft' in result).toBe(true);
    if (!('draft' in result)) return;
    const { draft } = result;
    // 1,5 h × 45,00 = 67,50; 60,50 − 10 % = 54,45; 3,00 at 10 %.
    expect(draft.lines.map((l) => l.baseCents)).toEqual([6_750, 5_445, 300]);
    expect(draft.totals).toEqual({
      breakdown: [
        { vatRate: 21, baseCents: 12_195, vatCents: 2_561 },
        { vatRate: 10, baseCents: 300, vatCents: 30 },
      ],
      baseCents: 12_495,
      vatCents: 2_591,
      totalCents: 15_086,
    });
    expect(draft).toMatchObject({
      conditions: 'Pago a la entrega.',
      deliveryDays: 3,
      validUntil: null,
      workOrderId: null,
      odometerKm: 84_500,
    });
    expect(draft.lines[1].partId).toBe(PART);
  });

  it('refuses bad lines and fields with Spanish details, nothing negative', () => {
    const result = quoteDraftOf(
      input({
        lines: [
          {
            type: 'labor',
            description: ' ',
            quantity: -1,
            unit_price_cents: 4_500,
            vat_percent: 7,
          },
          {
            type: 'fee',
            description: 'x'.repeat(201),
            quantity: 1,
            unit_price_cents: 100,
            vat_percent: 21,
            part_id: PART,
          },
        ],
        valid_until: '2026-02-30',
        delivery_days: 400,
        odometer_km: -5,
      }),
    );
    expect(fields(result)).toEqual(
      expect.arrayContaining([
        'lines.0.description:required',
        'lines.0.quantity:min',
        'lines.0.vat_percent:isIn',
        'lines.1.description:maxLength',
        'lines.1.part_id:partOnly',
        'valid_until:isDate',
        'delivery_days:range',
        'odometer_km:range',
      ]),
    );
    const negative = 'problems' in result && result.problems.find((p) => p.code === 'min');
    expect(negative && negative.message).toBe('La cantidad no puede ser negativa.');
  });

  it('needs a line, and a vehicle for the kilometres', () => {
    expect(fields(quoteDraftOf(input({ lines: [] })))).toEqual(['lines:required']);
    expect(fields(quoteDraftOf(input({ vehicle_id: null })))).toEqual(['vehicle_id:required']);
    expect(fields(quoteDraftOf(input({ vehicle_id: null, odometer_km: null })))).toEqual([]);
  });
});
